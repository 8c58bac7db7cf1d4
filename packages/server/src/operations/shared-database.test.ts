// @vitest-environment node
/**
 * Two apps on one PostgreSQL database, each with a pool of its own, as two server processes
 * run: what one changes the other sees (the search's cache is kept per catalogue version, which
 * the database raises), and a job of the shared queue runs in one of them only.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCatalogue } from '../booking/test-support.ts';
import { importCatalogue } from '../catalogue-import/import.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { openTestDatabase, postgresOnlyTarget, type TestDatabase } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import { buildApp } from '../app.ts';
import type { Mail, Mailer } from '../mail/transport.ts';
import { sendMailJob } from '../outbox/outbox.ts';
import { mailsInOutbox } from '../outbox/test-support.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');
const { target, missing } = postgresOnlyTarget();
const host = 'recht.kursmarkt.test';

describe.skipIf(missing)(`two apps on one database on ${target.name}`, () => {
  let testDatabase: TestDatabase | undefined;
  const opened: { close(): Promise<unknown> }[] = [];

  /** An app on a pool of its own, as a second process would open. */
  async function startApp(mailer: Mailer = { async send() {} }) {
    const database: Database = await createDatabase({ url: testDatabase!.url!, poolSize: 3 });
    const { domains } = await loadDomains(examples);
    const app: FastifyInstance = await buildApp({
      database,
      domains,
      mailer,
      jobs: { pollingIntervalSeconds: 0.5 },
    });
    opened.push(database, app);
    await app.ready();
    return app;
  }

  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
    await testDatabase?.cleanup();
  });

  it('shows in the search of one app a catalogue change made through the other', async () => {
    testDatabase = await openTestDatabase(target);
    const a = await startApp();
    const b = await startApp();
    const familienrecht = (course: { slug: string }) => course.slug.startsWith('familienrecht');
    const without = {
      ...cartCatalogue,
      courses: cartCatalogue.courses.filter((course) => !familienrecht(course)),
    };
    expect((await importCatalogue(a.database.db, without)).ok).toBe(true);
    const search = async () => {
      const response = await b.inject({ url: '/api/search?term=Familienrecht', headers: { host } });
      expect(response.statusCode).toBe(200);
      return response.json().count as number;
    };
    const before = await search();
    expect(await search()).toBe(before);

    // The import adds what is new: the course left out before.
    const added = { courses: cartCatalogue.courses.filter(familienrecht) };
    expect(await importCatalogue(a.database.db, added)).toMatchObject({ ok: true });
    expect(await search()).toBe(before + 1);
  });

  it('sends each mail of the outbox once with two apps working the jobs', async () => {
    testDatabase = await openTestDatabase(target);
    const sent: { app: string; mail: Mail }[] = [];
    const mailerOf = (app: string): Mailer => ({
      async send(mail) {
        sent.push({ app, mail });
      },
    });
    const a = await startApp(mailerOf('a'));
    const b = await startApp(mailerOf('b'));
    const finished = new Set<string>();
    const allFinished = new Promise<void>((resolve) => {
      for (const app of [a, b]) {
        app.jobs.events.on('finished', (job) => {
          if (job.name !== sendMailJob) return;
          expect(job.error).toBeUndefined();
          finished.add(job.id);
          if (finished.size === 20) resolve();
        });
      }
    });
    for (let index = 1; index <= 20; index++) {
      await a.outbox.write(a.database.db, {
        to: `kunde${index}@example.de`,
        subject: `Mail ${index}`,
        text: 'Hallo',
      });
    }
    await allFinished;
    expect(sent.map(({ mail }) => mail.to).sort()).toEqual(
      Array.from({ length: 20 }, (_, index) => `kunde${index + 1}@example.de`).sort(),
    );
    const rows = await mailsInOutbox(a.database.db);
    expect(rows.every((row) => row.status === 'SENT')).toBe(true);
  });
});
