import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { GUARDED_AREAS } from "~/server/auth/areas";
import { Button, buttonClasses } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { ChevronDownIcon } from "~/ui/icons";
import { ContractCardView } from "./contract-card";
import type { CustomerHome } from "./customer-home.server";
import { NotificationList } from "./notification-list";
import type { PhotoError } from "./photo-action.server";
import { PhotoDialog, PlainPhotoForm } from "./photo-dialog";
import { SponsorshipPanel } from "./sponsorship-panel";

type Props = { home: CustomerHome; photoForm: boolean; photoError: PhotoError | null };

/**
 * The customer area's home (spec §2): greeting and avatar, quick actions, contracts and
 * sponsorship (an accordion open on the contracts), the latest notifications and the account
 * summary. Everything works without a script but the camera.
 */
export function CustomerHomeScreen({ home, photoForm, photoError }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const leaving = navigation.state === "submitting" && navigation.formAction === GUARDED_AREAS.customer.signOut;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <PhotoDialog photoUrl={home.photoUrl} initials={home.initials} fullName={home.fullName} />
          <div>
            <h1 className="text-3xl sm:text-4xl">{t("account.home.greeting", { name: home.firstName })}</h1>
            <p className="mt-2 text-ink-soft">{t("area.home.lead")}</p>
            {home.memberSince && (
              <Badge className="mt-3" data-testid="member-since">
                {t("account.home.memberSince", { date: home.memberSince })}
              </Badge>
            )}
          </div>
        </div>
        <Form method="post" action={GUARDED_AREAS.customer.signOut}>
          <Button type="submit" variant="outline" disabled={leaving} aria-busy={leaving || undefined}>
            {t("account.home.signOut")}
          </Button>
        </Form>
      </div>

      {photoForm && <PlainPhotoForm hasPhoto={home.photoUrl !== null} error={photoError} />}

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card data-testid="quick-actions">
            <h2 className="text-xl">{t("area.home.quickActions")}</h2>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={CUSTOMER_PATHS.sendDocument} className={buttonClasses("primary")}>
                {t("area.home.sendDocument")}
              </Link>
              <Link to={CUSTOMER_PATHS.appointment} className={buttonClasses("outline")}>
                {t("area.home.bookAppointment")}
              </Link>
              <Link to={CUSTOMER_PATHS.requests} className={buttonClasses("ghost")}>
                {t("area.home.myRequests")}
              </Link>
              <Link to={CUSTOMER_PATHS.payments} className={buttonClasses("ghost")}>
                {t("area.home.myPayments")}
              </Link>
              <Link to={CUSTOMER_PATHS.signatures} className={buttonClasses("ghost")}>
                {t("area.home.mySignatures")}
              </Link>
              <Link to={CUSTOMER_PATHS.details} className={buttonClasses("ghost")}>
                {t("area.home.myDetails")}
              </Link>
              <Link to={CUSTOMER_PATHS.myData} className={buttonClasses("ghost")}>
                {t("area.home.myData")}
              </Link>
            </div>
          </Card>

          <div className="rounded-card border border-line bg-surface shadow-card">
            <Section
              open
              testId="contracts-section"
              title={t("area.contracts.title", { count: home.contracts.length })}
            >
              {home.contracts.length === 0 ? (
                <p className="text-sm text-ink-soft">{t("area.contracts.empty")}</p>
              ) : (
                <div className="grid gap-3">
                  {home.contracts.map((contract) => (
                    <ContractCardView key={contract.reference} contract={contract} />
                  ))}
                </div>
              )}
            </Section>
            <Section testId="sponsorship-section" title={t("area.sponsorship.title")} last>
              <SponsorshipPanel sponsorship={home.sponsorship} />
            </Section>
          </div>
        </div>

        <div className="flex flex-col gap-6">
          <Card id="notifications" data-testid="notifications-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-xl">{t("area.notifications.title")}</h2>
              {home.notifications.unread > 0 && (
                <Badge data-testid="unread-count">
                  {t("area.notifications.unread", { count: home.notifications.unread })}
                </Badge>
              )}
            </div>
            <div className="mt-4">
              <NotificationList items={home.notifications.latest} returnTo={`${CUSTOMER_PATHS.home}#notifications`} />
            </div>
            <Link
              to={CUSTOMER_PATHS.notifications}
              className="mt-4 inline-flex min-h-11 items-center font-semibold underline"
            >
              {t("area.notifications.all")}
            </Link>
          </Card>

          <Card data-testid="account-summary">
            <h2 className="text-xl">{t("area.summary.title")}</h2>
            <dl className="mt-4 divide-y divide-line">
              <SummaryRow id="active" label={t("area.summary.activeContracts")} value={String(home.activeContracts)}>
                {home.cancelling.map((ending) => (
                  <dd key={ending.reference} className="w-full text-sm text-ink-soft" data-testid="summary-cancelling">
                    {t("area.summary.cancellingOn", {
                      contract: `${t(`contracts.product.${ending.product}`)} — ${ending.reference}`,
                      date: ending.date,
                    })}
                  </dd>
                ))}
              </SummaryRow>
              <SummaryRow
                id="premium"
                label={t("area.summary.monthlyPremium")}
                value={t("area.summary.perMonth", { amount: home.monthlyPremium })}
              />
              <SummaryRow id="savings" label={t("area.summary.savings")} value={home.sponsorship.saved} />
              {home.memberSince && (
                <SummaryRow id="since" label={t("area.summary.memberSince")} value={home.memberSince} />
              )}
            </dl>
          </Card>
        </div>
      </div>
    </section>
  );
}

/** An accordion section: a native disclosure, so it opens and closes before (and without) a script. */
function Section({
  title,
  open,
  last,
  testId,
  children,
}: {
  title: string;
  open?: boolean;
  last?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details open={open} className={last ? "group" : "group border-b border-line"} data-testid={testId}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
        <h2 className="text-xl">{title}</h2>
        <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-6 sm:px-6">{children}</div>
    </details>
  );
}

function SummaryRow({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3" data-testid={`summary-${id}`}>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold">{value}</dd>
      {children}
    </div>
  );
}
