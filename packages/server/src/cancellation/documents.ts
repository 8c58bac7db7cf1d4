/**
 * The documents of a cancellation (issue 22), as plain data: the cancellation invoice (CII type 381)
 * crediting the cancelled positions and, for late cancellations, the invoice of the fees. Each of
 * their lines is derived from the order position it refers to and carries that position's VAT
 * treatment: its category, rate and exemption reason (reverse charge stays reverse charge, an
 * exemption stays exempt with its reason), and its date of service.
 */
import type { CourseType, Locale } from '@kursmarkt/schemas';
import type { InvoiceDocumentInput, InvoicePosition } from '../invoices/types.ts';
import { positionServiceDate, servicePeriodOf, vatTreatmentOf } from '../orders/documents.ts';
import { placeText } from '../orders/mails.ts';
import { feePositionName } from './mails.ts';

/** A cancelled order position as its snapshot keeps it, with the fee its cancellation costs. */
export interface CancelledLine {
  name: string;
  organizerName: string;
  courseType: CourseType | null;
  city: string | null;
  startDate: string | null;
  endDate: string | null;
  paidCents: number;
  vatCategory: 'STANDARD' | 'EXEMPT' | 'REVERSE_CHARGE';
  vatExemptionReason: string | null;
  feeCents: number;
}

/** The cancellation invoice and the fee invoice (null without a fee) of cancelling `lines`. */
export function cancellationDocuments(data: {
  numbers: { credit: string; fee: string | null };
  today: string;
  parties: Pick<InvoiceDocumentInput, 'seller' | 'buyer'>;
  language: Locale;
  orderNumber: string;
  /** The order's invoice: its day is the day access was given to undated positions. */
  cancels: { number: string; issueDate: string };
  /** Whether the order was paid: the credit is refunded and the fee kept from it. */
  paid: boolean;
  /** The fee invoice's due date when the order was not paid. */
  feeDueDate: string;
  lines: readonly CancelledLine[];
}): { creditNote: InvoiceDocumentInput; feeInvoice: InvoiceDocumentInput | null } {
  const { language } = data;
  const position = (line: CancelledLine, cents: number, name: string): InvoicePosition => ({
    name,
    organizer: line.organizerName,
    ...positionServiceDate(line, data.cancels.issueDate),
    place: placeText(language, line.courseType, line.city),
    quantity: 1,
    listPriceCents: cents,
    discountCents: 0,
    payableCents: cents,
    vat: vatTreatmentOf(line),
  });
  const common = {
    issueDate: data.today,
    ...data.parties,
    language,
    currency: 'EUR',
    orderNumber: data.orderNumber,
  } as const;
  const credited = data.lines.map((line) => position(line, line.paidCents, line.name));
  const creditNote: InvoiceDocumentInput = {
    ...common,
    kind: 'CANCELLATION',
    number: data.numbers.credit,
    servicePeriod: servicePeriodOf(credited),
    positions: credited,
    cancels: data.cancels,
    settlement: data.paid ? 'REFUND' : 'OFFSET',
  };
  const fees = data.lines
    .filter((line) => line.feeCents > 0)
    .map((line) => position(line, line.feeCents, feePositionName(language, line.name)));
  const feeInvoice: InvoiceDocumentInput | null =
    data.numbers.fee === null || fees.length === 0
      ? null
      : {
          ...common,
          kind: 'INVOICE',
          number: data.numbers.fee,
          servicePeriod: servicePeriodOf(fees),
          positions: fees,
          // Paid already: the fee is kept from the refund.
          payment: data.paid ? { method: 'PAID' } : { method: 'INVOICE', dueDate: data.feeDueDate },
        };
  return { creditNote, feeInvoice };
}
