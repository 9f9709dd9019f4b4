import { describe, expect, it } from "vitest";
import { fileTypeOf, fileTypeOfBlob } from "./file-types";

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0);

describe("file types by content", () => {
  it("recognises each accepted type by its first bytes", () => {
    expect(fileTypeOf(PDF, ["pdf", "png", "jpeg"])).toBe("pdf");
    expect(fileTypeOf(PNG, ["pdf", "png", "jpeg"])).toBe("png");
    expect(fileTypeOf(JPEG, ["pdf", "png", "jpeg"])).toBe("jpeg");
  });

  it("refuses a type not accepted, truncated signatures and anything else", () => {
    expect(fileTypeOf(PNG, ["pdf"])).toBeNull();
    expect(fileTypeOf(new TextEncoder().encode("%PDF"), ["pdf"])).toBeNull();
    expect(fileTypeOf(new TextEncoder().encode("GIF89a"), ["pdf", "png", "jpeg"])).toBeNull();
    expect(fileTypeOf(new Uint8Array(), ["pdf"])).toBeNull();
  });

  it("tells a WebP from another RIFF file (a WAV) by the mark after its header", async () => {
    const riff = (kind: string) => new TextEncoder().encode(`RIFF\u0000\u0000\u0000\u0000${kind}VP8 `);
    expect(fileTypeOf(riff("WEBP"), ["webp"])).toBe("webp");
    expect(fileTypeOf(riff("WAVE"), ["webp"])).toBeNull();
    expect(fileTypeOf(riff("WEBP").subarray(0, 10), ["webp"])).toBeNull();
    expect(await fileTypeOfBlob(new File([riff("WEBP")], "x.jpg"), ["jpeg", "webp"])).toBe("webp");
  });

  it("reads a file's content, whatever its name or claimed type", async () => {
    expect(await fileTypeOfBlob(new File([PDF], "cv.txt", { type: "text/plain" }), ["pdf"])).toBe("pdf");
    expect(await fileTypeOfBlob(new File(["not a pdf"], "cv.pdf", { type: "application/pdf" }), ["pdf"])).toBeNull();
  });
});
