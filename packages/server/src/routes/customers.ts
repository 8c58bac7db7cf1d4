import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCustomerAuth, type TokenSettingsOf } from '../auth/index.ts';
import { countryList } from '../customers/countries.ts';
import { loadCustomer, updateCustomer } from '../customers/queries.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

/** The public country list of the address forms. */
export function registerCountryRoutes(app: FastifyInstance) {
  route(app, 'getCountries', async (request) =>
    countryList(languageOf(request, request.query.language)),
  );
}

/**
 * The signed-in customer's record, and the provider's pages for password and e-mail changes. Registers the access-token checks for
 * every customer route in `app`.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { db, tokenSettingsOf }: { db: Db; tokenSettingsOf: TokenSettingsOf },
) {
  const auth = registerCustomerAuth(app, { db, tokenSettingsOf });

  // The provider's pages in the visitor's language (ui_locales, which Keycloak reads too).
  const providerPage = async (
    request: FastifyRequest,
    page: 'passwordChangeUrl' | 'emailChangeUrl',
  ) => {
    await auth.requireCustomer(request);
    const url = new URL((await tokenSettingsOf(request))[page]);
    url.searchParams.set('ui_locales', languageOf(request));
    return { url: url.href };
  };
  route(app, 'getPasswordChangeUrl', (request) => providerPage(request, 'passwordChangeUrl'));
  route(app, 'getEmailChangeUrl', (request) => providerPage(request, 'emailChangeUrl'));

  route(app, 'getCustomer', async (request) => {
    const { customerId } = await auth.ownCustomer(request, request.params.id);
    const customer = await loadCustomer(db, customerId);
    if (!customer) throw notFound('The customer');
    return customer;
  });

  route(app, 'putCustomer', async (request) => {
    const { customerId } = await auth.ownCustomer(request, request.params.id);
    const customer = await updateCustomer(db, customerId, request.body, app.clock.now());
    if (!customer) throw notFound('The customer');
    return customer;
  });
}
