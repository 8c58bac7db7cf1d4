/**
 * Test support: the text shown by a pdfkit PDF that uses the standard fonts, read back from its
 * content streams (inflated when compressed). Each text line of the PDF becomes one line.
 */
import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding's bytes 0x80–0x9F; the other bytes are Latin-1. */
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeWinAnsi = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((pair) => {
      const code = Number.parseInt(pair, 16);
      return winAnsiHigh[code] ?? String.fromCharCode(code);
    })
    .join('');

/** The raw bytes of every stream of the PDF, inflated where they were compressed. */
function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at, 'latin1');
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start, 'latin1');
    if (end < 0) break;
    const data = pdf.subarray(start + 'stream\n'.length, end);
    try {
      found.push(inflateSync(data).toString('latin1'));
    } catch {
      found.push(data.toString('latin1'));
    }
    at = end + '\nendstream'.length;
  }
  return found;
}

/** The text lines of the PDF, in the order they were written. */
export function pdfTextLines(pdf: Buffer): string[] {
  return streams(pdf).flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((array) =>
      [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => decodeWinAnsi(hex[1] ?? ''))
        .join(''),
    ),
  );
}

/** All the PDF's text as one string, lines joined by spaces and runs of spaces collapsed. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf)
    .join(' ')
    .replace(/[\s\u00a0]+/g, ' ');
}
