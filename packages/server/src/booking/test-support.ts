/**
 * A cart API for tests: the app on a test database with a small catalogue of known dates,
 * prices and packages, a clock the test moves, and signed-in customers by token. The catalogue's
 * days are placed around "today", 10 March 2027 in Germany.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifyServerOptions,
  LightMyRequestResponse,
} from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, orderSchema, type Order } from '@kursmarkt/schemas';
import { buildApp } from '../app.ts';
import { createTestSigner, type TestSigner } from '../auth/test-tokens.ts';
import type { TokenSettings } from '../auth/token-settings.ts';
import type { Clock } from '../clock.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import type { CatalogueFileInput } from '../catalogue-import/format.ts';
import * as schema from '../db/schema.ts';
import type { GuestOrderLimitValues } from '../orders/guest-limits.ts';
import type { FinishedJob, JobsOptions } from '../jobs/jobs.ts';
import {
  openTestDatabase,
  type TestDatabase,
  type TestDatabaseTarget,
} from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import type { VatIdConfirmation } from '../vat-ids/confirmation.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { FileStorage } from '../storage/storage.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const issuerBase = 'https://id.kursmarkt.test/realms';

/** The lawyer domain's host. */
export const recht = 'recht.kursmarkt.test';
/** The RENO domain's host (same realm, its own carts). */
export const reno = 'reno.kursmarkt.test';

/** Today in the catalogue: 10 March 2027, 11:00 in Berlin. */
export const catalogueNow = new Date('2027-03-10T10:00:00Z');

const standard = (priceCents: number) => ({ name: { de: 'Standard', en: 'Standard' }, priceCents });
const early = (priceCents: number) => ({
  name: { de: 'Frühbucher', en: 'Early bird' },
  priceCents,
});

