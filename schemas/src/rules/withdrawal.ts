/**
 * Who has a right of withdrawal and until when (§§ 312g, 355 BGB): a consumer (Verbraucher,
 * § 13 BGB) who books privately has it, a business (Unternehmer, § 14 BGB) has none, whoever
 * books for it: a lawyer booking for the firm books as a business. The checkout asks which one
 * books; the server and the storefront decide with these rules.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import type { CustomerKind } from './cart-values.ts';

/** The statutory withdrawal period (§ 355 Abs. 2 BGB) in days, from the day the contract was made. */
export const withdrawalDays = 14;

/** Whether an order of this kind of buyer may be withdrawn from. */
export const hasWithdrawalRight = (customerKind: CustomerKind) => customerKind === 'CONSUMER';

/**
 * The last day (`YYYY-MM-DD`) on which an order made on `orderDay` (its German day) can be
 * withdrawn from, or null for a business, which has no right of withdrawal.
 */
export function withdrawalLastDay(customerKind: CustomerKind, orderDay: string): string | null {
  if (!hasWithdrawalRight(customerKind)) return null;
  return formatISO(addDays(parseISO(orderDay), withdrawalDays), { representation: 'date' });
}

/**
 * The kind of buyer to offer before the person chooses: a business when a firm or a VAT id is
 * given, else a consumer. The person may choose the other.
 */
export function suggestedCustomerKind(billing: { company: string; vatId: string }): CustomerKind {
  return billing.company.trim() !== '' || billing.vatId.trim() !== '' ? 'BUSINESS' : 'CONSUMER';
}
