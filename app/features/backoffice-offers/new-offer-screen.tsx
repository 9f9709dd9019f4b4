import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { customerPath } from "~/paths/backoffice";
import { BackofficePage } from "~/ui/backoffice-page";
import { Button, buttonClasses } from "~/ui/button";
import { ChoiceGroup } from "~/ui/form-controls";
import { Notice } from "~/ui/notice";
import type { loadNewOffer, NewOfferResult } from "./new-offer.server";

type Data = Awaited<ReturnType<typeof loadNewOffer>>;

/** Opens a draft offer for a customer: which needs questionnaire (the line of insurance). */
export function NewOfferScreen({ data, result }: { data: Data; result?: NewOfferResult }) {
  const t = useT();
  return (
    <BackofficePage
      title={`${t("offers.staff.newTitle")} — ${data.customer.name}`}
      actions={
        <Link to={customerPath(data.customer.id)} className={buttonClasses("ghost")}>
          {t("offers.staff.customer")}
        </Link>
      }
    >
      {data.renewed && <p className="text-sm">{t("offers.staff.renewal", { reference: data.renewed.reference })}</p>}
      {result && <Notice tone="error">{t(result.error)}</Notice>}
      <Form method="post" className="flex max-w-2xl flex-col gap-4">
        <input type="hidden" name="customerId" value={data.customer.id} />
        {data.renewed && <input type="hidden" name="contractId" value={data.renewed.id} />}
        <ChoiceGroup
          id="questionnaire"
          name="questionnaire"
          type="radio"
          legend={t("offers.staff.questionnaire")}
          options={data.questionnaires.map((id) => ({ value: id, label: t(`offers.needs.questionnaires.${id}`) }))}
          checked={data.questionnaires[0]}
          cards
        />
        <Button type="submit">{t("offers.staff.create")}</Button>
      </Form>
    </BackofficePage>
  );
}
