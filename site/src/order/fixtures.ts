/**
 * Example checkout data for the checkout's stories and tests (a consumer in Köln books two
 * courses, one asks for a proof). Not shown by the product.
 */
import type { CheckoutCustomer, Order, OrderSummary, ProviderPayment } from '@kursmarkt/schemas';
import { exampleCartPosition } from '@kursmarkt/schemas/examples';

type SummaryPosition = OrderSummary['positions'][number];

export const exampleCustomer: CheckoutCustomer = {
  customerKind: 'CONSUMER',
  name: 'Anna',
  lastname: 'Berger',
  company: '',
  street: 'Hauptstraße 1',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: 'anna.berger@example.com',
  phone: '',
  vatId: '',
  buyerReference: '',
};

const onlineCourse: SummaryPosition = { ...exampleCartPosition, proofHint: null, proof: null };

const presentCourseWithProof: SummaryPosition = {
  ...onlineCourse,
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  courseId: 21,
  scheduleId: 8,
  name: 'Fachanwaltslehrgang Familienrecht',
  organizer: 'Deutsche Anwaltsakademie',
  courseType: 'PRESENT',
  priceValue: 45_000,
  discountPriceValue: 45_000,
  netPriceValue: 45_000,
  vatCategory: 'EXEMPT',
  vatRate: 0,
  vatExemptionReason: '§ 4 Nr. 21 UStG',
  startDate: '2027-04-12',
  endDate: '2027-04-16',
  city: { id: 5, name: 'Berlin' },
  proofRequired: true,
  proofHint: 'Nachweis der Zulassung als Rechtsanwältin/Rechtsanwalt',
};

export const exampleSummary: OrderSummary = {
  cartId: '7d2e4f60-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
  positions: [onlineCourse, presentCourseWithProof],
  cartVoucher: null,
  rejectedVoucher: null,
  sumValue: 104_500,
  netSumValue: 95_000,
  taxes: [
    {
      vatCategory: 'STANDARD',
      vatRate: 1900,
      vatExemptionReason: null,
      netValue: 50_000,
      taxValue: 9_500,
      grossValue: 59_500,
    },
    {
      vatCategory: 'EXEMPT',
      vatRate: 0,
      vatExemptionReason: '§ 4 Nr. 21 UStG',
      netValue: 45_000,
      taxValue: 0,
      grossValue: 45_000,
    },
  ],
  customer: exampleCustomer,
  validCustomerStatus: true,
  taxNumberRequired: false,
  paymentMethod: 'INVOICE',
  paymentStep: true,
  verificationStep: true,
  missingProofs: [],
  withdrawalApplies: true,
  withdrawalNotice: {
    title: 'Widerrufsbelehrung',
    sections: [
      {
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
          'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Kursmarkt GmbH, Hohenzollernring 54, 50672 Köln, E-Mail: buchhaltung@kursmarkt.test) mittels einer eindeutigen Erklärung über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.',
        ],
      },
      {
        heading: 'Folgen des Widerrufs',
        paragraphs: [
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich zurückzuzahlen.',
        ],
      },
    ],
  },
  earlyStartConsentRequired: false,
  termsPath: '/agb',
  privacyPath: '/datenschutz',
};

