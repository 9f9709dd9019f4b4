import { useState } from "react";
import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath, staffContractDocumentPath } from "~/paths/backoffice";
import {
  CONTRACT_PRODUCT_IDS,
  CONTRACT_STATUSES,
  GUARANTEES,
  GUARANTEES_BY_LINE,
  isContractProduct,
  type ProductLine,
  productLineOf,
} from "~/server/contracts/contract-types";
import { TITLE_MAX } from "~/server/limits";
import { BackofficePage } from "~/ui/backoffice-page";
import { buttonClasses } from "~/ui/button";
import { ChoiceGroup, Field, SelectField, TextAreaField, TextField } from "~/ui/form-controls";
import type { ContractActionResult } from "./contract-actions.server";
import { statusEventReason } from "./contract-event-reason";
import { LineFields } from "./contract-line-fields";
import type { ContractScreenData } from "./contract-loaders.server";
import { labelClasses, Section, textFields } from "./customer-forms";
import { ContractScheduleSection } from "./payment-sections";

/** A new contract, or a contract's page: its facts, its status with a reason, its documents and history. */
export function ContractScreen({ data, result }: { data: ContractScreenData; result?: ContractActionResult }) {
  const t = useT();
  const { contract } = data;
  const mine = (intent: string) => (result?.intent === intent ? result : undefined);
  const saved = mine("save");
  const values = saved?.values ?? data.values;
  const error = (field: string) => (saved?.errors[field] ? t(saved.errors[field]) : undefined);
  const value = (field: string) => String(values[field] ?? "");
  const text = textFields(t, "customers-admin.contractForm", value, error);
  // Only the chosen line's fields (issue 46): before a product is chosen (and so without
  // JavaScript, until the form comes back with the product), every line's.
  const [product, setProduct] = useState(value("product"));
  const line = isContractProduct(product) ? productLineOf(product) : null;
  const shows = (which: ProductLine) => line === null || line === which;
  const title = contract
    ? t("customers-admin.contractForm.editTitle", { reference: contract.reference })
    : t("customers-admin.contractForm.newTitle", { name: data.customer.name });
  return (
    <BackofficePage
      title={title}
      actions={
        <Link to={customerPath(data.customer.id)} className={buttonClasses("ghost")}>
          {t("customers-admin.contractForm.back", { name: data.customer.name })}
        </Link>
      }
    >
      {data.done && (
        <p role="status" className="rounded-control bg-success-soft px-3 py-2 text-sm text-success">
          {t(`customers-admin.contractDone.${data.done}`)}
        </p>
      )}
      <Section id="facts" title={t("customers-admin.contractForm.facts")}>
        <Form method="post" noValidate className="grid gap-3 md:grid-cols-2">
          <input type="hidden" name="intent" value="save" />
          {saved?.errors.form && (
            <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error md:col-span-2">
              {t(saved.errors.form)}
            </p>
          )}
          <SelectField
            id="product"
            name="product"
            required
            label={t("customers-admin.contractForm.product")}
            labelClassName={labelClasses}
            value={product}
            onChange={(event) => setProduct(event.currentTarget.value)}
            error={error("product")}
          >
            <option value="">{t("customers-admin.contractForm.choose")}</option>
            {CONTRACT_PRODUCT_IDS.map((product) => (
              <option key={product} value={product}>
                {t(`contracts.product.${product}`)}
              </option>
            ))}
          </SelectField>
          {text("reference")}
          {text("insurer")}
          {text("formula", "text", false)}
          {text("monthlyPremium")}
          {!contract && (
            <SelectField
              id="status"
              name="status"
              label={t("customers-admin.contract.status")}
              labelClassName={labelClasses}
              defaultValue={value("status")}
            >
              {CONTRACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`contracts.status.${status}`)}
                </option>
              ))}
            </SelectField>
          )}
          {text("startDate", "date")}
          {text("anniversaryDate", "date")}
          <LineFields shows={shows} text={text} value={value} error={error} />
          <div className="md:col-span-2">
            <ChoiceGroup
              id="guarantees"
              name="guarantees"
              type="checkbox"
              legend={t("customers-admin.contractForm.guarantees")}
              options={(line ? GUARANTEES_BY_LINE[line] : GUARANTEES).map((guarantee) => ({
                value: guarantee,
                label: t(`contracts.guarantees.${guarantee}`),
              }))}
              checked={(values.guarantees as string[] | undefined) ?? []}
            />
          </div>
          <div className="md:col-span-2">
            <button type="submit" className={buttonClasses("primary")}>
              {t(contract ? "customers-admin.contractForm.save" : "customers-admin.contractForm.create")}
            </button>
          </div>
        </Form>
      </Section>
      {contract && <StatusSection data={data} result={mine("status")} />}
      {contract && data.schedule && <ContractScheduleSection schedule={data.schedule} result={mine("schedule")} />}
      {contract && <DocumentsSection data={data} result={mine("document")} />}
      {contract && data.events.length > 0 && (
        <Section id="history" title={t("customers-admin.contractForm.history")}>
          <ol className="flex flex-col gap-1 text-sm">
            {data.events.map((event) => (
              <li key={event.id}>
                <span className="text-muted">{event.at}</span> —{" "}
                {t(`customers-admin.contractEvents.${event.kind}`, {
                  from: event.details.from ? t(`contracts.status.${event.details.from}`) : "",
                  to: event.details.to ? t(`contracts.status.${event.details.to}`) : "",
                  reason: statusEventReason(t, event.details),
                  title: String(event.details.title ?? ""),
                })}
              </li>
            ))}
          </ol>
        </Section>
      )}
    </BackofficePage>
  );
}

