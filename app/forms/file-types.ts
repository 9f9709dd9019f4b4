/**
 * The kinds of file people may send, recognised by their first bytes: a file's content decides,
 * never its name or the type the browser claims. Shared by the forms (checked before sending)
 * and the server's file storage (checked again before writing).
 */
export const FILE_TYPES = {
  pdf: { extension: "pdf", mediaType: "application/pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  jpeg: { extension: "jpg", mediaType: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
  png: { extension: "png", mediaType: "image/png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "RIFF", four bytes of length, then "WEBP" (a RIFF file may be a WAV or an AVI too).
  webp: {
    extension: "webp",
    mediaType: "image/webp",
    signature: [0x52, 0x49, 0x46, 0x46],
    mark: { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  },
} as const;

export type FileType = keyof typeof FILE_TYPES;

type Mark = { offset: number; bytes: readonly number[] };
/** Bytes further in that a type also needs (WebP's "WEBP" after the RIFF header). */
const markOf = (type: FileType): Mark | undefined => (FILE_TYPES[type] as { mark?: Mark }).mark;

const LONGEST_SIGNATURE = Math.max(
  ...(Object.keys(FILE_TYPES) as FileType[]).map((type) => {
    const mark = markOf(type);
    return Math.max(FILE_TYPES[type].signature.length, mark ? mark.offset + mark.bytes.length : 0);
  }),
);

const startsWith = (bytes: Uint8Array, expected: readonly number[], offset = 0) =>
  bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);

/** The accepted type these bytes start like, or null. */
export function fileTypeOf(bytes: Uint8Array, accepted: readonly FileType[]): FileType | null {
  return (
    accepted.find((type) => {
      const mark = markOf(type);
      return startsWith(bytes, FILE_TYPES[type].signature) && (!mark || startsWith(bytes, mark.bytes, mark.offset));
    }) ?? null
  );
}

/** The same, reading only the first bytes of a file (in the browser, before sending it). */
export async function fileTypeOfBlob(file: Blob, accepted: readonly FileType[]): Promise<FileType | null> {
  return fileTypeOf(new Uint8Array(await file.slice(0, LONGEST_SIGNATURE).arrayBuffer()), accepted);
}
