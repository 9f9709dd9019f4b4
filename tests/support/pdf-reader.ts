import { getDocumentProxy } from "unpdf";

type StructNode = { role?: string; children?: StructNode[]; type?: string; lang?: string };

export type ReadPdf = {
  pages: number;
  /** Every page's text as a reader extracts it, pages separated by a blank line. */
  text: string;
  /** Each page's text on its own (what ended up on which page). */
  pageTexts: string[];
  title: string | undefined;
  lang: string | undefined;
  tagged: boolean;
  /** The roles of the structure tree, depth first (H1, P, Table, TR, TH, TD, L, LI...). */
  roles: string[];
};

/** Opens a PDF as a reader would (Mozilla's PDF.js, as unpdf ships it for Node): its text, title, language and tags. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const texts: string[] = [];
    const roles: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
      const walk = (node: StructNode | null | undefined) => {
        if (!node) return;
        if (node.role) roles.push(node.role);
        for (const child of node.children ?? []) walk(child);
      };
      walk((await page.getStructTree()) as StructNode | null);
    }
    const metadata = await document.getMetadata();
    const info = metadata.info as { Title?: string; Language?: string; IsMarked?: boolean } | undefined;
    // Depending on its version, PDF.js gives the MarkInfo dictionary as a Map or an object.
    const markInfo = (await document.getMarkInfo()) as Map<string, unknown> | { Marked?: boolean } | null;
    const marked = markInfo instanceof Map ? markInfo.get("Marked") : markInfo?.Marked;
    return {
      pages: document.numPages,
      text: texts.join("\n\n"),
      pageTexts: texts,
      title: info?.Title,
      lang: info?.Language,
      tagged: marked === true,
      roles,
    };
  } finally {
    await document.loadingTask.destroy();
  }
}
