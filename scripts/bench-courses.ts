/**
 * "Meine Kurse" of a customer with 200 bookings over 5 years, on PostgreSQL (a fresh database on
 * the server at TEST_DATABASE_URL). The customer books 40 courses a year from 2022 to 2026
 * through the API, the app's clock moved before each date; the page is then read on 15 January
 * 2027 with its own calls (`getCustomerOrders` and `getCustomerOrdersOfYear` of
 * packages/api, as MyCoursesPage asks them): the upcoming bookings with the past years, then
 * each past year as the page shows it. Printed:
 *
 * - the requests the page makes, one line each, with the SQL statements the request sent (every
 *   query any pg client of the process sends while it is answered, the token's customer check
 *   included);
 * - the time per request (median of `--repeat` rounds) against a baseline measured in the same
 *   run: the same request for a customer without bookings, as a ratio.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:courses
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import {
  createApiClient,
  getCustomerOrders,
  getCustomerOrdersOfYear,
} from '../packages/api/src/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { createTestSigner } from '../packages/server/src/auth/test-tokens.ts';
import type { TokenSettings } from '../packages/server/src/auth/token-settings.ts';
import type { CatalogueFileInput } from '../packages/server/src/catalogue-import/format.ts';
import { importCatalogue } from '../packages/server/src/catalogue-import/import.ts';
import { createDatabase, queryRows } from '../packages/server/src/db/client.ts';
import { migrateDatabase } from '../packages/server/src/db/migrate.ts';
import { loadDomains } from '../packages/server/src/domains/load.ts';

const { values } = parseArgs({
  options: { repeat: { type: 'string', default: '30' } },
});
const repeat = Number(values.repeat);
const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error(
    'npm run bench:courses measures on PostgreSQL: set TEST_DATABASE_URL to a server whose user may create databases',
  );
  process.exit(1);
}

const years = [2022, 2023, 2024, 2025, 2026];
const perYear = 40;
const recht = 'recht.kursmarkt.test';
const issuer = 'https://id.kursmarkt.test/realms/kursmarkt';
/** The day the page is read: every booking is a past one. */
const readOn = new Date('2027-01-15T09:00:00Z');

