import { createContext, type FormEvent, type ReactNode, useContext, useState } from "react";
import { Link, useNavigate, useNavigation, useSubmit } from "react-router";
import { TOKEN_FIELD } from "~/forms/field-names";
import { useLang, useT } from "~/i18n/react";
import { CUSTOMER_PATHS, requestPath } from "~/paths/customer-area";
import { SITE_PATHS } from "~/paths/site";
import { FILE_ACCEPT, fileProblem, type RequestFailure } from "~/server/customer-requests/request-forms";
import { summaryRows } from "~/server/customer-requests/request-summary";
import type { CustomerRequestKind } from "~/server/db/schema/customer-requests";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ErrorSummary, summaryItems } from "~/ui/error-summary";
import { Field } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";

/**
 * Whether the page speaks to a visitor (the public cancellation and complaint pages) rather than
 * a signed-in customer (issue 46 item 15): no way back to an area they may not have, no link
 * into it after sending.
 */
const VisitorContext = createContext(false);

export function ForVisitor({ visitor = true, children }: { visitor?: boolean; children: ReactNode }) {
  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

export const useVisitor = () => useContext(VisitorContext);

/** The frame of every request page: a way back, the title, a lead. */
export function RequestPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const t = useT();
  const visitor = useVisitor();
  return (
    <section className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
      <Link
        to={visitor ? SITE_PATHS.home : CUSTOMER_PATHS.home}
        className="text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
      >
        {t(visitor ? "requests.backHome" : "requests.back")}
      </Link>
      <h1 className="mt-4 text-3xl sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-ink-soft">{lead}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** The success notice after a request (its reference, and where to follow it). */
export function SentNotice({
  title,
  message,
  reference,
  another,
}: {
  title: string;
  message?: string;
  reference: string;
  /** Where to write another request of the same kind (the form is not shown under the notice). */
  another?: { href: string; label: string };
}) {
  const t = useT();
  const visitor = useVisitor();
  return (
    <Notice tone="success" className="mb-6" id="request-sent">
      <p className="text-base">{title}</p>
      {message && <p className="mt-1 font-normal">{message}</p>}
      <p className="mt-1 font-normal">{t("requests.reference", { reference })}</p>
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
        {!visitor && (
          <>
            <Link to={requestPath(reference)} className="underline underline-offset-4">
              {t("requests.seeRequest")}
            </Link>
            <Link to={CUSTOMER_PATHS.requests} className="underline underline-offset-4">
              {t("requests.seeHistory")}
            </Link>
          </>
        )}
        {another && (
          <Link to={another.href} className="underline underline-offset-4">
            {another.label}
          </Link>
        )}
      </p>
    </Notice>
  );
}

/**
 * A request form's refusal, at the top of the form: the server's notice, then its problems as
 * links to `fields` (field name → control id, in the form's order).
 */
export function RequestErrorSummary({ failure, fields }: { failure?: RequestFailure; fields: Record<string, string> }) {
  const t = useT();
  const items = summaryItems(failure?.errors, fields, t);
  const notice = failure?.notice;
  return (
    <ErrorSummary
      title={t("problems.summary.title")}
      notice={notice ? t(notice) : undefined}
      items={items}
      attempt={failure}
    />
  );
}

export function TokenField({ token }: { token: string }) {
  return <input type="hidden" name={TOKEN_FIELD} value={token} />;
}

/**
 * A file input checked in the browser as soon as a file is chosen (size, and type by content),
 * the same checks the server makes again. `error` is the server's message, already translated.
 */
export function FileField({
  id,
  name,
  label,
  error,
  multiple,
  onProblem,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  multiple?: boolean;
  onProblem?: (problem: string | null) => void;
}) {
  const t = useT();
  const [local, setLocal] = useState<string | null>(null);
  const shown = local ? t(local) : error;
  async function check(files: FileList | null) {
    let problem: string | null = null;
    if (multiple && files && files.length > 5) problem = "requests.claim.errors.tooManyFiles";
    for (const file of Array.from(files ?? [])) {
      problem ??= await fileProblem(file);
    }
    setLocal(problem);
    onProblem?.(problem);
  }
  return (
    <Field id={id} label={label} hint={t("requests.file.hint")} error={shown}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          type="file"
          multiple={multiple}
          accept={FILE_ACCEPT}
          onChange={(event) => void check(event.currentTarget.files)}
          className="block w-full rounded-control border border-line bg-surface p-3 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-2 file:font-semibold"
        />
      )}
    </Field>
  );
}

/**
 * With JavaScript, a form carrying files is sent by XMLHttpRequest so that its progress shows;
 * a success (the server's redirect) is followed, anything else is sent again the ordinary way so
 * the page shows the server's messages. Without JavaScript the browser sends the form itself.
 */
export function useUploadingSubmit() {
  const navigate = useNavigate();
  const submit = useSubmit();
  const [percent, setPercent] = useState<number | null>(null);
  const [blocked, setBlocked] = useState(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if (blocked) {
      event.preventDefault();
      return;
    }
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const hasFile = [...data.values()].some((value) => typeof value !== "string" && value.size > 0);
    if (!hasFile || typeof XMLHttpRequest === "undefined") return;
    event.preventDefault();
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.upload.onprogress = (progress) => {
      if (progress.lengthComputable) setPercent(Math.round((progress.loaded / progress.total) * 100));
    };
    xhr.onloadend = () => {
      setPercent(null);
      const landed = xhr.responseURL ? new URL(xhr.responseURL) : null;
      if (xhr.status === 200 && landed?.searchParams.has("envoye")) navigate(`${landed.pathname}${landed.search}`);
      else
        submit(data, {
          method: "post",
          encType: "multipart/form-data",
          action: form.getAttribute("action") ?? undefined,
        });
    };
    setPercent(0);
    xhr.send(data);
  }
  return { onSubmit, percent, setBlocked };
}

export function UploadProgress({ percent }: { percent: number | null }) {
  const t = useT();
  if (percent === null) return null;
  return (
    <div className="mt-4" role="status">
      <progress max={100} value={percent} className="w-full" aria-label={t("requests.file.uploading", { percent })} />
      <p className="mt-1 text-sm">{t("requests.file.uploading", { percent })}</p>
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
      {children}
    </Button>
  );
}

export function RequestCard({ children }: { children: ReactNode }) {
  return <Card className="grid gap-5">{children}</Card>;
}

/** What the customer sent, row by row, in their words (the history and the request's page). */
export function RequestSummary({
  kind,
  details,
  children,
}: {
  kind: CustomerRequestKind;
  details: Record<string, unknown>;
  /** More rows after the summary's (the history's files). */
  children?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
      {summaryRows(kind, details, t, lang, { filesListed: true }).map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-ink-soft">{row.label}</dt>
          <dd dir="auto" className="font-semibold break-words whitespace-pre-wrap">
            {row.value}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
