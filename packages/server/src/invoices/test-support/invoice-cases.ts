/**
 * Test support: invoices as the order transaction would hand them over, one per case the documents
 * must get right (rates, exemptions, vouchers, reverse charge, payment methods, credits, VAT of gross prices,
 * cancellation, self-study access).
 */
import { sellerSchema, type Seller } from '@kursmarkt/schemas';
import type { InvoiceDocumentInput, InvoicePosition, InvoiceSeller } from '../types.ts';

export const seller: InvoiceSeller = {
  legalName: 'Kursmarkt GmbH',
  address: { street: 'Hohenzollernring 12', zip: '50672', city: 'Köln', country: 'DE' },
  vatId: 'DE136695976',
  taxNumber: '214/5678/1234',
  register: { court: 'Amtsgericht Köln', number: 'HRB 98765' },
  managingDirectors: ['Dr. Katrin Albers', 'Jonas Weidemann'],
  email: 'rechnung@kursmarkt.example',
  phone: '+49 221 123456',
  bank: {
    holder: 'Kursmarkt GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    name: 'Commerzbank Köln',
  },
};

/** The same seller as a domain's configuration describes it. */
export const domainSeller: Seller = sellerSchema.parse({
  id: 'kursmarkt',
  legalName: seller.legalName,
  street: seller.address.street,
  zip: seller.address.zip,
  city: seller.address.city,
  country: 'DEU',
  vatId: seller.vatId,
  taxNumber: seller.taxNumber,
  register: seller.register,
  managingDirectors: seller.managingDirectors,
  email: seller.email,
  phone: seller.phone,
  bank: {
    accountHolder: seller.bank.holder,
    iban: seller.bank.iban.replaceAll(' ', ''),
    bic: seller.bank.bic,
    bankName: seller.bank.name,
  },
  invoicePrefix: 'KM',
  paymentMethods: ['INVOICE'],
});

const consumer: InvoiceDocumentInput['buyer'] = {
  kind: 'CONSUMER',
  name: 'Anna Berger',
  address: { street: 'Friesenplatz 3', zip: '50672', city: 'Köln', country: 'DE' },
  email: 'anna.berger@example.org',
};

export const course: InvoicePosition = {
  name: 'Kündigungsschutzklagen erfolgreich führen',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  dates: { start: '2026-12-09', end: '2026-12-10' },
  place: 'Köln, Haus der Anwaltschaft',
  quantity: 1,
  listPriceCents: 119_000,
  discountCents: 0,
  payableCents: 119_000,
  vat: { category: 'STANDARD' },
};

const exemptCourse: InvoicePosition = {
  name: 'Zwangsvollstreckung für Kanzleimitarbeitende',
  organizer: 'RENO-Bildungswerk Nord',
  dates: { start: '2026-12-14', end: '2026-12-14' },
  place: 'Online-Seminar',
  quantity: 1,
  listPriceCents: 24_900,
  discountCents: 0,
  payableCents: 24_900,
  vat: { category: 'EXEMPT', reason: '§ 4 Nr. 21 UStG' },
};

const selfStudy: InvoicePosition = {
  name: 'Fachanwaltspaket Arbeitsrecht (15 Zeitstunden)',
  organizer: 'Fachinstitut für Arbeitsrecht Köln',
  accessFrom: '2026-11-25',
  place: 'Selbststudium',
  quantity: 1,
  listPriceCents: 34_900,
  discountCents: 0,
  payableCents: 34_900,
  vat: { category: 'STANDARD' },
};

const base = {
  kind: 'INVOICE',
  number: 'KM-2026-17',
  issueDate: '2026-11-25',
  servicePeriod: { start: '2026-12-09', end: '2026-12-10' },
  seller,
  buyer: consumer,
  language: 'de',
  currency: 'EUR',
  orderNumber: 'KM-7Q2M9XKD',
  positions: [course],
  payment: { method: 'INVOICE', dueDate: '2026-12-09' },
} satisfies InvoiceDocumentInput;

/** Each case by name; every one must pass the EN 16931 rules. */
export const invoiceCases = {
  'standard 19 % to a consumer without a VAT id': base,
  'exempt under § 4 Nr. 21 UStG': {
    ...base,
    servicePeriod: { start: '2026-12-14', end: '2026-12-14' },
    positions: [exemptCourse],
  },
  'mixed rates: 19 % and exempt courses and a package': {
    ...base,
    servicePeriod: { start: '2026-11-25', end: '2026-12-14' },
    positions: [course, exemptCourse, selfStudy],
  },
  'a voucher discount on two positions': {
    ...base,
    positions: [
      { ...course, discountCents: 11_900, payableCents: 107_100 },
      { ...selfStudy, discountCents: 3_490, payableCents: 31_410 },
    ],
    servicePeriod: { start: '2026-11-25', end: '2026-12-10' },
  },
  'reverse charge to a business in Austria, with both VAT ids and a buyer reference': {
    ...base,
    language: 'en',
    buyer: {
      kind: 'BUSINESS',
      name: 'Mag. Lukas Huber',
      company: 'Huber & Partner Rechtsanwälte OG',
      address: { street: 'Graben 21', zip: '1010', city: 'Wien', country: 'AT' },
      email: 'office@huber-partner.example',
      vatId: 'ATU12345678',
      buyerReference: 'HUBER-2026-0815',
    },
    positions: [
      {
        ...course,
        listPriceCents: 100_000,
        payableCents: 100_000,
        vat: { category: 'REVERSE_CHARGE' },
      },
    ],
  },
  'prepayment with its deadline': {
    ...base,
    payment: { method: 'PREPAYMENT', dueDate: '2026-12-02' },
  },
  'a total of 0, paid with package credits': {
    ...base,
    positions: [{ ...course, discountCents: 119_000, payableCents: 0 }],
    payment: { method: 'PAID' },
  },
  'paid through a provider, with VAT taken from the gross sum': {
    ...base,
    // 3 × 3.33 € gross: 9.99 €, of which 1.60 € VAT (19/119 of 9.99 €) and 8.39 € net.
    positions: [0, 1, 2].map((index) => ({
      ...selfStudy,
      name: `Kurzvideo ${index + 1}`,
      listPriceCents: 333,
      payableCents: 333,
    })),
    servicePeriod: { start: '2026-11-25', end: '2026-11-25' },
    payment: { method: 'PAID' },
  },
  'a cancellation refunding a paid invoice (credit note 381)': {
    ...base,
    kind: 'CANCELLATION',
    number: 'KM-2026-18',
    issueDate: '2026-11-30',
    cancels: { number: 'KM-2026-17', issueDate: '2026-11-25' },
    settlement: 'REFUND',
  },
  'a cancellation settling an unpaid invoice, in English': {
    ...base,
    kind: 'CANCELLATION',
    language: 'en',
    number: 'KM-2026-19',
    issueDate: '2026-11-30',
    cancels: { number: 'KM-2026-17', issueDate: '2026-11-25' },
    settlement: 'OFFSET',
  },
} satisfies Record<string, InvoiceDocumentInput>;
