import { FILE_TYPES, type FileType } from "~/forms/file-types";
import { cleanLine } from "~/forms/form-reader";

/**
 * Characters a name may hold that change how it reads without being seen: bidirectional
 * embeddings, overrides and isolates (`facture\u202Egnp.exe` shows as "factureexe.png"),
 * direction marks, zero-width characters and joiners, the soft hyphen, line and paragraph
 * separators, invisible operators and the byte order mark.
 */
const INVISIBLE = /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
/** Characters no file system takes in a name (Windows is the strictest); separators are already gone. */
const RESERVED = /[<>:"|?*]/g;
/** A trailing extension: a dot, then up to 5 letters or digits with at least one letter ("v1.2" keeps its ".2"). */
const EXTENSION = /\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,5}$/i;
/** The extensions each type is also known by: none of them is repeated before the right one. */
const ALIASES: Record<FileType, readonly string[]> = {
  pdf: ["pdf"],
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  png: ["png"],
  webp: ["webp"],
  heic: ["heic", "heif"],
};
const STEM_MAX = 150;

/**
 * The name a stored file is shown and served under: the customer's own name without folders,
 * control or invisible characters, ending with the extension of what the file is by its content
 * (`polyglot.html` holding a PDF becomes `polyglot.pdf`, a PDF called `photo.jpg` becomes
 * `photo.pdf`). Applied when a file is stored, and again when one stored earlier is shown or
 * served, so rows kept from before are shown the same way.
 */
export function safeFileName(name: string, type: string, fallbackStem = "document"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = cleanLine(base.normalize("NFC"))
    .replace(INVISIBLE, "")
    .replace(RESERVED, "_")
    .replace(/\s+/g, " ")
    .trim();
  const known = Object.hasOwn(FILE_TYPES, type) ? (type as FileType) : null;
  let stem = clean.replace(EXTENSION, "");
  if (known) {
    const alias = stem.match(EXTENSION)?.[0].slice(1).toLowerCase();
    if (alias && ALIASES[known].includes(alias)) stem = stem.replace(EXTENSION, "");
  }
  stem =
    stem
      .replace(/^[.\s]+|[.\s]+$/g, "")
      .slice(0, STEM_MAX)
      .trim() || fallbackStem;
  return known ? `${stem}.${FILE_TYPES[known].extension}` : stem;
}

/** A Content-Disposition header offering the file under that name (ASCII fallback, then UTF-8). */
export function attachmentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
