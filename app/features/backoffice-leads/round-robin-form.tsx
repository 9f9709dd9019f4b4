import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { buttonClasses } from "~/ui/button";

/** The office-wide switch that hands new leads to advisers in turn (an admin's: LEAD_INTENT_ROLES). */
export function RoundRobinForm({ enabled }: { enabled: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface p-4">
      <input type="hidden" name="intent" value="roundRobin" />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          name="enabled"
          defaultChecked={enabled}
          className="size-5 accent-[var(--color-gold-strong)]"
        />
        {t("leads.roundRobin.label")}
      </label>
      <p className="text-sm text-muted">{t("leads.roundRobin.hint")}</p>
      <button type="submit" className={buttonClasses("outline", "compact")}>
        {t("leads.roundRobin.save")}
      </button>
    </Form>
  );
}
