import { Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { STAFF_PATHS } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { DayFilter, EmptyList, FilterBar, SearchFilter } from "~/ui/list-filters";
import { ListTable, PLAIN_CELL } from "~/ui/table-frame";
import type { ConsentsData } from "./consents.server";

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
      <FilterBar
        apply={t("privacy.filters.apply")}
        reset={t("privacy.filters.reset")}
        resetTo={STAFF_PATHS.privacyConsents}
      >
        <SearchFilter label={t("privacy.consents.person")} defaultValue={data.filters.q} wide={false} />
        <DayFilter id="du" label={t("privacy.consents.from")} defaultValue={data.filters.from} />
        <DayFilter id="au" label={t("privacy.consents.to")} defaultValue={data.filters.to} />
      </FilterBar>
      {data.truncated && <p className="text-sm text-muted">{t("privacy.consents.truncated")}</p>}
      {data.entries.length === 0 ? (
        <EmptyList>{t("privacy.consents.empty")}</EmptyList>
      ) : (
        <ListTable
          caption={t("privacy.consents.title")}
          columns={(["at", "kind", "person", "choice", "wording", "record"] as const).map((column) =>
            t(`privacy.consents.columns.${column}`),
          )}
          className="min-w-[60rem]"
          framed={false}
        >
          {data.entries.map((entry) => (
            <tr key={entry.id} className="border-t border-line align-top" data-testid="consent-row">
              <td className={cn(PLAIN_CELL, "whitespace-nowrap")}>{formatMoment(new Date(entry.at), lang)}</td>
              <td className={PLAIN_CELL}>{t(`privacy.consents.kinds.${entry.kind}`)}</td>
              <td className={cn(PLAIN_CELL, "break-all")}>{entry.person}</td>
              <td className={PLAIN_CELL}>{t(`privacy.consents.choices.${entry.choice}`)}</td>
              <td className={cn("max-w-md", PLAIN_CELL)}>{entry.wording}</td>
              <td className={PLAIN_CELL}>{entry.record ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </BackofficePage>
  );
}
