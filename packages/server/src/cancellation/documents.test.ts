// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceXml } from '../invoices/cii.ts';
import { invoicePdf } from '../invoices/pdf.ts';
import { seller } from '../invoices/test-support/invoice-cases.ts';
import { readPdf } from '../invoices/test-support/read-pdf.ts';
import { compiledRules, failedEn16931Rules } from '../invoices/test-support/validate-en16931.ts';
import type { InvoiceDocumentInput } from '../invoices/types.ts';
import { cancellationDocuments, type CancelledLine } from './documents.ts';
import { quotePosition } from './terms.ts';

// The first run on a machine compiles the official rules (half a minute to a minute).
beforeAll(() => compiledRules(), 120_000);

const exemptReason = '§ 4 Nr. 21 UStG';
const reverseChargeNote = 'Steuerschuldnerschaft des Leistungsempfängers';

/** The VAT treatments an order position can have, as its snapshot keeps them. */
const treatments = [
  { vatCategory: 'STANDARD', vatExemptionReason: null },
  { vatCategory: 'EXEMPT', vatExemptionReason: exemptReason },
  { vatCategory: 'REVERSE_CHARGE', vatExemptionReason: null },
] as const;

/** What each treatment must look like on every document about the position. */
const expectedTax = {
  STANDARD: { code: 'S', percent: '19', pdfRate: '19 %' },
  EXEMPT: { code: 'E', percent: '0', pdfRate: '0 %' },
  REVERSE_CHARGE: { code: 'AE', percent: '0', pdfRate: '0 %' },
} as const;

/** How the customer cancels: everything or some positions, by withdrawal, free or late. */
const kinds = ['FULL', 'PARTIAL', 'WITHDRAWAL', 'WITH_FEE'] as const;

const today = '2027-04-10';
/** Free until 14 days before the first day: a course on the 20th is late, one in May is not. */
const terms = { freeDays: 14, feeBasisPoints: 5000 };

const orderLine = fc.record({
  treatment: fc.constantFrom(...treatments),
  courseType: fc.constantFrom('ONLINE', 'PRESENT', 'SELF' as const),
  startDate: fc.constantFrom('2027-04-20', '2027-05-20'),
  paidCents: fc.integer({ min: 1, max: 500_000 }),
});

const orders = fc
  .record({
    lines: fc.array(orderLine, { minLength: 2, maxLength: 4 }),
    kind: fc.constantFrom(...kinds),
    chosen: fc.integer({ min: 0, max: 3 }),
    language: fc.constantFrom('de', 'en' as const),
    paid: fc.boolean(),
  })
  .map(({ lines, kind, chosen, language, paid }) => {
    const order = lines.map(({ treatment, courseType, startDate, paidCents }, index) => ({
      ...treatment,
      name: `Kurs ${index + 1}`,
      organizerName: 'Fachinstitut für Arbeitsrecht Köln',
      courseType,
      city: courseType === 'PRESENT' ? 'Köln' : null,
      // A late cancellation's fee needs a day to count from; self-study has none.
      startDate: courseType === 'SELF' ? null : kind === 'WITH_FEE' ? '2027-04-20' : startDate,
      endDate: courseType === 'SELF' ? null : kind === 'WITH_FEE' ? '2027-04-20' : startDate,
      paidCents,
    }));
    const cancelled = kind === 'PARTIAL' ? [order[chosen % order.length]!] : order;
    const cancelledLines: CancelledLine[] = cancelled.map((line) => ({
      ...line,
      feeCents: quotePosition(
        { status: 'BOOKED', packageId: null, startDate: line.startDate, paidCents: line.paidCents },
        terms,
        today,
        { free: kind === 'WITHDRAWAL' },
      ).feeCents,
    }));
    return { kind, language, paid, lines: cancelledLines };
  });

function documentsOf(order: { language: 'de' | 'en'; paid: boolean; lines: CancelledLine[] }) {
  return cancellationDocuments({
    numbers: { credit: 'KM-2027-31', fee: 'KM-2027-32' },
    today,
    parties: {
      seller,
      buyer: {
        kind: 'BUSINESS',
        name: 'Mag. Lukas Huber',
        company: 'Huber & Partner Rechtsanwälte OG',
        address: { street: 'Graben 21', zip: '1010', city: 'Wien', country: 'AT' },
        email: 'office@huber-partner.example',
        vatId: 'ATU12345678',
      },
    },
    language: order.language,
    orderNumber: 'KM-7Q2M9XKD',
    cancels: { number: 'KM-2027-30', issueDate: '2027-03-01' },
    paid: order.paid,
    feeDueDate: '2027-04-24',
    lines: order.lines,
  });
}

/** The XML's lines: each one's category code and rate, in order. */
const xmlLines = (xml: string) =>
  [
    ...xml.matchAll(
      /<ram:IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/ram:IncludedSupplyChainTradeLineItem>/g,
    ),
  ].map(([, line = '']) => ({
    code: /<ram:CategoryCode>([^<]*)<\/ram:CategoryCode>/.exec(line)?.[1],
    percent: /<ram:RateApplicablePercent>([^<]*)<\/ram:RateApplicablePercent>/.exec(line)?.[1],
    period: /<ram:BillingSpecifiedPeriod>/.test(line),
  }));

/** Reads an amount of the XML's header sums, in cents. */
const xmlCents = (xml: string, element: string) => {
  const value = new RegExp(`<ram:${element}(?: [^>]*)?>([^<]*)</ram:${element}>`).exec(xml)?.[1];
  return Math.round(Number(value) * 100);
};

