import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  heicPhoto,
  imageOf,
  oversizedJpeg,
  phonePhoto,
  pngClaiming,
  renamedExecutable,
} from "../../../tests/support/images";
import { PHOTO_MAX_BYTES, PHOTO_SIDE, prepareProfilePhoto, sniffPhotoFormat } from "./profile-photo.server";

async function expectStoredSquare(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ format: "webp", width: PHOTO_SIDE, height: PHOTO_SIDE });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
}

describe("profile photo", () => {
  it("re-encodes a phone's JPEG as a small square WebP, upright, with the camera and the place gone", async () => {
    const original = await phonePhoto(640, 480);
    // The input really carries the GPS position (the GPS IFD pointer, tag 0x8825) and the camera.
    expect(original.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(original.includes(Buffer.from("PhoneMaker"))).toBe(true);
    const prepared = await prepareProfilePhoto(original);
    expect(prepared).toMatchObject({ ok: true, contentType: "image/webp", source: "jpeg" });
    if (!prepared.ok) return;
    await expectStoredSquare(prepared.bytes);
    expect(prepared.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(prepared.bytes.includes(Buffer.from("Camille"))).toBe(false);
    expect(prepared.bytes.length).toBeLessThan(30_000);
    // Turned as the EXIF orientation says: ink on the left, gold on the right.
    const { data, info } = await sharp(prepared.bytes).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels] as number;
    expect(red(10, 128)).toBeLessThan(60);
    expect(red(245, 128)).toBeGreaterThan(150);
  });

  it("takes PNG, WebP and an iPhone's HEIC", async () => {
    for (const [bytes, source] of [
      [await imageOf("png"), "png"],
      [await imageOf("webp"), "webp"],
      [heicPhoto(), "heic"],
    ] as const) {
      const prepared = await prepareProfilePhoto(bytes);
      expect(prepared).toMatchObject({ ok: true, source });
      if (prepared.ok) await expectStoredSquare(prepared.bytes);
    }
  });

  it("refuses a renamed executable, text, an empty file and a GIF, by their content", async () => {
    expect(await prepareProfilePhoto(renamedExecutable())).toEqual({ ok: false, reason: "not-an-image" });
    expect(await prepareProfilePhoto(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
      ok: false,
      reason: "not-an-image",
    });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect(await prepareProfilePhoto(gif)).toEqual({ ok: false, reason: "not-an-image" });
    expect(await prepareProfilePhoto(Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
  });

  it("refuses a file over 5 MB before decoding it", async () => {
    const big = await oversizedJpeg(PHOTO_MAX_BYTES + 1);
    expect(await prepareProfilePhoto(big)).toEqual({ ok: false, reason: "too-large" });
    const justUnder = await oversizedJpeg(PHOTO_MAX_BYTES);
    expect((await prepareProfilePhoto(justUnder)).ok).toBe(true);
  });

  it("refuses a truncated image and a signature glued on something else as unreadable", async () => {
    const jpeg = await phonePhoto();
    expect(await prepareProfilePhoto(jpeg.subarray(0, 200))).toEqual({ ok: false, reason: "unreadable" });
    const fakePng = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), renamedExecutable(512)]);
    expect(await prepareProfilePhoto(fakePng)).toEqual({ ok: false, reason: "unreadable" });
    const heicHeaderOnly = heicPhoto().subarray(0, 40);
    expect(await prepareProfilePhoto(heicHeaderOnly)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("refuses a small file that declares a gigantic canvas (a decompression bomb)", async () => {
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1000);
    expect(await prepareProfilePhoto(bomb)).toEqual({ ok: false, reason: "unreadable" });
  });

  it("reads signatures, not names", () => {
    expect(sniffPhotoFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffPhotoFormat(heicPhoto())).toBe("heic");
    expect(sniffPhotoFormat(Buffer.from("RIFF\0\0\0\0WAVEfmt ", "latin1"))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0isom", "latin1"))).toBeNull();
  });
});
