// Small changes to dependencies, applied after every install (npm's postinstall) and checked by
// the unit tests. Each names its files, the exact text it replaces, and why. A file holding
// neither the text nor its replacement stops the install: an upgrade that moved the code is seen
// at once, never left quietly unpatched. Running it again changes nothing.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const PATCHES = [
  {
    // React Router encodes a document's loader data for the browser (turbo-stream) before our
    // handleRequest runs, even when the render memo then answers with a page it kept, which
    // holds that data already: a sixth of a memoised back-office page's CPU (issue 29, ADR 0036).
    // Encoded on first read instead, which React's ServerRouter does when it renders.
    why: "React Router: a document's data encoded when first read",
    files: [
      "node_modules/react-router/dist/production/lib/server-runtime/server.js",
      "node_modules/react-router/dist/development/lib/server-runtime/server.js",
    ],
    find: "\t\t\tserverHandoffStream: encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode),\n\t\t\trenderMeta: {},\n",
    replace:
      "\t\t\tget serverHandoffStream() {\n" +
      "\t\t\t\tconst stream = encodeViaTurboStream(state, request.signal, build.entry.module.streamTimeout, serverMode);\n" +
      '\t\t\t\tObject.defineProperty(this, "serverHandoffStream", { value: stream, writable: true, enumerable: true, configurable: true });\n' +
      "\t\t\t\treturn stream;\n" +
      "\t\t\t},\n" +
      "\t\t\trenderMeta: {},\n",
  },
  {
    // React Router matches a request against each of the app's ~110 route branches in turn, and
    // for every branch it tries builds the match objects of the layouts that match (two path joins
    // each) before the page's own segment fails: about a tenth of a quote request's CPU, done twice
    // per request (issue 29, ADR 0036). The objects are now built for the branch that matches only;
    // the result is the same.
    why: "React Router: match objects built for the matching branch only",
    files: [
      "node_modules/react-router/dist/production/lib/router/utils.js",
      "node_modules/react-router/dist/development/lib/router/utils.js",
    ],
    find:
      "\t\tif (!match) return null;\n" +
      "\t\tObject.assign(matchedParams, match.params);\n" +
      "\t\tmatches.push({\n" +
      "\t\t\tparams: matchedParams,\n" +
      "\t\t\tpathname: joinPaths([matchedPathname, match.pathname]),\n" +
      "\t\t\tpathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),\n" +
      "\t\t\troute\n" +
      "\t\t});\n" +
      '\t\tif (match.pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);\n' +
      "\t}\n" +
      "\treturn matches;\n" +
      "}\n",
    replace:
      "\t\tif (!match) return null;\n" +
      "\t\tmatches.push([match, matchedPathname, route]);\n" +
      '\t\tif (match.pathnameBase !== "/") matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);\n' +
      "\t}\n" +
      "\treturn matches.map(([match, matchedPathname, route]) => {\n" +
      "\t\tObject.assign(matchedParams, match.params);\n" +
      "\t\treturn {\n" +
      "\t\t\tparams: matchedParams,\n" +
      "\t\t\tpathname: joinPaths([matchedPathname, match.pathname]),\n" +
      "\t\t\tpathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),\n" +
      "\t\t\troute\n" +
      "\t\t};\n" +
      "\t});\n" +
      "}\n",
  },
];

/** Applies every patch under `base`; returns what it did to each file. */
export function applyPatches(base = root) {
  const done = [];
  for (const patch of PATCHES) {
    for (const file of patch.files) {
      const full = path.join(base, file);
      const text = fs.readFileSync(full, "utf8");
      if (text.includes(patch.replace)) {
        done.push({ file, state: "already" });
        continue;
      }
      const at = text.indexOf(patch.find);
      if (at < 0 || text.indexOf(patch.find, at + 1) >= 0) {
        throw new Error(`${patch.why}: ${file} no longer holds the text this patch replaces, once; review the patch`);
      }
      fs.writeFileSync(full, text.replace(patch.find, patch.replace));
      done.push({ file, state: "patched" });
    }
  }
  return done;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, state } of applyPatches()) process.stdout.write(`patch-dependencies: ${file} ${state}\n`);
}
