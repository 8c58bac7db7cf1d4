// @vitest-environment node
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyOf,
  catalogueNow,
  newCustomer,
  openCartTestApp,
  runJob,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { loadDomains } from '../domains/load.ts';
import {
  fourthQuarterOf,
  furtherTrainingRemindersJob,
  sendFurtherTrainingReminders,
} from './reminders.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

describe('the fourth quarter', () => {
  it('begins on 1 October of the day’s year', () => {
    expect(fourthQuarterOf('2027-09-30')).toBeNull();
    expect(fourthQuarterOf('2027-10-01')).toBe('2027-Q4');
    expect(fourthQuarterOf('2027-12-31')).toBe('2027-Q4');
    expect(fourthQuarterOf('2028-01-01')).toBeNull();
  });
});

describe.each(testDatabaseTargets())('the further-training reminder on $name', (target) => {
  let t: CartTestApp;
  const db = () => t.database.database.db;
  /** 30 September 2027, 23:30 in Berlin. */
  const lastSeptemberEvening = new Date('2027-09-30T21:30:00Z');
  /** 1 October 2027, 00:30 in Berlin. */
  const firstOctoberNight = new Date('2027-09-30T22:30:00Z');
  const anna = newCustomer('Anna');
  const bert = newCustomer('Bert');
  const carl = newCustomer('Carl');
  const dora = newCustomer('Dora');

  const titles = async (person: Person, sinceYear: number, reminders: boolean) =>
    bodyOf(
      await t.call('PUT', '/api/customer/titles', {
        person,
        payload: {
          titles: [
            { scopeId: t.ids.scopes.arbeit, sinceYear },
            { scopeId: t.ids.scopes.familie, sinceYear },
          ],
          reminders,
        },
      }),
    );
  const mailsTo = (person: Person) =>
    db().select().from(schema.outboxMails).where(eq(schema.outboxMails.recipient, person.email));

  beforeAll(async () => {
    t = await openCartTestApp(target, { jobs: { pollingIntervalSeconds: 0.5 } });
    await db()
      .update(schema.scopes)
      .set({ searchType: 'SPECIALIZATION' })
      .where(inArray(schema.scopes.id, [t.ids.scopes.arbeit, t.ids.scopes.familie]));
    // In the fourth quarter: an online date with seats, and a family-law date already full.
    await db()
      .insert(schema.courseSchedules)
      .values([
        {
          courseId: t.ids.online.courseId,
          cityId: null,
          startDate: '2027-11-15',
          endDate: '2027-11-15',
          seats: 10,
        },
        {
          courseId: t.ids.family.courseId,
          cityId: null,
          startDate: '2027-11-20',
          endDate: '2027-11-20',
          seats: 5,
          booked: 5,
        },
      ]);
    // Anna and Dora have held both titles since 2020 and miss every hour of 2027; Bert was
    // granted his this year (nothing due yet); Carl misses hours but did not opt in.
    await titles(anna, 2020, true);
    await titles(bert, 2027, true);
    await titles(carl, 2020, false);
    await titles(dora, 2020, true);
    await db().insert(schema.identityUsers).values({
      realm: 'kursmarkt',
      email: dora.email,
      passwordHash: 'not used',
      firstName: dora.given_name,
      lastName: dora.family_name,
      customerId: dora.customerId,
      language: 'en',
      termsAcceptedAt: catalogueNow,
    });
  }, 60_000);
  afterAll(async () => {
    t?.clock.set(catalogueNow);
    await t?.close();
  });

  it('writes no reminder before October', async () => {
    t.clock.set(lastSeptemberEvening);
    await runJob(t.app, furtherTrainingRemindersJob);
    for (const person of [anna, bert, carl, dora]) expect(await mailsTo(person)).toEqual([]);
  });

  it('reminds once in the fourth quarter of the hours each title misses, with courses that have seats', async () => {
    t.clock.set(firstOctoberNight);
    // Two workers at once: each opt-in is mailed by one of them.
    const [lawyer] = (await loadDomains(examples, [path.join(examples, 'lawyer')])).domains;
    const { config } = lawyer!;
    const options = {
      db: db(),
      clock: t.clock,
      outbox: t.app.outbox,
      siteOf: () => ({
        siteName: config.name,
        seller: config.seller,
        locales: config.locales,
        origin: config.origin ?? `https://${config.hosts[0]}`,
        offered: { types: config.types, courseTypes: config.courseTypes },
      }),
    };
    const written = await Promise.all([
      sendFurtherTrainingReminders(options),
      sendFurtherTrainingReminders(options),
    ]);
    expect(written[0] + written[1]).toBe(2);
    const [mail, ...others] = await mailsTo(anna);
    expect(others).toEqual([]);
    expect(mail!.subject).toContain('Ihre Fortbildungsstunden 2027: es fehlen noch Stunden');
    expect(mail!.text).toContain('Guten Tag Anna Kunde,');
    expect(mail!.text).toContain('Arbeitsrecht: es fehlen 15 Zeitstunden.');
    expect(mail!.text).toContain('Familienrecht: es fehlen 15 Zeitstunden.');
    expect(mail!.text).toMatch(
      /Arbeitsrecht online, ab 15\.11\.2027: https?:\/\/[^\s]+\/arbeitsrecht-online-\d+/,
    );
    // The full family-law date is no course to fill the gap with.
    expect(mail!.text).not.toContain('Familienrecht kompakt');
    expect(mail!.text).toContain('Im Moment ist dafür kein Kurs mit freien Plätzen buchbar.');
    expect(mail!.text).toContain(
      `/search?scope=${t.ids.scopes.arbeit}&dateFrom=2027-10-01&dateTo=2027-12-31&freeSeats=true`,
    );
    expect(mail!.text).toMatch(/abbestellen: https?:\/\/[^\s]+\/customer-dashboard\/mein-status/);

    // Later the same quarter, by the scheduled job: no second mail.
    t.clock.set(new Date('2027-11-02T09:00:00Z'));
    await runJob(t.app, furtherTrainingRemindersJob);
    expect(await mailsTo(anna)).toHaveLength(1);
  });

  it('writes none to a customer without a gap or without the opt-in', async () => {
    expect(await mailsTo(bert)).toEqual([]);
    expect(await mailsTo(carl)).toEqual([]);
  });

  it('writes it in the customer’s language', async () => {
    const [mail, ...others] = await mailsTo(dora);
    expect(others).toEqual([]);
    expect(mail!.subject).toContain('Your further-training hours 2027');
    expect(mail!.text).toContain('Employment law: 15 hours are missing.');
  });

  it('reminds again in the next year’s fourth quarter', async () => {
    t.clock.set(new Date('2028-10-01T06:00:00Z'));
    await runJob(t.app, furtherTrainingRemindersJob);
    const mails = await mailsTo(anna);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('2028');
  });
});
