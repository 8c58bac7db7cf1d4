// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceXml } from './cii.ts';
import { invoiceCases } from './test-support/invoice-cases.ts';
import { compiledRules, failedEn16931Rules } from './test-support/validate-en16931.ts';

// The first run on a machine compiles the official rules (half a minute to a minute).
beforeAll(() => compiledRules());

describe('the invoice XML', () => {
  it.each(Object.entries(invoiceCases))(
    'passes the EN 16931 rules without a failed rule: %s',
    async (_name, input) => {
      expect(await failedEn16931Rules(invoiceXml(input))).toEqual([]);
    },
  );

  it('is told apart from a broken invoice by the same rules', async () => {
    const broken = invoiceXml(invoiceCases['standard 19 % to a consumer without a VAT id']).replace(
      /<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/,
      '',
    );
    expect(await failedEn16931Rules(broken)).toContainEqual(
      expect.objectContaining({ id: 'BR-05', flag: 'fatal' }),
    );
  });

  it('states the EN 16931 profile, the number, type, date, parties and totals of an invoice', () => {
    const xml = invoiceXml(invoiceCases['standard 19 % to a consumer without a VAT id']);
    for (const expected of [
      '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>',
      '<ram:ID>KM-2026-17</ram:ID>',
      '<ram:TypeCode>380</ram:TypeCode>',
      '<udt:DateTimeString format="102">20261125</udt:DateTimeString>',
      '<ram:Name>Kursmarkt GmbH</ram:Name>',
      '<ram:ID schemeID="VA">DE136695976</ram:ID>',
      '<ram:ID schemeID="FC">214/5678/1234</ram:ID>',
      '<ram:Name>Anna Berger</ram:Name>',
      '<ram:PaymentReference>KM-2026-17</ram:PaymentReference>',
      '<ram:IBANID>DE89370400440532013000</ram:IBANID>',
      '<ram:BasisAmount>1000.00</ram:BasisAmount>',
      '<ram:CalculatedAmount>190.00</ram:CalculatedAmount>',
      '<ram:GrandTotalAmount>1190.00</ram:GrandTotalAmount>',
      '<ram:DuePayableAmount>1190.00</ram:DuePayableAmount>',
    ])
      expect(xml).toContain(expected);
    expect(xml).not.toContain('RoundingAmount');
  });

  it('takes the VAT of gross prices from their sum, so the total is what the customer paid without a rounding amount', () => {
    const xml = invoiceXml(
      invoiceCases['paid through a provider, with VAT taken from the gross sum'],
    );
    expect(xml).toContain('<ram:TaxBasisTotalAmount>8.39</ram:TaxBasisTotalAmount>');
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">1.60</ram:TaxTotalAmount>');
    expect(xml).not.toContain('RoundingAmount');
    expect(xml).toContain('<ram:GrandTotalAmount>9.99</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:TotalPrepaidAmount>9.99</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  });

  it('gives a self-study line the day access is given as its period of service', () => {
    const xml = invoiceXml(invoiceCases['mixed rates: 19 % and exempt courses and a package']);
    expect(xml).toContain('Leistungsdatum: Zugang ab 25.11.2026');
    expect(xml).toMatch(
      /<ram:LineTotalAmount>[\d.]+<\/ram:LineTotalAmount>[\s\S]*?<ram:LineID>3<\/ram:LineID>[\s\S]*?<ram:BillingSpecifiedPeriod>\s*<ram:StartDateTime>\s*<udt:DateTimeString format="102">20261125<\/udt:DateTimeString>\s*<\/ram:StartDateTime>\s*<ram:EndDateTime>\s*<udt:DateTimeString format="102">20261125<\/udt:DateTimeString>/,
    );
  });

  it('shows a voucher as the price discount of each position', () => {
    const xml = invoiceXml(invoiceCases['a voucher discount on two positions']);
    // 1,190.00 € list, 119.00 € off: 1,000.00 € net list, 900.00 € net, 100.00 € net discount.
    expect(xml).toMatch(
      /<ram:GrossPriceProductTradePrice>\s*<ram:ChargeAmount>1000.00<\/ram:ChargeAmount>\s*<ram:AppliedTradeAllowanceCharge>\s*<ram:ChargeIndicator>\s*<udt:Indicator>false<\/udt:Indicator>\s*<\/ram:ChargeIndicator>\s*<ram:ActualAmount>100.00<\/ram:ActualAmount>/,
    );
    expect(xml).toContain('<ram:LineTotalAmount>900.00</ram:LineTotalAmount>');
  });

  it('marks reverse charge with category AE, 0 %, the legal note and both VAT ids', () => {
    const xml = invoiceXml(
      invoiceCases[
        'reverse charge to a business in Austria, with both VAT ids and a buyer reference'
      ],
    );
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(xml).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(xml).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');
    expect(xml).toContain('<ram:BuyerReference>HUBER-2026-0815</ram:BuyerReference>');
    expect(xml).toContain('<ram:Name>Huber &amp; Partner Rechtsanwälte OG</ram:Name>');
    expect(xml).toContain('<ram:PersonName>Mag. Lukas Huber</ram:PersonName>');
  });

  it('gives an exempt position its legal reason', () => {
    const xml = invoiceXml(invoiceCases['exempt under § 4 Nr. 21 UStG']);
    expect(xml).toContain(
      '<ram:ExemptionReason>Steuerfrei nach § 4 Nr. 21 UStG</ram:ExemptionReason>',
    );
    expect(xml).toContain('<ram:CategoryCode>E</ram:CategoryCode>');
  });

  it('makes a cancellation a credit note (type 381) referring to the cancelled invoice', () => {
    const xml = invoiceXml(
      invoiceCases['a cancellation refunding a paid invoice (credit note 381)'],
    );
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>KM-2026-17<\/ram:IssuerAssignedID>\s*<ram:FormattedIssueDateTime>\s*<qdt:DateTimeString format="102">20261125<\/qdt:DateTimeString>/,
    );
    expect(xml).toContain('Der Betrag von 1.190,00\u00a0€ wird Ihnen erstattet.');
    expect(xml).not.toContain('PaymentMeans');
  });

  it('leaves out the bank transfer when nothing is left to pay', () => {
    const xml = invoiceXml(invoiceCases['a total of 0, paid with package credits']);
    expect(xml).not.toContain('PaymentMeans');
    expect(xml).toContain('<ram:GrandTotalAmount>0.00</ram:GrandTotalAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  });
});
