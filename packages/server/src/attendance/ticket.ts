/**
 * A participant's ticket as a QR code (docs/decisions/0059): the ticket code alone, which the
 * door scan (`POST /api/attendance/scan`) reads; in the confirmation mail as a PNG, in Meine Kurse
 * as an SVG.
 */
import QRCode from 'qrcode';

const qrOptions = { errorCorrectionLevel: 'M', margin: 2 } as const;

/** The ticket's QR code as a PNG. */
export const ticketQrPng = (code: string): Promise<Uint8Array> =>
  QRCode.toBuffer(code, { ...qrOptions, type: 'png', scale: 6 });

/** The ticket's QR code as an SVG image. */
export const ticketQrSvg = (code: string): Promise<string> =>
  QRCode.toString(code, { ...qrOptions, type: 'svg' });
