import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** A consumer in Köln ordering one date as a guest, on invoice. */
export type GuestOrderInput = {
  name: string;
  lastname: string;
  email: string;
  courseId: number;
  courseScheduleId: number;
  priceLevelId: number;
};

/**
 * Places a guest's order through the guest checkout's calls, as the guest pages make them (guest
 * data with the position, payment on invoice, the order with the terms and the early start
 * accepted), and answers the order call's response: 201 with the order, or 409 where the date asks
 * for more of a guest (a proof). `api` gives a path's address on the storefront's domain.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  api: (pathname: string) => string,
  { name, lastname, email, ...position }: GuestOrderInput,
): Promise<APIResponse> {
  const opened = await request.put(api('/guest-order/guest'), {
    data: {
      customerKind: 'CONSUMER',
      name,
      lastname,
      street: 'Ring 5',
      zipCode: '50667',
      city: 'Köln',
      country: 'DEU',
      email,
      positions: [position],
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const guest = {
    'x-order': opened.headers()['x-order']!,
    'x-auth': opened.headers()['x-auth']!,
  };
  const payment = await request.put(api('/guest-order/payment'), {
    headers: guest,
    data: { paymentMethod: 'INVOICE' },
  });
  expect(payment.status(), await payment.text()).toBe(200);
  return request.put(api('/guest-order'), {
    headers: { ...guest, 'idempotency-key': crypto.randomUUID() },
    data: { acceptTerms: true, earlyStartConsent: true },
  });
}
