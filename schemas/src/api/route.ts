export type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  path: `/api/${string}`;
  /**
   * Who may call it: anyone, a signed-in customer (bearer token), or a guest with the checkout's
   * `X-Order` and `X-Auth` headers.
   */
  auth: 'public' | 'customer' | 'guest';
  /**
   * The call takes an `Idempotency-Key` header: a repeat with the same key and the same input
   * answers what the first answered, without doing it again (README, "The API").
   */
  idempotent?: true;
};
