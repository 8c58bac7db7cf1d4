export type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  path: `/api/${string}`;
  /**
   * Who may call it: anyone, a signed-in customer (bearer token), a guest with the checkout's
   * `X-Order` and `X-Auth` headers, either of the two (`customerOrGuest`: the owner of what the
   * path names, by whichever credentials it has), or an operator of the seller (a signed-in
   * account with the identity provider's realm role `operator`).
   */
  auth: 'public' | 'customer' | 'guest' | 'customerOrGuest' | 'operator';
  /**
   * The call takes an `Idempotency-Key` header: a repeat with the same key and the same input
   * answers what the first answered, without doing it again (README, "The API").
   */
  idempotent?: true;
};
