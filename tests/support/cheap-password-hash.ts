import { randomBytes, scrypt } from "node:crypto";

/**
 * The unit and integration tests' stand-in for app/server/auth/password-hash.server.ts (swapped in by
 * vitest.config.ts, never part of a build): the same `salt:key` scrypt, at a cost a thousand times
 * lower. A real hash costs a tenth of a second or more of a CI core, and these tests make and sign in
 * hundreds of people on each engine (ADR 0055). A wrong password is still refused.
 */
const COST = { N: 16, r: 8, p: 1 };

function key(password: string, salt: string) {
  return new Promise<string>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, COST, (error, derived) =>
      error ? reject(error) : resolve(derived.toString("hex")),
    ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${await key(password, salt)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [salt, stored] = hash.split(":");
  if (!salt || !stored) throw new Error("Invalid password hash");
  return (await key(password, salt)) === stored;
}
