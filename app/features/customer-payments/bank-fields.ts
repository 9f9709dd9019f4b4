/** The "Changer de RIB" form's fields and their controls' ids (the error summary links to them). */
export const BANK_FIELDS = { holder: "bank-holder", iban: "bank-iban", bic: "bank-bic" } as const;
