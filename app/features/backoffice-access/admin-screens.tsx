import { type ReactNode, useId } from "react";
import { Form, Link } from "react-router";
import { FormNotice } from "~/forms/auth-card";
import { formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { SelectField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import { PageHeading } from "./back-office-shell";
import type { StaffChange } from "./staff-accounts.server";
import type { StaffFormState } from "./staff-forms";

export type TeamRow = {
  id: string;
  name: string;
  email: string;
  role: "adviser" | "admin";
  twoFactorEnabled: boolean;
  deactivated: boolean;
};

const CHANGE_LABELS: Record<StaffChange, string> = {
  deactivate: "staff.team.deactivate",
  reactivate: "staff.team.reactivate",
  "reset-2fa": "staff.team.reset2fa",
};

/** What an admin may do to a colleague: switch them off or on, and reset an enrolled second factor. */
function changesFor(member: TeamRow): StaffChange[] {
  const changes: StaffChange[] = [member.deactivated ? "reactivate" : "deactivate"];
  if (member.twoFactorEnabled) changes.push("reset-2fa");
  return changes;
}

const TEAM_COLUMNS = ["name", "email", "role", "twoFactor", "status", "actions"];
const JOURNAL_COLUMNS = ["at", "actor", "action", "target", "details", "ip"];

/**
 * A staff screen's table: its caption and column headings are `texts`.caption and
 * `texts`.columns.*; on narrow screens it scrolls sideways, so keyboards can reach it.
 */
function StaffTable({
  texts,
  columns,
  className,
  children,
}: {
  texts: "staff.team" | "staff.journal";
  columns: string[];
  /** The table's least width (a Tailwind class), past which it scrolls. */
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on narrow screens, so keyboards must reach it.
      tabIndex={0}
      aria-label={t(`${texts}.caption`)}
      className="overflow-x-auto rounded-card border border-line bg-surface"
    >
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{t(`${texts}.caption`)}</caption>
        <thead className="bg-sand">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`${texts}.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

function ChangeButton({ id, intent, label, name }: { id: string; intent: StaffChange; label: string; name: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="staffId" value={id} />
      <Button type="submit" variant="outline" size="md" aria-label={`${label} : ${name}`}>
        {label}
      </Button>
    </Form>
  );
}

/** Équipe: who works in the back office, their state, and the admin's changes; the invitation form. */
export function TeamScreen({
  members,
  selfId,
  state,
  done,
}: {
  members: TeamRow[];
  selfId: string;
  state?: StaffFormState;
  done: string | null;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <PageHeading title={t("staff.team.title")} lead={t("staff.team.lead")} />
      {done && !state && (
        <Notice tone="success" className="mb-5">
          {t(done)}
        </Notice>
      )}
      <StaffTable texts="staff.team" columns={TEAM_COLUMNS} className="min-w-[40rem]">
        {members.map((member) => (
          <tr key={member.id} className="border-t border-line" data-testid="staff-row">
            <th scope="row" className="px-4 py-3 font-semibold">
              {member.name}
            </th>
            <td className="px-4 py-3 [overflow-wrap:anywhere]">{member.email}</td>
            <td className="px-4 py-3">{t(`staff.roles.${member.role}`)}</td>
            <td className="px-4 py-3">
              {t(member.twoFactorEnabled ? "staff.team.enrolled" : "staff.team.notEnrolled")}
            </td>
            <td className="px-4 py-3">{t(member.deactivated ? "staff.team.deactivated" : "staff.team.active")}</td>
            <td className="px-4 py-3">
              {member.id === selfId ? (
                <span className="text-muted">{t("staff.team.you")}</span>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {changesFor(member).map((change) => (
                    <ChangeButton
                      key={change}
                      id={member.id}
                      name={member.name}
                      intent={change}
                      label={t(CHANGE_LABELS[change])}
                    />
                  ))}
                </div>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>

      <section
        aria-labelledby={`${id}-invite`}
        className="mt-10 max-w-xl rounded-card border border-line bg-surface p-6"
      >
        <h2 id={`${id}-invite`} className="text-xl">
          {t("staff.team.inviteTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("staff.team.inviteLead")}</p>
        <Form method="post" noValidate className="mt-5 space-y-5">
          <input type="hidden" name="intent" value="invite" />
          <FormNotice state={state} />
          <TextField
            id={`${id}-name`}
            name="name"
            autoComplete="off"
            required
            maxLength={120}
            label={t("staff.team.name")}
            defaultValue={state?.values.name ?? ""}
            error={state?.fields.name ? t(state.fields.name) : undefined}
          />
          <TextField
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            label={t("staff.fields.email")}
            defaultValue={state?.values.email ?? ""}
            error={state?.fields.email ? t(state.fields.email) : undefined}
          />
          <SelectField
            id={`${id}-role`}
            name="role"
            label={t("staff.team.role")}
            defaultValue={state?.values.role ?? "adviser"}
          >
            <option value="adviser">{t("staff.roles.adviser")}</option>
            <option value="admin">{t("staff.roles.admin")}</option>
          </SelectField>
          <Button type="submit" variant="secondary">
            {t("staff.team.invite")}
          </Button>
        </Form>
      </section>
    </>
  );
}

export type JournalView = {
  entries: Array<{
    id: string;
    at: string;
    actorEmail: string;
    action: string;
    target: string;
    details: string[];
    ip: string;
  }>;
  total: number;
  pages: number;
  page: number;
  actions: string[];
  filters: { actor?: string; action?: string; from?: string; to?: string };
};

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
        <TextField
          id={`${id}-actor`}
          name="actor"
          type="email"
          label={t("staff.journal.actor")}
          defaultValue={filters.actor ?? ""}
        />
        <SelectField
          id={`${id}-action`}
          name="action"
          label={t("staff.journal.action")}
          defaultValue={filters.action ?? ""}
        >
          <option value="">{t("staff.journal.allActions")}</option>
          {view.actions.map((action) => (
            <option key={action} value={action}>
              {action}
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
            <td className="px-4 py-3 [overflow-wrap:anywhere]">{entry.actorEmail}</td>
            <td className="px-4 py-3 font-mono">{entry.action}</td>
            <td className="px-4 py-3 font-mono text-xs [overflow-wrap:anywhere]">{entry.target}</td>
            <td className="px-4 py-3 text-xs [overflow-wrap:anywhere]">
              {entry.details.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </td>
            <td className="px-4 py-3 font-mono text-xs">{entry.ip}</td>
          </tr>
        ))}
      </StaffTable>
      <nav aria-label={t("staff.journal.pagination")} className="mt-4 flex items-center gap-4 text-sm">
        {view.page > 1 && (
          <Link className="font-semibold text-gold-strong underline" to={pageLink(filters, view.page - 1)}>
            {t("staff.journal.previous")}
          </Link>
        )}
        <span>{t("staff.journal.page", { page: view.page, pages: view.pages })}</span>
        {view.page < view.pages && (
          <Link className="font-semibold text-gold-strong underline" to={pageLink(filters, view.page + 1)}>
            {t("staff.journal.next")}
          </Link>
        )}
      </nav>
    </>
  );
}
