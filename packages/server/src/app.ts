import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { defaultBodyLimit } from '@kursmarkt/schemas';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Domain } from './domains/load.ts';
import { registerErrorHandling } from './errors.ts';
import { registerOperations, requestIdOptions, type ProcessRole } from './operations/plugin.ts';
import { idempotencyPlugin } from './idempotency/plugin.ts';
import type { Identity } from './identity/index.ts';
import type { JobsOptions } from './jobs/jobs.ts';
import { invoiceDocumentsPlugin } from './invoices/plugin.ts';
import { registerInvoiceRoutes } from './routes/invoices.ts';
import { registerCustomerOrderRoutes } from './routes/customer-orders.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import type { Mailer } from './mail/transport.ts';
import { createScopeLists } from './messages.ts';
import { outboxPlugin } from './outbox/plugin.ts';
import { databasePlugin } from './plugins/database.ts';
import { jobOriginOf, publicOriginOf, registerDomainResolution } from './plugins/domain.ts';
import { databaseRateLimitStore } from './plugins/rate-limit-store.ts';
import { registerBookmarkRoutes } from './routes/bookmarks.ts';
import { registerLearningCheckRoutes } from './routes/learning-checks.ts';
import { registerAttendanceRoutes } from './routes/attendance.ts';
import { registerBackOfficeRoutes } from './routes/back-office.ts';
import { registerBankPaymentRoutes } from './routes/bank-payments.ts';
import { defineDunning } from './back-office/dunning.ts';
import { registerBackOfficeOrderRoutes } from './routes/back-office-orders.ts';
import { registerManualOrderRoutes } from './routes/manual-orders.ts';
import { registerOrderPositionRoutes } from './routes/order-positions.ts';
import { registerEvaluationRoutes } from './routes/evaluations.ts';
import { registerFavoriteAlertRoutes, registerFavoriteRoutes } from './routes/favorites.ts';
import { attendanceFactsOf } from './certificates/facts.ts';
import type { CertificateContext } from './certificates/issue.ts';
import { defineCertificateIssuing } from './certificates/job.ts';
import { registerVerificationPage } from './certificates/page.ts';
import { registerFurtherTrainingRoutes } from './routes/further-training.ts';
import { defineFavoriteAlerts } from './favorites/alerts.ts';
import { defineFurtherTrainingReminders } from './further-training/reminders.ts';
import { registerCertificateRoutes } from './routes/certificates.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { openapiOptions } from './routes/openapi.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import type { GuestOrderLimitValues } from './orders/guest-limits.ts';
import { defineOrderExpiry } from './cancellation/expiry.ts';
import { registerCancellationRoutes } from './routes/cancellation.ts';
import { registerDateRoutes } from './routes/dates.ts';
import { defineCancelledDateSettlement } from './back-office/dates.ts';
import { defineOfferExpiry } from './waiting-list/offers.ts';
import { registerWaitingListRoutes } from './routes/waiting-list.ts';
import { waitingListContextOf } from './waiting-list/site.ts';
import { registerCatalogueRoutes } from './routes/catalogue.ts';
import { brotliQuality, compressionThreshold, contentEncodings } from './routes/compression.ts';
import type { TokenSettingsOf } from './auth/index.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerCountryRoutes, registerCustomerRoutes } from './routes/customers.ts';
import { contractValidatorCompiler } from './routes/request-validation.ts';
import { contractSerializerCompiler } from './routes/response-serializer.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerSignInStart } from './routes/sign-in.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSite } from './site.ts';
import { registerBackofficeSite } from './backoffice-site.ts';
import type { FileStorage } from './storage/storage.ts';
import { uploadsPlugin } from './uploads/plugin.ts';
import { createPayments, type Payments } from './payments/payments.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { noVatIdConfirmation, type VatIdConfirmation } from './vat-ids/confirmation.ts';

