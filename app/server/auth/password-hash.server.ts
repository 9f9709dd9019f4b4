import { hashPassword as scryptHash, verifyPassword as scryptVerify } from "better-auth/crypto";

/**
 * How every password is hashed and checked: better-auth's scrypt (N 16384, r 16), handed to
 * better-auth for its sign-in, reset and change, and used by the seeds and the back office's
 * accounts. One module for all of them so that the unit and integration tests can swap in a cheap
 * scrypt (vitest.config.ts, tests/support/cheap-password-hash.ts, ADR 0055): the production build,
 * and with it the servers of the end-to-end and HTTP tests, always hash with this one.
 */
export const hashPassword = scryptHash;
export const verifyPassword = scryptVerify;
