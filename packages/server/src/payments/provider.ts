/**
 * The payment provider behind one interface (ADR 0022): start a payment of an order's total,
 * read its state, refund an amount, and verify and read the provider's webhook events. The
 * first adapter is Stripe (stripe.ts); the order code knows only this interface.
 */
import type { Locale, ProviderPaymentMethod, ProviderPaymentState } from '@kursmarkt/schemas';

/** What the provider says of a payment: its state and the money it is about. */
export interface ObservedPayment {
  state: ProviderPaymentState;
  /** Cents of the currency below. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** The provider's id of the money moved, needed to refund; null while nothing moved. */
  providerPaymentRef: string | null;
}

interface StartPaymentInput {
  /** Our payment's id: the provider keeps it and names it in its events. */
  paymentId: string;
  orderId: string;
  orderNumber: string;
  method: ProviderPaymentMethod;
  amountCents: number;
  currency: 'EUR';
  /** The line the customer sees at the provider, e.g. "Bestellung KM-AB12CD34". */
  description: string;
  customerEmail: string;
  language: Locale;
  /** Where the provider sends the customer after paying, and after leaving without paying. */
  returnUrl: string;
  cancelUrl: string;
  /** Until when the provider's page takes the payment. */
  expiresAt: Date;
}

interface StartedPayment {
  providerRef: string;
  redirectUrl: string;
}

/** A verified event of the provider about one payment, or about something else. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Our payment's id, as given at the start; null for an event about something else. */
  paymentId: string | null;
  /** The provider's id of the attempt. */
  providerRef: string | null;
  /** What the event says of the payment; null for an event that does not change it. */
  observed: ObservedPayment | null;
}

/** The provider could not verify a webhook's body: not signed by it, or signed too long ago. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  /** Stored with each payment, e.g. `stripe`. */
  readonly name: string;
  /** The methods it collects. */
  readonly methods: readonly ProviderPaymentMethod[];
  start(input: StartPaymentInput): Promise<StartedPayment>;
  read(providerRef: string): Promise<ObservedPayment>;
  /** Gives back `amountCents` of a payment; `idempotencyKey` makes a repeat do it once. */
  refund(input: {
    providerPaymentRef: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ providerRef: string; state: 'PENDING' | 'SUCCEEDED' | 'FAILED' }>;
  /**
   * Verifies the signature (in the request's headers) over the raw body and reads the event;
   * throws WebhookSignatureError when it does not hold.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent;
}
