import { Form, Link, useNavigation } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";
import { ONE_TIME_CODE_LENGTH, REASON_MAX } from "~/server/limits";
import { Button, buttonClasses } from "~/ui/button";
import { Badge, Card } from "~/ui/card";
import { CheckboxField, TextAreaField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { loadSignaturePage, SignatureActionResult } from "./signatures-page.server";

type Page = Awaited<ReturnType<typeof loadSignaturePage>>;

function SigningForms({ page, result }: { page: Page; result?: SignatureActionResult }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const codeOpen = page.codeOpen || (result?.intent === "send-code" && result.sent);
  const errorOf = (intent: string) => (result?.intent === intent ? result.error : undefined);
  return (
    <Card className="mt-6 flex flex-col gap-6">
      <Form method="post" className="flex flex-col gap-4" data-testid="consent-form">
        <input type="hidden" name="intent" value="send-code" />
        <CheckboxField id="consent" name="consent" label={t("signatures.sign.consent")} error={errorOf("send-code")} />
        <Button type="submit" variant={codeOpen ? "outline" : "primary"} disabled={busy}>
          {codeOpen ? t("signatures.sign.resend") : t("signatures.sign.sendCode")}
        </Button>
      </Form>
      {codeOpen && (
        <Form method="post" className="flex flex-col gap-4" data-testid="code-form">
          <input type="hidden" name="intent" value="sign" />
          {result?.intent === "send-code" && result.sent && (
            <Notice tone="success">{t("signatures.sign.codeSent")}</Notice>
          )}
          <TextField
            id="code"
            name="code"
            label={t("signatures.sign.code")}
            hint={t("signatures.sign.codeHint")}
            error={errorOf("sign")}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={ONE_TIME_CODE_LENGTH}
            required
          />
          <Button type="submit" disabled={busy}>
            {t("signatures.sign.submit")}
          </Button>
        </Form>
      )}
      <details className="border-t border-line pt-4">
        <summary className="min-h-11 cursor-pointer font-semibold">{t("signatures.sign.declineTitle")}</summary>
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <input type="hidden" name="intent" value="decline" />
          <TextAreaField
            id="reason"
            name="reason"
            label={t("signatures.sign.declineReason")}
            maxLength={REASON_MAX}
            rows={3}
          />
          {errorOf("decline") && <Notice tone="error">{errorOf("decline")}</Notice>}
          <Button type="submit" variant="outline" disabled={busy}>
            {t("signatures.sign.decline")}
          </Button>
        </Form>
      </details>
    </Card>
  );
}

function Outcome({ page }: { page: Page }) {
  const t = useT();
  const date = page.endedAt ?? page.until;
  if (page.status === "signed") {
    return (
      <Card className="mt-6" data-testid="signed">
        <h2 className="text-xl">{t("signatures.sign.signedTitle")}</h2>
        <p className="mt-2">{t("signatures.sign.signedText", { date })}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {page.signedHref && (
            <a href={page.signedHref} className={buttonClasses("primary")} download>
              {t("signatures.sign.download")}
            </a>
          )}
          <Link to={SITE_PATHS.verifyDocument} className={buttonClasses("ghost")}>
            {t("signatures.sign.verify")}
          </Link>
        </div>
      </Card>
    );
  }
  const key = { declined: "declinedText", expired: "expiredText", withdrawn: "withdrawnText", pending: "" }[
    page.status
  ];
  return (
    <Notice tone="info" className="mt-6 font-normal">
      {t(`signatures.sign.${key}`, { date })}
    </Notice>
  );
}

/**
 * One document to sign, phone first: the PDF inline (with a link for browsers that show none),
 * what the signer agrees to, then the tick, the code and the signature; or how it ended.
 */
export function SignatureScreen({ page, result }: { page: Page; result?: SignatureActionResult }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <Link
        to={CUSTOMER_PATHS.signatures}
        className="inline-flex min-h-11 items-center text-sm font-semibold underline"
      >
        {t("signatures.sign.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl sm:text-4xl">{page.title}</h1>
        <Badge data-testid="signature-status">{t(`signatures.status.${page.status}`)}</Badge>
      </div>
      {page.status === "pending" && (
        <p className="mt-2 text-ink-soft">{t("signatures.sign.until", { date: page.until })}</p>
      )}
      <Notice tone="info" className="mt-4 font-normal">
        {t("signatures.simpleSignature")}
      </Notice>
      <h2 className="mt-8 text-xl">{t("signatures.sign.document")}</h2>
      <iframe
        src={page.documentHref}
        title={t("signatures.sign.frameTitle", { title: page.title })}
        className="mt-3 h-[70vh] w-full rounded-control border border-line bg-surface"
      />
      <a
        href={page.documentHref}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-flex min-h-11 items-center underline"
      >
        {t("signatures.sign.openPdf")}
      </a>
      <h2 className="mt-8 text-xl">{t("signatures.sign.summary")}</h2>
      <p className="mt-3 whitespace-pre-line" data-testid="signature-summary">
        {page.summary}
      </p>
      {page.status === "pending" ? <SigningForms page={page} result={result} /> : <Outcome page={page} />}
    </section>
  );
}
