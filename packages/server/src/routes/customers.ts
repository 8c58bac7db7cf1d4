import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Customer } from '@kursmarkt/schemas';
import { registerCustomerAuth, type TokenSettingsOf } from '../auth/index.ts';
import { countryList } from '../customers/countries.ts';
import type { AppDatabase } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { languageOf } from '../plugins/domain.ts';
import { route } from './contract.ts';

const customerColumns = {
  id: customers.id,
  email: customers.email,
  name: customers.name,
  lastname: customers.lastname,
  street: customers.street,
  city: customers.city,
  zipCode: customers.zipCode,
  country: customers.country,
};

/** The public country list of the address forms. */
export function registerCountryRoutes(app: FastifyInstance) {
  route(app, 'getCountries', async (request) =>
    countryList(languageOf(request, request.query.language)),
  );
}

/**
 * The signed-in customer's record and password change. Registers the access-token checks for
 * every customer route in `app`.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  { db, tokenSettingsOf }: { db: AppDatabase; tokenSettingsOf: TokenSettingsOf },
) {
  const auth = registerCustomerAuth(app, { db, tokenSettingsOf });

  route(app, 'getPasswordChangeUrl', async (request) => {
    await auth.requireCustomer(request);
    return { url: (await tokenSettingsOf(request)).passwordChangeUrl };
  });

  route(app, 'getCustomer', async (request) => {
    const { customerId } = await auth.ownCustomer(request, request.params.id);
    const [customer] = await db
      .select(customerColumns)
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw notFound('The customer');
    return customer as Customer;
  });

  route(app, 'putCustomer', async (request) => {
    const { customerId } = await auth.ownCustomer(request, request.params.id);
    const [customer] = await db
      .update(customers)
      .set({ ...request.body, updatedAt: new Date() })
      .where(eq(customers.id, customerId))
      .returning(customerColumns);
    if (!customer) throw notFound('The customer');
    return customer as Customer;
  });
}
