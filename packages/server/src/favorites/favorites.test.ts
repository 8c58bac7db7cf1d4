// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteAlertSchema, favoriteSchema, maxFavorites } from '@kursmarkt/schemas';
import {
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  reno,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import type { FinishedJob } from '../jobs/jobs.ts';
import { favoriteAlertsJob } from './alerts.ts';

const favoritesOf = (body: unknown) => favoriteSchema.array().parse(body);

describe.each(testDatabaseTargets())('the saved searches on $name', (target) => {
  let t: CartTestApp;
  beforeAll(async () => {
    t = await openCartTestApp(target, { jobs: { pollingIntervalSeconds: 0.5 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const save = async (person: Person, payload: object) =>
    favoritesOf(bodyOf(await t.call('PUT', '/api/favorites', { person, payload })));

  it('saves a search, renames it and removes it', async () => {
    const anna = newCustomer('Anna');
    const search = {
      term: 'Kündigung',
      scope: t.ids.scopes.arbeit,
      types: ['EDUCATION'],
      courseType: 'PRESENT',
      cityId: (await t.database.database.db.select().from(schema.cities))[0]!.id,
      radius: 50,
      dateFrom: '2027-04-01',
      dateTo: '2027-06-30',
    };
    const [saved] = await save(anna, { name: 'Arbeitsrecht in Köln', search });
    expect(saved).toMatchObject({
      name: 'Arbeitsrecht in Köln',
      search,
      dropped: [],
      scopeName: 'Arbeitsrecht',
      cityName: 'Köln',
      alerts: false,
    });

    const renamed = await save(anna, { id: saved!.id, name: 'Köln', search, alerts: true });
    expect(renamed).toEqual([{ ...saved, name: 'Köln', alerts: true }]);
    expect(favoritesOf(bodyOf(await t.call('GET', '/api/favorites', { person: anna })))).toEqual(
      renamed,
    );

    const removed = bodyOf(await t.call('DELETE', `/api/favorites/${saved!.id}`, { person: anna }));
    expect(removed).toEqual([]);
    errorOf(await t.call('DELETE', `/api/favorites/${saved!.id}`, { person: anna }), 404);
  });

  it('keeps another customer out of a saved search: 404, and the search stays', async () => {
    const anna = newCustomer('Anna');
    const jonas = newCustomer('Jonas');
    const [saved] = await save(anna, { name: 'Familie', search: { scope: t.ids.scopes.familie } });
    errorOf(
      await t.call('PUT', '/api/favorites', {
        person: jonas,
        payload: { id: saved!.id, name: 'Meins', search: {} },
      }),
      404,
    );
    errorOf(await t.call('DELETE', `/api/favorites/${saved!.id}`, { person: jonas }), 404);
    expect(bodyOf(await t.call('GET', '/api/favorites', { person: jonas }))).toEqual([]);
    expect(bodyOf(await t.call('GET', '/api/favorites', { person: anna }))).toEqual([saved]);
    expect(bodyOf(await t.call('GET', '/api/favorites', { person: anna, host: reno }))).toEqual([]);
  });

  it('refuses a nameless search with dates the wrong way round, naming the fields', async () => {
    const error = errorOf(
      await t.call('PUT', '/api/favorites', {
        person: newCustomer(),
        payload: {
          name: '  ',
          search: { dateFrom: '2027-05-01', dateTo: '2027-04-01', radius: 30 },
        },
      }),
      422,
    );
    expect(error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'body.name', code: 'REQUIRED' }),
        expect.objectContaining({ path: 'body.search.radius', code: 'NOT_ALLOWED' }),
      ]),
    );
    const dates = errorOf(
      await t.call('PUT', '/api/favorites', {
        person: newCustomer(),
        payload: { name: 'Mai', search: { dateFrom: '2027-05-01', dateTo: '2027-04-01' } },
      }),
      422,
    );
    expect(dates.details).toEqual([
      expect.objectContaining({ path: 'body.search.dateTo', code: 'NOT_AFTER_START' }),
    ]);
  });

  it(`keeps at most ${maxFavorites} searches`, async () => {
    const dora = newCustomer('Dora');
    for (let index = 0; index < maxFavorites; index += 1) {
      await save(dora, { name: `Suche ${index}`, search: { term: `Wort${index}` } });
    }
    errorOf(
      await t.call('PUT', '/api/favorites', {
        person: dora,
        payload: { name: 'Eine zu viel', search: {} },
      }),
      409,
    );
  });

  it('opens a search whose scope and city no longer exist without them, and says so', async () => {
    const [saved] = await save(newCustomer(), {
      name: 'Alt',
      search: { term: 'Recht', scope: 999_998, cityId: 999_999, radius: 10 },
    });
    expect(saved).toMatchObject({
      search: { term: 'Recht' },
      dropped: ['scope', 'city'],
      scopeName: null,
      cityName: null,
    });
  });

  describe('alert mails', () => {
    const db = () => t.database.database.db;
    const runAlerts = async () => {
      const finished = new Promise<FinishedJob>((resolve) => {
        const listener = (job: FinishedJob) => {
          if (job.name !== favoriteAlertsJob) return;
          t.app.jobs.events.off('finished', listener);
          resolve(job);
        };
        t.app.jobs.events.on('finished', listener);
      });
      await t.app.jobs.enqueue(db(), favoriteAlertsJob, {});
      expect((await finished).error).toBeUndefined();
    };
    const mailsTo = (person: Person) =>
      db().select().from(schema.outboxMails).where(eq(schema.outboxMails.recipient, person.email));
    const publishDate = async (courseId: number, startDate: string) => {
      await db()
        .insert(schema.courseSchedules)
        .values({ courseId, cityId: null, startDate, endDate: startDate, seats: 10 });
    };

    it('mails once a day the courses with new dates that match, and only those', async () => {
      const erik = newCustomer('Erik');
      await save(erik, {
        name: 'Arbeitsrecht',
        search: { scope: t.ids.scopes.arbeit },
        alerts: true,
      });
      await save(erik, { name: 'Ohne Mail', search: { scope: t.ids.scopes.arbeit } });
      await publishDate(t.ids.online.courseId, '2027-07-01');
      await publishDate(t.ids.family.courseId, '2027-07-02');
      try {
        await runAlerts();
        const [first, ...others] = await mailsTo(erik);
        expect(others).toEqual([]);
        expect(first!.subject).toContain('1 neuer Kurs für Ihre Suche „Arbeitsrecht“');
        expect(first!.text).toContain('Arbeitsrecht online, ab 01.07.2027 (Online)');
        expect(first!.text).not.toContain('Familienrecht kompakt');
        expect(first!.text).toMatch(/\/search\?scope=\d+/);
        expect(first!.listUnsubscribe).toMatch(/^https?:\/\/.+\/api\/favorite-alerts\/[\w-]{43}$/);

        // A date published later the same day waits for the next day's mail.
        await publishDate(t.ids.specialist.courseId, '2027-09-20');
        t.clock.set(new Date(catalogueNow.getTime() + 3 * 60 * 60 * 1000));
        await runAlerts();
        expect(await mailsTo(erik)).toHaveLength(1);

        t.clock.set(new Date(catalogueNow.getTime() + 24 * 60 * 60 * 1000));
        await runAlerts();
        const [, second, ...more] = await mailsTo(erik);
        expect(more).toEqual([]);
        expect(second!.text).toContain('Fachanwaltslehrgang');
        expect(second!.text).not.toContain('Arbeitsrecht online');

        // Nothing new: no mail.
        t.clock.set(new Date(catalogueNow.getTime() + 48 * 60 * 60 * 1000));
        await runAlerts();
        expect(await mailsTo(erik)).toHaveLength(2);
      } finally {
        t.clock.set(catalogueNow);
      }
    });

    it('stops the mails by the unsubscribe link, without signing in', async () => {
      const frida = newCustomer('Frida');
      const [saved] = await save(frida, {
        name: 'Familie',
        search: { scope: t.ids.scopes.familie },
        alerts: true,
      });
      await publishDate(t.ids.family.courseId, '2027-08-03');
      await runAlerts();
      const [mail] = await mailsTo(frida);
      const token = mail!.listUnsubscribe!.split('/').pop()!;
      expect(mail!.text).toContain(`/suchfavoriten/abbestellen#${token}`);

      expect(
        favoriteAlertSchema.parse(bodyOf(await t.call('GET', `/api/favorite-alerts/${token}`))),
      ).toEqual({ name: 'Familie', alerts: true });
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/favorite-alerts/${token}`,
        headers: {
          host: 'recht.kursmarkt.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(bodyOf(oneClick)).toEqual({ name: 'Familie', alerts: false });
      const [after] = favoritesOf(bodyOf(await t.call('GET', '/api/favorites', { person: frida })));
      expect(after).toEqual({ ...saved, alerts: false });
      errorOf(await t.call('POST', '/api/favorite-alerts/not-a-token'), 404);
      errorOf(await t.call('GET', '/api/favorite-alerts/not-a-token'), 404);
    });
  });

  it('asks for a sign-in without credentials', async () => {
    errorOf(await t.call('GET', '/api/favorites'), 401);
  });
});
