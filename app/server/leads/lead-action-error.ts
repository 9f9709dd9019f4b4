/** A change refused for a reason the screen can say (the route turns it into a 4xx). */
export class LeadActionError extends Error {
  readonly status: 400 | 404 | 409;
  /** An i18n key under `leads.errors`. */
  readonly key: string;
  constructor(status: 400 | 404 | 409, key: string) {
    super(key);
    this.status = status;
    this.key = key;
  }
}
