import type { ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { useT } from "~/i18n/react";
import type { RequestFailure } from "~/server/customer-requests/request-forms";
import {
  RequestCard,
  RequestErrorSummary,
  RequestPage,
  SentNotice,
  SubmitButton,
  TokenField,
  UploadProgress,
  type useUploadingSubmit,
} from "./request-ui";

/** What every request form's screen is given: its signed token, the reference just sent, the last refusal. */
export type RequestFormProps = { formToken: string; sent: string | null; failure?: RequestFailure };

/**
 * What every one-form request page (claim, document, appointment) shows around its own fields: the
 * page's header, the acknowledgement of the last request, then the form with the server's
 * refusal on top (its error summary), its token, its upload progress when it carries files, and
 * its button. Its words are the request's own keys (`requests.<request>.title`, `.sent`, `.submit`,
 * or under `words`); `unavailable`, when given,
 * stands in for the form (no cover, no free slot).
 */
export function RequestFormFrame({
  request,
  words = `requests.${request}`,
  lead,
  sent,
  sentMessage,
  failure,
  unavailable,
  formToken,
  upload,
  fields,
  children,
}: {
  request: "claim" | "document" | "appointment" | "message" | "complaint";
  /** Where the page's words are, when not under `requests.<request>` (the message and the complaint). */
  words?: string;
  lead: ReactNode;
  /** The reference of the request just sent, if any. */
  sent: string | null;
  sentMessage?: string;
  failure?: RequestFailure;
  unavailable?: ReactNode;
  formToken: string;
  /** For a form carrying files: sent with its progress shown (see useUploadingSubmit). */
  upload?: ReturnType<typeof useUploadingSubmit>;
  /** The form's fields for its error summary: name → control id, in the form's order. */
  fields: Record<string, string>;
  children: ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <RequestPage title={t(`${words}.title`)} lead={lead}>
      {/* Once sent, the notice alone: an empty form under it read as an invitation to send it
          again (issue 46 item 14); a link brings the form back for another request. */}
      {sent && !failure ? (
        <SentNotice
          title={t(`${words}.sent`)}
          message={sentMessage}
          reference={sent}
          another={{ href: pathname, label: t("requests.sendAnother") }}
        />
      ) : (
        (unavailable ?? (
          // A new key after each success: the form starts empty again (spec §4).
          <Form
            key={sent ?? "new"}
            method="post"
            encType={upload ? "multipart/form-data" : undefined}
            noValidate
            onSubmit={upload?.onSubmit}
            data-testid={`${request}-form`}
          >
            <RequestCard>
              <RequestErrorSummary failure={failure} fields={fields} />
              <TokenField token={formToken} />
              {children}
              {upload && <UploadProgress percent={upload.percent} />}
              <div>
                <SubmitButton>{t(`${words}.submit`)}</SubmitButton>
              </div>
            </RequestCard>
          </Form>
        ))
      )}
    </RequestPage>
  );
}
