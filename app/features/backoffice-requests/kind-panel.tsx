import { Form } from "react-router";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { inboxFilePath } from "~/paths/backoffice";
import type { SlotDay } from "~/server/customer-requests/appointment-slots.server";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import type { CustomerRequestKind, CustomerRequestStatus } from "~/server/db/schema/customer-requests";
import { REASON_MAX } from "~/server/limits";
import { buttonClasses } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/form-controls";
import { ProposeSlotForm } from "./propose-slot-form";

const section = "rounded-card border border-line bg-surface p-5";
const h2 = "mb-3 font-display text-xl text-ink";
const labelClasses = "text-sm font-semibold";
const term = "text-xs font-semibold uppercase tracking-wide text-muted";

type Props = {
  request: { id: string; kind: CustomerRequestKind; status: CustomerRequestStatus; version: number };
  handling: KindView;
  proposable: SlotDay[];
  /** The day asked for without JavaScript, whose times the proposal form lists. */
  proposeDay: string | null;
};

/** What staff do that is proper to the request's kind: confirm a cancellation, move an appointment, settle a document. */
export function KindPanel({ request, handling, proposable, proposeDay }: Props) {
  const t = useT();
  const lang = useLang();
  const open = request.status !== "done" && request.status !== "refused";
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={request.version} />
    </>
  );
  return (
    <section className={section} aria-labelledby="handling" data-testid="kind-panel">
      <h2 id="handling" className={h2}>
        {t("handling.staff.title")}
      </h2>
      {handling.stage && (
        <p className="mb-3 text-sm font-semibold" data-testid="kind-stage">
          {t("handling.staff.stage", { stage: t(`handling.stage.${handling.stage}`) })}
        </p>
      )}
      {handling.cancellation && (
        <>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className={term}>{t("handling.staff.cancellation.received")}</dt>
              <dd>{formatMoment(new Date(handling.cancellation.receivedAt), lang)}</dd>
            </div>
            <div>
              <dt className={term}>{t("handling.staff.cancellation.effectDate")}</dt>
              <dd data-testid="effect-date">{formatDay(handling.cancellation.effectDate, lang)}</dd>
            </div>
          </dl>
          {open && (
            <Form method="post" className="mt-4 flex flex-col gap-2" key={`cancel-${request.version}`}>
              {hidden("confirmCancellation")}
              <p className="text-sm text-ink-soft">{t("handling.staff.cancellation.hint")}</p>
              <button type="submit" className={`${buttonClasses("primary")} self-start`}>
                {t("handling.staff.cancellation.confirm")}
              </button>
            </Form>
          )}
        </>
      )}
      {handling.appointment && (
        <>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className={term}>{t("handling.staff.appointment.slot")}</dt>
              <dd>{formatMoment(new Date(handling.appointment.slot), lang)}</dd>
            </div>
            {handling.appointment.proposed && (
              <div>
                <dt className={term}>{t("handling.staff.appointment.proposed")}</dt>
                <dd>{formatMoment(new Date(handling.appointment.proposed), lang)}</dd>
              </div>
            )}
          </dl>
          {open && (
            <>
              <Form method="post" className="mt-4" key={`confirm-${request.version}`}>
                {hidden("confirmAppointment")}
                <button type="submit" className={buttonClasses("primary")}>
                  {t("handling.staff.appointment.confirm")}
                </button>
              </Form>
              <ProposeSlotForm
                key={`propose-${request.version}`}
                slots={proposable}
                initialDay={proposeDay}
                hidden={hidden("proposeSlot")}
              />
              <Form method="post" className="mt-5 flex flex-col gap-2" key={`cancel-${request.version}`}>
                {hidden("cancelAppointment")}
                <TextAreaField
                  id="cancel-reason"
                  name="reason"
                  label={t("handling.staff.appointment.cancelReason")}
                  labelClassName={labelClasses}
                  required
                  maxLength={REASON_MAX}
                  rows={2}
                />
                <button type="submit" className={`${buttonClasses("outline")} self-start`}>
                  {t("handling.staff.appointment.cancel")}
                </button>
              </Form>
            </>
          )}
        </>
      )}
      {handling.pieces && <ClaimPieces request={request} handling={handling} />}
      {request.kind === "claim" && open && (
        <>
          {handling.stage !== "investigating" && (
            <Form method="post" className="mt-4" key={`investigate-${request.version}`}>
              {hidden("claimInvestigate")}
              <button type="submit" className={buttonClasses("outline")}>
                {t("handling.staff.claim.investigate")}
              </button>
            </Form>
          )}
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`pieces-${request.version}`}>
            {hidden("claimRequestPieces")}
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
            {hidden("claimClose")}
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
      {request.kind === "document" && open && (
        <>
          <div className="flex flex-wrap gap-2">
            {(["acknowledge", "accept"] as const).map((step) => (
              <Form method="post" key={`${step}-${request.version}`}>
                {hidden("documentStep")}
                <input type="hidden" name="step" value={step} />
                <button type="submit" className={buttonClasses(step === "accept" ? "primary" : "outline")}>
                  {t(`handling.staff.document.${step}`)}
                </button>
              </Form>
            ))}
          </div>
          <Form method="post" className="mt-5 flex flex-col gap-2" key={`again-${request.version}`}>
            {hidden("documentStep")}
            <input type="hidden" name="step" value="askAgain" />
            <TextAreaField
              id="document-reason"
              name="reason"
              label={t("handling.staff.document.reason")}
              labelClassName={labelClasses}
              required
              maxLength={REASON_MAX}
              rows={2}
            />
            <button type="submit" className={`${buttonClasses("outline")} self-start`}>
              {t("handling.staff.document.askAgain")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** The pieces asked for on a claim, each with its state, and the review of one received. */
function ClaimPieces({ request, handling }: { request: Props["request"]; handling: KindView }) {
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
                  <input type="hidden" name="intent" value="claimReviewPiece" />
                  <input type="hidden" name="version" value={request.version} />
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
