// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, preparedByText, queryRows, type Db } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import * as schema from './schema.ts';
import { seedDatabase } from '../seed/index.ts';
import { openTestDatabase, bothDatabaseTargets, type TestDatabase } from './test-databases.ts';

/** The 24 Fachanwaltschaften of § 1 FAO, written out independently of the seed data. */
const FACHANWALTSCHAFTEN = [
  'Agrarrecht',
  'Arbeitsrecht',
  'Bank- und Kapitalmarktrecht',
  'Bau- und Architektenrecht',
  'Erbrecht',
  'Familienrecht',
  'Gewerblicher Rechtsschutz',
  'Handels- und Gesellschaftsrecht',
  'Informationstechnologierecht',
  'Insolvenz- und Sanierungsrecht',
  'Internationales Wirtschaftsrecht',
  'Medizinrecht',
  'Miet- und Wohnungseigentumsrecht',
  'Migrationsrecht',
  'Sozialrecht',
  'Sportrecht',
  'Steuerrecht',
  'Strafrecht',
  'Transport- und Speditionsrecht',
  'Urheber- und Medienrecht',
  'Vergaberecht',
  'Verkehrsrecht',
  'Versicherungsrecht',
  'Verwaltungsrecht',
];

const REFERENCE_DATE = '2026-03-01';

/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

async function expectSqlState(promise: Promise<unknown>, ...states: string[]): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, `expected the query to fail with SQLSTATE ${states.join(' or ')}`).toBeDefined();
  expect(states).toContain(sqlState(error));
}

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = {
    scopes: schema.scopes,
    cities: schema.cities,
    courses: schema.courses,
    courseSchedules: schema.courseSchedules,
    priceLevels: schema.priceLevels,
    faqEntries: schema.faqEntries,
    contentPages: schema.contentPages,
    chambers: schema.chambers,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ value: count() }).from(table);
    result[name] = row?.value ?? -1;
  }
  return result;
}

