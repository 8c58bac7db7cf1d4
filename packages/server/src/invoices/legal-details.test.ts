// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { invoiceXml } from './cii.ts';
import { composeMail } from '../mail/layout.ts';
import { legalDetailLines } from './legal-details.ts';
import { invoicePdf } from './pdf.ts';
import { domainSeller, invoiceCases, seller } from './test-support/invoice-cases.ts';
import { readPdf } from './test-support/read-pdf.ts';

describe("the seller's legal details", () => {
  it('name the seller, its address, contact, register court and number, managing directors and tax ids', () => {
    expect(legalDetailLines(seller, 'de')).toEqual([
      'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln · Deutschland',
      'E-Mail: rechnung@kursmarkt.example · Telefon: +49 221 123456',
      'Registergericht: Amtsgericht Köln · Registernummer: HRB 98765 · Geschäftsführung: Dr. Katrin Albers, Jonas Weidemann',
      'USt-IdNr.: DE136695976 · Steuernummer: 214/5678/1234',
    ]);
    expect(legalDetailLines(seller, 'en')).toEqual([
      'Kursmarkt GmbH · Hohenzollernring 12 · 50672 Köln · Germany',
      'E-mail: rechnung@kursmarkt.example · Phone: +49 221 123456',
      'Register court: Amtsgericht Köln · Register number: HRB 98765 · Managing directors: Dr. Katrin Albers, Jonas Weidemann',
      'VAT ID: DE136695976 · Tax number: 214/5678/1234',
    ]);
  });

  it('leave out the register line of a seller without a register entry', () => {
    const { register: _register, managingDirectors: _directors, ...unregistered } = seller;
    expect(legalDetailLines(unregistered, 'de')).toHaveLength(3);
    expect(legalDetailLines(unregistered, 'de').join('\n')).not.toContain('Register');
  });

  it('are the same block in every invoice PDF footer and every mail footer, text and HTML', async () => {
    const lines = legalDetailLines(seller, 'de');
    const mail = composeMail({
      to: 'anna.berger@example.org',
      subject: 'Ihre Bestellung',
      language: 'de',
      seller: domainSeller,
      blocks: ['Guten Tag,'],
    });
    expect(mail.text).toContain(`\n-- \n${lines.join('\n')}\n`);
    expect(mail.html).toContain(lines.join('<br>'));
    for (const input of Object.values(invoiceCases).filter((input) => input.language === 'de')) {
      const text = (await readPdf(await invoicePdf(input))).pages.join(' ');
      for (const line of lines) expect(text).toContain(line);
    }
  });

  it('go into the CII as the seller’s additional legal information (BT-33)', () => {
    expect(invoiceXml(invoiceCases['standard 19 % to a consumer without a VAT id'])).toContain(
      '<ram:Description>Registergericht: Amtsgericht Köln · Registernummer: HRB 98765 · Geschäftsführung: Dr. Katrin Albers, Jonas Weidemann</ram:Description>',
    );
  });
});
