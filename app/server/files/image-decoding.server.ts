import sharp, { type Sharp } from "sharp";

/** Above this an image is refused before decoding (a small file can claim a huge canvas). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageFormat = "jpeg" | "png" | "webp" | "heic";

export type DecodedImage = { ok: true; image: Sharp } | { ok: false; reason: "unreadable" | "tooManyPixels" };

/**
 * Opens an image as the format its signature claims, turned upright (EXIF orientation), ready
 * to be re-encoded (the caller's encoding throws on a picture that cannot be decoded): what comes out carries none of the original's metadata (EXIF, GPS position,
 * camera), as sharp writes none unless asked. The decoder must agree with the signature (a PNG
 * header glued on something else, an AVIF sold as HEIC, a truncated file are unreadable), and
 * the picture must stay within `maxPixels` (checked from the header, before decoding).
 */
export async function decodeImage(
  bytes: Uint8Array,
  format: ImageFormat,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<DecodedImage> {
  try {
    // The header only: its pixel count is checked here, before anything is decoded.
    const metadata = await sharp(bytes, { failOn: "error", pages: 1, limitInputPixels: false }).metadata();
    if (!metadata.width || !metadata.height) return { ok: false, reason: "unreadable" };
    if (metadata.width * metadata.height > maxPixels) return { ok: false, reason: "tooManyPixels" };
    if (format === "heic") {
      // HEIC is HEVC in a HEIF box; the same box holding AV1 is an AVIF, not what it claims.
      if (metadata.format !== "heif" || metadata.compression !== "hevc") return { ok: false, reason: "unreadable" };
      return { ok: true, image: await decodeHeic(bytes) };
    }
    if (metadata.format !== format) return { ok: false, reason: "unreadable" };
    // Lazy: the picture is decoded when encoded (a JPEG shrinks on load when resized), so the
    // caller's encoding is where a truncated or corrupt picture fails (failOn: "error").
    return { ok: true, image: sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", pages: 1 }).rotate() };
  } catch {
    // A truncated or forged file that passed the signature check.
    return { ok: false, reason: "unreadable" };
  }
}

/**
 * sharp's prebuilt libvips reads HEIF containers but not their HEVC pictures (a patent-encumbered
 * codec it does not ship), so iPhone photos decode through libheif's WebAssembly build.
 */
async function decodeHeic(bytes: Uint8Array) {
  const { default: decode } = await import("heic-decode");
  const picture = await decode({ buffer: bytes });
  return sharp(Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength), {
    raw: { width: picture.width, height: picture.height, channels: 4 },
  });
}
