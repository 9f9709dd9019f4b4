import sharp from "sharp";
import { decodeImage, MAX_IMAGE_PIXELS } from "~/server/files/image-decoding.server";

/** The dialog's limit (issue 11): a phone photo fits, a raw camera file does not. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The stored square, in pixels: sharp on the largest avatar at twice its CSS size. */
export const PHOTO_SIDE = 256;
/** Above this the image is refused before decoding (a small file can claim a huge canvas). */
const MAX_PIXELS = MAX_IMAGE_PIXELS;

export type PhotoFormat = "jpeg" | "png" | "webp" | "heic";

export type PreparedPhoto = {
  ok: true;
  bytes: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
  source: PhotoFormat;
};
export type RefusedPhoto = { ok: false; reason: "empty" | "too-large" | "not-an-image" | "unreadable" };

/**
 * What the bytes are, by their signature, whatever the file is called or claims to be: JPEG,
 * PNG, WebP, or HEIC/HEIF (an ISO-BMFF `ftyp` box with an image brand). Anything else is null.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") {
    const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 64);
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return "heic";
  }
  return null;
}

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/**
 * Turns an uploaded photo into the stored one: checked by content and size, decoded, turned
 * upright (EXIF orientation), cropped to a square around what draws the eye, resized and
 * re-encoded as WebP. Nothing of the original's metadata (EXIF, GPS position, camera) survives:
 * sharp writes none unless asked.
 */
export async function prepareProfilePhoto(bytes: Uint8Array): Promise<PreparedPhoto | RefusedPhoto> {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, reason: "too-large" };
  const format = sniffPhotoFormat(bytes);
  if (!format) return { ok: false, reason: "not-an-image" };
  try {
    const decoded = await decodeImage(bytes, format, MAX_PIXELS);
    if (!decoded.ok) return { ok: false, reason: "unreadable" };
    const output = await decoded.image
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: "cover", position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      bytes: output.data,
      contentType: "image/webp",
      width: output.info.width,
      height: output.info.height,
      source: format,
    };
  } catch {
    // A truncated or forged file that passed the signature check: the person gets the same
    // clear message as for any unreadable image.
    return { ok: false, reason: "unreadable" };
  }
}
