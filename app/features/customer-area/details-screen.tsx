import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { CONTACT_DETAIL_LIMITS, EMAIL_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { ChoiceGroup, TextField } from "~/ui/form-controls";
import type { DetailsActionData, DetailsPage, HistoryItem } from "./details-page.server";

type Props = { page: DetailsPage; result: DetailsActionData | undefined };

const PREFERENCES = ["byEmail", "bySms", "byPhone"] as const;

const SAVED_NOTICES: Record<NonNullable<DetailsPage["saved"]>, string> = {
  details: "area.details.saved",
  password: "area.details.passwordSaved",
  emailSent: "area.details.emailSent",
  email: "area.details.emailChanged",
  emailInvalid: "area.details.linkInvalid",
  emailTaken: "area.details.emailTaken",
};

/**
 * "Mes informations" (issue 25): the customer's e-mail, contact details and communication
 * preferences, the form to change them, the password form, and the history of every change.
 * Plain forms: everything works without a script.
 */
export function DetailsScreen({ page, result }: Props) {
  const t = useT();
  const detailsResult = result?.form === "details" ? result : null;
  const emailResult = result?.form === "email" ? result : null;
  const emailError = (field: "newEmail" | "emailPassword") => {
    const key = emailResult?.errors[field];
    return key ? t(key) : undefined;
  };
  const passwordResult = result?.form === "password" ? result : null;
  const values = detailsResult?.values ?? {
    ...page.details,
    phone: page.details.phone ?? "",
    street: page.details.street ?? "",
    postcode: page.details.postcode ?? "",
    city: page.details.city ?? "",
  };
  const detailsError = (field: "phone" | "street" | "postcode" | "city" | "bySms") => {
    const key = detailsResult?.errors[field];
    return key ? t(key) : undefined;
  };
  // A save changes the history: the forms are drawn anew, showing what is now stored (a browser
  // with the script would otherwise keep what was typed, such as the phone before its E.164 form).
  const version = page.history[0]?.id ?? "none";
  const passwordError = (field: "currentPassword" | "newPassword" | "confirm") => {
    const key = passwordResult?.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link to={CUSTOMER_PATHS.home} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
        {t("area.contract.back")}
      </Link>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("area.details.page.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("area.details.lead")}</p>

      {page.saved && !result && (
        <p role="status" className="mt-6 rounded-control border border-line bg-gold-soft px-4 py-3 font-semibold">
          {t(SAVED_NOTICES[page.saved])}
        </p>
      )}

      <Card className="mt-8">
        <h2 className="text-xl">{t("area.details.emailTitle")}</h2>
        <p className="mt-2 break-all font-semibold" data-testid="account-email">
          {page.email}
        </p>
        <p className="mt-1 text-sm text-muted">{t("area.details.emailHint")}</p>
        <Form method="post" noValidate className="mt-4 grid gap-5" aria-label={t("area.details.changeEmail")}>
          <FormProblems
            id="email-problems"
            result={emailResult}
            fields={{ newEmail: "email-new", emailPassword: "email-password" }}
          />
          <input type="hidden" name="intent" value="email" />
          <TextField
            id="email-new"
            name="newEmail"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            label={t("area.details.newEmail")}
            hint={t("area.details.newEmailHint")}
            defaultValue={emailResult?.values.newEmail ?? ""}
            error={emailError("newEmail")}
          />
          <TextField
            id="email-password"
            name="emailPassword"
            type="password"
            autoComplete="current-password"
            label={t("area.details.emailPassword")}
            error={emailError("emailPassword")}
          />
          <div>
            <Button type="submit" variant="outline">
              {t("area.details.changeEmail")}
            </Button>
          </div>
        </Form>
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl">{t("area.details.contactTitle")}</h2>
        <Form
          key={`details-${version}`}
          method="post"
          noValidate
          className="mt-4 grid gap-5"
          aria-label={t("area.details.contactTitle")}
        >
          <FormProblems
            id="details-problems"
            result={detailsResult}
            fields={{
              phone: "details-phone",
              street: "details-street",
              postcode: "details-postcode",
              city: "details-city",
              bySms: "details-channels",
            }}
          />
          <input type="hidden" name="intent" value="details" />
          <TextField
            id="details-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_DETAIL_LIMITS.phone}
            label={t("area.details.phone")}
            hint={t("area.details.phoneHint")}
            defaultValue={values.phone ?? ""}
            error={detailsError("phone")}
          />
          <TextField
            id="details-street"
            name="street"
            autoComplete="street-address"
            maxLength={CONTACT_DETAIL_LIMITS.street}
            label={t("area.details.street")}
            defaultValue={values.street ?? ""}
            error={detailsError("street")}
          />
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <TextField
              id="details-postcode"
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={CONTACT_DETAIL_LIMITS.postcode}
              label={t("area.details.postcode")}
              defaultValue={values.postcode ?? ""}
              error={detailsError("postcode")}
            />
            <TextField
              id="details-city"
              name="city"
              autoComplete="address-level2"
              maxLength={CONTACT_DETAIL_LIMITS.city}
              label={t("area.details.city")}
              defaultValue={values.city ?? ""}
              error={detailsError("city")}
            />
          </div>
          <ChoiceGroup
            id="details-channels"
            name="channels"
            type="checkbox"
            legend={t("area.details.preferences")}
            options={PREFERENCES.map((value) => ({ value, label: t(`area.details.${value}`) }))}
            checked={PREFERENCES.filter((name) => values[name])}
            error={detailsError("bySms")}
          />
          <div>
            <Button type="submit">{t("area.details.save")}</Button>
          </div>
        </Form>
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl">{t("area.details.passwordTitle")}</h2>
        <p className="mt-1 text-sm text-muted">{t("area.details.passwordHint")}</p>
        <Form
          key={`password-${version}`}
          method="post"
          noValidate
          className="mt-4 grid gap-5"
          aria-label={t("area.details.passwordTitle")}
        >
          <FormProblems
            id="password-problems"
            result={passwordResult}
            fields={{ currentPassword: "password-current", newPassword: "password-new", confirm: "password-confirm" }}
          />
          <input type="hidden" name="intent" value="password" />
          {/* For password managers: whose password this is. */}
          <input type="hidden" name="username" autoComplete="username" value={page.email} />
          <TextField
            id="password-current"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            label={t("area.details.currentPassword")}
            error={passwordError("currentPassword")}
          />
          <TextField
            id="password-new"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            label={t("area.details.newPassword")}
            hint={t("area.details.newPasswordHint")}
            error={passwordError("newPassword")}
          />
          <TextField
            id="password-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            label={t("area.details.confirmPassword")}
            error={passwordError("confirm")}
          />
          <div>
            <Button type="submit">{t("area.details.changePassword")}</Button>
          </div>
        </Form>
      </Card>

      <Card className="mt-6">
        <h2 className="text-xl">{t("area.details.historyTitle")}</h2>
        {page.history.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t("area.details.historyEmpty")}</p>
        ) : (
          <ul className="mt-4 grid gap-3" data-testid="details-history">
            {page.history.map((change) => (
              <HistoryLine key={change.id} change={change} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

/**
 * One form's refusal as its error summary: its notice ("check the fields" unless it says
 * more), and a link to each field in error.
 */
function FormProblems({
  id,
  result,
  fields,
}: {
  id: string;
  result: {
    errors: Partial<Record<string, string>>;
    notice?: { key: string; params?: Record<string, number> } | null;
  } | null;
  fields: Record<string, string>;
}) {
  const t = useT();
  if (!result) return null;
  const items = summaryItems(result.errors, fields, t);
  const notice = result.notice;
  return (
    <ErrorSummary
      id={id}
      title={t("problems.summary.title")}
      notice={notice ? t(notice.key, notice.params) : t("area.details.errors.notice")}
      items={items}
      attempt={result}
    />
  );
}

function HistoryLine({ change }: { change: HistoryItem }) {
  const t = useT();
  const value = (raw: string | null) => {
    if (raw === null) return t("area.details.history.none");
    if (raw === "yes" || raw === "no") return t(`area.details.history.${raw}`);
    return raw;
  };
  const field = t(`area.details.history.fields.${change.field}`);
  return (
    <li className="border-b border-line pb-3 last:border-b-0">
      <p className="text-sm text-muted">
        {change.when} · {t(change.byStaff ? "area.details.history.byStaff" : "area.details.history.byYou")}
      </p>
      <p className="mt-1">
        {change.field === "password"
          ? t("area.details.history.passwordChanged")
          : t("area.details.history.change", { field, from: value(change.oldValue), to: value(change.newValue) })}
      </p>
    </li>
  );
}
