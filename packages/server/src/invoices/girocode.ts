/**
 * The GiroCode: the EPC QR code of a SEPA credit transfer (European Payments Council, EPC069-12,
 * version 002), which banking apps read to fill in a transfer: the seller's account, the amount due
 * and the invoice number as the reference. Shown on invoices still to be paid by transfer
 * (payment by invoice and prepayment), on the completion page and in the mail.
 */
import QRCode from 'qrcode';
import { awaitsTransfer } from './format.ts';
import { invoiceTotals } from './tax.ts';
import type { InvoiceDocumentInput } from './types.ts';

/** Error correction level M, as EPC069-12 asks. */
const qrOptions = { errorCorrectionLevel: 'M' } as const;

/** EPC069-12 allows 70 characters for the beneficiary's name and 140 for the reference. */
const clip = (text: string, length: number) => [...text].slice(0, length).join('');

/** A SEPA credit transfer to ask for: the payee's account, the amount and the reference. */
type Transfer = {
  bank: { holder: string; iban: string; bic: string };
  cents: number;
  /** The invoice number. */
  reference: string;
};

/**
 * The EPC QR payload of a transfer. Lines: service tag BCD, version 002, character set 1 (UTF-8),
 * SCT, BIC, name, IBAN, amount, purpose (empty), structured reference (empty), the reference as
 * unstructured text.
 */
function transferPayload({ bank, cents, reference }: Transfer): string {
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    bank.bic.replaceAll(' ', ''),
    clip(bank.holder, 70),
    bank.iban.replaceAll(' ', ''),
    `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    '',
    '',
    clip(reference, 140),
  ].join('\n');
}

/**
 * The EPC QR payload for an invoice still to be paid by transfer, or undefined when nothing is to
 * be transferred (paid, a total of 0, a cancellation).
 */
export function giroCodePayload(input: InvoiceDocumentInput): string | undefined {
  const totals = invoiceTotals(input.positions);
  if (!awaitsTransfer(input, totals)) return undefined;
  return transferPayload({
    bank: input.seller.bank,
    cents: totals.grossCents,
    reference: input.number,
  });
}

/** The QR code's dark modules, row by row (for drawing it as vectors into a PDF). */
export function giroCodeModules(payload: string): boolean[][] {
  const { modules } = QRCode.create(payload, qrOptions);
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.get(row, column) === 1),
  );
}

export type GiroCode = {
  payload: string;
  /** An SVG image of the code, for the completion page. */
  svg: string;
  /** A PNG image of the code, for the mail. */
  png: Buffer;
};

/** The GiroCode of an invoice still to be paid by transfer, or undefined (see giroCodePayload). */
export async function giroCode(input: InvoiceDocumentInput): Promise<GiroCode | undefined> {
  const payload = giroCodePayload(input);
  return payload === undefined ? undefined : giroCodeOf(payload);
}

/** The GiroCode of a transfer. */
export const transferGiroCode = (transfer: Transfer) => giroCodeOf(transferPayload(transfer));

const svgOf = (payload: string) =>
  QRCode.toString(payload, { ...qrOptions, type: 'svg', margin: 2 });

/**
 * The GiroCode of a transfer as its SVG image alone, for an answer that shows it: a tenth of the
 * processor time of both images (the PNG's filters and compression are the rest).
 */
export const transferGiroCodeSvg = (transfer: Transfer) => svgOf(transferPayload(transfer));

async function giroCodeOf(payload: string): Promise<GiroCode> {
  const [svg, png] = await Promise.all([
    svgOf(payload),
    QRCode.toBuffer(payload, { ...qrOptions, type: 'png', margin: 2, scale: 6 }),
  ]);
  return { payload, svg, png };
}
