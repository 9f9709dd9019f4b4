/**
 * The kinds of file people may send, recognised by their first bytes: a file's content decides,
 * never its name or the type the browser claims. Shared by the forms (checked before sending)
 * and the server's file storage (checked again before writing).
 */
export const FILE_TYPES = {
  pdf: { extension: "pdf", mediaType: "application/pdf", signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  jpeg: { extension: "jpg", mediaType: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
  png: { extension: "png", mediaType: "image/png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;

export type FileType = keyof typeof FILE_TYPES;

const LONGEST_SIGNATURE = Math.max(...Object.values(FILE_TYPES).map((type) => type.signature.length));

/** The accepted type these bytes start like, or null. */
export function fileTypeOf(bytes: Uint8Array, accepted: readonly FileType[]): FileType | null {
  return (
    accepted.find((type) => {
      const { signature } = FILE_TYPES[type];
      return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
    }) ?? null
  );
}

/** The same, reading only the first bytes of a file (in the browser, before sending it). */
export async function fileTypeOfBlob(file: Blob, accepted: readonly FileType[]): Promise<FileType | null> {
  return fileTypeOf(new Uint8Array(await file.slice(0, LONGEST_SIGNATURE).arrayBuffer()), accepted);
}
