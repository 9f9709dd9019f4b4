import { Form, Link } from "react-router";
import { formatDay, formatEuros, formatMoment } from "~/i18n/format";
import { useLang, useT } from "~/i18n/react";
import { cancellationCertificatePath } from "~/paths/customer-area";
import type { KindView } from "~/server/customer-requests/kind-view.server";
import { FILE_ACCEPT } from "~/server/customer-requests/request-forms";
import type { CustomerRequestView } from "~/server/customer-requests/request-thread.server";
import { Button, buttonClasses } from "~/ui/button";
import { Field } from "~/ui/form-controls";

/**
 * Where the request stands in its kind's handling: a cancellation's legal dates and, once
 * confirmed, its certificate; an appointment's time and a slot proposed instead, to accept or
 * decline.
 */
export function RequestKindSection({ request, handling }: { request: CustomerRequestView; handling: KindView }) {
  const t = useT();
  const lang = useLang();
  const open = request.status !== "done" && request.status !== "refused";
  const proposal = open ? handling.appointment?.proposed : null;
  if (!handling.cancellation && !handling.appointment && !handling.stage) return null;
  // A claim's own follow-up: its stage, the pieces asked for (each sent from here), the amount paid.
  return (
    <section
      aria-labelledby="follow-up"
      className="mt-6 rounded-control border border-line p-4"
      data-testid="kind-section"
    >
      <h2 id="follow-up" className="text-lg">
        {t("handling.customer.title")}
      </h2>
      {handling.stage && (
        <p className="mt-1 text-sm font-semibold" data-testid="kind-stage">
          {t("handling.customer.stage", { stage: t(`handling.stage.${handling.stage}`) })}
        </p>
      )}
      {handling.cancellation && (
        <ul className="mt-2 grid gap-1 text-sm">
          <li>
            {t("handling.customer.received", { date: formatMoment(new Date(handling.cancellation.receivedAt), lang) })}
          </li>
          <li>{t("handling.customer.effectDate", { date: formatDay(handling.cancellation.effectDate, lang) })}</li>
        </ul>
      )}
      {request.kind === "cancellation" && request.status === "done" && (
        <Link
          reloadDocument
          to={cancellationCertificatePath(request.reference)}
          className={`${buttonClasses("outline")} mt-3`}
        >
          {t("handling.customer.certificate")}
        </Link>
      )}
      {handling.appointment && (
        <p className="mt-2 text-sm">
          {t("handling.customer.slot", { slot: formatMoment(new Date(handling.appointment.slot), lang) })}
        </p>
      )}
      {handling.paidCents !== null && (
        <p className="mt-2 text-sm">
          {t("handling.customer.claim.paid", { amount: formatEuros(handling.paidCents, lang) })}
        </p>
      )}
      {handling.pieces && handling.pieces.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold">{t("handling.customer.claim.pieces")}</h3>
          <ul className="mt-2 grid gap-3" data-testid="claim-pieces">
            {handling.pieces.map((piece) => (
              <li key={piece.id} data-testid="claim-piece" data-state={piece.state} className="text-sm">
                <p>
                  <strong>{piece.name}</strong> · {t(`handling.pieceState.${piece.state}`)}
                </p>
                {piece.reason && <p>{t("handling.customer.claim.rejected", { reason: piece.reason })}</p>}
                {open && (piece.state === "requested" || piece.state === "rejected") && (
                  <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-col gap-2">
                    <input type="hidden" name="intent" value="sendPiece" />
                    <input type="hidden" name="pieceId" value={piece.id} />
                    <Field id={`piece-${piece.id}`} label={t("handling.customer.claim.file", { piece: piece.name })}>
                      {(aria) => (
                        <input {...aria} type="file" name="file" required accept={FILE_ACCEPT} className="text-sm" />
                      )}
                    </Field>
                    <Button type="submit" variant="outline" className="self-start">
                      {t("handling.customer.claim.send")}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {proposal && (
        <div className="mt-3 rounded-control bg-gold-soft p-3" data-testid="slot-proposal">
          <p className="font-semibold">
            {t("handling.customer.proposal", { slot: formatMoment(new Date(proposal), lang) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="acceptSlot" />
              <Button type="submit">{t("handling.customer.accept")}</Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="declineSlot" />
              <Button type="submit" variant="outline">
                {t("handling.customer.decline")}
              </Button>
            </Form>
          </div>
        </div>
      )}
    </section>
  );
}