export type AppOptions = {
  /** The open, migrated database; see `ownsDatabase`. */
  database: Database;
  /**
   * The app closes `database` when it closes (`app.close()`, at shutdown). Default false: the
   * caller that opened it closes it, as tests do that share one database among apps.
   */
  ownsDatabase?: boolean;
  domains: Domain[];
  /** How the outbox's mails leave: SMTP, or the outbox folder (`createMailer`). */
  mailer: Mailer;
  /** The built storefront (`site/dist`); without it the server answers the API only. */
  siteDir?: string;
  /** The built back office (`backoffice/dist`), served at /verwaltung; without it, not served. */
  backofficeDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * The reverse proxies whose X-Forwarded-* headers count (client address, TLS and HSTS): how many
   * are in front, or their addresses (`TRUST_PROXY`); none by default.
   */
  trustProxy?: false | number | string[];
  /**
   * The port in absolute addresses of a domain without a configured origin (`PUBLIC_PORT`);
   * default the port the server listens on (plugins/domain.ts, `publicOriginOf`).
   */
  publicPort?: number;
  /**
   * The issuer, audience and keys access tokens of a request's domain must match (default: the
   * identity's); without either the customer calls are not served.
   */
  tokenSettingsOf?: TokenSettingsOf;
  /** Sign-in: the embedded OpenID provider's routes, or nothing with an external provider. */
  identity?: Identity;
  /** Where "now" and "today" come from (default the system clock); tests move it. */
  clock?: Clock;
  /** How the background jobs' workers poll (they start when the app is ready). */
  jobs?: JobsOptions;
  /** Where uploaded files are kept (a folder, or an S3-compatible bucket); see `uploadsPlugin`. */
  storage?: FileStorage;
  /** Card and SEPA Direct Debit payments (payments/provider.ts); without it neither is offered. */
  paymentProvider?: PaymentProvider;
  /** How long a waiting-list offer holds its seat, in hours (default 48). */
  waitingListHoldHours?: number;
  /** Guest orders an hour before a challenge is asked for (orders/guest-limits.ts defaults). */
  guestOrderLimits?: GuestOrderLimitValues;
  /**
   * Confirms buyers' VAT ids for reverse charge (vat-ids/, the EU's VIES service); without it
   * none is confirmed and every order is charged German VAT.
   */
  vatIdConfirmation?: VatIdConfirmation;
  /**
   * What the process does (operations/health.ts): `all` (default) and `api` serve the API and
   * pages, `worker` answers the health checks only. Whether it works the jobs is `jobs.work`.
   */
  role?: ProcessRole;
  /** The bearer token that reads `/metrics` from beyond loopback (`METRICS_TOKEN`). */
  metricsToken?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in provider, when the app has one. */
    identity?: Identity;
    /** The app's clock: every route reads "now" and "today" from it. */
    clock: Clock;
    /** Payments of orders through the provider, if one is configured. */
    payments: Payments;
    /** Confirms buyers' VAT ids for reverse charge. */
    vatIds: VatIdConfirmation;
  }
}

/** Where a log line may carry credentials: they are written as `[redacted]`. */
const redact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-auth"]',
    'headers.authorization',
    'headers.cookie',
    'headers["x-auth"]',
  ],
  censor: '[redacted]',
};

/**
 * Fastify's own reading of a hop count trusts no hop at all (it cannot tell a direct client from
 * the proxy), so a count becomes "trust the last n hops": for a server reachable only through its
 * proxies. Addresses are checked by Fastify itself.
 */
function trustedProxies(trust: false | number | string[]) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** The request headers that name a customer (bearer token) or a guest order (X-Auth, X-Order). */
const personalCredentials = ['authorization', 'x-auth', 'x-order'] as const;

