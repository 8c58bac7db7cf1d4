import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createCustomerAuth, type CustomerAuth } from './require-customer.ts';
import type { TokenSettingsOf } from './token-settings.ts';

export type { CustomerAuth } from './require-customer.ts';
export type { TokenSettingsOf } from './token-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The access-token checks of the routes registered in this context. */
    customerAuth?: CustomerAuth;
  }
}

/**
 * Makes the access-token checks available to the routes registered in `app` from here on: every
 * contract endpoint with `auth: 'customer'` then answers 401 before anything else without a valid
 * token (see `route()`).
 */
export function registerCustomerAuth(
  app: FastifyInstance,
  options: { db: Db; tokenSettingsOf: TokenSettingsOf },
): CustomerAuth {
  const auth = createCustomerAuth({ ...options, clock: app.clock });
  app.decorate('customerAuth', auth);
  return auth;
}

/** The customer auth of `app`; a customer endpoint registered without one is a wiring bug. */
export function customerAuthOf(app: FastifyInstance, endpoint: string): CustomerAuth {
  if (!app.customerAuth) {
    throw new Error(`${endpoint} is for signed-in customers: register the customer auth first.`);
  }
  return app.customerAuth;
}
