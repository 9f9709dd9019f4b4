import { Form } from "react-router";
import { useT } from "~/i18n/react";
import { EMAIL_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { TextField } from "~/ui/form-controls";
import type { DetailsActionData } from "./details-form";
import { FormProblems } from "./form-problems";

type Props = { email: string; result: DetailsActionData | undefined };

/** The sign-in address, and the form that asks to change it (the password first, then a link). */
export function EmailCard({ email, result }: Props) {
  const t = useT();
  const emailResult = result?.form === "email" ? result : null;
  const emailError = (field: "newEmail" | "emailPassword") => {
    const key = emailResult?.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <Card className="mt-8">
      <h2 className="text-xl">{t("area.details.emailTitle")}</h2>
      <p className="mt-2 break-all font-semibold" data-testid="account-email">
        {email}
      </p>
      <p className="mt-1 text-sm text-muted">{t("area.details.emailHint")}</p>
      <Form method="post" noValidate className="mt-4 grid gap-5" aria-label={t("area.details.changeEmail")}>
        <FormProblems
          id="email-problems"
          result={emailResult}
          fields={{ newEmail: "email-new", emailPassword: "email-password" }}
        />
        <input type="hidden" name="intent" value="email" />
        <TextField
          id="email-new"
          name="newEmail"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          label={t("area.details.newEmail")}
          hint={t("area.details.newEmailHint")}
          defaultValue={emailResult?.values.newEmail ?? ""}
          error={emailError("newEmail")}
        />
        <TextField
          id="email-password"
          name="emailPassword"
          type="password"
          autoComplete="current-password"
          label={t("area.details.emailPassword")}
          error={emailError("emailPassword")}
        />
        <div>
          <Button type="submit" variant="outline">
            {t("area.details.changeEmail")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The password form: the current one, then the new one twice. Drawn anew after each save. */
export function PasswordCard({ email, result }: Props) {
  const t = useT();
  const passwordResult = result?.form === "password" ? result : null;
  const passwordError = (field: "currentPassword" | "newPassword" | "confirm") => {
    const key = passwordResult?.errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <Card className="mt-6">
      <h2 className="text-xl">{t("area.details.passwordTitle")}</h2>
      <p className="mt-1 text-sm text-muted">{t("area.details.passwordHint")}</p>
      <Form method="post" noValidate className="mt-4 grid gap-5" aria-label={t("area.details.passwordTitle")}>
        <FormProblems
          id="password-problems"
          result={passwordResult}
          fields={{ currentPassword: "password-current", newPassword: "password-new", confirm: "password-confirm" }}
        />
        <input type="hidden" name="intent" value="password" />
        {/* For password managers: whose password this is. */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <TextField
          id="password-current"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t("area.details.currentPassword")}
          error={passwordError("currentPassword")}
        />
        <TextField
          id="password-new"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t("area.details.newPassword")}
          hint={t("area.details.newPasswordHint")}
          error={passwordError("newPassword")}
        />
        <TextField
          id="password-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          label={t("area.details.confirmPassword")}
          error={passwordError("confirm")}
        />
        <div>
          <Button type="submit">{t("area.details.changePassword")}</Button>
        </div>
      </Form>
    </Card>
  );
}
