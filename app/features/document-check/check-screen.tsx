import { Form, useNavigation, useRouteLoaderData } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, inputClasses } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { CheckResult } from "./check-page.server";

function Verdict({ result }: { result: Extract<CheckResult, { check: unknown }> }) {
  const t = useT();
  const brand = useRouteLoaderData<{ site?: { brandName?: string } }>("root")?.site?.brandName ?? "";
  const { check } = result;
  const tone = check.verdict === "intact" ? "success" : check.verdict === "unsigned" ? "info" : "error";
  return (
    <Card className="mt-6" data-testid="check-verdict" data-verdict={check.verdict}>
      <Notice tone={tone}>{t(`signatures.verify.${check.verdict}`)}</Notice>
      <p className="mt-3">{t(`signatures.verify.${check.verdict}Text`, { brand })}</p>
      {(check.verdict === "intact" || check.verdict === "changed") && (
        <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-soft">{t("signatures.verify.documentTitle")}</dt>
          <dd>{check.title}</dd>
          <dt className="text-ink-soft">{t("signatures.verify.signer")}</dt>
          <dd data-testid="check-signer">{check.signer}</dd>
          <dt className="text-ink-soft">{t("signatures.verify.signedAt")}</dt>
          <dd>{result.signedAt}</dd>
          <dt className="text-ink-soft">{t("signatures.verify.timestamp")}</dt>
          <dd>
            {result.timestampAt
              ? t("signatures.verify.timestampTsa", { date: result.timestampAt })
              : t("signatures.verify.timestampServer")}
          </dd>
          <dt className="text-ink-soft">{t("signatures.verify.certificate")}</dt>
          <dd>{check.certificate}</dd>
        </dl>
      )}
    </Card>
  );
}

/** "Vérifier un document": drop a PDF, learn whether it carries our seal and whether it changed. */
export function CheckScreen({ result }: { result?: CheckResult }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const brand = useRouteLoaderData<{ site?: { brandName?: string } }>("root")?.site?.brandName ?? "";
  const error =
    result && "error" in result
      ? t(`signatures.verify.errors.${result.error}`, { minutes: result.minutes ?? 1 })
      : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <h1 className="text-3xl sm:text-4xl">{t("signatures.verify.title")}</h1>
      <p className="mt-3">{t("signatures.verify.intro", { brand })}</p>
      <p className="mt-3 text-sm text-ink-soft">{t("signatures.simpleSignature")}</p>
      <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-col gap-4">
        <Field id="file" label={t("signatures.verify.file")} error={error}>
          {(aria) => (
            <input {...aria} type="file" name="file" accept="application/pdf,.pdf" required className={inputClasses} />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {t("signatures.verify.submit")}
        </Button>
      </Form>
      {result && "check" in result && <Verdict result={result} />}
    </section>
  );
}
