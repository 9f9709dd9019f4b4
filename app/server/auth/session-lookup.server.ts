import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Database, preparedQuery } from "../db/client.server";
import { noteReferenceVersion } from "../db/reference-copies.server";
import { sessions, users } from "../db/schema/auth";
import { referenceVersion } from "../db/schema/settings";

/**
 * The session a request's cookie opens, read the way better-auth's getSession reads it with our
 * settings (no cookie cache, no secondary storage, no refresh), in one statement instead of two
 * and without its endpoint machinery: every guarded request asks, and better-auth's call was a
 * fifth of a signed-in page's CPU with the session and its user read one after the other.
 * Nothing is kept between requests: a session signed out, revoked or expired opens nothing on the
 * very next request, in every process.
 */
export type SessionCookie = {
  /** The cookie's name as better-auth writes it (prefixed `__Secure-` over HTTPS). */
  name: string;
  /** The secret better-auth signs it with. */
  secret: string;
};

export type FoundSession = {
  session: { id: string; createdAt: Date; updatedAt: Date; expiresAt: Date };
  user: {
    id: string;
    email: string;
    name: string;
    role: string;
    twoFactorEnabled: boolean;
    deactivatedAt: Date | null;
  };
};

/** A cookie's value as better-call parses the header: the first of that name, unquoted, URI-decoded. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf("=", index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(";", index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(";", eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes("%") ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = endIdx + 1;
  }
  return null;
}

/**
 * The token of a signed cookie value (`token.signature`, HMAC-SHA256 in base64 as better-call
 * writes it), or null when it is malformed or the signature is not ours (compared in constant time).
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session of a token, with its account (built once: every guarded request asks). */
const sessionByToken = preparedQuery("session_by_token", (db) =>
  db
    .select({
      session: {
        id: sessions.id,
        createdAt: sessions.createdAt,
        updatedAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      },
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
        deactivatedAt: users.deactivatedAt,
      },
      // Read in the same statement, for the process's copies (db/reference-copies.server.ts).
      referenceVersion:
        sql<number>`(select ${referenceVersion.version} from ${referenceVersion} where ${referenceVersion.id} = 1)`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token"))),
);

/**
 * The unexpired session this request's cookie opens, with its account, or null (no cookie, a
 * forged or altered one, a session that ended or expired). An expired session's row is removed,
 * as better-auth does.
 */
export async function findSession(
  db: Database,
  headers: Headers,
  cookie: SessionCookie,
  now = new Date(),
): Promise<FoundSession | null> {
  const value = cookieValue(headers.get("cookie"), cookie.name);
  const token = value ? verifiedToken(value, cookie.secret) : null;
  if (!token) return null;
  const [row] = await sessionByToken(db).execute({ token });
  if (!row) return null;
  if (row.session.expiresAt < now) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  noteReferenceVersion(row.referenceVersion);
  return { session: row.session, user: row.user };
}
