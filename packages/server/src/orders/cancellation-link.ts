/**
 * The cancellation link of an order's confirmation mail: it opens the order's cancellation
 * without signing in (a guest has no account). The token is 32 random bytes; only its SHA-256
 * is kept, and it travels in the link's fragment and then in a request body, never in a URL the
 * server sees or a log line.
 */

/** The storefront's cancellation page of the order, with the token in the fragment. */
export const cancellationLink = (origin: string, orderId: string, token: string) =>
  `${origin}/order/${orderId}/cancel#${token}`;