/** Checks one document's lines, XML and PDF against the order positions they refer to. */
async function expectDerivedFrom(
  document: InvoiceDocumentInput,
  lines: readonly CancelledLine[],
  amountOf: (line: CancelledLine) => number,
) {
  expect(document.positions).toHaveLength(lines.length);
  document.positions.forEach((position, index) => {
    const line = lines[index]!;
    expect(position.vat).toEqual(
      line.vatCategory === 'EXEMPT'
        ? { category: 'EXEMPT', reason: exemptReason }
        : { category: line.vatCategory },
    );
    expect(position.payableCents).toBe(amountOf(line));
  });

  const xml = invoiceXml(document);
  expect(xmlLines(xml)).toEqual(
    lines.map((line) => ({
      code: expectedTax[line.vatCategory].code,
      percent: expectedTax[line.vatCategory].percent,
      period: true,
    })),
  );
  const categories = new Set(lines.map((line) => line.vatCategory));
  expect(xml.includes('VATEX-EU-AE')).toBe(categories.has('REVERSE_CHARGE'));
  expect(xml.includes(reverseChargeNote)).toBe(categories.has('REVERSE_CHARGE'));
  expect(xml.includes(exemptReason)).toBe(categories.has('EXEMPT'));
  if (!categories.has('STANDARD')) expect(xmlCents(xml, 'TaxTotalAmount')).toBe(0);
  const gross = lines.reduce((sum, line) => sum + amountOf(line), 0);
  expect(xmlCents(xml, 'GrandTotalAmount')).toBe(gross);
  expect(xml).not.toContain('RoundingAmount');
  expect(await failedEn16931Rules(xml)).toEqual([]);

  const text = (await readPdf(await invoicePdf(document))).pages.join(' ').replace(/\u00a0/g, ' ');
  expect(text.includes(reverseChargeNote)).toBe(categories.has('REVERSE_CHARGE'));
  expect(text.includes(`(${exemptReason})`)).toBe(categories.has('EXEMPT'));
  const standardTax = /(?:Umsatzsteuer|VAT) 19 %/.test(text);
  expect(standardTax).toBe(categories.has('STANDARD'));
  // The PDF's tax and total are the XML's, as the amounts of this document's language show them.
  const money = new Intl.NumberFormat(document.language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  });
  const sign = document.kind === 'CANCELLATION' ? -1 : 1;
  if (categories.has('STANDARD'))
    expect(text).toContain(
      money.format((sign * xmlCents(xml, 'TaxTotalAmount')) / 100).replace(/\u00a0/g, ' '),
    );
  expect(text).toContain(money.format((sign * gross) / 100).replace(/\u00a0/g, ' '));
  expect(text).not.toMatch(/Rundung|Rounding|Gutschrift/);
}

describe('the documents of a cancellation', () => {
  it('credit and charge each position with its own VAT category, rate and exemption reason, the same in the PDF and the XML', async () => {
    await fc.assert(
      fc.asyncProperty(orders, async (order) => {
        const { creditNote, feeInvoice } = documentsOf(order);
        expect(creditNote.kind).toBe('CANCELLATION');
        await expectDerivedFrom(creditNote, order.lines, (line) => line.paidCents);
        const charged = order.lines.filter((line) => line.feeCents > 0);
        // Self-study has no day a late cancellation counts from, so it is never charged a fee.
        if (order.kind === 'WITH_FEE' && order.lines.some((line) => line.startDate !== null))
          expect(charged.length).toBeGreaterThan(0);
        if (order.kind === 'WITHDRAWAL') expect(charged).toEqual([]);
        if (charged.length === 0) {
          expect(feeInvoice).toBeNull();
          return;
        }
        expect(feeInvoice?.kind).toBe('INVOICE');
        await expectDerivedFrom(feeInvoice!, charged, (line) => line.feeCents);
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('keeps reverse charge on the cancellation invoice and the fee of an Austrian business', () => {
    const online: CancelledLine = {
      name: 'Arbeitsrecht aktuell (online)',
      organizerName: 'Fachinstitut für Arbeitsrecht Köln',
      courseType: 'ONLINE',
      city: null,
      startDate: '2027-04-20',
      endDate: '2027-04-20',
      paidCents: 42_017,
      vatCategory: 'REVERSE_CHARGE',
      vatExemptionReason: null,
      feeCents: 21_009,
    };
    const { creditNote, feeInvoice } = documentsOf({
      language: 'de',
      paid: false,
      lines: [online],
    });
    for (const xml of [invoiceXml(creditNote), invoiceXml(feeInvoice!)]) {
      expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
      expect(xml).toContain(reverseChargeNote);
      expect(xml).not.toContain('<ram:CategoryCode>S</ram:CategoryCode>');
      expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>');
    }
  });

  it("give a self-study position the day access was given, the order invoice's day, as its date of service", () => {
    const selfStudy: CancelledLine = {
      name: 'Fachanwaltspaket Arbeitsrecht',
      organizerName: 'Fachinstitut für Arbeitsrecht Köln',
      courseType: 'SELF',
      city: null,
      startDate: null,
      endDate: null,
      paidCents: 34_900,
      vatCategory: 'STANDARD',
      vatExemptionReason: null,
      feeCents: 0,
    };
    const { creditNote } = documentsOf({ language: 'de', paid: true, lines: [selfStudy] });
    expect(creditNote.positions[0]).toMatchObject({ accessFrom: '2027-03-01' });
    expect(creditNote.servicePeriod).toEqual({ start: '2027-03-01', end: '2027-03-01' });
  });
});
