import { readFileSync } from "node:fs";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A photo as a phone takes it: JPEG, with the camera, the owner and the place in its EXIF, and
 * stored sideways with orientation 6 (turn 90° clockwise to show it). Its top half is gold and
 * its bottom half ink, so shown upright the left is ink and the right gold.
 */
export async function phonePhoto(width = 640, height = 480) {
  const halves = `<svg width="${width}" height="${height}"><rect width="${width}" height="${height / 2}" fill="#c9a96a"/><rect y="${height / 2}" width="${width}" height="${height / 2}" fill="#13203b"/></svg>`;
  return sharp(Buffer.from(halves))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Artist: "Camille Laurent" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function imageOf(format: "png" | "webp", width = 300, height = 200) {
  const image = sharp({ create: { width, height, channels: 4, background: { r: 201, g: 169, b: 106, alpha: 1 } } });
  return format === "png" ? image.png().toBuffer() : image.webp().toBuffer();
}

/** iPhone-style HEIC (HEVC), made once with libheif (tests/fixtures/README.md). */
export function heicPhoto() {
  return readFileSync(path.resolve(import.meta.dirname, "../fixtures/photo.heic"));
}

/** A Windows program renamed photo.jpg: "MZ", the DOS stub, then noise. */
export function renamedExecutable(size = 4096) {
  const bytes = Buffer.alloc(size, 0x90);
  bytes.write("MZ", 0, "latin1");
  bytes.write("This program cannot be run in DOS mode.", 78, "latin1");
  return bytes;
}

/** A real JPEG padded past the limit (JPEG readers ignore what follows the end marker). */
export async function oversizedJpeg(bytes: number) {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#13203b" } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length, 0)]);
}

/** A valid PNG header announcing width × height pixels, with a few bytes of picture: a bomb's shape. */
export function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