/** The test catalogue: two organizers, four courses, two packages. */
export const cartCatalogue: CatalogueFileInput = {
  scopeCategories: [
    { key: 'kat-arbeit', name: { de: 'Arbeit', en: 'Work' } },
    { key: 'kat-familie', name: { de: 'Familie', en: 'Family' } },
  ],
  scopes: [
    {
      key: 'arbeit',
      name: { de: 'Arbeitsrecht', en: 'Employment law' },
      searchType: 'EDUCATION',
      category: 'kat-arbeit',
    },
    {
      key: 'familie',
      name: { de: 'Familienrecht', en: 'Family law' },
      searchType: 'EDUCATION',
      category: 'kat-familie',
    },
  ],
  cities: [
    { name: 'Köln', state: 'Nordrhein-Westfalen', zip: '50667', latitude: 50.94, longitude: 6.96 },
  ],
  organizers: [
    {
      slug: 'akademie-eins',
      name: 'Akademie Eins',
      description: { de: 'Eins', en: 'One' },
      street: 'Ring 1',
      zip: '50667',
      city: 'Köln',
      website: 'https://eins.example',
      email: 'eins@eins.example',
    },
    {
      slug: 'akademie-zwei',
      name: 'Akademie Zwei',
      description: { de: 'Zwei', en: 'Two' },
      street: 'Ring 2',
      zip: '50667',
      city: 'Köln',
      website: 'https://zwei.example',
      email: 'zwei@zwei.example',
    },
  ],
  courses: [
    {
      slug: 'arbeitsrecht-online',
      name: 'Arbeitsrecht online',
      description: { de: 'Text', en: 'Text' },
      courseType: 'ONLINE',
      searchType: 'EDUCATION',
      category: 'online-seminar',
      durationValue: 5,
      organizer: 'akademie-eins',
      scopes: ['arbeit'],
      schedules: [
        {
          city: null,
          startDate: '2027-04-01',
          endDate: '2027-04-01',
          seats: 20,
          priceLevels: [standard(19_900), early(17_900)],
        },
        {
          city: null,
          startDate: '2027-05-06',
          endDate: '2027-05-06',
          seats: 20,
          priceLevels: [standard(19_900)],
        },
      ],
    },
    {
      slug: 'arbeit-und-familie-praesenz',
      name: 'Arbeit und Familie in Köln',
      description: { de: 'Text', en: 'Text' },
      courseType: 'PRESENT',
      searchType: 'EDUCATION',
      category: 'praesenzschulung',
      durationValue: 7.5,
      organizer: 'akademie-eins',
      scopes: ['arbeit', 'familie'],
      schedules: [
        {
          city: 'Köln',
          startDate: '2027-03-12',
          endDate: '2027-03-12',
          seats: 30,
          booked: 3,
          priceLevels: [
            standard(49_000),
            // An early-bird price whose booking deadline has passed by "today".
            { ...early(44_000), bookableUntil: '2027-02-12' },
          ],
        },
        {
          city: 'Köln',
          startDate: '2027-06-10',
          endDate: '2027-06-10',
          seats: 10,
          booked: 10,
          priceLevels: [standard(49_000)],
        },
        {
          city: 'Köln',
          startDate: '2027-03-01',
          endDate: '2027-03-09',
          seats: 30,
          priceLevels: [standard(49_000)],
        },
      ],
    },
    {
      slug: 'familienrecht-kompakt',
      name: 'Familienrecht kompakt',
      description: { de: 'Text', en: 'Text' },
      courseType: 'ONLINE',
      searchType: 'EDUCATION',
      category: 'online-seminar',
      durationValue: 2.5,
      organizer: 'akademie-zwei',
      scopes: ['familie'],
      vatCategory: 'EXEMPT',
      vatExemptionReason: '§ 4 Nr. 21 UStG',
      schedules: [
        {
          city: null,
          startDate: '2027-04-20',
          endDate: '2027-04-20',
          seats: 50,
          priceLevels: [standard(9_950)],
        },
      ],
    },
    {
      slug: 'fachanwaltslehrgang-arbeitsrecht',
      name: 'Fachanwaltslehrgang Arbeitsrecht',
      description: { de: 'Text', en: 'Text' },
      courseType: 'ONLINE',
      searchType: 'SPECIALIZATION',
      category: 'fachanwaltslehrgang',
      durationValue: 120,
      organizer: 'akademie-eins',
      scopes: ['arbeit'],
      proofRequired: true,
      proofHint: { de: 'Zulassungsurkunde', en: 'Certificate of admission' },
      schedules: [
        {
          city: null,
          startDate: '2027-09-02',
          endDate: '2027-11-25',
          seats: 25,
          priceLevels: [standard(199_000)],
        },
      ],
    },
  ],
  packages: [
    {
      name: 'Paket Arbeitsrecht',
      educationalType: 'EDUCATION',
      organizer: 'akademie-eins',
      creditValue: 10,
      priceCents: 29_000,
      scopes: ['arbeit'],
    },
    {
      name: 'Paket Familienrecht',
      educationalType: 'EDUCATION',
      organizer: 'akademie-zwei',
      creditValue: 5,
      priceCents: 12_000,
      scopes: ['familie'],
      vatCategory: 'EXEMPT',
      vatExemptionReason: '§ 4 Nr. 21 UStG',
    },
  ],
};

/** The ids the catalogue got, by the names the tests use. */
interface CartCatalogueIds {
  online: {
    courseId: number;
    april: number;
    may: number;
    aprilStandard: number;
    aprilEarly: number;
    mayStandard: number;
  };
  present: {
    courseId: number;
    soon: number;
    full: number;
    ended: number;
    soonStandard: number;
    soonEarly: number;
    fullStandard: number;
    endedStandard: number;
  };
  family: { courseId: number; april: number; aprilStandard: number };
  specialist: { courseId: number; september: number; septemberStandard: number };
  packages: { work: number; family: number };
  organizers: { eins: number; zwei: number };
  scopes: { arbeit: number; familie: number };
  categories: { arbeit: number; familie: number };
}

