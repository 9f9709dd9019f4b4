import { describe, expect, it } from "vitest";
import { attachmentDisposition, safeFileName } from "./file-names";

describe("safeFileName", () => {
  it("ends with the extension of what the file is, whatever it was called", () => {
    expect(safeFileName("polyglot.html", "pdf")).toBe("polyglot.pdf");
    expect(safeFileName("photo.jpg", "pdf")).toBe("photo.pdf");
    expect(safeFileName("IMG_0042.HEIC", "jpeg")).toBe("IMG_0042.jpg");
    expect(safeFileName("scan.jpeg", "jpeg")).toBe("scan.jpg");
    expect(safeFileName("relevé", "pdf")).toBe("relevé.pdf");
    expect(safeFileName("rapport.pdf.exe", "pdf")).toBe("rapport.pdf");
    expect(safeFileName("compte-rendu v1.2", "pdf")).toBe("compte-rendu v1.2.pdf");
  });

  it("drops control and bidirectional characters, so the name reads as it is", () => {
    expect(safeFileName("facture\u202Egnp.exe", "png")).toBe("facturegnp.png");
    expect(safeFileName("facture\u202Egnp.exe", "pdf")).toBe("facturegnp.pdf");
    expect(safeFileName("a\u0000b\u200Bc\u2066d\u2069\uFEFF.pdf", "pdf")).toBe("a bcd.pdf");
    expect(safeFileName("line\r\nbreak.pdf", "pdf")).toBe("line break.pdf");
  });

  it("keeps no folder, no reserved character, no dot file, and falls back when nothing is left", () => {
    expect(safeFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(safeFileName("C:\\Users\\x\\doc.pdf", "pdf")).toBe("doc.pdf");
    expect(safeFileName('a<b>:"|?*.pdf', "pdf")).toBe("a_b______.pdf");
    expect(safeFileName(".htaccess", "png")).toBe("htaccess.png");
    expect(safeFileName(".pdf", "pdf")).toBe("document.pdf");
    expect(safeFileName("\u202E", "jpeg", "photo")).toBe("photo.jpg");
    expect(safeFileName("x".repeat(500), "pdf")).toHaveLength(154);
  });

  it("cleans a name of an unknown type without inventing an extension", () => {
    expect(safeFileName("notes\u202E.txt", "text/plain")).toBe("notes");
  });
});

describe("attachmentDisposition", () => {
  it("offers an ASCII name and the UTF-8 one", () => {
    expect(attachmentDisposition('relevé "1".pdf')).toBe(
      `attachment; filename="relev_ _1_.pdf"; filename*=UTF-8''relev%C3%A9%20%221%22.pdf`,
    );
  });
});
