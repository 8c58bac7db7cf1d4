/**
 * An invoice as its documents need it (the PDF, the EN 16931 XML, the GiroCode): a plain value the
 * order transaction builds from its snapshot. Money is integer cents (EUR), prices are gross;
 * dates are calendar days (`YYYY-MM-DD`, Europe/Berlin).
 */
import type { Locale } from '@kursmarkt/schemas';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

export type PostalAddress = {
  street: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. `DE`. */
  country: string;
};

/** The issuer: the domain's seller (docs/booking.md, sellers and invoices). */
export type InvoiceSeller = {
  legalName: string;
  address: PostalAddress;
  /** USt-IdNr., e.g. `DE136695976`; a seller gives it, the tax number or both. */
  vatId?: string;
  /** Steuernummer, e.g. `214/5678/1234`. */
  taxNumber?: string;
  /** The commercial register entry: its court and number, e.g. `Amtsgericht Köln`, `HRB 12345`. */
  register?: { court: string; number: string };
  /** The managing directors (§ 35a GmbHG), or the board of an AG. */
  managingDirectors?: string[];
  email: string;
  phone?: string;
  bank: { holder: string; iban: string; bic: string; name: string };
};

type InvoiceBuyer = {
  kind: 'CONSUMER' | 'BUSINESS';
  /** The person's full name. */
  name: string;
  /** The company; required for a business customer. */
  company?: string;
  address: PostalAddress;
  email: string;
  vatId?: string;
  /** The buyer reference (BT-10), e.g. a public buyer's Leitweg-ID. */
  buyerReference?: string;
};

/**
 * A position's VAT treatment: 19 % (`STANDARD`), exempt with its legal reason (`EXEMPT`), or
 * reverse charge to a business in another EU country (`REVERSE_CHARGE`, category AE, 0 %).
 */
export type VatTreatment =
  | { category: 'STANDARD' }
  | { category: 'EXEMPT'; reason: string }
  | { category: 'REVERSE_CHARGE' };

/**
 * When a position's service is rendered (§ 14 Abs. 4 Nr. 6 UStG): a course's days (`dates`), or
 * for self-study access and packages the day access is given, the order's day (`accessFrom`).
 */
type PositionServiceDate = { dates: { start: Day; end: Day } } | { accessFrom: Day };

export type InvoicePosition = PositionServiceDate & {
  name: string;
  organizer: string;
  /** The place (city and venue) or the format (`Online-Seminar`, `Selbststudium`) as shown. */
  place: string;
  /** Always 1 (one seat or one package); kept so the documents say it. */
  quantity: 1;
  /** The list price, gross. */
  listPriceCents: number;
  /** Voucher discount or the part paid by credits, gross. */
  discountCents: number;
  /** What the customer pays for the position, gross: list price − discount. */
  payableCents: number;
  vat: VatTreatment;
};

type InvoicePayment =
  /** Payment by invoice: due on `dueDate`. */
  | { method: 'INVOICE'; dueDate: Day }
  /** Prepayment (Vorkasse): the seats are held until `dueDate`. */
  | { method: 'PREPAYMENT'; dueDate: Day }
  /** Nothing left to pay: paid through a provider, or a total of 0 (credits, a voucher). */
  | { method: 'PAID' };

/** How a cancellation's amount reaches the customer. */
type CancellationSettlement =
  /** The original invoice was paid: the amount is paid back. */
  | 'REFUND'
  /** The original invoice was not paid yet: it is settled by this cancellation invoice. */
  | 'OFFSET';

type CommonInput = {
  /** The consecutive number, `<prefix>-<year>-<n>`; also the payment reference. */
  number: string;
  issueDate: Day;
  /** The date or period of the service (§ 14 Abs. 4 Nr. 6 UStG). */
  servicePeriod: { start: Day; end: Day };
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  language: Locale;
  currency: 'EUR';
  /** The order number the customer knows. */
  orderNumber: string;
  positions: InvoicePosition[];
};

export type InvoiceDocumentInput =
  | (CommonInput & { kind: 'INVOICE'; payment: InvoicePayment })
  | (CommonInput & {
      kind: 'CANCELLATION';
      /** The invoice this one cancels (BT-25, BT-26). */
      cancels: { number: string; issueDate: Day };
      settlement: CancellationSettlement;
    });