/** The API server and storefront host, without listening: tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // A guest's token (X-Auth) and a customer's bearer token never reach a log line.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), redact } : false,
    trustProxy: trustedProxies(options.trustProxy ?? false),
    bodyLimit: defaultBodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions,
  });
  app.setValidatorCompiler(contractValidatorCompiler);
  // Under test every answer is checked against the contract too (routes/response-serializer.ts).
  app.setSerializerCompiler(
    contractSerializerCompiler({ checkResponses: process.env.NODE_ENV === 'test' }),
  );
  registerErrorHandling(app);
  registerOperations(app, { role: options.role ?? 'all', metricsToken: options.metricsToken });
  await app.register(databasePlugin, {
    database: options.database,
    owned: options.ownsDatabase ?? false,
  });
  registerSecurityHeaders(app, {
    formAction: options.identity?.externalOrigin ? [options.identity.externalOrigin] : [],
  });
  registerDomainResolution(app, options.domains, { publicPort: options.publicPort });
  app.decorate('identity', options.identity);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('vatIds', options.vatIdConfirmation ?? noVatIdConfirmation);
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(outboxPlugin, { mailer: options.mailer });
  // Before compression: it stores answers as the handlers made them.
  await app.register(idempotencyPlugin);
  await app.register(uploadsPlugin, { storage: options.storage });
  await app.register(invoiceDocumentsPlugin, { storage: options.storage });

  app.addHook('onSend', (request, reply, payload, done) => {
    // An answer for one customer or guest (a call that is not public, or any call made with
    // credentials) is kept by no cache, and no shared cache hands it to another caller.
    const personal = request.routeOptions.config?.personal;
    if (personal || personalCredentials.some((name) => request.headers[name])) {
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'Authorization, X-Auth, X-Order');
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    done(null, payload);
  });
  // Pages and API answers go out compressed where the client takes it (routes/compression.ts).
  // Request bodies are not inflated: no client of this API sends them compressed.
  await app.register(compress, {
    encodings: [...contentEncodings],
    threshold: compressionThreshold,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    globalDecompression: false,
  });
  // Counted in the database, so that every server process on it counts together.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database.db, app.clock),
  });
  await app.register(swagger, openapiOptions);

  const db = app.database.db;
  const waitingList = waitingListContextOf(app, options.domains, options.waitingListHoldHours);
  defineOrderExpiry({
    db,
    clock: app.clock,
    jobs: app.jobs,
    outbox: app.outbox,
    sellerOf: (domain) =>
      options.domains.find((entry) => entry.config.id === domain)?.config.seller,
    waitingList,
    invoiceDocuments: app.invoiceDocuments,
    log: app.log,
  });
  defineCancelledDateSettlement({
    db,
    jobs: app.jobs,
    log: app.log,
    context: () => {
      const now = app.clock.now();
      const first = options.domains[0]!.config;
      return {
        now,
        site: { siteName: first.name, seller: first.seller },
        outbox: app.outbox,
        jobs: app.jobs,
        invoiceDocuments: app.invoiceDocuments,
        waitingList: waitingList(now),
      };
    },
  });
  defineOfferExpiry({
    db,
    jobs: app.jobs,
    context: { ...waitingList(app.clock.now()), clock: app.clock },
    log: app.log,
  });
  defineFavoriteAlerts({
    db,
    clock: app.clock,
    jobs: app.jobs,
    outbox: app.outbox,
    siteOf: (id) => {
      const site = waitingList(app.clock.now()).siteOf(id);
      const domain = options.domains.find((entry) => entry.config.id === id);
      return site && domain
        ? {
            ...site,
            offered: { types: domain.config.types, courseTypes: domain.config.courseTypes },
          }
        : undefined;
    },
    log: app.log,
  });
  defineFurtherTrainingReminders({
    db,
    clock: app.clock,
    jobs: app.jobs,
    outbox: app.outbox,
    siteOf: (id) => {
      const domain = options.domains.find((entry) => entry.config.id === id);
      if (!domain?.config.features.includes('EDUCATIONAL_STATE')) return undefined;
      return {
        siteName: domain.config.name,
        seller: domain.config.seller,
        locales: domain.config.locales,
        origin: jobOriginOf(app, domain),
        offered: { types: domain.config.types, courseTypes: domain.config.courseTypes },
      };
    },
    log: app.log,
  });
  // Certificates keep their PDFs in the file storage: without one none is issued or served.
  const certificates: CertificateContext | undefined = options.storage && {
    db,
    clock: app.clock,
    outbox: app.outbox,
    storage: options.storage,
    factsOf: attendanceFactsOf(app.clock),
    siteOf: (id) => {
      const site = waitingList(app.clock.now()).siteOf(id);
      const domain = options.domains.find((entry) => entry.config.id === id);
      return site && domain
        ? {
            siteName: site.siteName,
            seller: site.seller,
            origin: domain.config.origin ?? site.origin,
          }
        : undefined;
    },
  };
  if (certificates) defineCertificateIssuing({ ...certificates, jobs: app.jobs, log: app.log });
  app.decorate(
    'payments',
    createPayments({
      db,
      clock: app.clock,
      jobs: app.jobs,
      log: app.log,
      provider: options.paymentProvider,
      mails: {
        outbox: app.outbox,
        sellerOf: (domain) =>
          options.domains.find((entry) => entry.config.id === domain)?.config.seller,
      },
    }),
  );
  const ledgerMails = {
    outbox: app.outbox,
    sellerOf: (domain: string) =>
      options.domains.find((entry) => entry.config.id === domain)?.config.seller,
  };
  defineDunning({ db, jobs: app.jobs, clock: app.clock, mails: ledgerMails, log: app.log });
  const scopeLists = createScopeLists(db, app.clock);
  await app.register(async (api) => {
    registerContentRoutes(api, { db, scopeLists });
    registerSearchRoutes(api, { db });
    registerCatalogueRoutes(api, { db });
    registerCountryRoutes(api);
    const tokenSettingsOf = options.tokenSettingsOf ?? options.identity?.tokenSettingsOf;
    if (tokenSettingsOf) {
      registerCustomerRoutes(api, { db, tokenSettingsOf, waitingList });
      registerCartRoutes(api, { db });
      registerOrderRoutes(api, { db, guestLimits: options.guestOrderLimits });
      registerInvoiceRoutes(api, { db, mails: ledgerMails, waitingList });
      registerCustomerOrderRoutes(api, { db });
      registerBookmarkRoutes(api, { db });
      registerManualOrderRoutes(api, { db });
      registerOrderPositionRoutes(api, { db });
      registerLearningCheckRoutes(api, { db });
      registerFavoriteRoutes(api, { db });
      registerFavoriteAlertRoutes(api, { db });
      registerEvaluationRoutes(api, { db });
      registerAttendanceRoutes(api, { db });
      registerBackOfficeRoutes(api, { db });
      registerDateRoutes(api, { db, waitingList });
      registerBankPaymentRoutes(api, { db, mails: ledgerMails });
      registerBackOfficeOrderRoutes(api, { db, waitingList });
      registerCertificateRoutes(api, { db, certificates });
      registerFurtherTrainingRoutes(api, { db });
    }
    registerCancellationRoutes(api, { db, waitingList, customers: Boolean(tokenSettingsOf) });
    registerWaitingListRoutes(api, { db, waitingList });
    // The document names the origin it was asked on: each domain's is for that domain.
    api.get('/api/docs', { schema: { hide: true } }, async (request) => ({
      ...app.swagger(),
      servers: [{ url: publicOriginOf(request), description: request.domain.config.name }],
    }));
  });
  if (options.identity) await options.identity.register(app);
  registerSignInStart(app);
  registerVerificationPage(app, { db });
  if (options.backofficeDir) {
    await registerBackofficeSite(app, { backofficeDir: options.backofficeDir });
  }
  if (options.siteDir) {
    await registerSite(app, { siteDir: options.siteDir, scopeLists, domains: options.domains });
  }
  return app;
}
