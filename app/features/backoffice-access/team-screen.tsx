import { Form } from "react-router";
import { useT } from "~/i18n/react";
import type { StaffRole } from "~/server/auth/roles";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/notice";
import { PageHeading } from "./back-office-shell";
import type { StaffChange } from "./staff-accounts.server";
import type { StaffFormState } from "./staff-forms";
import { StaffTable } from "./staff-table";
import { TeamInviteForm } from "./team-invite-form";

export type TeamRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
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

      <TeamInviteForm state={state} />
    </>
  );
}
