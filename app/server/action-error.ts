import { data } from "react-router";

/** The HTTP statuses a refused change answers with. */
export type RefusalStatus = 400 | 404 | 409;

/**
 * A change the rules refuse, for a reason the person can read (issue 40: one type for every
 * domain, where each had its own class). `code` is the short word the screens already speak
 * ("notFound", "stale"); `messageKey` the i18n key of its message; `field` the form field it is
 * about, when one; `params` the message's placeholders.
 */
export class ActionError extends Error {
  readonly status: RefusalStatus;
  readonly code: string;
  readonly messageKey: string;
  readonly field?: string;
  readonly params?: Record<string, string>;
  constructor(input: {
    status: RefusalStatus;
    code: string;
    messageKey: string;
    field?: string;
    params?: Record<string, string>;
  }) {
    super(input.code);
    this.name = "ActionError";
    this.status = input.status;
    this.code = input.code;
    this.messageKey = input.messageKey;
    this.field = input.field;
    this.params = input.params;
  }
}

/**
 * A domain's way to refuse, its messages under one namespace (`customers-admin.errors`): a code
 * that is already a full key ("handling.errors.wrongKind") keeps it.
 */
export function refusalsIn(namespace: string) {
  return (status: RefusalStatus, code: string, field?: string, params?: Record<string, string>) =>
    new ActionError({ status, code, messageKey: code.includes(".") ? code : `${namespace}.${code}`, field, params });
}

/**
 * The one reading of a refusal in actions: the screen's failure body (as each screen has it),
 * answered with the refusal's 4xx. Anything that is not a refusal goes on up (a 500 is a bug).
 */
export function refusalResponse<T>(error: unknown, body: (refusal: ActionError) => T) {
  if (!(error instanceof ActionError)) throw error;
  return data<T>(body(error), { status: error.status });
}
