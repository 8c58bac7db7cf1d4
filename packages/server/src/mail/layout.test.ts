// @vitest-environment jsdom
// The mails' HTML parts are read back with the browser's DOMParser.
import { describe, expect, it } from 'vitest';
import { legalDetailLines } from '../invoices/legal-details.ts';
import { domainSeller, seller } from '../invoices/test-support/invoice-cases.ts';
import { composeMail, paragraphsOf, type MailBlock } from './layout.ts';

const blocks: MailBlock[] = [
  'Guten Tag Anna Berger,',
  'vielen Dank für Ihre Bestellung K-2027-00042:',
  { lines: ['Mietrecht kompakt (Kanzleiakademie): 119,00 €', 'Arbeitsrecht aktuell: 89,00 €'] },
  'Stornieren können Sie hier: https://recht.kursmarkt.test/storno#abc.',
  { heading: 'Widerrufsbelehrung' },
  { heading: 'Widerrufsrecht', section: true },
  'An\nKursmarkt GmbH\nHohenzollernring 12',
  'https://recht.kursmarkt.test/konto',
];

const mail = (language: 'de' | 'en', body: MailBlock[] = blocks) =>
  composeMail({
    to: 'anna.berger@example.org',
    replyTo: 'rechnung@kursmarkt.example',
    subject: 'Ihre Bestellung K-2027-00042',
    language,
    seller: domainSeller,
    blocks: body,
  });

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The text an HTML body shows, written as the text part writes it. */
function textOfHtml(html: string) {
  const document = parse(html);
  const lines = (element: Element) =>
    element.innerHTML
      .split('<br>')
      .map((part) => parse(part).body.textContent)
      .join('\n');
  const parts = [...document.querySelectorAll('main > *')].map((element) => {
    if (element.tagName === 'UL') {
      return [...element.children].map((item) => `– ${lines(item)}`).join('\n');
    }
    if (element.tagName === 'P') return lines(element);
    const heading = element.textContent;
    return `${heading}\n${(element.tagName === 'H3' ? '-' : '=').repeat(heading.length)}`;
  });
  return `${parts.join('\n\n')}\n\n-- \n${lines(document.querySelector('footer p')!)}\n`;
}

describe('the mail layout', () => {
  it('writes the text part block by block: paragraphs, dashed lines, underlined headings, the legal details after the signature line', () => {
    expect(mail('de').text).toBe(
      [
        'Guten Tag Anna Berger,',
        '',
        'vielen Dank für Ihre Bestellung K-2027-00042:',
        '',
        '– Mietrecht kompakt (Kanzleiakademie): 119,00 €',
        '– Arbeitsrecht aktuell: 89,00 €',
        '',
        'Stornieren können Sie hier: https://recht.kursmarkt.test/storno#abc.',
        '',
        'Widerrufsbelehrung',
        '==================',
        '',
        'Widerrufsrecht',
        '--------------',
        '',
        'An',
        'Kursmarkt GmbH',
        'Hohenzollernring 12',
        '',
        'https://recht.kursmarkt.test/konto',
        '',
        '-- ',
        ...legalDetailLines(seller, 'de'),
        '',
      ].join('\n'),
    );
  });

  it('says in the HTML body what the text says, in the same order', () => {
    for (const language of ['de', 'en'] as const) {
      const { text, html } = mail(language);
      expect(textOfHtml(html!)).toBe(text);
      const document = parse(html!);
      expect(document.documentElement.lang).toBe(language);
      expect(document.title).toBe('Ihre Bestellung K-2027-00042');
    }
  });

  it('makes web addresses links, one alone in its paragraph a button, without the sentence’s full stop', () => {
    const links = [...parse(mail('de').html!).querySelectorAll('a')].map((a) => a.href);
    expect(links).toEqual([
      'https://recht.kursmarkt.test/storno#abc',
      'https://recht.kursmarkt.test/konto',
    ]);
  });

  it('escapes every value in the HTML and keeps it as typed in the text', () => {
    const title = '<script>alert("Kurs")</script> & <b>Recht</b>';
    const { text, html } = composeMail({
      to: 'anna.berger@example.org',
      subject: `Warteliste: ${title}`,
      language: 'de',
      seller: { ...domainSeller, legalName: 'Müller & Söhne <Seminare> GmbH' },
      blocks: [`Guten Tag <img src=x onerror=alert(1)>,`, { heading: title }, { lines: [title] }],
    });
    expect(text).toContain(`\n\n${title}\n`);
    expect(text).toContain(`– ${title}`);
    expect(text).toContain('Müller & Söhne <Seminare> GmbH · Hohenzollernring 12');
    const document = parse(html!);
    expect(document.querySelectorAll('script, b, img')).toHaveLength(0);
    expect(document.title).toBe(`Warteliste: ${title}`);
    expect(document.querySelector('h2')!.textContent).toBe(title);
    expect(document.querySelector('li')!.textContent).toBe(title);
    expect(document.querySelector('footer')!.textContent).toContain(
      'Müller & Söhne <Seminare> GmbH · Hohenzollernring 12',
    );
    expect(html).toContain('&lt;script&gt;alert(&quot;Kurs&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
  });

  it('ends both parts with the seller’s legal details in the mail’s language', () => {
    const german = mail('de');
    const english = mail('en');
    for (const line of [
      'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln · Deutschland',
      'Registergericht: Amtsgericht Köln · Registernummer: HRB 98765',
      'USt-IdNr.: DE136695976 · Steuernummer: 214/5678/1234',
    ]) {
      expect(german.text).toContain(line);
      expect(parse(german.html!).querySelector('footer')!.textContent).toContain(line);
    }
    for (const line of [
      'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln · Germany',
      'Register court: Amtsgericht Köln · Register number: HRB 98765',
      'VAT ID: DE136695976 · Tax number: 214/5678/1234',
    ]) {
      expect(english.text).toContain(line);
      expect(parse(english.html!).querySelector('footer')!.textContent).toContain(line);
    }
    expect(parse(english.html!).documentElement.lang).toBe('en');
  });

  it('keeps the addresses, the subject and the attachments', () => {
    const attachment = {
      fileName: 'girocode.png',
      mediaType: 'image/png',
      content: new Uint8Array([1]),
    };
    const composed = composeMail({
      to: 'anna.berger@example.org',
      replyTo: 'rechnung@kursmarkt.example',
      subject: 'Erinnerung',
      language: 'de',
      seller: domainSeller,
      blocks: ['Guten Tag,'],
      attachments: [attachment],
    });
    expect(composed).toMatchObject({
      to: 'anna.berger@example.org',
      replyTo: 'rechnung@kursmarkt.example',
      subject: 'Erinnerung',
      attachments: [attachment],
    });
  });

  it('parts a text at its blank lines so that the text part is the text as written', () => {
    const written = 'Guten Tag,\n\nbitte bestätigen Sie:\n\nhttps://a.test/x?token=1\n\n\nDanke.\n';
    expect(paragraphsOf(written)).toEqual([
      'Guten Tag,',
      'bitte bestätigen Sie:',
      'https://a.test/x?token=1',
      '\nDanke.',
    ]);
    const composed = composeMail({
      to: 'anna.berger@example.org',
      subject: 'Bitte bestätigen',
      language: 'de',
      seller: domainSeller,
      blocks: paragraphsOf(written),
    });
    expect(composed.text).toMatch(
      /^Guten Tag,\n\nbitte bestätigen Sie:\n\nhttps:\/\/a\.test\/x\?token=1\n\n\nDanke\.\n\n-- \n/,
    );
  });
});
