import { Form, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { GUARDED_AREAS } from "~/server/auth/areas";
import { Button } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import type { CustomerHome } from "./customer-home.server";

/** The signed-in customer's home: a greeting, the broker's record of them, and a way out. */
export function CustomerHomeScreen({ home }: { home: CustomerHome }) {
  const t = useT();
  const navigation = useNavigation();
  const leaving = navigation.state === "submitting" && navigation.formAction === GUARDED_AREAS.customer.signOut;
  return (
    <section className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 sm:pt-20">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t("account.home.greeting", { name: home.firstName })}</h1>
          <p className="mt-3 text-lg text-ink-soft">{t("account.home.lead")}</p>
          {home.memberSince && (
            <Badge className="mt-4" data-testid="member-since">
              {t("account.home.memberSince", { date: home.memberSince })}
            </Badge>
          )}
        </div>
        <Form method="post" action={GUARDED_AREAS.customer.signOut}>
          <Button type="submit" variant="outline" disabled={leaving} aria-busy={leaving || undefined}>
            {t("account.home.signOut")}
          </Button>
        </Form>
      </div>

      <Card className="mt-10 max-w-2xl">
        <h2 className="text-xl">{t("account.home.summary")}</h2>
        <dl className="mt-4 divide-y divide-line">
          <SummaryRow label={t("account.home.name")} value={home.fullName} />
          <SummaryRow label={t("account.fields.email")} value={home.email} />
          {home.referralCount !== null && (
            <SummaryRow label={t("account.home.referrals")} value={String(home.referralCount)} />
          )}
          {home.referralSavings !== null && (
            <SummaryRow label={t("account.home.savings")} value={home.referralSavings} />
          )}
        </dl>
      </Card>
    </section>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="font-semibold break-all">{value}</dd>
    </div>
  );
}
