// @vitest-environment node
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { giroCode, giroCodeModules, giroCodePayload } from './girocode.ts';
import { invoiceCases, seller } from './test-support/invoice-cases.ts';

describe('the GiroCode', () => {
  it('is the EPC069-12 payload of a SEPA transfer: BIC, name, IBAN, amount and the invoice number as reference', () => {
    expect(giroCodePayload(invoiceCases['standard 19 % to a consumer without a VAT id'])).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nKursmarkt GmbH\nDE89370400440532013000\nEUR1190.00\n\n\nKM-2026-17',
    );
    expect(giroCodePayload(invoiceCases['a voucher discount on two positions'])).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nKursmarkt GmbH\nDE89370400440532013000\nEUR1385.10\n\n\nKM-2026-17',
    );
  });

  it('is made for prepayment too', () => {
    expect(giroCodePayload(invoiceCases['prepayment with its deadline'])).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nKursmarkt GmbH\nDE89370400440532013000\nEUR1190.00\n\n\nKM-2026-17',
    );
  });

  it('clips the beneficiary to the 70 characters EPC069-12 allows', () => {
    const holder = `${'Fortbildungsakademie für Rechtsanwältinnen und Rechtsanwälte '.repeat(2)}GmbH`;
    const input = {
      ...invoiceCases['standard 19 % to a consumer without a VAT id'],
      seller: { ...seller, bank: { ...seller.bank, holder } },
    };
    expect(giroCodePayload(input)?.split('\n')[5]).toBe([...holder].slice(0, 70).join(''));
  });

  it('is not made when nothing is to be transferred', async () => {
    for (const name of [
      'a total of 0, paid with package credits',
      'paid through a provider, with VAT taken from the gross sum',
      'a cancellation refunding a paid invoice (credit note 381)',
    ] as const) {
      expect(giroCodePayload(invoiceCases[name])).toBeUndefined();
      expect(await giroCode(invoiceCases[name])).toBeUndefined();
    }
  });

  it('comes as an SVG and a PNG image of the payload, with error correction level M', async () => {
    const code = await giroCode(invoiceCases['prepayment with its deadline']);
    expect(code?.payload).toBe(giroCodePayload(invoiceCases['prepayment with its deadline']));
    expect(code?.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(code?.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const modules = giroCodeModules(code!.payload);
    const reference = QRCode.create(code!.payload, { errorCorrectionLevel: 'M' });
    expect(modules).toHaveLength(reference.modules.size);
    expect(modules.flat().filter(Boolean).length).toBe(
      Array.from(reference.modules.data).filter((bit) => bit === 1).length,
    );
  });
});
