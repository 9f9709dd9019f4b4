import { type FileType, fileTypeOf } from "~/forms/file-types";
import type { Upload } from "~/server/storage.server";
import { safeFileName } from "./file-names";
import { decodeImage, type ImageFormat } from "./image-decoding.server";
import { parsePdf } from "./pdf-check.server";

/** Why a file is refused once opened: not an accepted kind, cannot be read as one, or too many pixels. */
export type UploadProblem = "type" | "unreadable" | "tooManyPixels";

export type CheckedUpload = Upload & { type: FileType };

/** A document needs no more than this on its longest side to be read (≈ 350 dpi on A4). */
const MAX_SIDE = 4096;

/**
 * Opens an uploaded file as what its first bytes say it is, and keeps only what that reading
 * gives back: a PDF must parse as one (kept as sent); an image must decode within the pixel limit
 * and is re-encoded — JPEG and HEIC as JPEG, PNG as PNG (JPEG when the PNG would outgrow
 * `maxBytes`) — upright, at most 4096 px a side and without metadata (EXIF, GPS position).
 * Trailing HTML, a truncated picture, a HEIC that is HTML after its header, an AVIF sold as
 * HEIC, an image bomb: refused. The name is the customer's, cleaned, with the stored type's extension.
 */
export async function checkUploadContent(
  upload: Upload,
  accepted: readonly FileType[],
  maxBytes: number,
): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; problem: UploadProblem }> {
  const type = fileTypeOf(upload.bytes, accepted);
  if (!type) return { ok: false, problem: "type" };
  if (type === "pdf") {
    if (!(await parsePdf(upload.bytes))) return { ok: false, problem: "unreadable" };
    return { ok: true, upload: { fileName: safeFileName(upload.fileName, "pdf"), bytes: upload.bytes, type } };
  }
  const decoded = await decodeImage(upload.bytes, type satisfies ImageFormat);
  if (!decoded.ok) return { ok: false, problem: decoded.reason };
  try {
    const image = decoded.image.resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true });
    let output: { bytes: Uint8Array; type: FileType };
    if (type === "png" || type === "webp") {
      const lossless = await image.clone().png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
      output = { bytes: lossless, type: "png" };
      if (lossless.byteLength > maxBytes) {
        // Too big as PNG (a photo saved as one): a JPEG, flattened on white as a printed page would be.
        const flat = image.flatten({ background: "#ffffff" }).jpeg({ quality: 85 });
        output = { bytes: await flat.toBuffer(), type: "jpeg" };
      }
    } else {
      output = { bytes: await image.jpeg({ quality: 85 }).toBuffer(), type: "jpeg" };
    }
    return {
      ok: true,
      upload: {
        fileName: safeFileName(upload.fileName, output.type),
        bytes: output.bytes,
        type: output.type,
      },
    };
  } catch {
    // The header was fine, the picture was not (truncated, corrupt): failOn "error" stops here.
    return { ok: false, problem: "unreadable" };
  }
}

/** Every upload checked in turn; the first problem met refuses them all (nothing is stored). */
export async function checkUploadsContent(uploads: Upload[], accepted: readonly FileType[], maxBytes: number) {
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    const result = await checkUploadContent(upload, accepted, maxBytes);
    if (!result.ok) return result;
    checked.push(result.upload);
  }
  return { ok: true as const, uploads: checked };
}
