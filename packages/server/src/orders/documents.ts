/**
 * The data of a placed order's documents, built from its snapshot in its transaction: the invoice
 * (rendered after the commit as a Factur-X PDF and its CII XML, both kept as issued) and one
 * calendar file per dated course for the confirmation mail (invoices/stored-documents.ts).
 */
import {
  countryCodes,
  type CheckoutCustomer,
  type CountryIso,
  type Locale,
  type Seller,
} from '@kursmarkt/schemas';
import { giroCodePayload } from '../invoices/girocode.ts';
import type { StoredCourseEvent } from '../invoices/stored-documents.ts';
import type { InvoiceDocumentInput, InvoicePosition, VatTreatment } from '../invoices/types.ts';

export interface DocumentPosition {
  id: string;
  name: string;
  organizerName: string;
  startDate: string | null;
  endDate: string | null;
  /** City, or the format for online and self-study courses. */
  place: string;
  listPriceCents: number;
  payableCents: number;
  vatCategory: 'STANDARD' | 'EXEMPT' | 'REVERSE_CHARGE';
  vatExemptionReason: string | null;
}

/** What the order's invoice and the confirmation's calendar files are rendered from. */
interface OrderDocumentData {
  invoice: InvoiceDocumentInput;
  calendar: StoredCourseEvent[];
  /** Whether the invoice asks for a transfer: the confirmation carries its GiroCode. */
  giroCode: boolean;
}

const vatOf = (position: DocumentPosition): VatTreatment =>
  position.vatCategory === 'EXEMPT'
    ? { category: 'EXEMPT', reason: position.vatExemptionReason ?? '' }
    : { category: position.vatCategory };

const alpha2 = (country: string) => countryCodes[country as CountryIso] ?? country.slice(0, 2);

/** The issuer and the buyer of an order's invoices, from the seller and the billing data. */
export function invoiceParties(
  seller: Seller,
  customer: CheckoutCustomer,
): Pick<InvoiceDocumentInput, 'seller' | 'buyer'> {
  return {
    seller: {
      legalName: seller.legalName,
      address: {
        street: seller.street,
        zip: seller.zip,
        city: seller.city,
        country: alpha2(seller.country),
      },
      ...(seller.vatId ? { vatId: seller.vatId } : {}),
      ...(seller.taxNumber ? { taxNumber: seller.taxNumber } : {}),
      ...(seller.registerEntry ? { registerEntry: seller.registerEntry } : {}),
      email: seller.email,
      ...(seller.phone ? { phone: seller.phone } : {}),
      bank: {
        holder: seller.bank.accountHolder,
        iban: seller.bank.iban,
        bic: seller.bank.bic,
        name: seller.bank.bankName,
      },
    },
    buyer: {
      kind: customer.customerKind,
      name: `${customer.name} ${customer.lastname}`,
      ...(customer.company ? { company: customer.company } : {}),
      address: {
        street: customer.street,
        zip: customer.zipCode,
        city: customer.city,
        country: alpha2(customer.country),
      },
      email: customer.email,
      ...(customer.vatId ? { vatId: customer.vatId } : {}),
      ...(customer.buyerReference ? { buyerReference: customer.buyerReference } : {}),
    },
  };
}

/** The invoice's data and the dated courses' calendar entries, stamped at the order's time. */
export function orderDocumentData(data: {
  language: Locale;
  domain: string;
  now: Date;
  today: string;
  seller: Seller;
  customer: CheckoutCustomer;
  orderNumber: string;
  invoiceNumber: string;
  payment: { method: 'INVOICE' | 'PREPAYMENT'; dueDate: string } | { method: 'PAID' };
  positions: DocumentPosition[];
}): OrderDocumentData {
  const { seller, customer } = data;
  const dated = data.positions.filter((position) => position.startDate && position.endDate);
  const starts = dated.map((position) => position.startDate!).sort();
  const ends = dated.map((position) => position.endDate!).sort();
  const positions: InvoicePosition[] = data.positions.map((position) => ({
    name: position.name,
    organizer: position.organizerName,
    ...(position.startDate && position.endDate
      ? { dates: { start: position.startDate, end: position.endDate } }
      : {}),
    place: position.place,
    quantity: 1,
    listPriceCents: position.listPriceCents,
    discountCents: position.listPriceCents - position.payableCents,
    payableCents: position.payableCents,
    vat: vatOf(position),
  }));
  const input: InvoiceDocumentInput = {
    kind: 'INVOICE',
    number: data.invoiceNumber,
    issueDate: data.today,
    servicePeriod: { start: starts[0] ?? data.today, end: ends.at(-1) ?? data.today },
    ...invoiceParties(seller, customer),
    language: data.language,
    currency: 'EUR',
    orderNumber: data.orderNumber,
    positions,
    payment: data.payment,
  };
  return {
    invoice: input,
    calendar: dated.map((position) => ({
      uid: `${position.id}@${data.domain}`,
      stamp: data.now.toISOString(),
      summary: position.name,
      location: position.place,
      dates: { start: position.startDate!, end: position.endDate! },
    })),
    giroCode: giroCodePayload(input) !== undefined,
  };
}
