import type { ExportSection } from "./subject-data.server";

/**
 * How erasure finds a person's traces in a table that has no link to them (a message, a log line,
 * a question): by searching these text or JSON columns for the person's identifiers.
 * - `delete`: the row goes (a delivered e-mail, a spent token);
 * - `redact`: each identifier in the columns is replaced by a mark and the row stays (the audit
 *   log keeps who did what; a question keeps its words).
 * A deletion matches the person's e-mails and the references and ids of their records only (a
 * household's shared phone or a namesake must not lose a message still to go); a redaction also
 * matches their phones and, per `names`: "full" the full names and last names they gave, "each"
 * also each name alone, for text nothing else ties to anyone (a concierge question).
 */
export type TraceSweep = {
  columns: readonly string[];
  treatment: "delete" | "redact";
  /** The row's key, by which a redacted row is written back. */
  key: string;
  names: "none" | "full" | "each";
  /** Delete sweeps also match the person's record references and ids (a webhook naming a request). */
  references?: boolean;
};

export type TableTreatment =
  | { personal: false; why: string }
  | {
      personal: true;
      /** The export's JSON file that holds it, or null with the reason it is left out. */
      export: ExportSection | { none: string };
      /** What erasure does to it. */
      erasure: string;
      /** What the law makes us keep, and why (the rows stay, anonymised, under `legal_holds`). */
      hold?: string;
      /**
       * Why its rows stay when the account is kept for a held contract (anonymised); without it,
       * a table hanging off the account is emptied of theirs then, as the account's deletion would.
       */
      keptWithHeldAccount?: string;
      sweep?: TraceSweep;
    };

const noExport = (why: string) => ({ none: why });

/**
 * Every table of the database, declared once: whether it holds personal data, and if so where
 * the export puts it, what erasure does, what is kept by law. A test compares this list with the
 * migrated database: a new table fails it until it is declared here, and the erasure test
 * searches every text and JSON column for a person's traces after an erasure.
 */