/** The GiroCode the server makes for the example order's transfer (qrcode's SVG of its payload). */
const exampleGiroCode =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 41" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h41v41H0z"/><path stroke="#000000" d="M2 2.5h7m3 0h1m3 0h1m2 0h2m2 0h2m2 0h2m3 0h7M2 3.5h1m5 0h1m1 0h3m1 0h1m1 0h2m1 0h3m1 0h1m1 0h2m2 0h1m2 0h1m5 0h1M2 4.5h1m1 0h3m1 0h1m2 0h3m1 0h5m2 0h1m1 0h1m1 0h1m1 0h3m1 0h1m1 0h3m1 0h1M2 5.5h1m1 0h3m1 0h1m2 0h3m1 0h1m1 0h1m1 0h3m3 0h1m1 0h1m2 0h1m1 0h1m1 0h3m1 0h1M2 6.5h1m1 0h3m1 0h1m1 0h1m1 0h2m1 0h3m3 0h2m1 0h1m7 0h1m1 0h3m1 0h1M2 7.5h1m5 0h1m2 0h1m1 0h1m5 0h1m2 0h2m1 0h1m2 0h2m2 0h1m5 0h1M2 8.5h7m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h1m1 0h7M15 9.5h2m2 0h1m1 0h1m1 0h3m1 0h1m1 0h1M2 10.5h1m1 0h1m1 0h1m1 0h1m3 0h2m1 0h1m2 0h1m1 0h3m3 0h3m1 0h1m3 0h1m2 0h1M2 11.5h2m2 0h1m2 0h2m1 0h1m1 0h1m2 0h3m1 0h2m2 0h3m5 0h1m1 0h1m1 0h1M6 12.5h1m1 0h1m2 0h2m3 0h3m1 0h1m1 0h1m1 0h1m3 0h3m1 0h1m1 0h1m1 0h3M3 13.5h1m2 0h1m4 0h3m1 0h1m2 0h1m3 0h4m1 0h2m4 0h2m3 0h1M3 14.5h2m1 0h1m1 0h10m2 0h1m1 0h3m2 0h1m1 0h2m1 0h2m1 0h2m1 0h1M4 15.5h1m4 0h2m2 0h1m1 0h3m3 0h3m1 0h4m2 0h1m1 0h1m3 0h1M5 16.5h1m1 0h2m2 0h1m1 0h1m2 0h1m2 0h1m1 0h1m4 0h2m2 0h3m3 0h3M3 17.5h1m2 0h1m2 0h2m1 0h1m2 0h3m3 0h3m1 0h1m1 0h1m3 0h1m1 0h3M2 18.5h1m3 0h1m1 0h1m1 0h2m2 0h2m1 0h1m6 0h1m1 0h1m1 0h5m1 0h1m1 0h1m1 0h1M5 19.5h1m3 0h1m2 0h3m2 0h1m1 0h1m1 0h1m3 0h1m1 0h1m3 0h3m3 0h1M5 20.5h4m1 0h7m3 0h1m5 0h2m1 0h2m3 0h1m1 0h3M2 21.5h1m1 0h2m3 0h3m1 0h1m2 0h2m1 0h3m2 0h1m1 0h4m1 0h3m2 0h3M2 22.5h1m1 0h3m1 0h1m2 0h1m1 0h4m1 0h1m1 0h1m1 0h1m3 0h2m1 0h4m1 0h1m1 0h1m1 0h1M2 23.5h1m2 0h2m2 0h4m1 0h1m1 0h1m2 0h3m2 0h2m1 0h1m1 0h1m3 0h1m1 0h3M6 24.5h1m1 0h1m9 0h1m1 0h2m2 0h1m1 0h2m2 0h3m4 0h2M4 25.5h1m2 0h1m2 0h3m4 0h1m1 0h7m3 0h5m1 0h1m1 0h1M3 26.5h2m1 0h1m1 0h3m3 0h3m1 0h1m1 0h1m1 0h2m2 0h1m1 0h1m1 0h1m3 0h2m1 0h2M5 27.5h2m4 0h2m3 0h3m1 0h2m1 0h3m3 0h3m1 0h1m1 0h3M2 28.5h1m2 0h5m1 0h1m1 0h6m3 0h1m3 0h1m1 0h1m3 0h1m1 0h2m1 0h2M3 29.5h1m1 0h1m1 0h1m4 0h1m1 0h1m1 0h1m1 0h1m1 0h3m1 0h1m1 0h4m2 0h2m1 0h1m1 0h2M2 30.5h1m1 0h1m3 0h3m1 0h10m4 0h1m3 0h5m1 0h2M10 31.5h2m2 0h1m1 0h1m3 0h1m2 0h1m1 0h1m1 0h2m1 0h1m3 0h2M2 32.5h7m6 0h1m3 0h1m1 0h1m1 0h3m1 0h1m2 0h1m1 0h1m1 0h1m1 0h1m1 0h1M2 33.5h1m5 0h1m2 0h1m3 0h3m3 0h4m1 0h1m3 0h1m3 0h2M2 34.5h1m1 0h3m1 0h1m1 0h4m1 0h1m1 0h1m3 0h1m3 0h4m1 0h6m2 0h1M2 35.5h1m1 0h3m1 0h1m2 0h1m1 0h2m1 0h2m1 0h1m1 0h2m1 0h3m3 0h1m3 0h2m1 0h1M2 36.5h1m1 0h3m1 0h1m1 0h1m3 0h1m6 0h2m1 0h2m4 0h1m1 0h1m1 0h1m1 0h1m1 0h1M2 37.5h1m5 0h1m2 0h1m1 0h3m1 0h1m2 0h3m1 0h3m1 0h2m1 0h1m1 0h1m1 0h1m1 0h1M2 38.5h7m1 0h1m2 0h1m1 0h1m2 0h1m1 0h3m3 0h2m1 0h1m1 0h2m1 0h1m1 0h3"/></svg>';

export const exampleOrder: Order = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  orderNumber: 'KM-7QX2M4PA',
  invoiceNumber: 'KM-2027-1',
  invoiceId: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'AWAITING_PAYMENT',
  holdExpiresAt: null,
  language: 'de',
  placedAt: '2027-01-04T10:00:00.000Z',
  paymentMethod: 'PREPAYMENT',
  paymentDeadline: '2027-01-11',
  customer: exampleCustomer,
  positions: [],
  totalValue: 104_500,
  netValue: 95_000,
  taxValue: 9_500,
  taxes: exampleSummary.taxes,
  creditsUsed: 0,
  voucherCode: null,
  payment: {
    orderId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    paymentMethod: 'PREPAYMENT',
    status: 'AWAITING_PAYMENT',
    amountValue: 104_500,
    accountHolder: 'Kursmarkt GmbH',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    bankName: 'Deutsche Kreditbank Berlin',
    reference: 'KM-2027-1',
    dueDate: '2027-01-11',
    provider: null,
    giroCode: exampleGiroCode,
  },
};

/** The example order's card payment through the provider, in `state`. */
export const exampleCardPayment = (
  state: ProviderPayment['state'],
  redirectUrl: string | null = null,
): ProviderPayment => ({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  orderId: exampleOrder.id,
  method: 'CARD',
  state,
  amountValue: exampleOrder.totalValue,
  redirectUrl,
});

/** The example order paid by card, in `status`, its payment in `state`. */
export const exampleCardOrder = (
  status: Order['status'],
  state: ProviderPayment['state'],
): Order => ({
  ...exampleOrder,
  status,
  paymentMethod: 'CARD',
  payment: {
    ...exampleOrder.payment,
    paymentMethod: 'CARD',
    status,
    provider: exampleCardPayment(state),
  },
});