function StatusSection({ data, result }: { data: ContractScreenData; result?: ContractActionResult }) {
  const t = useT();
  const current = data.contract?.status ?? "active";
  const error = (field: string) => (result?.errors[field] ? t(result.errors[field]) : undefined);
  return (
    <Section
      id="status"
      title={t("customers-admin.contractForm.statusTitle", { status: t(`contracts.status.${current}`) })}
    >
      <Form method="post" noValidate className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="status" />
        {result?.errors.form && (
          <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error md:col-span-2">
            {t(result.errors.form)}
          </p>
        )}
        <SelectField
          id="new-status"
          name="status"
          label={t("customers-admin.contractForm.newStatus")}
          labelClassName={labelClasses}
          defaultValue={CONTRACT_STATUSES.find((status) => status !== current)}
          error={error("status")}
        >
          {CONTRACT_STATUSES.filter((status) => status !== current).map((status) => (
            <option key={status} value={status}>
              {t(`contracts.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id="reason"
          name="reason"
          required
          rows={2}
          label={t("customers-admin.contractForm.reason")}
          labelClassName={labelClasses}
          error={error("reason")}
        />
        <div>
          <button type="submit" className={buttonClasses("secondary")}>
            {t("customers-admin.contractForm.changeStatus")}
          </button>
        </div>
      </Form>
    </Section>
  );
}

function DocumentsSection({ data, result }: { data: ContractScreenData; result?: ContractActionResult }) {
  const t = useT();
  const error = (field: string) => (result?.errors[field] ? t(result.errors[field]) : undefined);
  const contractId = data.contract?.id ?? "";
  return (
    <Section id="documents" title={t("customers-admin.contract.documents")}>
      {data.documents.length === 0 ? (
        <p className="mb-3 text-sm text-muted">{t("customers-admin.contractForm.noDocuments")}</p>
      ) : (
        <ul className="mb-4 flex flex-col gap-1 text-sm">
          {data.documents.map((document) => (
            <li key={document.id} data-testid="staff-contract-document">
              <a
                href={staffContractDocumentPath(data.customer.id, contractId, document.id)}
                download
                className="font-semibold underline"
              >
                {document.title}
              </a>{" "}
              — {document.fileName}, {document.size}, {document.at}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" noValidate className="grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="document" />
        {result?.errors.form && (
          <p role="alert" className="rounded-control bg-error-soft px-3 py-2 text-sm text-error md:col-span-2">
            {t(result.errors.form)}
          </p>
        )}
        <TextField
          id="document-title"
          name="title"
          required
          maxLength={TITLE_MAX}
          label={t("customers-admin.contractForm.documentTitle")}
          labelClassName={labelClasses}
          error={error("title")}
        />
        <Field
          id="document-file"
          label={t("customers-admin.contractForm.documentFile")}
          hint={t("customers-admin.contractForm.documentHint")}
          labelClassName={labelClasses}
          error={error("file")}
        >
          {(aria) => (
            <input
              {...aria}
              type="file"
              name="file"
              accept="application/pdf,.pdf"
              required
              className="block w-full text-sm"
            />
          )}
        </Field>
        <div>
          <button type="submit" className={buttonClasses("outline")}>
            {t("customers-admin.contractForm.attach")}
          </button>
        </div>
      </Form>
    </Section>
  );
}
