import { useId } from "react";
import { Form } from "react-router";
import { FormNotice } from "~/forms/auth-card";
import { useT } from "~/i18n/react";
import { EMAIL_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { SelectField, TextField } from "~/ui/form-controls";
import { NAME_MAX, type StaffFormState } from "./staff-forms";

/** The invitation of a colleague: name, e-mail and role; the answer comes back as `state`. */
export function TeamInviteForm({ state }: { state?: StaffFormState }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-invite`} className="mt-10 max-w-xl rounded-card border border-line bg-surface p-6">
      <h2 id={`${id}-invite`} className="text-xl">
        {t("staff.team.inviteTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("staff.team.inviteLead")}</p>
      <Form method="post" noValidate className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="invite" />
        <FormNotice id={id} state={state} />
        <TextField
          id={`${id}-name`}
          name="name"
          autoComplete="off"
          required
          maxLength={NAME_MAX}
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
          maxLength={EMAIL_MAX}
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
  );
}
