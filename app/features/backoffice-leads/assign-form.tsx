import { useFetcher } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";
import { LabelledSelect } from "./lead-fields";

/** Assigns by hand; works without JavaScript (a post and a redirect back). */
export function AssignForm({
  leadId,
  version,
  current,
  staff,
}: {
  leadId: string;
  version: number;
  current: string;
  staff: Array<{ id: string; name: string }>;
}) {
  const t = useT();
  const fetcher = useFetcher();
  const id = `assign-${leadId}`;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="version" value={version} />
      <LabelledSelect
        id={id}
        name="adviserId"
        label={t("leads.assign.label")}
        labelClassName="sr-only"
        defaultValue={current}
        // A long name must not widen the table past the screen: the select shows it cut, its list in full.
        className="min-h-11 max-w-[11rem] rounded-control border border-line bg-surface px-2 text-sm"
        choices={staff.map((s) => [s.id, s.name])}
        empty={t("leads.filters.unassigned")}
      />
      <button type="submit" className={buttonClasses("outline", "compact")}>
        {t("leads.assign.submit")}
      </button>
    </fetcher.Form>
  );
}
