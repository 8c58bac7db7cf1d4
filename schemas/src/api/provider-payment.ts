import { z } from 'zod';
import { providerPaymentMethods } from '../rules/cart-values.ts';
import { providerPaymentStates } from '../rules/order-values.ts';

/**
 * A payment of an order through the payment provider (card or SEPA Direct Debit): what the
 * storefront needs to send the customer to the provider's page and to tell how it went.
 */
export const providerPaymentSchema = z.strictObject({
  /** The payment's id (`paymentId` of validate-payment and `PUT /api/order/{id}`). */
  id: z.uuid(),
  orderId: z.uuid(),
  method: z.enum(providerPaymentMethods),
  state: z.enum(providerPaymentStates),
  /** Cents, including VAT: the order's total. */
  amountValue: z.number().int().positive(),
  /**
   * The provider's page to pay on while the payment is OPEN; null once it is paid, failed or
   * expired, and when the provider could not be reached (start it again).
   */
  redirectUrl: z.url().nullable(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;
