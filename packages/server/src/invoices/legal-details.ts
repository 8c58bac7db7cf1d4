/**
 * The seller's legal details, one block for every invoice PDF's footer and every mail's: name and
 * address, e-mail and telephone, register court and number, managing directors (§ 35a GmbHG,
 * § 37a HGB), VAT id and tax number (§ 14 Abs. 4 UStG), in the document's language.
 */
import type { Locale } from '@kursmarkt/schemas';
import { textsIn } from '../texts.ts';
import { invoiceMessages } from './messages.ts';
import type { InvoiceSeller } from './types.ts';

/**
 * The seller's register court and number and managing directors, ` · ` between them (EN 16931
 * BT-33, the seller's additional legal information); empty for a seller with none.
 */
export function registerLine(seller: InvoiceSeller, language: Locale): string {
  const t = textsIn(language).formatMessage;
  return [
    ...(seller.register
      ? [
          `${t(invoiceMessages.registerCourt)}: ${seller.register.court}`,
          `${t(invoiceMessages.registerNumber)}: ${seller.register.number}`,
        ]
      : []),
    ...(seller.managingDirectors
      ? [`${t(invoiceMessages.managingDirectors)}: ${seller.managingDirectors.join(', ')}`]
      : []),
  ].join(' · ');
}

/** The lines of the seller's legal details, each of parts joined by ` · `. */
export function legalDetailLines(seller: InvoiceSeller, language: Locale): string[] {
  const t = textsIn(language).formatMessage;
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(seller.address.country);
  const { street, zip, city } = seller.address;
  return [
    [seller.legalName, street, `${zip} ${city}`, country ?? seller.address.country].join(' · '),
    [
      `${t(invoiceMessages.email)}: ${seller.email}`,
      ...(seller.phone ? [`${t(invoiceMessages.phone)}: ${seller.phone}`] : []),
    ].join(' · '),
    registerLine(seller, language),
    [
      ...(seller.vatId ? [`${t(invoiceMessages.vatId)}: ${seller.vatId}`] : []),
      ...(seller.taxNumber ? [`${t(invoiceMessages.taxNumber)}: ${seller.taxNumber}`] : []),
    ].join(' · '),
  ].filter((line) => line !== '');
}
