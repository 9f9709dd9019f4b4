import { Form, Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { TextField } from "~/ui/form-controls";
import type { ConsentsData } from "./consents.server";

const labelClasses = "mb-1 block text-xs font-semibold uppercase tracking-wide text-muted";

/** The consent log: every cookie choice, form consent and phone opt-in, by date and by person. */
export function ConsentsScreen({ data }: { data: ConsentsData }) {
  const t = useT();
  const lang = useLang();
  return (
    <BackofficePage
      title={t("privacy.consents.title")}
      actions={
        <Link to={STAFF_PATHS.privacy} className={buttonClasses("ghost")}>
          {t("privacy.entry.back")}
        </Link>
      }
    >
      <p className="-mt-2 text-ink-soft">{t("privacy.consents.lead")}</p>
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-4"
      >
        <TextField
          id="q"
          name="q"
          type="search"
          label={t("privacy.consents.person")}
          labelClassName={labelClasses}
          defaultValue={data.filters.q ?? ""}
        />
        <TextField
          id="du"
          name="du"
          type="date"
          label={t("privacy.consents.from")}
          labelClassName={labelClasses}
          defaultValue={data.filters.from ?? ""}
        />
        <TextField
          id="au"
          name="au"
          type="date"
          label={t("privacy.consents.to")}
          labelClassName={labelClasses}
          defaultValue={data.filters.to ?? ""}
        />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClasses("primary")}>
            {t("privacy.filters.apply")}
          </button>
          <Link to={STAFF_PATHS.privacyConsents} className={buttonClasses("ghost")}>
            {t("privacy.filters.reset")}
          </Link>
        </div>
      </Form>
      {data.truncated && <p className="text-sm text-muted">{t("privacy.consents.truncated")}</p>}
      {data.entries.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-8 text-center text-muted">
          {t("privacy.consents.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line bg-surface">
          <table className="w-full min-w-[60rem] text-left text-sm">
            <caption className="sr-only">{t("privacy.consents.title")}</caption>
            <thead className="bg-sand text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                {(["at", "kind", "person", "choice", "wording", "record"] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3">
                    {t(`privacy.consents.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t border-line align-top" data-testid="consent-row">
                  <td className="px-4 py-3 whitespace-nowrap">{formatMoment(new Date(entry.at), lang)}</td>
                  <td className="px-4 py-3">{t(`privacy.consents.kinds.${entry.kind}`)}</td>
                  <td className="px-4 py-3 break-all">{entry.person}</td>
                  <td className="px-4 py-3">{t(`privacy.consents.choices.${entry.choice}`)}</td>
                  <td className="max-w-md px-4 py-3">{entry.wording}</td>
                  <td className="px-4 py-3">{entry.record ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BackofficePage>
  );
}
