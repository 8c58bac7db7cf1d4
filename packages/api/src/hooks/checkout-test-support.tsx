/**
 * What the hooks' tests share (the checkout's, the Merkzettel's, the Suchfavoriten's): a fake
 * server that records each call with its headers, a stand-in XMLHttpRequest for uploads, the
 * provider around a hook, and example checkout data.
 */
import type { CheckoutCustomer, Order, OrderSummary } from '@kursmarkt/schemas';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiProvider } from '../context.tsx';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = {
  url: string;
  method: string;
  authorization: string | null;
  idempotencyKey: string | null;
  /** The guest's credentials, as the X-Order and X-Auth headers carried them. */
  guest: { order: string | null; auth: string | null };
  body: unknown;
};

/** A fake server: answers by method and URL and records each call with its headers. */
export const fakeServer = (answer: (method: string, url: string, body: unknown) => Response) => {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(input),
      method,
      authorization: headers.get('authorization'),
      idempotencyKey: headers.get('idempotency-key'),
      guest: { order: headers.get('x-order'), auth: headers.get('x-auth') },
      body,
    });
    return answer(method, String(input), body);
  });
  return { fetch, calls };
};
/** No answer at all: fetch rejects as a browser's does offline. */
export const networkDown = (): Response => {
  throw new TypeError('Failed to fetch');
};

/**
 * A stand-in for the browser's XMLHttpRequest: records what is sent; the test reports the bytes
 * sent (`progress`) and answers (`respond`) when it wants to.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  url = '';
  headers: Record<string, string> = {};
  form: FormData | undefined;
  status = 0;
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: Partial<ProgressEvent>) => void)[] = [];
  upload = {
    addEventListener: (_type: string, listener: (event: Partial<ProgressEvent>) => void) => {
      this.uploadListeners.push(listener);
    },
  };
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(form: FormData) {
    this.form = form;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.forEach((listener) => listener({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.load?.forEach((listener) => listener());
  }
}

export const wrapperFor =
  (fetch: typeof globalThis.fetch) =>
  ({ children }: { children?: ReactNode }) => (
    <ApiProvider
      client={createApiClient({
        fetch,
        retryDelay: () => 0,
        getAccessToken: async () => 'access-token-of-anna',
        createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
      })}
      swrConfig={{ provider: () => new Map(), dedupingInterval: 0 }}
    >
      {children}
    </ApiProvider>
  );

export const customer: CheckoutCustomer = {
  customerKind: 'CONSUMER',
  name: 'Anna',
  lastname: 'Berg',
  company: '',
  street: 'Hohe Straße 1',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: 'anna.berg@example.de',
  phone: '',
  vatId: '',
  buyerReference: '',
};
export const customerState = { customer, validCustomerStatus: true, taxNumberRequired: false };
export const summary: OrderSummary = {
  cartId: '7d2e4f60-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
  positions: [],
  cartVoucher: null,
  rejectedVoucher: null,
  sumValue: 59_500,
  netSumValue: 50_000,
  taxes: [],
  customer,
  validCustomerStatus: true,
  taxNumberRequired: false,
  paymentMethod: 'INVOICE',
  paymentStep: true,
  verificationStep: false,
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
export const payment = {
  orderId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  paymentMethod: 'INVOICE' as const,
  status: 'PLACED' as const,
  amountValue: 59_500,
  accountHolder: 'Kursmarkt GmbH',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bankName: 'Deutsche Kreditbank Berlin',
  reference: 'KM-2027-1',
  dueDate: '2027-01-15',
  provider: null,
  giroCode: null,
};
export const order: Order = {
  id: payment.orderId,
  orderNumber: 'KM-7QX2M4PA',
  invoiceNumber: 'KM-2027-1',
  invoiceId: '7d3f8c1e-2b4a-4f6d-9e0c-5a1b2c3d4e5f',
  status: 'PLACED',
  holdExpiresAt: null,
  language: 'de',
  placedAt: '2027-01-01T10:00:00.000Z',
  paymentMethod: 'INVOICE',
  paymentDeadline: null,
  customer,
  positions: [],
  totalValue: 59_500,
  netValue: 50_000,
  taxValue: 9_500,
  taxes: [],
  creditsUsed: 0,
  voucherCode: null,
  payment,
};
export const placing = { acceptTerms: true as const, cartId: summary.cartId, sumValue: 59_500 };
