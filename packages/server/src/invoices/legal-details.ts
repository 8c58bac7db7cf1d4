/**
 * The seller's legal details, one block for every invoice PDF's footer and every mail's: name and
 * address, e-mail and telephone, register court and number, managing directors (§ 35a GmbHG,
 * § 37a HGB), VAT id and tax number (§ 14 Abs. 4 UStG), in the document's language.
 */
import type { Locale, Seller } from '@kursmarkt/schemas';
import type { Mail } from '../mail.ts';
import { textsIn } from '../texts.ts';
import { invoiceMessages } from './messages.ts';
import { invoiceSeller } from './seller.ts';
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

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The seller's legal details as a mail's footer: plain text (after the `-- ` line) and HTML. */
export function mailLegalDetails(seller: Seller, language: Locale) {
  const lines = legalDetailLines(invoiceSeller(seller), language);
  return {
    text: `-- \n${lines.join('\n')}\n`,
    html: `<footer><p style="color:#5c5c5c;font-size:12px">${lines.map(escapeHtml).join('<br>')}</p></footer>`,
  };
}

/** `mail` with the seller's legal details as its footer, in the text and in the HTML body. */
export function withLegalDetails(mail: Mail, seller: Seller, language: Locale): Mail {
  const footer = mailLegalDetails(seller, language);
  return {
    ...mail,
    text: `${mail.text.trimEnd()}\n\n${footer.text}`,
    ...(mail.html === undefined
      ? {}
      : { html: mail.html.replace('</body>', () => `${footer.html}</body>`) }),
  };
}