export interface Person {
  customerId: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** A customer with a fresh id. */
export const newCustomer = (name = 'Test'): Person => {
  const customerId = randomUUID();
  return {
    customerId,
    email: `${customerId.slice(0, 8)}@example.com`,
    given_name: name,
    family_name: 'Kunde',
  };
};

/** A consumer's billing data in Köln for `person` (`PUT /api/order/customer`), with `extra` fields. */
export const billingOf = (person: Person, extra: Record<string, unknown> = {}) => ({
  customerKind: 'CONSUMER',
  name: person.given_name,
  lastname: person.family_name,
  street: 'Ring 5',
  zipCode: '50667',
  city: 'Köln',
  country: 'DEU',
  email: person.email,
  ...extra,
});

export interface CartTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock & { set(now: Date): void };
  ids: CartCatalogueIds;
  tokenOf(person: Person): Promise<string>;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'HEAD' | 'DELETE' | 'PATCH',
    url: string,
    options?: {
      person?: Person;
      payload?: object;
      host?: string;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function catalogueIds(database: TestDatabase): Promise<CartCatalogueIds> {
  const db = database.database.db;
  const courseRows = await db.select().from(schema.courses);
  const courseId = (slug: string) => courseRows.find((row) => row.slug === slug)!.id;
  const scheduleRows = await db.select().from(schema.courseSchedules);
  const scheduleOf = (course: number, startDate: string) =>
    scheduleRows.find((row) => row.courseId === course && row.startDate === startDate)!.id;
  const levelRows = await db.select().from(schema.priceLevels);
  const level = (scheduleId: number, name = 'Standard') =>
    levelRows.find((row) => row.scheduleId === scheduleId && row.nameDe === name)!.id;
  const online = courseId('arbeitsrecht-online');
  const present = courseId('arbeit-und-familie-praesenz');
  const family = courseId('familienrecht-kompakt');
  const specialist = courseId('fachanwaltslehrgang-arbeitsrecht');
  const april = scheduleOf(online, '2027-04-01');
  const may = scheduleOf(online, '2027-05-06');
  const soon = scheduleOf(present, '2027-03-12');
  const full = scheduleOf(present, '2027-06-10');
  const ended = scheduleOf(present, '2027-03-01');
  const familyApril = scheduleOf(family, '2027-04-20');
  const september = scheduleOf(specialist, '2027-09-02');
  const packageRows = await db.select().from(schema.packages);
  const organizerRows = await db.select().from(schema.organizers);
  const scopeRows = await db.select().from(schema.scopes);
  const categoryRows = await db.select().from(schema.scopeCategories);
  return {
    online: {
      courseId: online,
      april,
      may,
      aprilStandard: level(april),
      aprilEarly: level(april, 'Frühbucher'),
      mayStandard: level(may),
    },
    present: {
      courseId: present,
      soon,
      full,
      ended,
      soonStandard: level(soon),
      soonEarly: level(soon, 'Frühbucher'),
      fullStandard: level(full),
      endedStandard: level(ended),
    },
    family: { courseId: family, april: familyApril, aprilStandard: level(familyApril) },
    specialist: { courseId: specialist, september, septemberStandard: level(september) },
    packages: {
      work: packageRows.find((row) => row.name === 'Paket Arbeitsrecht')!.id,
      family: packageRows.find((row) => row.name === 'Paket Familienrecht')!.id,
    },
    organizers: {
      eins: organizerRows.find((row) => row.slug === 'akademie-eins')!.id,
      zwei: organizerRows.find((row) => row.slug === 'akademie-zwei')!.id,
    },
    scopes: {
      arbeit: scopeRows.find((row) => row.key === 'arbeit')!.id,
      familie: scopeRows.find((row) => row.key === 'familie')!.id,
    },
    categories: {
      arbeit: categoryRows.find((row) => row.key === 'kat-arbeit')!.id,
      familie: categoryRows.find((row) => row.key === 'kat-familie')!.id,
    },
  };
}

/** The app on a fresh test database with the test catalogue. */
export async function openCartTestApp(
  target: TestDatabaseTarget,
  options: {
    storage?: FileStorage;
    /** Connections of the PostgreSQL pool (the test databases' 4 by default). */
    poolSize?: number;
    paymentProvider?: PaymentProvider;
    /** The VIES double (vat-ids/test-support.ts) that confirms VAT ids; none by default. */
    vatIdConfirmation?: VatIdConfirmation;
    logger?: FastifyServerOptions['logger'];
    /** Guest orders an hour before a challenge; the app's defaults otherwise. */
    guestOrderLimits?: GuestOrderLimitValues;
    /** How the background workers poll; the app's default (every 2 s) otherwise. */
    jobs?: JobsOptions;
  } = {},
): Promise<CartTestApp> {
  const signer: TestSigner = await createTestSigner('RS256');
  const database = await openTestDatabase(target, { poolSize: options.poolSize });
  const imported = await importCatalogue(database.database.db, cartCatalogue);
  if (!imported.ok)
    throw new Error(`The test catalogue is not valid: ${JSON.stringify(imported.issues)}`);
  let current = catalogueNow;
  const clock = { now: () => current, set: (now: Date) => (current = now) };
  const tokenSettingsOf = async (request: FastifyRequest): Promise<TokenSettings> => {
    const { realm, client } = request.domain.config;
    const issuer = `${issuerBase}/${realm}`;
    return {
      issuer,
      audience: `urn:kursmarkt:api:${client}`,
      keys: signer.keys,
      passwordChangeUrl: `${issuer}/account/password`,
      emailChangeUrl: `${issuer}/account/email`,
    };
  };
  const { domains } = await loadDomains(examples);
  const app = await buildApp({
    database: database.database,
    domains,
    mailer: { async send() {} },
    tokenSettingsOf,
    clock,
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    ...(options.vatIdConfirmation ? { vatIdConfirmation: options.vatIdConfirmation } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.guestOrderLimits ? { guestOrderLimits: options.guestOrderLimits } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.ready();

  const clientOf = (host: string) => (host === reno ? 'reno-storefront' : 'recht-storefront');
  const tokenOf = (person: Person, host = recht) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return signer.sign({
      ...person,
      iss: `${issuerBase}/kursmarkt`,
      aud: `urn:kursmarkt:api:${clientOf(host)}`,
      sub: `account-${person.customerId.slice(0, 8)}`,
      client_id: clientOf(host),
      scope: 'openid profile email',
      email_verified: true,
      iat: now,
      exp: now + 300,
    });
  };
  return {
    app,
    database,
    clock,
    ids: await catalogueIds(database),
    tokenOf: (person) => tokenOf(person),
    async call(method, url, { person, payload, host = recht, headers = {} } = {}) {
      const response = await app.inject({
        method,
        url,
        headers: {
          host,
          ...headers,
          ...(person ? { authorization: `Bearer ${await tokenOf(person, host)}` } : {}),
        },
        ...(payload ? { payload } : {}),
      });
      if (method !== 'GET' && method !== 'HEAD' && response.statusCode < 300) {
        await renderWaitingInvoices(app);
      }
      return response;
    },
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * The April dates of the online course and the family course at their standard price, as the
 * cart takes them (`PUT /api/cart`).
 */
export const aprilDates = ({ ids }: CartTestApp) => ({
  online: {
    courseId: ids.online.courseId,
    scheduleId: ids.online.april,
    priceLevelId: ids.online.aprilStandard,
  },
  family: {
    courseId: ids.family.courseId,
    scheduleId: ids.family.april,
    priceLevelId: ids.family.aprilStandard,
  },
});

/**
 * A signed-in customer puts `positions` into the cart (`PUT /api/cart` bodies) and orders them on
 * invoice as a consumer in Köln: the placed order.
 */
export async function orderOnInvoice(
  handle: CartTestApp,
  person: Person,
  positions: object[],
): Promise<Order> {
  const call: CartTestApp['call'] = (method, url, options) =>
    handle.call(method, url, { person, ...options });
  for (const payload of positions) bodyOf(await call('PUT', '/api/cart', { payload }));
  bodyOf(await call('PUT', '/api/order/customer', { payload: billingOf(person) }));
  bodyOf(await call('PUT', '/api/order/payment', { payload: { paymentMethod: 'INVOICE' } }));
  return orderSchema.parse(
    bodyOf(await call('PUT', '/api/order', { payload: { acceptTerms: true } }), 201),
  );
}

/**
 * Renders the documents of every invoice still waiting, and writes their mails, as the job
 * `invoices.render` does after the commit (an order's confirmation, a cancellation's mail): run
 * after each call, it keeps the tests' outbox in the order of their calls.
 */
export async function renderWaitingInvoices(app: FastifyInstance) {
  const waiting = await app.database.db
    .select({ invoiceId: schema.pendingInvoiceRenders.invoiceId })
    .from(schema.pendingInvoiceRenders)
    .orderBy(schema.pendingInvoiceRenders.createdAt);
  for (const { invoiceId } of waiting) await app.invoiceDocuments.render(invoiceId);
}

/**
 * Runs the recurring job `name` once, as its schedule would, waits until it has finished without
 * an error, and renders the invoices it issued (their mails come with them).
 */
export async function runJob(app: FastifyInstance, name: string) {
  const finished = new Promise<FinishedJob>((resolve) => {
    const listener = (job: FinishedJob) => {
      if (job.name !== name) return;
      app.jobs.events.off('finished', listener);
      resolve(job);
    };
    app.jobs.events.on('finished', listener);
  });
  await app.jobs.enqueue(app.database.db, name, {});
  const { error } = await finished;
  if (error) throw error;
  await renderWaitingInvoices(app);
}

/**
 * Gives a customer a credit package with `credits` hours, as a purchase would, bought at
 * `purchasedAt` (by default the database's time).
 */
export async function givePackage(
  handle: CartTestApp,
  person: Person,
  packageId: number,
  credits: number,
  purchasedAt?: Date,
): Promise<string> {
  const db = handle.database.database.db;
  await db
    .insert(schema.customers)
    .values({ id: person.customerId, domain: 'lawyer', email: person.email })
    .onConflictDoNothing();
  const [owned] = await db
    .insert(schema.customerPackages)
    .values({ customerId: person.customerId, packageId, createdAt: purchasedAt })
    .returning();
  await db.insert(schema.creditLedger).values({
    customerPackageId: owned!.id,
    delta: credits,
    reason: 'PURCHASE',
    createdAt: purchasedAt,
  });
  return owned!.id;
}

/** A voucher row; returns its id. */
export async function addVoucher(
  handle: CartTestApp,
  voucher: typeof schema.vouchers.$inferInsert,
) {
  const [row] = await handle.database.database.db
    .insert(schema.vouchers)
    .values(voucher)
    .returning();
  return row!.id;
}

/** Counts a use of a voucher by a customer, as an order would. */
export async function useVoucher(handle: CartTestApp, voucherId: number, person: Person) {
  const db = handle.database.database.db;
  await db
    .insert(schema.customers)
    .values({ id: person.customerId, domain: 'lawyer', email: person.email })
    .onConflictDoNothing();
  await db.insert(schema.voucherUses).values({
    voucherId,
    orderId: randomUUID(),
    customerId: person.customerId,
    email: person.email,
  });
  const [row] = await db.select().from(schema.vouchers).where(eq(schema.vouchers.id, voucherId));
  await db
    .update(schema.vouchers)
    .set({ uses: row!.uses + 1 })
    .where(eq(schema.vouchers.id, voucherId));
}

/** The answer's body, after checking its status (a wrong one fails with the body as the reason). */
export function bodyOf(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** The error an answer carries, after checking its status. */
export function errorOf(response: LightMyRequestResponse, status: number) {
  return apiErrorSchema.parse(bodyOf(response, status));
}
