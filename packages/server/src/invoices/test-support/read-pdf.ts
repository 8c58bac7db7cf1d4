/**
 * Test support: a PDF read back as a reader sees it, with pdf.js (Mozilla's PDF reader): its text
 * per page (items joined by spaces, runs of white space collapsed), its embedded files and its
 * XMP metadata.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ReadPdf = {
  pages: string[];
  /** The embedded files by name. */
  attachments: Map<string, Buffer>;
  /** The document's XMP metadata packet. */
  metadata: string;
};

export async function readPdf(pdf: Buffer): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/[\s\u00a0]+/g, ' '),
      );
    }
    const files = ((await document.getAttachments()) ?? {}) as Record<
      string,
      { filename: string; content: Uint8Array }
    >;
    const attachments = new Map(
      Object.values(files).map((file) => [file.filename, Buffer.from(file.content)] as const),
    );
    const { metadata } = await document.getMetadata();
    return { pages, attachments, metadata: metadata?.getRaw() ?? '' };
  } finally {
    await document.destroy();
  }
}
