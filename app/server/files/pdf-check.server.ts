import { getResolvedPDFJS } from "unpdf";

/**
 * Whether the bytes open as a PDF with at least one page, read by Mozilla's PDF.js (as unpdf
 * ships it for servers, without a worker, fonts or scripts): a file that starts with "%PDF-" and
 * is something else, or is cut short, does not. A password-protected PDF, which nobody here
 * could read, does not either.
 */
export async function parsePdf(bytes: Uint8Array): Promise<boolean> {
  const pdfjs = await getResolvedPDFJS();
  const task = pdfjs.getDocument({
    // PDF.js may detach the buffer it is given: a copy keeps the caller's bytes intact.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) return false;
    await document.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}
