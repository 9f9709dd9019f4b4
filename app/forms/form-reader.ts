/**
 * The one place where form input is read, in the browser and on the server: form posts,
 * multipart uploads and JSON bodies alike. Every text comes out cleaned, so no field anywhere
 * reaches the database with a control character (PostgreSQL refuses NUL in text and JSON), a
 * bidirectional override (issue 48) or a lone surrogate (refused in JSON) — whatever the
 * field's own rules say afterwards.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible,
 * they make text read otherwise than it is stored ("\u202Egnp.exe" shows as "exe.png") on staff
 * pages and in e-mails. Nobody types them; the marks a right-to-left writer may use (U+200E,
 * U+200F, U+061C) change no order and stay. File names strip more (app/server/files/file-names.ts).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Several lines: CRLF and CR become \n, tabs stay, other control characters become spaces, bidi controls go. */
export function cleanLines(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL_CHARACTERS, " ")
    .replace(BIDI_CONTROLS, "")
    .replace(LONE_SURROGATE, "\ufffd");
}

/** One line: every control character, line breaks and tabs included, becomes a space. */
export function cleanLine(value: string): string {
  return cleanLines(value).replace(LINE_BREAKS_AND_TABS, " ");
}

/** Reads one form's fields, whatever carried them. */
export type FormInput = {
  /** A field's first text value on one line, or undefined when it was not sent as text. */
  line(name: string): string | undefined;
  /** The same, keeping line breaks and tabs (a message). */
  lines(name: string): string | undefined;
  /** Every text value of a field (a multiple choice), each on one line. */
  all(name: string): string[];
  /** The file sent in a field; a form sent without a chosen file carries none. */
  file(name: string): File | null;
  /** Every file sent in a field (a multiple file input), without the empty part of "no file chosen". */
  files(name: string): File[];
};

/** A form post (URL-encoded or multipart), or the FormData of a form in the browser. */
export function formInput(form: FormData | URLSearchParams): FormInput {
  const texts = (name: string) =>
    (form.getAll(name) as Array<string | File>).filter((value): value is string => typeof value === "string");
  return {
    line: (name) => optional(texts(name)[0], cleanLine),
    lines: (name) => optional(texts(name)[0], cleanLines),
    all: (name) => texts(name).map(cleanLine),
    file(name) {
      const value = form.get(name);
      if (value === null || typeof value === "string") return null;
      // A form sent without a chosen file carries an empty, nameless part.
      return value.size === 0 && value.name === "" ? null : value;
    },
    files: (name) =>
      (form.getAll(name) as Array<string | File>).filter(
        (value): value is File => typeof value !== "string" && !(value.size === 0 && value.name === ""),
      ),
  };
}

/**
 * A JSON body read like a form: strings are texts, `true` ticks a box (reads "on"), arrays of
 * strings are multiple choices; anything else (numbers, objects, keys inherited from the
 * prototype) counts as absent, so hostile shapes fail validation instead of code.
 */
export function jsonInput(body: Record<string, unknown>): FormInput {
  const value = (name: string) => (Object.hasOwn(body, name) ? body[name] : undefined);
  const text = (name: string) => {
    const raw = value(name);
    return raw === true ? "on" : typeof raw === "string" ? raw : undefined;
  };
  return {
    line: (name) => optional(text(name), cleanLine),
    lines: (name) => optional(text(name), cleanLines),
    all(name) {
      const raw = value(name);
      return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === "string").map(cleanLine) : [];
    },
    file: () => null,
    files: () => [],
  };
}

/** The request's form, read once; null when the body is not a form (a 400 for the caller). */
export async function readFormInput(request: Request): Promise<FormInput | null> {
  const form = await request.formData().catch(() => null);
  return form && formInput(form);
}

function optional(value: string | undefined, clean: (value: string) => string) {
  return value === undefined ? undefined : clean(value);
}

/**
 * A page's query string with every name and value cleaned like a form's line (no NUL, no other
 * control character, no lone surrogate): the only way loaders and actions read the query, so a
 * `?accuse=%00` reaches the database as a harmless space, never as a 500.
 */
export function queryOf(url: URL | string): URLSearchParams {
  const raw = typeof url === "string" ? new URL(url).searchParams : url.searchParams;
  const clean = new URLSearchParams();
  for (const [name, value] of raw) clean.append(cleanLine(name), cleanLine(value));
  return clean;
}

/** A list's page number from its query (`?page=3`): a missing, malformed or absurd one is the first. */
export function pageNumberOf(query: URLSearchParams): number {
  const page = Number.parseInt(query.get("page") ?? "1", 10);
  return Number.isSafeInteger(page) && page > 0 && page < 100_000 ? page : 1;
}
