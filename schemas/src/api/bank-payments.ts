import { z } from 'zod';
import { endpoint } from './common.ts';
import { bankPaymentRoutes as routes } from './routes-bank-payments.ts';

const orderParams = z.strictObject({
  organizerId: z.coerce.number().int().positive(),
  orderId: z.uuid(),
});
const day = z.iso.date();
const reason = z.string().trim().min(3).max(500);

/** A proposed booking of a bank row's money on an order, with how sure the matching is (0–1). */
export const bankSuggestionSchema = z.strictObject({
  orderId: z.uuid(),
  orderNumber: z.string(),
  reference: z.string(),
  cents: z.number().int(),
  confidence: z.number().min(0).max(1),
});

export const bankRowSchema = z.strictObject({
  id: z.uuid(),
  bookedOn: day,
  amountCents: z.number().int(),
  counterparty: z.string(),
  purpose: z.string(),
  importedAt: z.iso.datetime({ offset: true }),
  assignedAt: z.iso.datetime({ offset: true }).nullable(),
  suggestions: z.array(bankSuggestionSchema),
});
export type BankRow = z.infer<typeof bankRowSchema>;

const booking = z.strictObject({
  orderId: z.uuid(),
  cents: z.number().int(),
  /** Still open on the order after it; negative: overpaid by that much. */
  remainderCents: z.number().int(),
});

/** The largest statement the import takes: some 20,000 CAMT entries. */
export const maxStatementBytes = 16 * 1024 * 1024;

export const bankStatementBodySchema = z.strictObject({
  /** The statement's text: CAMT.053 XML, or the bank's semicolon-separated CSV export. */
  content: z.string().min(1),
});
export type BankStatementBody = z.infer<typeof bankStatementBodySchema>;

export const bankStatementImportSchema = z.strictObject({
  read: z.number().int(),
  booked: z.number().int(),
  duplicates: z.number().int(),
  bookings: z.array(booking.extend({ line: z.number().int() })),
  open: z.array(
    z.strictObject({
      id: z.uuid(),
      line: z.number().int(),
      bookedOn: day,
      amountCents: z.number().int(),
      counterparty: z.string(),
      purpose: z.string(),
      suggestions: z.array(bankSuggestionSchema),
    }),
  ),
});
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>;

export const bankRowAssignmentBodySchema = z.strictObject({
  allocations: z
    .array(z.strictObject({ orderId: z.uuid(), cents: z.number().int().positive() }))
    .min(1)
    .max(20),
  reason,
});
export type BankRowAssignmentBody = z.infer<typeof bankRowAssignmentBodySchema>;

export const orderPaymentBodySchema = z.strictObject({
  amountCents: z.number().int().positive().max(100_000_000),
  note: reason,
  /** The day the money arrived; today when absent. */
  paidOn: day.optional(),
});
export type OrderPaymentBody = z.infer<typeof orderPaymentBodySchema>;

export const orderPaymentSchema = z.strictObject({
  orderId: z.uuid(),
  status: z.string(),
  paidCents: z.number().int(),
  remainderCents: z.number().int(),
});

export const orderLedgerSchema = z.strictObject({
  orderId: z.uuid(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  lines: z.array(
    z.strictObject({
      id: z.uuid(),
      amountCents: z.number().int(),
      source: z.enum(['BANK', 'MANUAL', 'PROVIDER']),
      paidOn: day,
      bookedBy: z.string(),
      note: z.string(),
      bookedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});

export const orderDunningBodySchema = z.strictObject({ stopped: z.boolean(), reason });
export type OrderDunningBody = z.infer<typeof orderDunningBodySchema>;

export const orderDunningSchema = z.strictObject({
  orderId: z.uuid(),
  stopped: z.boolean(),
  reminderSentAt: z.iso.datetime({ offset: true }).nullable(),
  noticeSentAt: z.iso.datetime({ offset: true }).nullable(),
});

export const bankPaymentEndpoints = {
  postBankStatement: endpoint({
    ...routes.postBankStatement,
    summary:
      "An operator imports a bank statement (CAMT.053 XML or the bank's semicolon CSV: Buchungstag, Valuta, Auftraggeber/Empfänger, Verwendungszweck, Betrag). Credits are matched to open orders by their invoice number in the purpose (tolerant of spacing, case, leading zeros, one typo), else by amount and payer; sure matches are booked at once, the rest stay open bank rows with suggestions. The same row twice books once. 422 naming the line for a file that cannot be read, and nothing booked",
    body: bankStatementBodySchema,
    bodyLimit: maxStatementBytes,
    response: bankStatementImportSchema,
  }),
  getBankRows: endpoint({
    ...routes.getBankRows,
    summary:
      'The bank rows still to be assigned (state=open, the default) or all, with suggestions',
    query: z.strictObject({ state: z.enum(['open', 'all']).default('open') }),
    response: z.array(bankRowSchema),
  }),
  postBankRowAssignment: endpoint({
    ...routes.postBankRowAssignment,
    summary:
      'An operator books an open bank row on one or more orders (the parts add up to the row), with a reason; audited. 409 for a row booked already or an order that waits for no money',
    params: z.strictObject({ rowId: z.uuid() }),
    body: bankRowAssignmentBodySchema,
    bodyLimit: 8192,
    response: z.strictObject({ id: z.uuid(), bookings: z.array(booking) }),
  }),
  postOrderPayment: endpoint({
    ...routes.postOrderPayment,
    summary:
      "Staff book money received for an order by hand (staff: orders all of whose positions are the organizer's; an operator in a session: any order with one of them). The order is paid when its bookings reach its total, and the customer is told; audited. 409 for an order that waits for no money",
    params: orderParams,
    body: orderPaymentBodySchema,
    bodyLimit: 2048,
    response: orderPaymentSchema,
  }),
  getOrderLedger: endpoint({
    ...routes.getOrderLedger,
    summary: "An order's bookings of money, oldest first, with its total and what is paid",
    params: orderParams,
    response: orderLedgerSchema,
  }),
  postOrderDunning: endpoint({
    ...routes.postOrderDunning,
    summary:
      'Stops (or resumes) the reminders and dunning notices of an order on invoice, with a reason; audited',
    params: orderParams,
    body: orderDunningBodySchema,
    bodyLimit: 2048,
    response: orderDunningSchema,
  }),
} as const;
