import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A consumer in Köln ordering one date as a guest, on invoice. */
export type GuestOrderInput = {
  name: string;
  lastname: string;
  email: string;
  courseId: number;
  courseScheduleId: number;
  priceLevelId: number;
};

/** The mails of the server's outbox folder so far (the `outbox` fixture). */
type Outbox = { read(): Promise<Array<{ to: string; text: string }>> };

/**
 * The confirmation link of the held guest order mailed to `email`: its order id and token (the
 * mail's body is quoted-printable, its soft line breaks joined).
 */
export async function guestConfirmationLinkOf(outbox: Outbox, email: string) {
  const linkOf = async () => {
    const mail = (await outbox.read()).find(
      (entry) => entry.to.includes(email) && /\/confirm#/.test(entry.text.replace(/=\r?\n/g, '')),
    );
    return mail
      ? /https?:\/\/[^/\s]+(\/guest-order\/([0-9a-f-]{36})\/confirm#([\w-]{43}))/.exec(
          mail.text.replace(/=\r?\n/g, ''),
        )
      : null;
  };
  await expect.poll(async () => (await linkOf()) !== null).toBe(true);
  const [, path, orderId, token] = (await linkOf())!;
  return { path: path!, orderId: orderId!, token: token! };
}

/**
 * Places a guest's order through the guest checkout's calls, as the guest pages make them (guest
 * data with the position, payment on invoice, the order with the terms and the early start
 * accepted; a proof-of-work challenge solved when the server asks for one) and confirms it with
 * the link of the mail in `outbox`, as the guest's opening of the link does. Answers the order
 * call's response: 201 with the order, or 409 where the date asks for more of a guest (a proof).
 * `api` gives a path's address on the storefront's domain.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  api: (pathname: string) => string,
  outbox: Outbox,
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
  const place = (challenge?: string) =>
    request.put(api('/guest-order'), {
      headers: { ...guest, 'idempotency-key': crypto.randomUUID() },
      data: { acceptTerms: true, earlyStartConsent: true, ...(challenge ? { challenge } : {}) },
    });
  let placed = await place();
  if (placed.status() === 403) {
    const challenge = await (await request.get(api('/guest-order/challenge'))).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    placed = await place(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  if (placed.status() !== 201) return placed;
  const { orderId, token } = await guestConfirmationLinkOf(outbox, email);
  const confirmed = await request.post(api(`/guest-order/${orderId}/confirm`), {
    data: { token },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return placed;
}
