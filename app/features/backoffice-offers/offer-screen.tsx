import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { FieldInput } from "~/forms/field-input";
import { useT } from "~/i18n/react";
import { customerPath, leadPath, offerPath, offerPdfPath } from "~/paths/backoffice";
import { GUARANTEES_BY_LINE } from "~/server/contracts/contract-types";
import { REASON_MAX, TEXT_MAX } from "~/server/limits";
import { needsQuestionnaire } from "~/server/offers/needs-questionnaires";
import { OFFER_OPTIONS_MAX, OFFER_VALIDITY_MAX_DAYS } from "~/server/offers/offer-states";
import { BackofficePage } from "~/ui/backoffice-page";
import { Button, buttonClasses } from "~/ui/button";
import { ChoiceGroup, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { OfferActionResult, OfferPageData } from "./offer-page.server";

const section = "rounded-card border border-line bg-surface p-5";
const h2 = "mb-3 font-display text-lg text-ink";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An offer in the back office: its needs, its options side by side, the advice, and what happens next. */
export function OfferScreen({ data, result }: { data: OfferPageData; result?: OfferActionResult }) {
  const t = useT();
  const [params] = useSearchParams();
  const { offer } = data;
  const draft = offer.status === "draft";
  const failure = result && !result.ok ? result : undefined;
  const errorOf = (intent: string, field?: string) =>
    failure && failure.intent === intent && (!field || failure.field === field) ? t(failure.error) : undefined;
  const questionnaire = needsQuestionnaire(offer.questionnaire);
  const done = params.get("fait");
  return (
    <BackofficePage
      title={`${t("offers.staff.title", { reference: offer.reference, version: offer.version })} — ${data.customer.name}`}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={customerPath(data.customer.id)} className={buttonClasses("ghost")}>
            {t("offers.staff.customer")}
          </Link>
          {offer.leadId && (
            <Link to={leadPath(offer.leadId)} className={buttonClasses("ghost")}>
              {t("offers.staff.lead")}
            </Link>
          )}
          <a href={offerPdfPath(offer.id, "der")} className={buttonClasses("secondary")}>
            {t("offers.staff.der")}
          </a>
          <a href={offerPdfPath(offer.id, "fiche-conseil")} className={buttonClasses("secondary")}>
            {t("offers.staff.advice")}
          </a>
        </div>
      }
    >
      <p data-testid="offer-status" className="text-sm">
        <strong>{t(`offers.status.${offer.status}`)}</strong> ·{" "}
        {t(`offers.needs.questionnaires.${offer.questionnaire}`)} ·{" "}
        <span data-testid="offer-start-date">{t("offers.staff.startsOn", { date: offer.startDateLabel })}</span>
        {offer.dates.sent && ` · ${t("offers.staff.sentAt", { date: offer.dates.sent })}`}
        {offer.dates.expires && ` · ${t("offers.staff.expiresAt", { date: offer.dates.expires })}`}
        {offer.dates.opened && ` · ${t("offers.staff.openedAt", { date: offer.dates.opened })}`}
        {offer.dates.signed && ` · ${t("offers.staff.signedAt", { date: offer.dates.signed })}`}
        {offer.dates.declined && ` · ${t("offers.staff.declinedAt", { date: offer.dates.declined })}`}
      </p>
      {offer.replacesId && (
        <p className="text-sm">
          <Link to={offerPath(offer.replacesId)} className="underline underline-offset-2">
            {t("offers.staff.previousVersion")}
          </Link>
        </p>
      )}
      {offer.declineReason && (
        <Notice tone="info">{t("offers.staff.declineReason", { reason: offer.declineReason })}</Notice>
      )}
      {offer.adviceFileSha256 && (
        <p className="text-sm" data-testid="advice-file">
          {t("offers.staff.adviceFile", { sha256: offer.adviceFileSha256 })}
        </p>
      )}
      {done && !failure && <Notice tone="success">{t(`offers.staff.done.${done}`)}</Notice>}
      {failure && (
        <Notice tone="error">
          <span role="alert">{t(failure.error)}</span>
        </Notice>
      )}

      <Section id="needs" title={t("offers.staff.needs")}>
        {/* Keyed on the saved answers: once stored, the fields show them as the server wrote them
            (a plate typed "ab 123 cd" reads "AB-123-CD"), not as typed. */}
        <Form key={JSON.stringify(offer.needs)} method="post" noValidate className="grid gap-4 md:grid-cols-2">
          <input type="hidden" name="intent" value="needs" />
          {questionnaire.fields.map((field) => (
            <div key={field.name} className={field.kind === "multi" ? "md:col-span-2" : undefined}>
              <FieldInput
                field={field}
                id={`needs-${field.name}`}
                value={offer.needs[field.name]}
                error={
                  failure?.intent === "needs" && failure.fields?.[field.name]
                    ? t(failure.fields[field.name] as string)
                    : undefined
                }
              />
            </div>
          ))}
          {draft && (
            <div className="md:col-span-2">
              <Button type="submit">{t("offers.staff.saveNeeds")}</Button>
            </div>
          )}
        </Form>
      </Section>

      <Section id="options" title={t("offers.staff.options")}>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="options" />
          <div className="grid gap-4 lg:grid-cols-3">
            {Array.from({ length: OFFER_OPTIONS_MAX }, (_, index) => {
              const slot = index + 1;
              const option = offer.options.find((o) => o.position === slot);
              const prefix = `option${slot}`;
              const fieldError = (name: string) => errorOf("options", `options.${index}.${name}`);
              return (
                <fieldset
                  key={slot}
                  className="flex flex-col gap-3 rounded-control border border-line p-4"
                  data-testid={`option-${slot}`}
                >
                  <legend className="px-1 font-semibold">
                    {t("offers.staff.option", { n: slot })}
                    {offer.recommendedPosition === slot && ` · ${t("offers.staff.recommended")}`}
                    {offer.chosenPosition === slot && ` · ${t("offers.staff.chosen")}`}
                  </legend>
                  <SelectField
                    id={`${prefix}-product`}
                    name={`${prefix}.product`}
                    label={t("offers.staff.product")}
                    defaultValue={option?.catalogueProductId ?? ""}
                    error={fieldError("catalogueProductId")}
                  >
                    <option value="">{t("offers.staff.noOption")}</option>
                    {data.products.map((product) => (
                      <option key={product.id} value={product.id}>
                        {product.label}
                      </option>
                    ))}
                    {option && !data.products.some((p) => p.id === option.catalogueProductId) && (
                      <option value={option.catalogueProductId}>{option.label}</option>
                    )}
                  </SelectField>
                  <TextField
                    id={`${prefix}-monthly`}
                    name={`${prefix}.monthly`}
                    inputMode="decimal"
                    label={t("offers.staff.monthly")}
                    defaultValue={option?.monthly}
                    error={fieldError("monthlyPremium")}
                  />
                  <TextField
                    id={`${prefix}-annual`}
                    name={`${prefix}.annual`}
                    inputMode="decimal"
                    label={t("offers.staff.annual")}
                    defaultValue={option?.annual}
                    error={fieldError("annualPremium")}
                  />
                  <TextField
                    id={`${prefix}-excess`}
                    name={`${prefix}.excess`}
                    inputMode="decimal"
                    label={t("offers.staff.excess")}
                    hint={t("offers.staff.excessHint")}
                    defaultValue={option?.excess}
                    error={fieldError("excess")}
                  />
                  <ChoiceGroup
                    id={`${prefix}-guarantees`}
                    name={`${prefix}.guarantees`}
                    type="checkbox"
                    legend={t("offers.staff.guarantees")}
                    options={GUARANTEES_BY_LINE[offer.productLine].map((g) => ({
                      value: g,
                      label: t(`contracts.guarantees.${g}`),
                    }))}
                    checked={option?.guarantees ?? []}
                    error={fieldError("guarantees")}
                  />
                  <TextAreaField
                    id={`${prefix}-exclusions`}
                    name={`${prefix}.exclusions`}
                    rows={3}
                    maxLength={TEXT_MAX}
                    label={t("offers.staff.exclusions")}
                    defaultValue={option?.exclusions}
                    error={fieldError("exclusions")}
                  />
                </fieldset>
              );
            })}
          </div>
          {draft && (
            <Button type="submit" className="mt-4">
              {t("offers.staff.saveOptions")}
            </Button>
          )}
        </Form>
      </Section>

      <Section id="advice" title={t("offers.staff.adviceTitle")}>
        <Form method="post" noValidate className="flex max-w-3xl flex-col gap-4">
          <input type="hidden" name="intent" value="recommend" />
          <ChoiceGroup
            id="recommended"
            name="recommended"
            type="radio"
            legend={t("offers.staff.recommendedOption")}
            options={offer.options.map((option) => ({
              value: String(option.position),
              label: `${t("offers.staff.option", { n: option.position })} — ${option.label}`,
            }))}
            checked={offer.recommendedPosition ? String(offer.recommendedPosition) : undefined}
            error={errorOf("recommend", "recommendedPosition") ?? errorOf("send", "recommendedPosition")}
          />
          <TextAreaField
            id="reason"
            name="reason"
            maxLength={TEXT_MAX}
            label={t("offers.staff.reason")}
            hint={t("offers.staff.reasonHint")}
            defaultValue={offer.recommendationReason}
            error={errorOf("recommend", "recommendationReason") ?? errorOf("send", "recommendationReason")}
          />
          <TextField
            id="validityDays"
            name="validityDays"
            type="number"
            min={1}
            max={OFFER_VALIDITY_MAX_DAYS}
            label={t("offers.staff.validity")}
            defaultValue={String(offer.validityDays)}
            error={errorOf("recommend", "validityDays")}
          />
          <TextField
            id="startDate"
            name="startDate"
            type="date"
            min={data.startBounds.min}
            max={data.startBounds.max}
            label={t("offers.staff.startDate")}
            hint={t("offers.staff.startDateHint")}
            defaultValue={offer.startDate}
            error={errorOf("recommend", "startDate") ?? errorOf("send", "startDate")}
          />
          <p className="text-sm text-ink-soft">
            <strong>{t("offers.staff.remuneration")}</strong> {data.remuneration ?? t("offers.staff.toComplete")}
          </p>
          {draft && <Button type="submit">{t("offers.staff.saveAdvice")}</Button>}
        </Form>
      </Section>

      <Section id="next" title={t("offers.staff.next")}>
        <div className="flex flex-wrap items-start gap-4">
          {draft && (
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <Button type="submit">{t("offers.staff.send")}</Button>
            </Form>
          )}
          {["sent", "declined", "expired"].includes(offer.status) && (
            <Form method="post">
              <input type="hidden" name="intent" value="replace" />
              <Button type="submit" variant="secondary">
                {t("offers.staff.replace")}
              </Button>
            </Form>
          )}
          {(draft || offer.status === "sent") && (
            <Form method="post" className="flex max-w-md flex-col gap-2">
              <input type="hidden" name="intent" value="withdraw" />
              <TextField
                id="withdraw-reason"
                name="reason"
                maxLength={REASON_MAX}
                label={t("offers.staff.withdrawReason")}
                error={errorOf("withdraw")}
              />
              <Button type="submit" variant="ghost">
                {t("offers.staff.withdraw")}
              </Button>
            </Form>
          )}
        </div>
      </Section>
    </BackofficePage>
  );
}
