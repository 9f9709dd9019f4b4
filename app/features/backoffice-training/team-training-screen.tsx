import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { STAFF_PATHS, staffTrainingPath } from "~/paths/backoffice";
import { YEARLY_HOURS_REQUIRED } from "~/server/training/training-rules";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { SelectField } from "~/ui/form-controls";
import { ListTable, PLAIN_CELL } from "~/ui/table-frame";
import { YEAR_PARAM } from "./screens";
import type { TeamTrainingData } from "./training.server";
import { StandingBadge, useHours } from "./training-screen";

/** The team's training year (admins): each member's hours against the 15, the flags, the audit export. */
export function TeamTrainingScreen({ data }: { data: TeamTrainingData }) {
  const t = useT();
  const hours = useHours();
  const flagged = data.team.filter((row) => row.active && row.standing === "flagged");
  return (
    <BackofficePage
      title={t("training.team.title")}
      actions={
        <>
          <a href={`${STAFF_PATHS.teamTrainingExport}?${YEAR_PARAM}=${data.year}`} className={buttonClasses("outline")}>
            {t("training.team.export", { year: data.year })}
          </a>
          <Link to={STAFF_PATHS.training} className={buttonClasses("ghost")}>
            {t("training.title")}
          </Link>
        </>
      }
    >
      <p className="-mt-2 max-w-[70ch] text-ink-soft">{t("training.team.lead", { required: YEARLY_HOURS_REQUIRED })}</p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField
          id="team-training-year"
          name={YEAR_PARAM}
          label={t("training.year")}
          defaultValue={String(data.year)}
        >
          {data.years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClasses("outline")}>
          {t("training.show")}
        </button>
      </Form>
      {flagged.length > 0 && (
        <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-error" data-testid="training-flags">
          {t("training.team.flagged", { count: flagged.length, names: flagged.map((row) => row.name).join(", ") })}
        </p>
      )}
      <ListTable
        caption={t("training.team.title")}
        columns={["name", "role", "hours", "records", "documents", "standing"].map((column) =>
          t(`training.team.columns.${column}`),
        )}
        className="min-w-[48rem]"
        framed={false}
      >
        {data.team.map((row) => (
          <tr
            key={row.id}
            className="border-t border-line"
            data-testid="team-training-row"
            data-standing={row.standing}
          >
            <td className={PLAIN_CELL}>
              <Link to={`${staffTrainingPath(row.id)}?${YEAR_PARAM}=${data.year}`} className="font-semibold underline">
                {row.name}
              </Link>
              {!row.active && <span className="ml-2 text-sm text-muted">{t("training.team.inactive")}</span>}
            </td>
            <td className={PLAIN_CELL}>{t(`training.team.roles.${row.role === "admin" ? "admin" : "adviser"}`)}</td>
            <td className={`${PLAIN_CELL} tabular-nums`}>{hours(row.total)}</td>
            <td className={`${PLAIN_CELL} tabular-nums`}>{row.records}</td>
            <td className={`${PLAIN_CELL} tabular-nums`}>{row.documents}</td>
            <td className={PLAIN_CELL}>
              <StandingBadge standing={row.standing} t={t} />
            </td>
          </tr>
        ))}
      </ListTable>
    </BackofficePage>
  );
}