describe.each(bothDatabaseTargets())('the database on $name', (target) => {
  let handle: TestDatabase;
  let db: Db;
  let firstSeed: Awaited<ReturnType<typeof seedDatabase>>;
  let concurrentSeeds: Awaited<ReturnType<typeof seedDatabase>>[];

  beforeAll(async () => {
    handle = await openTestDatabase(target);
    db = handle.database.db;
    // Two seeders at once (two connections on PostgreSQL): only one may insert.
    concurrentSeeds = await Promise.all([
      seedDatabase(db, { referenceDate: REFERENCE_DATE }),
      seedDatabase(db, { referenceDate: REFERENCE_DATE }),
    ]);
    const seeded = concurrentSeeds.find((result) => result.seeded);
    if (!seeded) throw new Error('Neither seeder inserted the catalogue');
    firstSeed = seeded;
  }, 120_000);

  afterAll(async () => {
    await handle?.cleanup();
  }, 60_000);

  it('applies every migration in the drizzle folder and records it', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await queryRows<{ n: number }>(
      db,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied?.n).toBe(journal.entries.length);

    const tables = await queryRows<{ name: string }>(
      db,
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    expect(tables.map((table) => table.name)).toEqual(
      [
        'app_secrets',
        'attendance_confirmations',
        'attendance_presences',
        'audit_entries',
        'bank_rows',
        'bookmarks',
        'cart_positions',
        'cart_vouchers',
        'carts',
        'catalogue_version',
        'certificates',
        'chambers',
        'cities',
        'contact_requests',
        'content_pages',
        'course_documents',
        'course_schedules',
        'course_scopes',
        'course_speakers',
        'courses',
        'credit_ledger',
        'customer_packages',
        'customers',
        'date_cancellations',
        'date_moves',
        'email_verification_tokens',
        'evaluations',
        'faq_entries',
        'favorites',
        'further_training_reminders',
        'guest_order_holds',
        'idempotency_keys',
        'identity_users',
        'invoice_counters',
        'invoices',
        'learning_check_attempt_options',
        'learning_check_attempt_questions',
        'learning_check_attempts',
        'learning_check_options',
        'learning_check_pools',
        'learning_check_questions',
        'login_failures',
        'manual_orders',
        'newsletter_subscriptions',
        'oidc_payloads',
        'operator_sessions',
        'order_cancellation_tokens',
        'order_cancellations',
        'order_dunning',
        'order_ledger',
        'order_positions',
        'order_status_changes',
        'order_withdrawals',
        'orders',
        'organizers',
        'outbox_attachments',
        'outbox_mails',
        'package_scopes',
        'packages',
        'password_reset_tokens',
        'payment_refunds',
        'payments',
        'pending_invoice_documents',
        'pending_invoice_renders',
        'price_levels',
        'provider_events',
        'rate_limit_counters',
        'saved_order_filters',
        'schedule_days',
        'scope_categories',
        'scopes',
        'search_schedules',
        'second_factor_challenges',
        'speakers',
        'specialist_titles',
        'staff_memberships',
        'uploads',
        'vat_id_checks',
        'voucher_uses',
        'vouchers',
        'waiting_list_offers',
        'waiting_list_requests',
        'written_exams',
      ].sort(),
    );
  });

  it('plans with the random page cost of memory and SSDs on every connection', async () => {
    const [row] = await queryRows<{ cost: string }>(
      db,
      "select current_setting('random_page_cost') as cost",
    );
    expect(row?.cost).toBe('1.1');
  });

  it('runs prepared statements with new values each time, prepared once per connection', async () => {
    const squareOn = (on: Db) =>
      on
        .select({ n: sql<number>`${sql.placeholder('n')}::int * ${sql.placeholder('n')}::int` })
        .from(sql`(select 1) as one`);
    const square = preparedByText(squareOn(db));
    for (const n of [2, 3, 2, 4]) expect(await square.execute({ n })).toEqual([{ n: n * n }]);
    await expect(square.execute({})).rejects.toThrow('No value for placeholder "n"');
    const database = handle.database;
    if (database.dialect !== 'postgres') return;
    // On one connection: the statement is prepared under the name of its text, once.
    const single = await createDatabase({
      url: database.client.options.connectionString,
      poolSize: 1,
    });
    try {
      const query = squareOn(single.db);
      const squareOnOne = preparedByText(query);
      for (const n of [5, 6, 5]) expect(await squareOnOne.execute({ n })).toEqual([{ n: n * n }]);
      const prepared = await queryRows<{ name: string }>(
        single.db,
        sql`select name from pg_prepared_statements where statement = ${query.toSQL().sql}`,
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^q[0-9a-f]{40}$/);
    } finally {
      await single.close();
    }
  });

  it('prepares every statement with parameters under the name of its text, once per connection, and runs the others as they are', async () => {
    const database = handle.database;
    if (database.dialect !== 'postgres') return;
    const single = await createDatabase({
      url: database.client.options.connectionString,
      poolSize: 1,
    });
    try {
      const doubled = (n: number) => sql`select ${n}::int * 2 as doubled`;
      for (const n of [3, 4, 3]) {
        expect(await queryRows(single.db, doubled(n))).toEqual([{ doubled: n * 2 }]);
      }
      await single.db.transaction(async (tx) => {
        expect(await queryRows(tx, doubled(5))).toEqual([{ doubled: 10 }]);
      });
      await queryRows(single.db, 'select 1 as plain');
      // Without parameters, this read is not prepared either.
      const prepared = await queryRows<{ name: string; statement: string }>(
        single.db,
        'select name, statement from pg_prepared_statements where not from_sql',
      );
      expect(prepared).toEqual([
        {
          name: expect.stringMatching(/^q[0-9a-f]{40}$/),
          statement: 'select $1::int * 2 as doubled',
        },
      ]);
    } finally {
      await single.close();
    }
  });

  it('creates the pg_trgm, cube and earthdistance extensions', async () => {
    const rows = await queryRows<{ name: string }>(
      db,
      "select extname as name from pg_extension where extname in ('pg_trgm', 'cube', 'earthdistance') order by 1",
    );
    expect(rows.map((row) => row.name)).toEqual(['cube', 'earthdistance', 'pg_trgm']);
  });

  it('runs the migrations a second time without changing anything', async () => {
    await migrateDatabase(handle.database);
    const [applied] = await queryRows<{ n: number }>(
      db,
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(applied?.n).toBe(journal.entries.length);
  });

  it('seeds the catalogue once when two seeders run at the same time', () => {
    expect(concurrentSeeds.map((result) => result.seeded).sort()).toEqual([false, true]);
  });

  it('seeds the catalogue once when seeding runs twice', async () => {
    expect(firstSeed.seeded).toBe(true);
    const before = await tableCounts(db);
    expect(before.courses).toBe(firstSeed.counts.courses);

    const second = await seedDatabase(db, { referenceDate: REFERENCE_DATE });
    expect(second.seeded).toBe(false);
    expect(await tableCounts(db)).toEqual(before);
  });

  it('has the 24 Fachanwaltschaften as specialist scopes with English names and categories', async () => {
    const rows = await db
      .select({
        nameDe: schema.scopes.nameDe,
        nameEn: schema.scopes.nameEn,
        top: schema.scopes.top,
        category: schema.scopeCategories.key,
      })
      .from(schema.scopes)
      .innerJoin(schema.scopeCategories, eq(schema.scopes.categoryId, schema.scopeCategories.id))
      .where(eq(schema.scopes.searchType, 'SPECIALIZATION'));
    expect(rows.map((row) => row.nameDe).sort()).toEqual([...FACHANWALTSCHAFTEN].sort());
    expect(rows.every((row) => row.nameEn.length > 3 && row.nameEn !== row.nameDe)).toBe(true);
    const categories = new Set(rows.map((row) => row.category));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(categories.size).toBeLessThanOrEqual(6);
    const top = rows.filter((row) => row.top).length;
    expect(top).toBeGreaterThanOrEqual(6);
    expect(top).toBeLessThanOrEqual(8);
  });

  it('has about ten RENO scopes for office staff', async () => {
    const [row] = await db
      .select({ value: count() })
      .from(schema.scopes)
      .where(eq(schema.scopes.searchType, 'RENO'));
    expect(row?.value).toBeGreaterThanOrEqual(10);
  });

  it('has the 27 regional Rechtsanwaltskammern and the chamber at the Bundesgerichtshof', async () => {
    const rows = await db.select().from(schema.chambers);
    const regional = rows.filter((row) => !row.name.includes('Bundesgerichtshof'));
    expect(regional).toHaveLength(27);
    expect(rows.map((row) => row.name)).toContain('Rechtsanwaltskammer beim Bundesgerichtshof');
    expect(rows.map((row) => row.name)).toContain('Rechtsanwaltskammer Köln');
    expect(rows.map((row) => row.name)).toContain(
      'Rechtsanwaltskammer für den Oberlandesgerichtsbezirk München',
    );
  });

  it('has at least six FAQ entries per category in German and in English', async () => {
    for (const category of schema.faqCategories) {
      for (const language of schema.languages) {
        const [row] = await db
          .select({ value: count() })
          .from(schema.faqEntries)
          .where(
            and(eq(schema.faqEntries.category, category), eq(schema.faqEntries.language, language)),
          );
        expect(row?.value, `${category}/${language}`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('has every content page in German and in English', async () => {
    const rows = await db
      .select({ key: schema.contentPages.key, language: schema.contentPages.language })
      .from(schema.contentPages);
    const present = new Set(rows.map((row) => `${row.key}/${row.language}`));
    for (const key of schema.contentPageKeys) {
      for (const language of schema.languages) {
        expect(present.has(`${key}/${language}`), `${key}/${language}`).toBe(true);
      }
    }
  });

  it('has a catalogue of at least 150 courses of every type in real cities', async () => {
    const counts = await tableCounts(db);
    expect(counts.courses).toBeGreaterThanOrEqual(150);
    expect(counts.cities).toBeGreaterThanOrEqual(60);
    const byType = await queryRows<{ course_type: string; search_type: string; n: number }>(
      db,
      'select course_type, search_type, count(*)::int as n from courses group by 1, 2',
    );
    for (const type of schema.courseTypes) {
      expect(byType.some((row) => row.course_type === type)).toBe(true);
    }
    const renoCourses = byType
      .filter((row) => row.search_type === 'RENO')
      .reduce((sum, row) => sum + row.n, 0);
    expect(renoCourses).toBeGreaterThanOrEqual(20);
    const [full] = await queryRows<{ n: number }>(
      db,
      'select count(*)::int as n from course_schedules where booked = seats',
    );
    expect(full?.n).toBeGreaterThan(0);
  });

  it('gives every course scopes, speakers, documents and schedules with prices', async () => {
    const rows = await queryRows<{
      id: number;
      scopes: number;
      speakers: number;
      documents: number;
      schedules: number;
    }>(
      db,
      `select c.id,
        (select count(*)::int from course_scopes x where x.course_id = c.id) as scopes,
        (select count(*)::int from course_speakers x where x.course_id = c.id) as speakers,
        (select count(*)::int from course_documents x where x.course_id = c.id) as documents,
        (select count(*)::int from course_schedules x where x.course_id = c.id) as schedules
       from courses c`,
    );
    for (const row of rows) {
      expect(row.scopes, `course ${row.id}`).toBeGreaterThanOrEqual(1);
      expect(row.scopes, `course ${row.id}`).toBeLessThanOrEqual(3);
      expect(row.speakers, `course ${row.id}`).toBeGreaterThanOrEqual(1);
      expect(row.speakers, `course ${row.id}`).toBeLessThanOrEqual(3);
      expect(row.documents, `course ${row.id}`).toBeGreaterThanOrEqual(1);
      expect(row.documents, `course ${row.id}`).toBeLessThanOrEqual(2);
      expect(row.schedules, `course ${row.id}`).toBeGreaterThanOrEqual(1);
    }
    const [unpriced] = await queryRows<{ n: number }>(
      db,
      `select count(*)::int as n from course_schedules s
       where (select count(*) from price_levels p where p.schedule_id = s.id) not between 1 and 3`,
    );
    expect(unpriced?.n).toBe(0);
    const [misplaced] = await queryRows<{ n: number }>(
      db,
      `select count(*)::int as n from course_schedules s join courses c on c.id = s.course_id
       where (c.course_type = 'PRESENT') <> (s.city_id is not null)`,
    );
    expect(misplaced?.n).toBe(0);
  });

  it('rejects a schedule with more bookings than seats', async () => {
    const [course] = await db.select({ id: schema.courses.id }).from(schema.courses).limit(1);
    await expectSqlState(
      db.insert(schema.courseSchedules).values({
        courseId: course!.id,
        startDate: '2026-05-04',
        endDate: '2026-05-04',
        seats: 10,
        booked: 11,
      }),
      '23514',
    );
    const [schedule] = await db
      .select({ id: schema.courseSchedules.id })
      .from(schema.courseSchedules)
      .limit(1);
    await expectSqlState(
      db
        .update(schema.courseSchedules)
        .set({ booked: sql`${schema.courseSchedules.seats} + 1` })
        .where(eq(schema.courseSchedules.id, schedule!.id)),
      '23514',
    );
  });

  it('rejects a negative price', async () => {
    const [schedule] = await db
      .select({ id: schema.courseSchedules.id })
      .from(schema.courseSchedules)
      .limit(1);
    await expectSqlState(
      db.insert(schema.priceLevels).values({
        scheduleId: schedule!.id,
        nameDe: 'Rabatt',
        nameEn: 'Discount',
        priceCents: -1,
      }),
      '23514',
    );
  });

  it('enforces foreign keys and cascades course deletion to schedules and prices', async () => {
    await expectSqlState(
      db.insert(schema.courseScopes).values({ courseId: 999_999, scopeId: 1 }),
      '23503',
    );
    const [organizer] = await db
      .select({ id: schema.organizers.id })
      .from(schema.organizers)
      .limit(1);
    await expectSqlState(
      db.delete(schema.organizers).where(eq(schema.organizers.id, organizer!.id)),
      // ON DELETE RESTRICT: PostgreSQL 18 (PGlite) reports restrict_violation, older versions
      // foreign_key_violation.
      '23001',
      '23503',
    );

    // Delete a course inside a transaction that is rolled back afterwards.
    const [course] = await db.select({ id: schema.courses.id }).from(schema.courses).limit(1);
    let leftover: number | undefined;
    await db
      .transaction(async (tx) => {
        await tx.delete(schema.courses).where(eq(schema.courses.id, course!.id));
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from price_levels p
              join course_schedules s on s.id = p.schedule_id where s.course_id = ${course!.id}`,
        );
        leftover = row?.n;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(leftover).toBe(0);
    const [still] = await db
      .select({ value: count() })
      .from(schema.courseSchedules)
      .where(eq(schema.courseSchedules.courseId, course!.id));
    expect(still?.value).toBeGreaterThan(0);
  });

  it('gives new rows ids after the seeded ones', async () => {
    const [request] = await db
      .insert(schema.contactRequests)
      .values({
        domain: 'kursmarkt.example',
        name: 'Erika Mustermann',
        email: 'erika@example.com',
        subject: 'Frage zur Buchung',
        message: 'Gibt es noch Plätze?',
      })
      .returning();
    expect(request?.id).toBeGreaterThan(0);
    expect(request?.createdAt).toBeInstanceOf(Date);

    const [faq] = await db
      .insert(schema.faqEntries)
      .values({ category: 'COMMON', language: 'de', question: 'Test?', answer: 'Ja.' })
      .returning({ id: schema.faqEntries.id });
    expect(faq?.id).toBe((firstSeed.counts.faqEntries ?? 0) + 1);
    await db.delete(schema.faqEntries).where(eq(schema.faqEntries.id, faq!.id));
  });

  it('ranks similar city names with pg_trgm similarity()', async () => {
    const [pair] = await queryRows<{ same: number; variant: number; other: number }>(
      db,
      "select similarity('Köln', 'Köln')::float8 as same, similarity('Köln', 'Koeln')::float8 as variant, similarity('Köln', 'Berlin')::float8 as other",
    );
    expect(pair?.same).toBe(1);
    expect(pair?.variant).toBeGreaterThan(pair?.other ?? 1);

    const suggestions = await queryRows<{ name: string }>(
      db,
      sql`select name from cities where similarity(name, ${'Mönchengladbch'}) > 0.3
          order by similarity(name, ${'Mönchengladbch'}) desc, name limit 3`,
    );
    expect(suggestions[0]?.name).toBe('Mönchengladbach');
  });

  it('measures great-circle distances between seeded cities with earthdistance', async () => {
    const distance = async (from: string, to: string) => {
      const [row] = await queryRows<{ km: number }>(
        db,
        sql`select (earth_distance(ll_to_earth(a.latitude, a.longitude),
                                   ll_to_earth(b.latitude, b.longitude)) / 1000)::float8 as km
            from cities a, cities b where a.name = ${from} and b.name = ${to}`,
      );
      if (!row) throw new Error(`missing city ${from} or ${to}`);
      return row.km;
    };
    const bonn = await distance('Köln', 'Bonn');
    expect(bonn).toBeGreaterThan(20);
    expect(bonn).toBeLessThan(30);

    const within50 = await queryRows<{ name: string }>(
      db,
      sql`select b.name from cities a, cities b
          where a.name = 'Köln'
            and earth_distance(ll_to_earth(a.latitude, a.longitude),
                               ll_to_earth(b.latitude, b.longitude)) <= 50000`,
    );
    const names = within50.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Bonn', 'Leverkusen', 'Düren', 'Düsseldorf']));
    expect(names).not.toContain('Aachen');
  });
});
