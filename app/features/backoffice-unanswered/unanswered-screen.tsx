import { Form } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/config";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import type { UnansweredData } from "./unanswered.server";
import { PERIOD_PARAMS } from "./unanswered-query";

/** What the concierge could not answer, most asked first, with the period and language in the address. */
export function UnansweredScreen({ data }: { data: UnansweredData }) {
  const t = useT();
  const lang = useLang();
  const { filters } = data;
  return (
    <BackofficePage title={t("unanswered.title")}>
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("unanswered.lead")}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField
          id="unanswered-since"
          name={PERIOD_PARAMS.since}
          type="date"
          label={t("unanswered.since")}
          defaultValue={filters.since}
        />
        <TextField
          id="unanswered-until"
          name={PERIOD_PARAMS.until}
          type="date"
          label={t("unanswered.until")}
          defaultValue={filters.until}
        />
        <SelectField
          id="unanswered-lang"
          name={PERIOD_PARAMS.lang}
          label={t("unanswered.language")}
          defaultValue={filters.lang ?? ""}
        >
          <option value="">{t("unanswered.allLanguages")}</option>
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("outline")}>
          {t("unanswered.filter")}
        </button>
      </Form>
      <section aria-labelledby="unanswered-by-language" className="grid gap-2">
        <h2 id="unanswered-by-language" className="font-display text-xl">
          {t("unanswered.byLanguage", { count: data.total })}
        </h2>
        <ul className="flex flex-wrap gap-2" data-testid="unanswered-languages">
          {data.languages.map((row) => (
            <li key={row.lang} className="rounded-full border border-line bg-surface px-3 py-1 text-sm">
              {LANGUAGE_NAMES[row.lang as keyof typeof LANGUAGE_NAMES] ?? row.lang} : <strong>{row.count}</strong>
            </li>
          ))}
        </ul>
      </section>
      <div className="overflow-x-auto rounded-card border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("unanswered.title")}</caption>
          <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
            <tr>
              {(["question", "count", "languages", "topic", "last"] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {t(`unanswered.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.groups.map((group) => (
              <tr key={group.question} data-testid="unanswered-row" className="border-t border-line align-top">
                <td className="px-4 py-3">{group.example}</td>
                <td className="px-4 py-3 tabular-nums font-semibold">{group.count}</td>
                <td className="px-4 py-3">{group.languages.join(", ")}</td>
                <td className="px-4 py-3">{group.topic ?? "—"}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatMoment(new Date(group.lastAskedAt), lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.groups.length === 0 && <p className="text-muted">{t("unanswered.none")}</p>}
    </BackofficePage>
  );
}
