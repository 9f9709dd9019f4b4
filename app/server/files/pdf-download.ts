const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * A generated PDF as a download for the signed-in reader only: never cached by a shared cache,
 * never sniffed, its name in plain ASCII for old browsers and in full (RFC 5987) for the rest.
 * A missing one is a 404.
 */
export function pdfDownloadResponse(pdf: { fileName: string; bytes: Uint8Array } | null) {
  if (!pdf) return new Response("Not Found", { status: 404, headers: PRIVATE });
  const ascii = pdf.fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "");
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      ...PRIVATE,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
