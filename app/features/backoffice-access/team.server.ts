import { data, type RouterContextProvider, redirect } from "react-router";
import { queryOf } from "~/forms/form-reader";
import { requestLanguage } from "~/i18n/request-language.server";
import { STAFF_PATHS } from "~/paths/backoffice";
import { isStaffRole, type StaffRole } from "~/server/auth/roles";
import type { StaffIdentity } from "~/server/auth/session.server";
import { getDb } from "~/server/db/index.server";
import { kickOutbox } from "~/server/outbox/app-worker.server";
import { requestInfoContext } from "~/server/request-context";
import { siteConfig } from "~/server/settings/site-settings.server";
import { changeStaff, inviteStaff, listStaff, type StaffChange, StaffExistsError } from "./staff-accounts.server";
import { readEmail, readName, type StaffFormState } from "./staff-forms";

const CHANGES = ["deactivate", "reactivate", "reset-2fa"] as const satisfies readonly StaffChange[];
const DONE_PARAM = "fait";

export async function loadTeam(request: Request, admin: StaffIdentity) {
  const members = await listStaff(await getDb());
  const done = queryOf(request.url).get(DONE_PARAM);
  return {
    selfId: admin.id,
    done: done && /^[a-z0-9-]{1,20}$/.test(done) ? `staff.team.done.${done}` : null,
    members: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      twoFactorEnabled: member.twoFactorEnabled,
      deactivated: member.deactivatedAt !== null,
    })),
  };
}

function refuse(status: number, state: Partial<StaffFormState>) {
  return data<StaffFormState>(
    { notice: state.notice ?? null, fields: state.fields ?? {}, values: state.values ?? {} },
    { status },
  );
}

/** The team screen's form posts: an invitation, or one change to a colleague (all audited). */
export async function handleTeamAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  admin: StaffIdentity,
) {
  const form = await request.formData().catch(() => null);
  if (!form) return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  const actor = { id: admin.id, email: admin.email, ip: context.get(requestInfoContext).clientIp };
  const intent = form.get("intent");
  const db = await getDb();

  if (intent === "invite") {
    const { name, error: nameError } = readName(form);
    const { email, error: emailError } = readEmail(form);
    const role = form.get("role");
    const roleError = isStaffRole(role) ? undefined : "staff.errors.roleInvalid";
    const values = { name, email, role: typeof role === "string" ? role.slice(0, 10) : undefined };
    if (nameError || emailError || roleError) {
      return refuse(400, {
        notice: { key: "staff.errors.notice" },
        fields: { name: nameError, email: emailError, role: roleError },
        values,
      });
    }
    try {
      await inviteStaff(
        db,
        actor,
        { name, email, role: role as StaffRole },
        {
          site: await siteConfig(db),
          lang: requestLanguage(context).lang,
        },
      );
    } catch (error) {
      if (!(error instanceof StaffExistsError)) throw error;
      return refuse(409, {
        notice: { key: "staff.errors.emailTaken" },
        fields: { email: "staff.errors.emailTaken" },
        values,
      });
    }
    kickOutbox();
    return redirect(`${STAFF_PATHS.team}?${DONE_PARAM}=invite`);
  }

  const staffId = form.get("staffId");
  if (
    !CHANGES.includes(intent as StaffChange) ||
    typeof staffId !== "string" ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(staffId)
  ) {
    return refuse(400, { notice: { key: "staff.errors.badRequest" } });
  }
  const outcome = await changeStaff(db, actor, staffId, intent as StaffChange);
  if (outcome === "self") return refuse(400, { notice: { key: "staff.errors.notYourself" } });
  if (outcome === "unknown") return refuse(404, { notice: { key: "staff.errors.unknownStaff" } });
  return redirect(`${STAFF_PATHS.team}?${DONE_PARAM}=${intent}`);
}
