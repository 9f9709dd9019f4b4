import { SITE_PATHS } from "~/paths/site";
import type { ProductConfig } from "../types";
import { contactStep } from "./contact-step";

export const borrower: ProductConfig = {
  id: "borrower",
  path: SITE_PATHS.borrowerQuote,
  nameKey: "quote.borrower.name",
  titleKey: "quote.borrower.title",
  subtitleKey: "quote.borrower.subtitle",
  steps: [
    {
      titleKey: "quote.borrower.step1",
      requiredMessageKey: "quote.borrower.errors.step1",
      fields: [
        {
          name: "montant",
          kind: "amount",
          labelKey: "quote.borrower.montant",
          hintKey: "quote.borrower.montantHint",
          placeholder: "250000",
          max: 10_000_000,
        },
        {
          name: "duree",
          kind: "choice",
          labelKey: "quote.borrower.duree",
          options: [
            { value: "10", labelKey: "quote.borrower.duree10" },
            { value: "15", labelKey: "quote.borrower.duree15" },
            { value: "20", labelKey: "quote.borrower.duree20" },
          ],
        },
      ],
    },
    {
      titleKey: "quote.borrower.step2",
      requiredMessageKey: "quote.borrower.errors.step2",
      fields: [
        {
          name: "garanties",
          kind: "multi",
          labelKey: "quote.borrower.garanties",
          options: [
            { value: "deces", labelKey: "quote.borrower.deces" },
            { value: "ptia", labelKey: "quote.borrower.ptia" },
            { value: "ipt", labelKey: "quote.borrower.ipt" },
            { value: "itt", labelKey: "quote.borrower.itt" },
          ],
        },
      ],
    },
    contactStep(),
  ],
  successKey: "quote.success.standard",
};
