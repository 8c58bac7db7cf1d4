export type Route = {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  path: `/api/${string}`;
  auth: 'public' | 'customer';
  /**
   * The call takes an `Idempotency-Key` header: a repeat with the same key and the same input
   * answers what the first answered, without doing it again (README, "The API").
   */
  idempotent?: true;
};
