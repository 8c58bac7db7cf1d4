/**
 * The data of a placed order's documents, built from its snapshot in its transaction: the invoice
 * (rendered after the commit as a Factur-X PDF and its CII XML, both kept as issued) and one
 * calendar file per dated course for the confirmation mail (invoices/stored-documents.ts).
 */
import type { CheckoutCustomer, Locale, Seller } from '@kursmarkt/schemas';
import { serviceDays } from '../invoices/format.ts';
import { giroCodePayload } from '../invoices/girocode.ts';
import { alpha2, invoiceSeller } from '../invoices/seller.ts';
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

/**
 * The VAT treatment of an order position as its snapshot keeps it: every document about the
 * position (the invoice, a cancellation invoice crediting it, a fee on it) carries this one.
 */
export const vatTreatmentOf = (position: {
  vatCategory: 'STANDARD' | 'EXEMPT' | 'REVERSE_CHARGE';
  vatExemptionReason: string | null;
}): VatTreatment =>
  position.vatCategory === 'EXEMPT'
    ? { category: 'EXEMPT', reason: position.vatExemptionReason ?? '' }
    : { category: position.vatCategory };

/**
 * When an order position's service is rendered: its course's days, or for self-study access and
 * packages the day access is given, `orderDay`.
 */
export const positionServiceDate = (
  position: { startDate: string | null; endDate: string | null },
  orderDay: string,
) =>
  position.startDate && position.endDate
    ? { dates: { start: position.startDate, end: position.endDate } }
    : { accessFrom: orderDay };

/** The period of the service of `positions` (BG-14): from the first of their days to the last. */
export function servicePeriodOf(positions: readonly InvoicePosition[]) {
  const days = positions.flatMap((position) => Object.values(serviceDays(position))).sort();
  return { start: days[0]!, end: days.at(-1)! };
}

/** The issuer and the buyer of an order's invoices, from the seller and the billing data. */
export function invoiceParties(
  seller: Seller,
  customer: CheckoutCustomer,
): Pick<InvoiceDocumentInput, 'seller' | 'buyer'> {
  return {
    seller: invoiceSeller(seller),
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
  const positions: InvoicePosition[] = data.positions.map((position) => ({
    name: position.name,
    organizer: position.organizerName,
    ...positionServiceDate(position, data.today),
    place: position.place,
    quantity: 1,
    listPriceCents: position.listPriceCents,
    discountCents: position.listPriceCents - position.payableCents,
    payableCents: position.payableCents,
    vat: vatTreatmentOf(position),
  }));
  const input: InvoiceDocumentInput = {
    kind: 'INVOICE',
    number: data.invoiceNumber,
    issueDate: data.today,
    servicePeriod: servicePeriodOf(positions),
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
