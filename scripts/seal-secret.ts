// `npm run seal-secret`: reads a secret on standard input (not the command line, which shell
// history keeps) and prints it sealed with SETTINGS_SECRET_KEY (or SESSION_SECRET), as "v1:…":
// the form SEAL_P12_PASSPHRASE accepts, so the PKCS#12's passphrase is never in .env in clear.

import { text } from "node:stream/consumers";
import { sealSecret } from "~/server/settings/secret-box.server";

const secret = (await text(process.stdin)).replace(/\r?\n$/, "");
if (!secret) {
  process.stderr.write("Usage: printf '%s' 'the passphrase' | npm run --silent seal-secret\n");
  process.exit(2);
}
process.stdout.write(`${sealSecret(secret)}\n`);
