import { Form } from "react-router";
import { formatEuros } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxFilePath } from "~/paths/backoffice";
import { REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-controls";
import { IntentFields, type KindPanelProps, labelClasses } from "./kind-panel-parts";

/** A claim: its pieces and their review, the investigation, pieces asked for, and its closing with what was paid. */
export function ClaimPanel({ request, handling, open }: KindPanelProps) {
  const t = useT();
  return (
    <>
      {handling.pieces && <ClaimPieces request={request} handling={handling} />}
      {open && (
        <>
          {handling.stage !== "investigating" && (
            <Form method="post" className="mt-4" key={`investigate-${request.version}`}>
              <IntentFields intent="claimInvestigate" version={request.version} />
              <button type="submit" className={buttonClasses("outline")}>
                {t("handling.staff.claim.investigate")}
              </button>
            </Form>
          )}
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`pieces-${request.version}`}>
            <IntentFields intent="claimRequestPieces" version={request.version} />
            <TextAreaField
              id="claim-pieces"
              name="names"
              label={t("handling.staff.claim.askPieces")}
              labelClassName={labelClasses}
              hint={t("handling.staff.claim.askPiecesHint")}
              required
              rows={3}
            />
            <button type="submit" className={`${buttonClasses("outline")} self-start`}>
              {t("handling.staff.claim.askButton")}
            </button>
          </Form>
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`close-${request.version}`}>
            <IntentFields intent="claimClose" version={request.version} />
            <TextField
              id="claim-paid"
              name="paid"
              label={t("handling.staff.claim.paid")}
              labelClassName={labelClasses}
              inputMode="decimal"
              autoComplete="off"
            />
            <button type="submit" className={`${buttonClasses("primary")} self-start`}>
              {t("handling.staff.claim.close")}
            </button>
          </Form>
        </>
      )}
    </>
  );
}

/** The pieces asked for on a claim, each with its state, and the review of one received. */
function ClaimPieces({ request, handling }: Pick<KindPanelProps, "request" | "handling">) {
  const t = useT();
  const lang = useLang();
  const pieces = handling.pieces ?? [];
  return (
    <div className="mt-2">
      {handling.paidCents !== null && (
        <p className="text-sm">
          {t("handling.staff.claim.paidAmount", { amount: formatEuros(handling.paidCents, lang) })}
        </p>
      )}
      <h3 className="mt-2 text-sm font-semibold">{t("handling.staff.claim.pieces")}</h3>
      {pieces.length === 0 ? (
        <p className="text-sm text-muted">{t("handling.staff.claim.noPieces")}</p>
      ) : (
        <ul className="mt-1 grid gap-3 text-sm" data-testid="claim-pieces">
          {pieces.map((piece) => (
            <li key={piece.id} data-testid="claim-piece" data-state={piece.state}>
              <p>
                <strong>{piece.name}</strong> · {t(`handling.pieceState.${piece.state}`)}
              </p>
              {piece.fileId && (
                <a href={inboxFilePath(request.id, piece.fileId)} className="underline" download>
                  {t("handling.staff.claim.download")}
                </a>
              )}
              {piece.reason && <p>{t("inbox.events.reason", { reason: piece.reason })}</p>}
              {piece.state === "received" && (
                <Form method="post" className="mt-2 flex flex-col gap-2" key={`review-${piece.id}-${request.version}`}>
                  <IntentFields intent="claimReviewPiece" version={request.version} />
                  <input type="hidden" name="pieceId" value={piece.id} />
                  <TextAreaField
                    id={`piece-reason-${piece.id}`}
                    name="reason"
                    label={t("handling.staff.claim.rejectReason", { piece: piece.name })}
                    labelClassName={labelClasses}
                    maxLength={REASON_MAX}
                    rows={2}
                  />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="decision" value="accept" className={buttonClasses("primary")}>
                      {t("handling.staff.claim.accept")}
                    </button>
                    <button type="submit" name="decision" value="reject" className={buttonClasses("outline")}>
                      {t("handling.staff.claim.reject")}
                    </button>
                  </div>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