export const PERSONAL_DATA: Record<string, TableTreatment> = {
  users: {
    personal: true,
    export: "account",
    erasure: "deleted; anonymised (name, e-mail) while an ended contract is held",
    hold: "the account row an ended contract hangs from, anonymised, for the contract's hold",
    keptWithHeldAccount: "it is the account",
  },
  customer_profiles: {
    personal: true,
    export: "account",
    erasure: "deleted with the account; names anonymised while a contract is held",
    keptWithHeldAccount: "anonymised: the held contract's holder reads 'Anonyme'",
  },
  customer_contact_details: { personal: true, export: "account", erasure: "deleted" },
  customer_detail_changes: { personal: true, export: "account", erasure: "deleted" },
  customer_former_identifiers: { personal: true, export: "account", erasure: "deleted" },
  customer_files: {
    personal: true,
    export: noExport("the back office's search text and list order, derived from the account"),
    erasure: "deleted with the account; rewritten from the anonymised account by its triggers",
    keptWithHeldAccount: "the back office's card of the anonymised account, rewritten by triggers",
  },
  profile_photos: { personal: true, export: "account", erasure: "deleted, file removed" },
  referral_codes: { personal: true, export: "account", erasure: "deleted" },
  referrals: { personal: true, export: "account", erasure: "deleted (the sponsor's credits)" },
  referral_gift_payments: {
    personal: true,
    export: "account",
    erasure: "deleted with the account (cascade)",
  },
  insurer_statement_lines: {
    personal: true,
    export: noExport("what an insurer paid the broker for a contract: the broker's accounts, not the person's data"),
    erasure: "kept, the link to an erased contract cut (set null); the insurer's reference stays",
    hold: "commissions received are the broker's accounting records, kept ten years (Code de commerce L123-22)",
  },
  collection_runs: {
    personal: true,
    export: noExport("the broker's collection files as sent to its bank: accounting records, not the person's data"),
    erasure:
      "kept: the files sent to the bank (names, IBANs, mandates of the debtors) are the broker's accounting records",
    hold: "a collection file is the supporting record of debits booked, kept ten years (Code de commerce L123-22)",
  },
  reject_imports: { personal: false, why: "a bank's rejects file: its name, digest, format and counts" },
  debit_rejects: {
    personal: true,
    export: noExport("the bank's reject of a debit: its reason is on the instalment in payments.json"),
    erasure:
      "kept with the instalment it names while that is held; its link cut (set null) when the instalment goes; names nobody",
    hold: "a rejected debit is part of the booked instalment it names (Code de commerce L123-22)",
  },
  unpaid_premium_steps: {
    personal: true,
    export: noExport("the reminders and formal notice of an unpaid premium: their dates are on the instalment"),
    erasure: "deleted with the instalment (cascade); kept with a held instalment",
    hold: "the formal notice of article L113-3 is the insurer's and broker's proof of a suspension or termination",
  },
  insurer_statements: {
    personal: false,
    why: "an insurer's file: its name, month, digest, counts and the unreadable cells' line numbers",
  },
  insurer_statement_mappings: { personal: false, why: "the column names of an insurer's statements" },
  sessions: { personal: true, export: "sign-ins", erasure: "deleted" },
  accounts: {
    personal: true,
    export: noExport("password hash and provider tokens: secrets, not information about the person"),
    erasure: "deleted",
  },
  two_factors: {
    personal: true,
    export: noExport("the second factor's secret and backup codes"),
    erasure: "deleted",
  },
  verifications: {
    personal: true,
    export: noExport("short-lived sign-in codes and links (hashed tokens)"),
    erasure: "deleted when they name one of the person's addresses or accounts",
    sweep: { columns: ["identifier", "value"], treatment: "delete", key: "id", names: "none", references: true },
  },
  rate_limits: {
    personal: true,
    export: noExport("counters of a few minutes keyed by address or account"),
    erasure: "deleted when their key names the person",
    sweep: { columns: ["key"], treatment: "delete", key: "key", names: "none", references: true },
  },
  leads: {
    personal: true,
    export: "leads",
    erasure: "deleted; emptied but for the consent proof when under its hold",
    hold: "the proof of consent (its words and time), five years after it was given",
  },
  lead_events: { personal: true, export: "leads", erasure: "deleted" },
  sales_calls: {
    personal: true,
    // Every call is logged on a lead or an account (the lead page, the customer page): found by them.
    export: "calls",
    erasure:
      "deleted with the lead's history (also when its consent proof is held) and with the account (cascade, or emptied when the account is held)",
  },
  lead_submissions: {
    personal: false,
    why: "idempotency keys pointing at a lead id; deleted with the lead (cascade)",
  },
  contracts: {
    personal: true,
    export: "contracts",
    erasure: "deleted; an ended contract within prescription kept, its registration and people covered removed",
    hold: "an ended contract, five years after its end (Code des assurances L114-1, Code de commerce L110-4)",
    keptWithHeldAccount: "the held contract itself; the others are deleted before",
  },
  contract_documents: {
    personal: true,
    export: "contracts",
    erasure: "deleted with the contract, file removed; a held contract's documents stay with it, names redacted",
    hold: "the documents of a held contract are part of it",
    sweep: { columns: ["title", "file_name"], treatment: "redact", key: "id", names: "full" },
  },
  advice_files: {
    personal: true,
    export: "contracts",
    erasure: "deleted with the contract, its PDF (a contract document) removed; a held contract's advice file stays",
    hold: "the proof of the advice and of its delivery (Code des assurances L521-2, L521-4; ACPR 2024-R-03), five years after the contract ends, with the contract",
  },
  contract_events: {
    personal: true,
    export: "contracts",
    erasure: "deleted with the contract; a held contract's history is redacted",
    hold: "the history of a held contract is part of it (redacted)",
    sweep: { columns: ["details"], treatment: "redact", key: "id", names: "full" },
  },
  contract_renewal_reminders: {
    personal: true,
    export: "contracts",
    erasure: "deleted with the contract",
    hold: "the renewal reminders of a held contract stay with it (a date, no name)",
  },
  needs_reviews: {
    personal: true,
    export: "contracts",
    erasure: "deleted with the contract or the account (cascade)",
    hold: "the needs a customer confirmed before a renewal are part of a held contract's advice record (ACPR 2024-R-03)",
    keptWithHeldAccount: "the advice during a held contract (ACPR 2024-R-03) stays with it, its free answers redacted",
    sweep: { columns: ["answers", "known"], treatment: "redact", key: "id", names: "full" },
  },
  bank_accounts: {
    personal: true,
    export: "payments",
    erasure: "deleted with the account (cascade), also while a contract is held: an instalment keeps no bank detail",
  },
  sepa_mandates: {
    personal: true,
    export: "payments",
    erasure: "deleted with the account (cascade), their signed PDFs with the signature requests",
  },
  payment_schedules: {
    personal: true,
    export: "payments",
    erasure: "deleted with the contract; a held contract's schedule stays with it",
    hold: "part of a held contract",
  },
  payment_instalments: {
    personal: true,
    export: "payments",
    erasure: "deleted with the contract; a contract with booked payments is held 10 years after the last of them",
    hold: "booked payments (collected, paid, rejected): 10 years, the accounting's supporting records (Code de commerce L123-22); they carry amounts, dates and references, no bank detail",
  },
  offers: {
    personal: true,
    export: "offers",
    erasure: "deleted with the account (cascade); a signed offer's advice file is held with its contract",
    sweep: {
      columns: ["needs", "recommendation_reason", "decline_reason", "withdraw_reason"],
      treatment: "redact",
      key: "id",
      names: "full",
    },
  },
  offer_options: { personal: true, export: "offers", erasure: "deleted with the offer" },
  catalogue_products: {
    personal: false,
    why: "the broker's catalogue of insurers' products, documents and commission rates",
  },
  customer_requests: {
    personal: true,
    export: "requests",
    erasure: "deleted, the customer's and the public ones sent under their address",
  },
  customer_request_events: { personal: true, export: "requests", erasure: "deleted with the request" },
  customer_request_files: { personal: true, export: "requests", erasure: "deleted, files removed" },
  customer_request_stages: { personal: true, export: "requests", erasure: "deleted with the request" },
  claim_pieces: { personal: true, export: "requests", erasure: "deleted with the request" },
  appointment_bookings: { personal: true, export: "requests", erasure: "deleted with the request" },
  public_confirmations: {
    personal: true,
    export: noExport(
      "a link waiting for the account holder's answer: its draft is what someone typed in their name, maybe a stranger",
    ),
    erasure: "deleted with the account; a draft naming the person's address or records deleted too",
    sweep: { columns: ["draft"], treatment: "delete", key: "id", names: "none", references: true },
  },
  notifications: { personal: true, export: "notifications", erasure: "deleted" },
  push_subscriptions: {
    personal: true,
    export: noExport(
      "a browser's push address and keys, meaningful to its push service only; the devices are listed by name in Mes informations",
    ),
    erasure: "deleted with the account (cascade); a push still queued then ends, its device gone",
  },
  signature_requests: {
    personal: true,
    export: "signatures",
    erasure:
      "deleted with the account (cascade), the original and sealed PDFs removed; kept with an account held for an ended contract",
    hold: "the signature of a held contract's offer is its proof, kept as the contract is",
    keptWithHeldAccount:
      "a held contract was signed through one of them: the sealed PDF and its evidence are the broker's proof (L521-4)",
  },
  signature_codes: {
    personal: true,
    export: noExport("the hashed one-time codes; the address each went to is in the history's evidence"),
    erasure: "deleted with the request",
  },
  signature_events: {
    personal: true,
    export: "signatures",
    erasure: "deleted with the request",
    keptWithHeldAccount: "the history of a kept signature request: when the code went, when it was signed",
  },
  seal_certificates: { personal: false, why: "the broker's own sealing certificate, encrypted" },
  chat_messages: { personal: true, export: "chat", erasure: "deleted" },
  chat_unanswered_questions: {
    personal: true,
    export: noExport("stored without any link to who asked: nothing says whose a question is"),
    erasure: "the person's names, e-mails and phones redacted from the questions",
    sweep: { columns: ["question"], treatment: "redact", key: "id", names: "each" },
  },
  job_applications: { personal: true, export: "applications", erasure: "deleted, CV removed" },
  outbox: {
    personal: true,
    export: "messages",
    erasure: "deleted: e-mails to the person and every message naming them (staff notices, webhooks)",
    sweep: { columns: ["payload", "last_error"], treatment: "delete", key: "id", names: "none", references: true },
  },
  dev_mailbox: {
    personal: true,
    export: "messages",
    erasure: "deleted: copies to the person and every copy naming them",
    sweep: {
      columns: ["to", "subject", "text", "html"],
      treatment: "delete",
      key: "id",
      names: "none",
      references: true,
    },
  },
  staff_audit_log: {
    personal: true,
    export: noExport("the broker's record of what staff did (legitimate interest), not the person's data"),
    erasure: "kept; the person's names, e-mails and phones redacted from the details",
    sweep: { columns: ["details"], treatment: "redact", key: "id", names: "full" },
  },
  privacy_requests: {
    personal: true,
    export: "privacy-requests",
    erasure: "kept as the proof the right was honoured, without the person's name and contact",
    hold: "the register entry (article 5.2 accountability), anonymised",
    sweep: { columns: ["details", "extension_reason", "outcome"], treatment: "redact", key: "id", names: "full" },
  },
  data_exports: {
    personal: true,
    export: noExport("the export itself: its queue state and the ZIP the person downloads"),
    erasure: "deleted, ZIP removed",
  },
  legal_holds: { personal: false, why: "record types, ids and end dates of what erasure kept" },
  retention_purges: { personal: false, why: "counts and cut-off dates of each purge, nobody named" },
  consent_log: {
    personal: false,
    why: "cookie choices under a random browser id that no record ties to a person (ADR 0027)",
  },
  stored_files: {
    personal: true,
    export: noExport("the bytes of the files the other tables list; the export adds each file itself"),
    erasure: "removed with the record naming the file (the store's remove)",
  },
  // Asset-freeze screening (issue 44; CMF L561-12 and L562-4): the broker's proof that each customer was screened.
  freeze_screenings: {
    personal: true,
    export: noExport(
      "the broker's anti-money-laundering record (CMF L561-12), not information given by the person; a possible match is not told to them",
    ),
    erasure: "kept as the broker's proof (a deleted account's or lead's link goes), the names screened redacted",
    hold: "the screening is the broker's anti-money-laundering record, kept five years (Code monétaire et financier L561-12)",
    sweep: { columns: ["screened_name"], treatment: "redact", key: "id", names: "full" },
  },
  freeze_matches: {
    personal: true,
    export: noExport("an admin's decision on a possible asset-freeze match: the broker's record under CMF L561-12"),
    erasure: "kept as the broker's proof (a deleted account's or lead's link goes), names and the reason redacted",
    sweep: { columns: ["person_name", "decision_reason"], treatment: "redact", key: "id", names: "full" },
  },
  freeze_register_versions: {
    personal: false,
    why: "each imported version of the public register: digest, dates, counts",
  },
  freeze_register_entries: {
    personal: false,
    why: "the DG Trésor's public register of asset freezes as published, not data about our customers or prospects",
  },
  freeze_register_source: {
    personal: false,
    why: "the address the register is fetched from and the last fetch's error",
  },
  // Continuing training (issue 44, DDA): staff's own records, kept as the broker's proof for the ACPR.
  staff_training_records: {
    personal: true,
    export: noExport(
      "a member of staff's training records, not a customer's or prospect's data; staff read them on their page",
    ),
    erasure: "deleted with the staff account (cascade); the certificates stay in storage until removed by an admin",
  },
  staff_capacity_documents: {
    personal: true,
    export: noExport(
      "a member of staff's capacity documents, not a customer's or prospect's data; staff read them on their page",
    ),
    erasure: "deleted with the staff account (cascade); the files stay in storage until removed by an admin",
  },
  scheduled_jobs: { personal: false, why: "job names and run times" },
  backoffice_settings: { personal: false, why: "round-robin switches and queue settings" },
  site_settings: { personal: false, why: "the broker's own settings (its addresses and hours)" },
  webhook_endpoints: { personal: false, why: "receivers' addresses and secrets" },
  reference_version: { personal: false, why: "a counter of the reference data's version" },
};

export const isPersonal = (table: string) => PERSONAL_DATA[table]?.personal === true;

/** The tables erasure sweeps for traces, with their sweep. */
export const TRACE_SWEEPS = Object.entries(PERSONAL_DATA).flatMap(([table, treatment]) =>
  treatment.personal && treatment.sweep ? [{ table, ...treatment.sweep }] : [],
);
