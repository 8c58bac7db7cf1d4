/**
 * The one layout of every mail the product sends: a mail is described once, as blocks, and this
 * renders both its plain text and its HTML body from them, with the seller's legal details as the
 * footer in the mail's language. No mail writes HTML or escapes text itself.
 */
import escapeHtml from 'escape-html';
import type { Locale, Seller } from '@kursmarkt/schemas';
import { legalDetailLines } from '../invoices/legal-details.ts';
import { invoiceSeller } from '../invoices/seller.ts';
import type { Mail } from './transport.ts';

/**
 * A part of a mail's body: a paragraph (its line breaks kept, its web addresses links in HTML),
 * the heading of what follows (a part, or a section of a part), or lines shown as a list (each
 * after a dash in the text).
 */
export type MailBlock = string | { heading: string; section?: true } | { lines: string[] };

/** What a mail says, in its language, from whom its footer names. */
interface MailDescription {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  language: Locale;
  /** The seller whose legal details end the mail. */
  seller: Seller;
  blocks: MailBlock[];
  attachments?: Mail['attachments'];
  listUnsubscribe?: string;
}

/** A text of paragraphs parted by blank lines, as blocks: joined again, the text is the same. */
export const paragraphsOf = (text: string): MailBlock[] => text.trimEnd().split('\n\n');

const textOf = (block: MailBlock) => {
  if (typeof block === 'string') return block;
  if ('lines' in block) return block.lines.map((line) => `– ${line}`).join('\n');
  return `${block.heading}\n${(block.section ? '-' : '=').repeat(block.heading.length)}`;
};

/** A web address, without the punctuation that ends the sentence it closes. */
const webAddress = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

const link = (href: string, style: string) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(href)}</a>`;

const linkStyle = 'color:#1a4f8b';
const buttonStyle =
  'display:inline-block;padding:10px 16px;border-radius:4px;background:#1a4f8b;color:#ffffff;text-decoration:none;word-break:break-all';

/** A paragraph's text escaped, its line breaks `<br>`, its web addresses links. */
function inline(text: string) {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(webAddress)) {
    html += escapeHtml(text.slice(from, match.index)) + link(match[0], linkStyle);
    from = match.index + match[0].length;
  }
  return (html + escapeHtml(text.slice(from))).replaceAll('\n', '<br>');
}

function htmlOf(block: MailBlock) {
  if (typeof block === 'string') {
    // A paragraph that is one address alone is the mail's action: a button.
    const alone = block.match(webAddress);
    return alone?.[0] === block ? `<p>${link(block, buttonStyle)}</p>` : `<p>${inline(block)}</p>`;
  }
  if ('lines' in block) {
    return `<ul>${block.lines.map((line) => `<li>${inline(line)}</li>`).join('')}</ul>`;
  }
  return block.section
    ? `<h3>${escapeHtml(block.heading)}</h3>`
    : `<h2>${escapeHtml(block.heading)}</h2>`;
}

/** The mail of `description`: its text and its HTML body, both ending in the legal details. */
export function composeMail(description: MailDescription): Mail {
  const { blocks, language, subject } = description;
  const footer = legalDetailLines(invoiceSeller(description.seller), language);
  const text = `${blocks.map(textOf).join('\n\n')}\n\n-- \n${footer.join('\n')}\n`;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f1f;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    '<main style="max-width:640px">',
    blocks.map(htmlOf).join(''),
    '</main>',
    `<footer style="max-width:640px;margin-top:32px;border-top:1px solid #d0d0d0;padding-top:12px"><p style="margin:0;color:#5c5c5c;font-size:12px">${footer
      .map((line) => escapeHtml(line))
      .join('<br>')}</p></footer>`,
    '</body></html>',
  ].join('');
  return {
    to: description.to,
    ...(description.replyTo === undefined ? {} : { replyTo: description.replyTo }),
    subject,
    text,
    html,
    ...(description.attachments === undefined ? {} : { attachments: description.attachments }),
    ...(description.listUnsubscribe === undefined
      ? {}
      : { listUnsubscribe: description.listUnsubscribe }),
  };
}
