// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invoiceXml } from './cii.ts';
import { invoicePdf } from './pdf.ts';
import { invoiceCases } from './test-support/invoice-cases.ts';
import { readPdf } from './test-support/read-pdf.ts';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the invoice PDF', () => {
  it.each(Object.entries(invoiceCases))(
    'carries its XML as factur-x.xml, byte for byte: %s',
    async (_name, input) => {
      const { attachments } = await readPdf(await invoicePdf(input));
      expect([...attachments.keys()]).toEqual(['factur-x.xml']);
      expect(attachments.get('factur-x.xml')?.toString('utf8')).toBe(invoiceXml(input));
    },
  );

  it('is a PDF/A-3b Factur-X document of the EN 16931 profile with embedded fonts', async () => {
    const pdf = await invoicePdf(invoiceCases['standard 19 % to a consumer without a VAT id'], {
      compress: false,
    });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.7')).toBe(true);
    expect(raw).toContain('/AFRelationship /Alternative');
    expect(raw).toContain('/Subtype /text#2Fxml');
    expect(raw).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
    expect(raw).toContain('/S /GTS_PDFA1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    const { metadata } = await readPdf(pdf);
    expect(metadata).toMatch(
      /<pdfaid:part>3<\/pdfaid:part>\s*<pdfaid:conformance>B<\/pdfaid:conformance>/,
    );
    expect(metadata).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(metadata).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(metadata).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(metadata).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
  });

  it('embeds the glyphs of its own text only: the parsed fonts are shared, the subsets are not', async () => {
    const german = invoiceCases['standard 19 % to a consumer without a VAT id'];
    const first = await invoicePdf(german);
    await invoicePdf(invoiceCases['a cancellation settling an unpaid invoice, in English']);
    expect((await invoicePdf(german)).equals(first)).toBe(true);
  });

  it('shows every § 14 UStG field of a German invoice', async () => {
    const { pages } = await readPdf(
      await invoicePdf(invoiceCases['mixed rates: 19 % and exempt courses and a package']),
    );
    const text = nbsp(pages.join(' '));
    for (const expected of [
      // issuer: full name and address, VAT id and tax number
      'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln',
      'USt-IdNr.: DE136695976',
      'Steuernummer: 214/5678/1234',
      // buyer: full name and address
      'Anna Berger Friesenplatz 3 50672 Köln',
      // issue date, consecutive number, service and its date
      'Rechnungsdatum 25.11.2026',
      'Rechnungsnummer KM-2026-17',
      'Leistungszeitraum 25.11.2026 – 14.12.2026',
      'Kündigungsschutzklagen erfolgreich führen',
      'Termin: 09.12.2026 – 10.12.2026',
      'Zwangsvollstreckung für Kanzleimitarbeitende',
      'Termin: 14.12.2026',
      'Fachanwaltspaket Arbeitsrecht (15 Zeitstunden)',
      'Leistungsdatum: Zugang ab 25.11.2026',
      // net per rate, rate and tax, the exemption's reason, the total
      'Nettobetrag zu 19 % 1.293,28 €',
      'Umsatzsteuer 19 % 245,72 €',
      'Steuerfreier Betrag (§ 4 Nr. 21 UStG) 249,00 €',
      'Gesamtbetrag 1.788,00 €',
      'Bitte überweisen Sie 1.788,00 € bis zum 09.12.2026 unter Angabe der Rechnungsnummer KM-2026-17.',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'GiroCode',
    ])
      expect(text).toContain(expected);
  });

  it('is in English for an English invoice, with the reverse-charge note and both VAT ids', async () => {
    const { pages } = await readPdf(
      await invoicePdf(
        invoiceCases[
          'reverse charge to a business in Austria, with both VAT ids and a buyer reference'
        ],
      ),
    );
    const text = nbsp(pages.join(' '));
    for (const expected of [
      'Invoice KM-2026-17',
      'Huber & Partner Rechtsanwälte OG Mag. Lukas Huber Graben 21 1010 Wien Austria',
      "Customer's VAT ID ATU12345678",
      'HUBER-2026-0815',
      'Invoice date 25 November 2026',
      'Net amount at 0 % €1,000.00',
      'Reverse charge: the recipient of the service is liable for the VAT (Steuerschuldnerschaft des Leistungsempfängers)',
      'Total €1,000.00',
      'VAT ID: DE136695976',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Rechnung');
  });

  it('shows a voucher as list price and discount, and takes the VAT of gross prices from their sum without a rounding line', async () => {
    const voucher = nbsp(
      (
        await readPdf(await invoicePdf(invoiceCases['a voucher discount on two positions']))
      ).pages.join(' '),
    );
    expect(voucher).toContain('Listenpreis 1.190,00 €, Nachlass 119,00 €');
    expect(voucher).toContain('Gesamtbetrag 1.385,10 €');
    const rounding = nbsp(
      (
        await readPdf(
          await invoicePdf(
            invoiceCases['paid through a provider, with VAT taken from the gross sum'],
          ),
        )
      ).pages.join(' '),
    );
    expect(rounding).toContain('Nettobetrag zu 19 % 8,39 €');
    expect(rounding).toContain('Umsatzsteuer 19 % 1,60 €');
    expect(rounding).not.toContain('Rundung');
    expect(rounding).toContain('Gesamtbetrag 9,99 €');
    expect(rounding).toContain('Der Rechnungsbetrag ist beglichen.');
    expect(rounding).not.toContain('GiroCode');
  });

  it('asks for prepayment by its deadline, with bank details and GiroCode', async () => {
    const text = nbsp(
      (await readPdf(await invoicePdf(invoiceCases['prepayment with its deadline']))).pages.join(
        ' ',
      ),
    );
    expect(text).toContain(
      'Zahlung per Vorkasse: Bitte überweisen Sie 1.190,00 € bis zum 02.12.2026 unter Angabe der Rechnungsnummer KM-2026-17.',
    );
    expect(text).toContain('Bankverbindung');
    expect(text).toContain('GiroCode');
  });

  it('makes a cancellation a Stornorechnung with negative amounts that names the cancelled invoice', async () => {
    const text = nbsp(
      (
        await readPdf(
          await invoicePdf(
            invoiceCases['a cancellation refunding a paid invoice (credit note 381)'],
          ),
        )
      ).pages.join(' '),
    );
    expect(text).toContain('Stornorechnung KM-2026-18');
    expect(text).toContain('Storno zur Rechnung KM-2026-17 vom 25.11.2026');
    expect(text).toContain('Umsatzsteuer 19 % -190,00 €');
    expect(text).toContain('Korrekturbetrag -1.190,00 €');
    expect(text).not.toContain('Gutschrift');
    expect(text).toContain('Der Betrag von 1.190,00 € wird Ihnen erstattet.');
    expect(text).not.toContain('GiroCode');
  });
});