/** One organizer's online course with `perYear` dates in each of `years`. */
const catalogue: CatalogueFileInput = {
  scopeCategories: [{ key: 'kat-arbeit', name: { de: 'Arbeit', en: 'Work' } }],
  scopes: [
    {
      key: 'arbeit',
      name: { de: 'Arbeitsrecht', en: 'Employment law' },
      searchType: 'EDUCATION',
      category: 'kat-arbeit',
    },
  ],
  cities: [
    { name: 'Köln', state: 'Nordrhein-Westfalen', zip: '50667', latitude: 50.94, longitude: 6.96 },
  ],
  organizers: [
    {
      slug: 'bench-akademie',
      name: 'Bench-Akademie',
      description: { de: 'Akademie', en: 'Academy' },
      street: 'Ring 1',
      zip: '50667',
      city: 'Köln',
      website: 'https://bench.example',
      email: 'akademie@bench.example',
    },
  ],
  courses: [
    {
      slug: 'arbeitsrecht-aktuell',
      name: 'Arbeitsrecht aktuell',
      description: { de: 'Text', en: 'Text' },
      courseType: 'ONLINE',
      searchType: 'EDUCATION',
      category: 'online-seminar',
      durationValue: 5,
      organizer: 'bench-akademie',
      scopes: ['arbeit'],
      schedules: years.flatMap((year) =>
        Array.from({ length: perYear }, (_, index) => {
          const day = new Date(Date.UTC(year, 0, 10 + index * 8)).toISOString().slice(0, 10);
          return {
            city: null,
            startDate: day,
            endDate: day,
            seats: 5,
            priceLevels: [{ name: { de: 'Standard', en: 'Standard' }, priceCents: 19_900 }],
          };
        }),
      ),
    },
  ],
  packages: [],
};

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const name = `kursmarkt_bench_courses_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const benchUrl = new URL(url);
benchUrl.pathname = `/${name}`;
const database = await createDatabase({ url: benchUrl.toString() });
// The class of pg's clients, whose query every statement goes through (Drizzle's, pg-boss's).
const clientClass = pg.Client.prototype as unknown as { query(...args: unknown[]): unknown };
const clientQuery = clientClass.query;
let statements = 0;
clientClass.query = function (this: unknown, ...args: unknown[]) {
  statements += 1;
  return clientQuery.apply(this, args);
};
try {
  await migrateDatabase(database);
  const imported = await importCatalogue(database.db, catalogue);
  if (!imported.ok)
    throw new Error(`the catalogue is not valid: ${JSON.stringify(imported.issues)}`);
  const dates = await queryRows<{
    courseId: number;
    scheduleId: number;
    levelId: number;
    startDate: string;
  }>(
    database.db,
    `select s.course_id as "courseId", s.id as "scheduleId", l.id as "levelId",
      s.start_date::text as "startDate"
    from course_schedules s join price_levels l on l.schedule_id = s.id order by s.start_date`,
  );

  let now = readOn;
  const clock = { now: () => now };
  const signer = await createTestSigner('RS256');
  const tokenSettingsOf = async (request: FastifyRequest): Promise<TokenSettings> => ({
    issuer,
    audience: `urn:kursmarkt:api:${request.domain.config.client}`,
    keys: signer.keys,
    passwordChangeUrl: `${issuer}/account/password`,
    emailChangeUrl: `${issuer}/account/email`,
  });
  const { domains } = await loadDomains(path.join(import.meta.dirname, '..', 'site', 'domains'));
  const app = await buildApp({
    database,
    domains,
    mailer: { send: async () => {} },
    tokenSettingsOf,
    clock,
    // The workers stay out of the measurement.
    jobs: { pollingIntervalSeconds: 3600 },
  });
  await app.ready();

  const customer = (given: string) => {
    const customerId = randomUUID();
    return { customerId, email: `${customerId.slice(0, 8)}@example.com`, given };
  };
  type Customer = ReturnType<typeof customer>;
  const tokenOf = (person: Customer) => {
    const at = Math.floor(clock.now().getTime() / 1000);
    return signer.sign({
      iss: issuer,
      aud: 'urn:kursmarkt:api:recht-storefront',
      sub: `account-${person.customerId.slice(0, 8)}`,
      client_id: 'recht-storefront',
      scope: 'openid profile email',
      customerId: person.customerId,
      email: person.email,
      email_verified: true,
      given_name: person.given,
      family_name: 'Bench',
      iat: at,
      exp: at + 300,
    });
  };
  const call = async (person: Customer, method: 'PUT', url: string, payload: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { host: recht, authorization: `Bearer ${await tokenOf(person)}` },
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  };

  const anna = customer('Anna');
  const empty = customer('Emil');
  for (const date of dates) {
    now = new Date(`${date.startDate}T00:00:00Z`);
    now.setUTCDate(now.getUTCDate() - 20);
    await call(anna, 'PUT', '/api/cart', {
      courseId: date.courseId,
      scheduleId: date.scheduleId,
      priceLevelId: date.levelId,
    });
    await call(anna, 'PUT', '/api/order/customer', {
      customerKind: 'CONSUMER',
      name: 'Anna',
      lastname: 'Bench',
      street: 'Ring 5',
      zipCode: '50667',
      city: 'Köln',
      country: 'DEU',
      email: anna.email,
    });
    await call(anna, 'PUT', '/api/order/payment', { paymentMethod: 'INVOICE' });
    await call(anna, 'PUT', '/api/order', { acceptTerms: true });
  }
  now = readOn;

  /** The page's API client for `person`, each request answered by the app and recorded. */
  const clientOf = (person: Customer, record: (line: string) => void) =>
    createApiClient({
      baseUrl: `http://${recht}`,
      getAccessToken: () => tokenOf(person),
      fetch: async (input, init) => {
        const target = new URL(String(input));
        const before = statements;
        const response = await app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: `${target.pathname}${target.search}`,
          headers: { host: recht, ...Object.fromEntries(new Headers(init?.headers)) },
        });
        record(
          `${init?.method ?? 'GET'} ${target.pathname}${target.search}\t${statements - before}`,
        );
        return new Response(response.body, {
          status: response.statusCode,
          headers: response.headers as Record<string, string>,
        });
      },
    });

  /** The page with every past year shown: its requests, as the page makes them. */
  const showEveryYear = async (person: Customer, record: (line: string) => void = () => {}) => {
    const client = clientOf(person, record);
    const upcoming = await getCustomerOrders(client);
    let bookings = upcoming.upcoming.length;
    for (const { year } of upcoming.years) {
      bookings += (await getCustomerOrdersOfYear(client, year)).length;
    }
    return { bookings, years: upcoming.years.map(({ year }) => year) };
  };

  const requests: string[] = [];
  const shown = await showEveryYear(anna, (line) => requests.push(line));
  console.log(
    `Meine Kurse on PostgreSQL: ${shown.bookings} bookings of ${dates.length} in ${shown.years.length} years (${shown.years.join(', ')}), read on ${readOn.toISOString().slice(0, 10)}`,
  );
  console.log(`\nthe requests of the page with every year shown: ${requests.length}`);
  console.log('  request                                          SQL statements');
  for (const line of requests) {
    const [request, count] = line.split('\t');
    console.log(`  ${request!.padEnd(48)} ${count}`);
  }

  // The same requests, timed: the customer's against one without bookings (the baseline).
  const timed = async (person: Customer) => {
    const client = clientOf(person, () => {});
    const upcoming: number[] = [];
    const ofYear: number[] = [];
    for (let round = 0; round < repeat; round += 1) {
      let start = performance.now();
      await getCustomerOrders(client);
      upcoming.push(performance.now() - start);
      for (const year of shown.years) {
        start = performance.now();
        await getCustomerOrdersOfYear(client, year);
        ofYear.push(performance.now() - start);
      }
    }
    return { upcoming: median(upcoming), ofYear: median(ofYear) };
  };
  await timed(empty);
  await timed(anna);
  const baseline = await timed(empty);
  const full = await timed(anna);
  console.log(
    `\ntime per request, median of ${repeat} rounds: 200 bookings against none (the baseline)`,
  );
  console.log(
    `  upcoming and past years   ${full.upcoming.toFixed(1)} ms against ${baseline.upcoming.toFixed(1)} ms: ${(full.upcoming / baseline.upcoming).toFixed(2)}×`,
  );
  console.log(
    `  one year (40 bookings)    ${full.ofYear.toFixed(1)} ms against ${baseline.ofYear.toFixed(1)} ms: ${(full.ofYear / baseline.ofYear).toFixed(2)}×`,
  );
  await app.close();
} finally {
  clientClass.query = clientQuery;
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
