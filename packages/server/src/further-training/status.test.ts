// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  furtherTrainingScopeAnswerSchema,
  furtherTrainingYearAnswerSchema,
  orderSchema,
  participantPositionSchema,
  specialistTitlesSchema,
} from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import { endOfGermanDay } from './items.ts';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDatabaseTargets())('the further-training status on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  let chamberId: number;
  let educationScope: number;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-status-'));
    t = await openCartTestApp(target, { storage: folderStorage(storageDir) });
    const db = t.database.database.db;
    // The test catalogue's two scopes as the specialist lawyers' ones they are in the real one.
    await db
      .update(schema.scopes)
      .set({ searchType: 'SPECIALIZATION' })
      .where(inArray(schema.scopes.id, [t.ids.scopes.arbeit, t.ids.scopes.familie]));
    const [chamber] = await db
      .insert(schema.chambers)
      .values({ name: 'Rechtsanwaltskammer Köln', city: 'Köln' })
      .returning();
    chamberId = chamber!.id;
    const [scope] = await db
      .insert(schema.scopes)
      .values({
        key: 'kanzleiorganisation',
        nameDe: 'Kanzleiorganisation',
        nameEn: 'Office organisation',
        searchType: 'EDUCATION',
        categoryId: t.ids.categories.arbeit,
      })
      .returning();
    educationScope = scope!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** `person` orders the online April date, the Köln date of 12 March and the family course. */
  async function order(person: Person) {
    const lines = [
      [t.ids.online.courseId, t.ids.online.april, t.ids.online.aprilStandard],
      [t.ids.present.courseId, t.ids.present.soon, t.ids.present.soonStandard],
      [t.ids.family.courseId, t.ids.family.april, t.ids.family.aprilStandard],
    ] as const;
    for (const [courseId, scheduleId, priceLevelId] of lines) {
      bodyOf(
        await t.call('PUT', '/api/cart', {
          person,
          payload: { courseId, scheduleId, priceLevelId },
        }),
      );
    }
    cartSchema.parse(bodyOf(await t.call('GET', '/api/cart', { person })));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    const placed = orderSchema.parse(
      bodyOf(
        await t.call('PUT', '/api/order', {
          person,
          payload: { acceptTerms: true, earlyStartConsent: true },
        }),
        201,
      ),
    );
    const of = (scheduleId: number) =>
      placed.positions.find((position) => position.scheduleId === scheduleId)!.id;
    return {
      online: of(t.ids.online.april),
      present: of(t.ids.present.soon),
      family: of(t.ids.family.april),
    };
  }

  async function manualOrder(person: Person, fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([pdf]), 'Zertifikat.pdf');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/manuel',
      headers: { host: 'recht.kursmarkt.test', authorization: `Bearer ${await t.tokenOf(person)}` },
      payload: form,
    });
    return bodyOf(response, 201) as { id: string };
  }

  /** The participant of `positionId` present through every day of its date, as the door scan records it. */
  async function attend(positionId: string) {
    const db = t.database.database.db;
    const [position] = await db
      .select({ scheduleId: schema.orderPositions.scheduleId })
      .from(schema.orderPositions)
      .where(eq(schema.orderPositions.id, positionId));
    const days = await db
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, position!.scheduleId!));
    for (const day of days) {
      await db.insert(schema.attendancePresences).values({
        positionId,
        dayId: day.id,
        source: 'DOOR_SCAN',
        startedAt: day.startsAt,
        endedAt: day.endsAt,
      });
    }
    return days;
  }

  const titles = (person: Person, payload: object) =>
    t.call('PUT', '/api/customer/titles', { person, payload });
  const yearOf = async (person: Person, year: number) =>
    furtherTrainingYearAnswerSchema.parse(
      bodyOf(await t.call('GET', `/api/customer/state/${year}`, { person })),
    );
  const twoTitles = () => ({
    titles: [
      {
        scopeId: t.ids.scopes.arbeit,
        sinceYear: 2020,
        chamberId,
        memberNumber: 'K-4711',
        excusedYears: [],
      },
      { scopeId: t.ids.scopes.familie, sinceYear: 2020, chamberId },
    ],
    reminders: true,
  });

  it('keeps up to three titles in specialist lawyers’ scopes and refuses others at their field', async () => {
    const anna = newCustomer('Anna');
    const saved = specialistTitlesSchema.parse(bodyOf(await titles(anna, twoTitles())));
    expect(saved).toEqual({
      titles: [
        {
          scopeId: t.ids.scopes.arbeit,
          scopeName: 'Arbeitsrecht',
          sinceYear: 2020,
          candidate: false,
          chamberId,
          chamberName: 'Rechtsanwaltskammer Köln',
          memberNumber: 'K-4711',
          excusedYears: [],
        },
        expect.objectContaining({ scopeId: t.ids.scopes.familie, memberNumber: '' }),
      ],
      reminders: true,
    });
    expect(bodyOf(await t.call('GET', '/api/customer/titles', { person: anna }))).toEqual(saved);

    const education = errorOf(
      await titles(anna, {
        titles: [{ scopeId: educationScope, sinceYear: 2020 }],
        reminders: false,
      }),
      422,
    );
    expect(education.details).toEqual([
      expect.objectContaining({ path: 'body.titles.0.scopeId', code: 'NOT_ALLOWED' }),
    ]);
    const twice = errorOf(
      await titles(anna, {
        titles: [
          { scopeId: t.ids.scopes.arbeit, sinceYear: 2020 },
          { scopeId: t.ids.scopes.arbeit, sinceYear: 2021 },
        ],
        reminders: false,
      }),
      422,
    );
    expect(twice.details).toEqual([
      expect.objectContaining({ path: 'body.titles.1.scopeId', code: 'NOT_ALLOWED' }),
    ]);
    const noChamber = errorOf(
      await titles(anna, {
        titles: [{ scopeId: t.ids.scopes.arbeit, sinceYear: 2020, chamberId: chamberId + 99 }],
        reminders: false,
      }),
      422,
    );
    expect(noChamber.details).toEqual([
      expect.objectContaining({ path: 'body.titles.0.chamberId', code: 'NOT_ALLOWED' }),
    ]);
    const four = errorOf(
      await titles(anna, {
        titles: [2020, 2021, 2022, 2023].map((sinceYear) => ({
          scopeId: t.ids.scopes.arbeit,
          sinceYear,
        })),
        reminders: false,
      }),
      422,
    );
    expect(four.details?.[0]).toMatchObject({ path: 'body.titles', code: 'TOO_LONG' });
    // The refused changes changed nothing.
    expect(bodyOf(await t.call('GET', '/api/customer/titles', { person: anna }))).toEqual(saved);
  });

  it('counts attended bookings and courses booked elsewhere in the year their last day ends, not cancelled ones', async () => {
    t.clock.set(new Date('2027-03-10T10:00:00Z'));
    const anna = newCustomer('Anna');
    bodyOf(await titles(anna, twoTitles()));
    const positions = await order(anna);
    const selfStudy = await manualOrder(anna, {
      organizer: 'Fernakademie',
      title: 'Familienrecht im Selbststudium',
      startDate: '2027-02-04',
      endDate: '2027-02-05',
      hours: '3',
      format: 'SELF',
      scopeId: String(t.ids.scopes.familie),
    });
    const lastYear = await manualOrder(anna, {
      organizer: 'Anwaltsakademie Nord',
      title: 'Kündigungsschutz zum Jahresende',
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      hours: '6',
      format: 'PRESENT',
      scopeId: String(t.ids.scopes.arbeit),
    });

    // 10 March: the booked dates lie ahead; only the self-study entered counts.
    const march = await yearOf(anna, 2027);
    expect(march.items.map((item) => item.itemId)).toEqual([selfStudy.id]);
    expect(march.years).toEqual([2026, 2027]);
    expect(march.titles.find((title) => title.scopeId === t.ids.scopes.familie)).toMatchObject({
      selfStudyCountedMinutes: 180,
      countedMinutes: 180,
    });
    expect(march.sources).toEqual([
      expect.objectContaining({
        itemId: selfStudy.id,
        title: 'Familienrecht im Selbststudium',
        organizer: 'Fernakademie',
        certificates: [
          { id: null, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), verifyUrl: null },
        ],
      }),
    ]);
    const december = await yearOf(anna, 2026);
    expect(december.items).toEqual([
      expect.objectContaining({
        itemId: lastYear.id,
        countedMinutes: 360,
        scopeId: t.ids.scopes.arbeit,
      }),
    ]);

    // 1 May: the three dates have ended; the online and the Köln date were attended, the family
    // course was attended but cancelled: it counts no more.
    const [onlineDay] = await attend(positions.online);
    await attend(positions.present);
    await attend(positions.family);
    t.clock.set(new Date('2027-05-01T08:00:00Z'));
    await t.database.database.db
      .update(schema.orderPositions)
      .set({ status: 'CANCELLED' })
      .where(eq(schema.orderPositions.id, positions.family));
    const may = await yearOf(anna, 2027);
    expect(may.items.map((item) => item.itemId).sort()).toEqual(
      [positions.online, positions.present, selfStudy.id].sort(),
    );
    expect(may.items.find((item) => item.itemId === positions.online)).toMatchObject({
      kind: 'BOOKING',
      format: 'ONLINE',
      at: endOfGermanDay('2027-04-01'),
      minutes: onlineDay!.netMinutes,
      scopeId: t.ids.scopes.arbeit,
      explanations: ['ONLY_MATCHING_TITLE'],
    });
    expect(may.items.find((item) => item.itemId === positions.present)).toMatchObject({
      format: 'PRESENT',
      explanations: ['CHOSEN_BY_SPLIT'],
    });
    const counted = may.titles.reduce((sum, title) => sum + title.countedMinutes, 0);
    const attendedMinutes = may.items
      .filter((item) => item.kind === 'BOOKING')
      .reduce((sum, item) => sum + item.minutes, 0);
    expect(counted).toBe(attendedMinutes + 180);

    const scope = furtherTrainingScopeAnswerSchema.parse(
      bodyOf(
        await t.call('GET', `/api/customer/state/2027/${t.ids.scopes.familie}`, { person: anna }),
      ),
    );
    expect(scope.title.scopeId).toBe(t.ids.scopes.familie);
    expect(scope.sources.map((source) => source.itemId)).toEqual(
      scope.items.map((item) => item.itemId),
    );
    t.clock.set(new Date('2027-03-10T10:00:00Z'));
  });

  it('moves a booking to another title with PATCH, and refuses a scope without a title', async () => {
    const anna = newCustomer('Anna');
    bodyOf(await titles(anna, twoTitles()));
    const positions = await order(anna);
    await attend(positions.online);
    await attend(positions.present);
    t.clock.set(new Date('2027-05-01T08:00:00Z'));
    const moved = participantPositionSchema.parse(
      bodyOf(
        await t.call('PATCH', `/api/order/position/${positions.online}`, {
          person: anna,
          payload: { titleScopeId: t.ids.scopes.familie },
        }),
      ),
    );
    expect(moved.titleScopeId).toBe(t.ids.scopes.familie);
    const year = await yearOf(anna, 2027);
    expect(year.items.find((item) => item.itemId === positions.online)).toMatchObject({
      scopeId: t.ids.scopes.familie,
      explanations: ['MOVED_BY_CUSTOMER', 'MOVED_OUTSIDE_COURSE_SCOPES'],
    });
    expect(year.sources.find((source) => source.itemId === positions.online)).toMatchObject({
      assignedScopeId: t.ids.scopes.familie,
    });

    const refused = errorOf(
      await t.call('PATCH', `/api/order/position/${positions.online}`, {
        person: anna,
        payload: { titleScopeId: educationScope },
      }),
      422,
    );
    expect(refused.details).toEqual([
      expect.objectContaining({ path: 'body.titleScopeId', code: 'NOT_ALLOWED' }),
    ]);
    const back = participantPositionSchema.parse(
      bodyOf(
        await t.call('PATCH', `/api/order/position/${positions.online}`, {
          person: anna,
          payload: { titleScopeId: null },
        }),
      ),
    );
    expect(back.titleScopeId).toBeNull();

    const jonas = newCustomer('Jonas');
    bodyOf(await titles(jonas, twoTitles()));
    errorOf(
      await t.call('PATCH', `/api/order/position/${positions.online}`, {
        person: jonas,
        payload: { titleScopeId: t.ids.scopes.arbeit },
      }),
      404,
    );
    expect((await yearOf(jonas, 2027)).items).toEqual([]);
    t.clock.set(new Date('2027-03-10T10:00:00Z'));
  });

  it('writes the chamber letter as a PDF of the customer’s own titles and items only', async () => {
    const anna = newCustomer('Anna');
    bodyOf(await titles(anna, twoTitles()));
    const positions = await order(anna);
    await attend(positions.online);
    await attend(positions.present);
    t.clock.set(new Date('2027-05-01T08:00:00Z'));
    const letter = {
      scopeIds: [t.ids.scopes.arbeit, t.ids.scopes.familie],
      orderIds: [positions.online, positions.present],
      manuelOrderIds: [],
      chamberId,
      chamberMemberId: 'K-4711',
    };
    const response = await t.call('POST', '/api/customer/state/2027/letter', {
      person: anna,
      payload: letter,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('fortbildung-2027.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    t.clock.set(new Date('2027-03-10T10:00:00Z'));
    const jonas = newCustomer('Jonas');
    bodyOf(await titles(jonas, twoTitles()));
    const jonasPositions = await order(jonas);
    t.clock.set(new Date('2027-05-01T08:00:00Z'));
    errorOf(
      await t.call('POST', '/api/customer/state/2027/letter', {
        person: anna,
        payload: { ...letter, orderIds: [jonasPositions.online] },
      }),
      404,
    );
    errorOf(
      await t.call('POST', '/api/customer/state/2027/letter', { person: jonas, payload: letter }),
      404,
    );
    errorOf(
      await t.call('POST', '/api/customer/state/2027/letter', {
        person: anna,
        payload: { ...letter, chamberId: chamberId + 99 },
      }),
      404,
    );
    errorOf(
      await t.call('POST', '/api/customer/state/2027/letter', {
        person: anna,
        payload: { ...letter, scopeIds: [educationScope] },
      }),
      404,
    );
    const bad = errorOf(
      await t.call('POST', '/api/customer/state/2027/letter', {
        person: anna,
        payload: { ...letter, scopeIds: [] },
      }),
      422,
    );
    expect(bad.details?.[0]).toMatchObject({ path: 'body.scopeIds', code: 'REQUIRED' });
    errorOf(await t.call('GET', '/api/customer/state/zwanzig', { person: anna }), 400);
    errorOf(
      await t.call('GET', `/api/customer/state/2027/${educationScope}`, { person: anna }),
      404,
    );
    t.clock.set(new Date('2027-03-10T10:00:00Z'));
  });
});
