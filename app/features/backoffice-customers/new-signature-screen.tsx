import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath } from "~/paths/backoffice";
import { SIGNATURE_SUMMARY_MAX, SIGNATURE_TITLE_MAX } from "~/server/limits";
import { BackofficePage } from "~/ui/backoffice-page";
import { Button, buttonClasses } from "~/ui/button";
import { Field, inputClasses, TextAreaField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { loadNewSignature, NewSignatureResult } from "./signature-requests.server";

type Data = Awaited<ReturnType<typeof loadNewSignature>>;

/** "Envoyer un document à signer" for one customer: the PDF, its title, what they agree to, until when. */
export function NewSignatureScreen({ data, result }: { data: Data; result?: NewSignatureResult }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const { min, max } = data.validity;
  const error = (field: string) => {
    const reason = result?.errors[field];
    return reason ? t(`signatures.staff.errors.${reason}`, { min, max }) : undefined;
  };
  return (
    <BackofficePage
      title={`${t("signatures.staff.page")} — ${data.customer.name}`}
      actions={
        <Link to={customerPath(data.customer.id)} className={buttonClasses("ghost")}>
          {t("customers-admin.page.back")}
        </Link>
      }
    >
      <p className="max-w-3xl text-sm">{t("signatures.staff.intro")}</p>
      {error("form") && <Notice tone="error">{error("form")}</Notice>}
      <Form method="post" encType="multipart/form-data" className="mt-4 flex max-w-2xl flex-col gap-5">
        <Field id="file" label={t("signatures.staff.file")} error={error("file")}>
          {(aria) => (
            <input {...aria} type="file" name="file" accept="application/pdf,.pdf" required className={inputClasses} />
          )}
        </Field>
        <TextField
          id="title"
          name="title"
          label={t("signatures.staff.title")}
          hint={t("signatures.staff.titleHint")}
          error={error("title")}
          defaultValue={result?.values.title}
          maxLength={SIGNATURE_TITLE_MAX}
          required
        />
        <TextAreaField
          id="summary"
          name="summary"
          label={t("signatures.staff.summary")}
          hint={t("signatures.staff.summaryHint")}
          error={error("summary")}
          defaultValue={result?.values.summary}
          maxLength={SIGNATURE_SUMMARY_MAX}
          required
        />
        <TextField
          id="validity"
          name="validity"
          type="number"
          min={min}
          max={max}
          label={t("signatures.staff.validity")}
          hint={t("signatures.staff.validityHint", { min, max })}
          error={error("validity")}
          defaultValue={result?.values.validity ?? String(data.validity.default)}
          required
        />
        <Button type="submit" disabled={busy}>
          {t("signatures.staff.submit")}
        </Button>
      </Form>
    </BackofficePage>
  );
}
