/**
 * The Stripe adapter of the payment provider (ADR 0022): a Checkout Session per payment, hosted
 * by Stripe (card with 3-D Secure, SEPA Direct Debit with its mandate), read back by its id, and
 * refunds of its PaymentIntent. Webhook bodies are verified with the endpoint's signing secret.
 * `httpClient` lets tests replay recorded answers; nothing else reaches the network.
 */
import Stripe from 'stripe';
import type { ProviderPaymentMethod } from '@kursmarkt/schemas';
import {
  WebhookSignatureError,
  type ObservedPayment,
  type PaymentProvider,
  type ProviderEvent,
} from './provider.ts';

interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another HTTP client for the API calls (tests: recorded answers). */
  httpClient?: Stripe.HttpClient;
}

const stripeMethods: Record<ProviderPaymentMethod, 'card' | 'sepa_debit'> = {
  CARD: 'card',
  SEPA_DEBIT: 'sepa_debit',
};

/** The events that change a payment; every other event is recorded and left alone. */
const sessionEvents = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

const idOf = (value: string | { id: string } | null) =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/** What a Checkout Session says of its payment. */
function observedOf(session: Stripe.Checkout.Session, eventType?: string): ObservedPayment {
  let state: ObservedPayment['state'];
  if (eventType === 'checkout.session.async_payment_failed') state = 'FAILED';
  else if (session.status === 'expired') state = 'EXPIRED';
  else if (session.status === 'complete') {
    // A direct debit completes the session unpaid and is paid days later (async_payment_*).
    state = session.payment_status === 'unpaid' ? 'PROCESSING' : 'SUCCEEDED';
  } else state = 'OPEN';
  return {
    state,
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    providerPaymentRef: idOf(session.payment_intent),
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
  });
  return {
    name: 'stripe',
    methods: ['CARD', 'SEPA_DEBIT'],

    async start(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [stripeMethods[input.method]],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId, orderId: input.orderId },
          payment_intent_data: {
            description: input.description,
            metadata: { paymentId: input.paymentId, orderId: input.orderId },
          },
          customer_email: input.customerEmail,
          locale: input.language,
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        // A repeat after a lost answer gets the same session instead of a second one.
        { idempotencyKey: `start-${input.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    async read(providerRef) {
      return observedOf(await stripe.checkout.sessions.retrieve(providerRef));
    },

    async refund({ providerPaymentRef, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentRef, amount: amountCents },
        { idempotencyKey: `refund-${idempotencyKey}` },
      );
      const state =
        refund.status === 'succeeded'
          ? 'SUCCEEDED'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'FAILED'
            : 'PENDING';
      return { providerRef: refund.id, state };
    },

    parseWebhook(rawBody, headers): ProviderEvent {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string') throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : 'signature not verified',
        );
      }
      if (!sessionEvents.has(event.type)) {
        return {
          id: event.id,
          type: event.type,
          paymentId: null,
          providerRef: null,
          observed: null,
        };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      return {
        id: event.id,
        type: event.type,
        paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
        providerRef: session.id,
        observed: observedOf(session, event.type),
      };
    },
  };
}
