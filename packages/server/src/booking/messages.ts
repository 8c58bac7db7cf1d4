import { defineMessages } from '@formatjs/intl';

/** The payment methods' names. */
const paymentMethodNames = defineMessages({
  invoiceName: { id: 'checkout.payment.invoice.name', defaultMessage: 'Rechnung' },
  prepaymentName: { id: 'checkout.payment.prepayment.name', defaultMessage: 'Vorkasse' },
  cardName: { id: 'checkout.payment.card.name', defaultMessage: 'Kreditkarte' },
  cardDescription: {
    id: 'checkout.payment.card.description',
    defaultMessage:
      'Sie bezahlen nach der Bestellung auf der sicheren Seite unseres Zahlungsdienstleisters mit Ihrer Kreditkarte.',
  },
  sepaDebitName: { id: 'checkout.payment.sepa-debit.name', defaultMessage: 'SEPA-Lastschrift' },
  sepaDebitDescription: {
    id: 'checkout.payment.sepa-debit.description',
    defaultMessage:
      'Sie erteilen nach der Bestellung auf der sicheren Seite unseres Zahlungsdienstleisters ein SEPA-Lastschriftmandat; der Betrag wird von Ihrem Konto eingezogen.',
  },
});

/** The payment methods' descriptions, typed so `formatMessage` asks for their values. */
const paymentMethodDescriptions = defineMessages<{
  invoiceDescription: { days: number };
  prepaymentDescription: { deadline: string };
}>({
  invoiceDescription: {
    id: 'checkout.payment.invoice.description',
    defaultMessage:
      'Sie erhalten die Rechnung mit der Bestellbestätigung und überweisen den Betrag innerhalb von {days, plural, one {# Tag} other {# Tagen}}.',
  },
  prepaymentDescription: {
    id: 'checkout.payment.prepayment.description',
    defaultMessage:
      'Sie überweisen den Betrag bis zum {deadline}; bis dahin halten wir Ihre Plätze für Sie frei.',
  },
});

/** What the checkout says of the seller's payment methods (checkout.ts), German by default. */
export const paymentMethodMessages = { ...paymentMethodNames, ...paymentMethodDescriptions };
