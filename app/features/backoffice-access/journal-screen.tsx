import { useId } from "react";
import { Form } from "react-router";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import type { Translate } from "~/i18n/translate";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import { Pager } from "~/ui/pager";
import { PageHeading } from "./back-office-shell";
import { journalDetailLines } from "./journal-details";
import { StaffTable } from "./staff-table";

const JOURNAL_COLUMNS = ["at", "actor", "action", "target", "details", "ip"];

export type JournalView = {
  entries: Array<{
    id: string;
    at: string;
    actorName: string | null;
    actorEmail: string;
    action: string;
    target: { type: string; id: string | null; name: string | null } | null;
    details: Record<string, unknown>;
    ip: string;
  }>;
  /** What the ids on this page name: people by name, requests and contracts by reference. */
  names: Record<string, string>;
  total: number;
  pages: number;
  page: number;
  actions: string[];
  actors: Array<{ email: string; name: string }>;
  filters: { actor?: string; action?: string; from?: string; to?: string };
};

/**
 * An action code in words ("staff.sign-in" → "Connexion"). The dictionary holds a text for every
 * code the app records (journal-words.test.ts); an older code with none shows as recorded.
 */
export function actionWords(t: Translate, code: string) {
  const key = `staff.journal.actions.${code.replaceAll(".", "_")}`;
  const words = t(key);
  return words === key ? code : words;
}

/**
 * What an action was about: a colleague or customer by name, a request or a contract by its
 * reference after its kind ("Demande RDV-5EH3JUKT"); a record gone since shows its kind alone.
 */
function targetWords(t: Translate, target: NonNullable<JournalView["entries"][number]["target"]>) {
  const key = `staff.journal.targets.${target.type}`;
  const kind = t(key) === key ? target.type : t(key);
  if (target.name) return target.type === "user" || target.type === "customer" ? target.name : `${kind} ${target.name}`;
  // Settings and webhooks are named by a word of their own ("site", "leads"), not an id.
  return target.id && !UUID.test(target.id) ? `${kind} (${target.id})` : kind;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pageLink(filters: JournalView["filters"], page: number) {
  const query = new URLSearchParams(
    Object.entries({ ...filters, page: String(page) }).filter(([, v]) => v) as Array<[string, string]>,
  );
  return `?${query}`;
}

/** Journal: every audited staff action, newest first, filtered by actor, action and dates. */
export function JournalScreen({ view }: { view: JournalView }) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const { filters } = view;
  return (
    <>
      <PageHeading title={t("staff.journal.title")} lead={t("staff.journal.lead")} />
      <Form
        method="get"
        className="mb-6 grid gap-4 rounded-card border border-line bg-surface p-5 sm:grid-cols-2 xl:grid-cols-5"
        aria-label={t("staff.journal.filters")}
      >
        <SelectField
          id={`${id}-actor`}
          name="actor"
          label={t("staff.journal.actor")}
          defaultValue={filters.actor ?? ""}
        >
          <option value="">{t("staff.journal.allActors")}</option>
          {view.actors.map((actor) => (
            <option key={actor.email} value={actor.email}>
              {actor.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-action`}
          name="action"
          label={t("staff.journal.action")}
          defaultValue={filters.action ?? ""}
        >
          <option value="">{t("staff.journal.allActions")}</option>
          {view.actions.map((action) => (
            <option key={action} value={action}>
              {actionWords(t, action)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-from`}
          name="from"
          type="date"
          label={t("staff.journal.from")}
          defaultValue={filters.from ?? ""}
        />
        <TextField
          id={`${id}-to`}
          name="to"
          type="date"
          label={t("staff.journal.to")}
          defaultValue={filters.to ?? ""}
        />
        <div className="flex items-end">
          <Button type="submit" variant="secondary" className="w-full">
            {t("staff.journal.apply")}
          </Button>
        </div>
      </Form>
      <p className="mb-3 text-sm text-muted" role="status">
        {t("staff.journal.count", { count: view.total })}
      </p>
      <StaffTable texts="staff.journal" columns={JOURNAL_COLUMNS} className="min-w-[48rem]">
        {view.entries.map((entry) => (
          <tr key={entry.id} className="border-t border-line align-top" data-testid="journal-row">
            <td className="whitespace-nowrap px-4 py-3">{formatMoment(new Date(entry.at), lang)}</td>
            <td className="px-4 py-3 [overflow-wrap:anywhere]">
              <span className="block font-semibold">{entry.actorName ?? entry.actorEmail}</span>
              {entry.actorName && <span className="block text-xs text-muted">{entry.actorEmail}</span>}
            </td>
            <td className="px-4 py-3">{actionWords(t, entry.action)}</td>
            <td className="px-4 py-3 text-xs [overflow-wrap:anywhere]">
              {entry.target && targetWords(t, entry.target)}
            </td>
            <td className="px-4 py-3 text-xs [overflow-wrap:anywhere]">
              {journalDetailLines({ t, lang, action: entry.action, names: view.names }, entry.details).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </td>
            <td className="px-4 py-3 font-mono text-xs">{entry.ip}</td>
          </tr>
        ))}
      </StaffTable>
      <div className="mt-4">
        <Pager page={view.page} pages={view.pages} hrefFor={(page) => pageLink(filters, page)} />
      </div>
    </>
  );
}
