import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { CONTACT_DETAIL_LIMITS } from "~/server/limits";
import { AreaPage } from "~/ui/area-page";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ChoiceGroup, TextField } from "~/ui/form-controls";
import { EmailCard, PasswordCard } from "./credential-cards";
import type { DetailsActionData } from "./details-form";
import type { DetailsPage, HistoryItem } from "./details-page.server";
import { FormProblems } from "./form-problems";
import { PushCard } from "./push-card";

type Props = { page: DetailsPage; result: DetailsActionData | undefined };

const PREFERENCES = ["byEmail", "bySms", "byPhone"] as const;

const SAVED_NOTICES: Record<NonNullable<DetailsPage["saved"]>, string> = {
  details: "area.details.saved",
  password: "area.details.passwordSaved",
  emailSent: "area.details.emailSent",
  email: "area.details.emailChanged",
  emailInvalid: "area.details.linkInvalid",
  emailTaken: "area.details.emailTaken",
  pushOff: "area.details.push.savedOff",
};

/**
 * "Mes informations" (issue 25): the customer's e-mail, contact details and communication
 * preferences, the form to change them, the password form, and the history of every change.
 * Plain forms: everything works without a script.
 */
export function DetailsScreen({ page, result }: Props) {
  const t = useT();
  const detailsResult = result?.form === "details" ? result : null;
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
  return (
    <AreaPage backTo={CUSTOMER_PATHS.home} backLabel={t("area.contract.back")}>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t("area.details.page.title")}</h1>
      <p className="mt-2 text-ink-soft">{t("area.details.lead")}</p>

      {page.saved && !result && (
        <p role="status" className="mt-6 rounded-control border border-line bg-gold-soft px-4 py-3 font-semibold">
          {t(SAVED_NOTICES[page.saved])}
        </p>
      )}

      <EmailCard email={page.email} result={result} />

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

      <PushCard push={page.push} />

      <PasswordCard key={`password-${version}`} email={page.email} result={result} />

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
    </AreaPage>
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
