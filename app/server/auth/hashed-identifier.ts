/**
 * How better-auth keeps its verification tokens (verification.storeIdentifier "hashed"): the
 * SHA-256 of the identifier, base64url. Tokens the app mints itself (a customer's invitation, an
 * e-mail change) are kept the same way, so a stolen table holds no usable link.
 */
export async function hashedIdentifier(identifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(identifier));
  return Buffer.from(digest).toString("base64url");
}
