import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCustomerAuth, type TokenSettingsOf } from '../auth/index.ts';
import { countryList } from '../customers/countries.ts';
import { deleteCustomerAccount } from '../customers/deletion.ts';
import { exportCustomerData } from '../customers/export.ts';
import { customerExportPdf } from '../customers/export-pdf.ts';
import { loadCustomer, updateCustomer } from '../customers/queries.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { languageOf } from '../plugins/domain.ts';
import type { WaitingListContext } from '../waiting-list/offers.ts';
import { route } from './contract.ts';

/** The public country list of the address forms. */
export function registerCountryRoutes(app: FastifyInstance) {
  route(app, 'getCountries', async (request) =>
    countryList(languageOf(request, request.query.language)),
  );
}

/**
 * The signed-in customer's record, everything held about them (JSON or PDF), the deletion of the
 * account, and the provider's pages for password and e-mail changes. Registers the access-token
 * checks for every customer route in `app`.
 */
export function registerCustomerRoutes(
  app: FastifyInstance,
  {
    db,
    tokenSettingsOf,
    waitingList,
  }: {
    db: Db;
    tokenSettingsOf: TokenSettingsOf;
    waitingList: (now: Date) => WaitingListContext;
  },
) {
  const auth = registerCustomerAuth(app, { db, tokenSettingsOf });

  /** The caller's own id; another customer's is not found (ADR 0053), as on the other lists. */
  const ownId = async (request: FastifyRequest, customerId: string) => {
    const customer = await auth.requireCustomer(request);
    if (customer.customerId !== customerId.toLowerCase()) throw notFound('The customer');
    return customer.customerId;
  };
  const exportOf = async (request: FastifyRequest, customerId: string) => {
    const data = await exportCustomerData(db, await ownId(request, customerId), app.clock.now());
    if (!data) throw notFound('The customer');
    return data;
  };

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

  // The export reads every table of the customer's and the PDF is drawn for each call: a few a
  // minute are plenty for a person.
  const exportLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };
  route(app, 'getCustomerExport', (request) => exportOf(request, request.params.id), exportLimit);

  route(
    app,
    'getCustomerExportPdf',
    async (request) => {
      const data = await exportOf(request, request.params.id);
      return {
        content: await customerExportPdf(data, languageOf(request, request.query.language)),
        mediaType: 'application/pdf',
        fileName: `meine-daten-${data.exportedAt.slice(0, 10)}.pdf`,
      };
    },
    exportLimit,
  );

  route(app, 'deleteCustomer', async (request) => {
    const customerId = await ownId(request, request.params.id);
    const deleted = await deleteCustomerAccount(
      db,
      customerId,
      request.body.email,
      waitingList(app.clock.now()),
    );
    if (!deleted) throw notFound('The customer');
    return deleted;
  });

  route(app, 'putCustomer', async (request) => {
    const { customerId } = await auth.ownCustomer(request, request.params.id);
    const customer = await updateCustomer(db, customerId, request.body, app.clock.now());
    if (!customer) throw notFound('The customer');
    return customer;
  });
}
