// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSchema,
  customerOrdersSchema,
  manualOrderSchema,
  maxEvidenceBytes,
  type ManualOrder,
} from '@kursmarkt/schemas';
import {
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

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A seminar of two days in February 2027, before the test catalogue's today (10 March 2027). */
const seminar = {
  organizer: 'Anwaltsakademie Nord',
  title: 'Kündigungsschutz aktuell',
  startDate: '2027-02-04',
  endDate: '2027-02-05',
  hours: '7,5',
  format: 'PRESENT',
};

function manualForm(fields: Record<string, string>, bytes: Uint8Array = pdf, name = 'Zert.pdf') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return form;
}

describe.each(testDatabaseTargets())('courses booked elsewhere on $name', (target) => {
  let t: CartTestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-manual-'));
    t = await openCartTestApp(target, { storage: folderStorage(storageDir) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const fieldsOf = (extra: Record<string, string> = {}) => ({
    ...seminar,
    scopeId: String(t.ids.scopes.arbeit),
    ...extra,
  });
  const enter = async (person: Person, extra: Record<string, string> = {}) =>
    manualOrderSchema.parse(
      bodyOf(
        await t.call('POST', '/api/order/manuel', {
          person,
          payload: manualForm(fieldsOf(extra)),
        }),
        201,
      ),
    );
  const uploadFiles = async () =>
    (await readdir(storageDir, { recursive: true })).filter(
      (name) => name.startsWith('uploads/') && name.split('/').length === 3,
    );

  it('keeps a course booked elsewhere with its certificate’s SHA-256, and lists and changes it', async () => {
    const anna = newCustomer('Anna');
    const entered = await enter(anna);
    expect(entered).toMatchObject({
      organizer: 'Anwaltsakademie Nord',
      title: 'Kündigungsschutz aktuell',
      startDate: '2027-02-04',
      endDate: '2027-02-05',
      minutes: 450,
      format: 'PRESENT',
      scopeId: t.ids.scopes.arbeit,
      evidence: {
        originalName: 'Zert.pdf',
        mediaType: 'application/pdf',
        size: pdf.byteLength,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      },
    });
    expect(entered.scopeName).not.toBe('');

    expect(bodyOf(await t.call('GET', '/api/order/manuel', { person: anna }))).toEqual([entered]);
    expect(
      bodyOf(await t.call('GET', `/api/order/manuel/${entered.id}`, { person: anna })),
    ).toEqual(entered);

    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const changed = manualOrderSchema.parse(
      bodyOf(
        await t.call('PUT', `/api/order/manuel/${entered.id}`, {
          person: anna,
          payload: {
            ...fieldsOf(),
            endDate: '2027-02-04',
            hours: 3.25,
            format: 'ONLINE',
            scopeId: t.ids.scopes.familie,
          },
        }),
      ),
    );
    expect(changed).toMatchObject({
      id: entered.id,
      endDate: '2027-02-04',
      minutes: 195,
      format: 'ONLINE',
      scopeId: t.ids.scopes.familie,
      evidence: entered.evidence,
      createdAt: entered.createdAt,
    });
    expect(changed.updatedAt).not.toBe(entered.updatedAt);
  });

  it('answers GET /api/order/manuel itself, not as an order whose id is not a UUID', async () => {
    const answer = await t.call('GET', '/api/order/manuel', { person: newCustomer('Nora') });
    expect(bodyOf(answer)).toEqual([]);
  });

  it('shows them in Meine Kurse marked as booked elsewhere only when asked with manuel=true', async () => {
    const ben = newCustomer('Ben');
    const past = await enter(ben);
    const coming = await enter(ben, {
      title: 'Arbeitszeugnisse',
      startDate: '2027-05-03',
      endDate: '2027-05-03',
    });

    const plain = customerOrdersSchema.parse(
      bodyOf(await t.call('GET', '/api/customer/orders', { person: ben })),
    );
    expect(plain).toEqual({ upcoming: [], moreUpcoming: false, years: [] });
    expect(bodyOf(await t.call('GET', '/api/customer/orders/2027', { person: ben }))).toEqual([]);

    const withManual = customerOrdersSchema.parse(
      bodyOf(await t.call('GET', '/api/customer/orders?manuel=true', { person: ben })),
    );
    expect(withManual.upcoming.map((booking) => [booking.id, booking.manual])).toEqual([
      [coming.id, true],
    ]);
    expect(withManual.years).toEqual([{ year: 2027, bookings: 1 }]);
    const [listed] = bodyOf(
      await t.call('GET', '/api/customer/orders/2027?manuel=true', { person: ben }),
    ).map((booking: unknown) => bookingSchema.parse(booking));
    expect(listed).toMatchObject({
      id: past.id,
      name: 'Kündigungsschutz aktuell',
      organizerName: 'Anwaltsakademie Nord',
      courseType: 'PRESENT',
      startDate: '2027-02-04',
      endDate: '2027-02-05',
      manual: true,
      documents: [],
      cancellable: false,
      withdrawable: false,
    });
  });

  it('refuses days and hours that do not fit, naming each field and why', async () => {
    const carla = newCustomer('Carla');
    const refusal = async (fields: Record<string, string>) =>
      errorOf(
        await t.call('POST', '/api/order/manuel', {
          person: carla,
          payload: manualForm(fieldsOf(fields)),
        }),
        422,
      ).details?.map(({ path, code }) => ({ path, code }));

    expect(await refusal({ endDate: '2027-02-03' })).toEqual([
      { path: 'body.endDate', code: 'NOT_AFTER_START' },
    ]);
    expect(await refusal({ endDate: '2028-03-01' })).toEqual([
      { path: 'body.endDate', code: 'TOO_LARGE' },
    ]);
    expect(await refusal({ startDate: '4.2.2027' })).toEqual([
      { path: 'body.startDate', code: 'INVALID_FORMAT' },
    ]);
    expect(await refusal({ hours: '7,3' })).toEqual([
      { path: 'body.hours', code: 'INVALID_FORMAT' },
    ]);
    expect(await refusal({ hours: '0' })).toEqual([{ path: 'body.hours', code: 'TOO_SMALL' }]);
    expect(await refusal({ hours: '240,25' })).toEqual([{ path: 'body.hours', code: 'TOO_LARGE' }]);
    expect(await refusal({ format: 'RECORDING' })).toEqual([
      { path: 'body.format', code: 'NOT_ALLOWED' },
    ]);
    expect(await refusal({ scopeId: '999999' })).toEqual([
      { path: 'body.scopeId', code: 'NOT_ALLOWED' },
    ]);

    const entered = await enter(carla);
    const change = errorOf(
      await t.call('PUT', `/api/order/manuel/${entered.id}`, {
        person: carla,
        payload: { ...fieldsOf(), startDate: '2027-02-06', hours: 7.1 },
      }),
      422,
    );
    expect(change.details?.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'body.hours', code: 'INVALID_FORMAT' },
    ]);
    const days = errorOf(
      await t.call('PUT', `/api/order/manuel/${entered.id}`, {
        person: carla,
        payload: { ...fieldsOf(), startDate: '2027-02-06' },
      }),
      422,
    );
    expect(days.details?.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'body.endDate', code: 'NOT_AFTER_START' },
    ]);
    expect(bodyOf(await t.call('GET', '/api/order/manuel', { person: carla }))).toEqual([entered]);
  });

  it('refuses a certificate of another type or over 10 MB, saying so, and keeps no file', async () => {
    const dora = newCustomer('Dora');
    const before = await uploadFiles();
    const wrongType = errorOf(
      await t.call('POST', '/api/order/manuel', {
        person: dora,
        payload: manualForm(
          fieldsOf(),
          new TextEncoder().encode('<html>certificate</html>'),
          'Zert.pdf',
        ),
      }),
      415,
    );
    expect(wrongType).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'The file is not one of: PDF, JPEG, PNG.',
      details: [{ path: 'body.file', code: 'FILE_TYPE_NOT_ALLOWED' }],
    });
    const large = new Uint8Array(maxEvidenceBytes + 1);
    large.set(pdf);
    const tooLarge = errorOf(
      await t.call('POST', '/api/order/manuel', {
        person: dora,
        payload: manualForm(fieldsOf(), large),
      }),
      413,
    );
    expect(tooLarge).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than 10 MB.',
      details: [{ path: 'body.file', code: 'FILE_TOO_LARGE' }],
    });
    expect(await uploadFiles()).toEqual(before);
    expect(bodyOf(await t.call('GET', '/api/order/manuel', { person: dora }))).toEqual([]);
  });

  it('deletes a course booked elsewhere with its certificate, row and file', async () => {
    const emil = newCustomer('Emil');
    const kept = await enter(emil, { title: 'Bleibt' });
    const gone = await enter(emil, { title: 'Geht' });
    const db = t.database.database.db;
    const evidenceRow = () =>
      db.select().from(schema.uploads).where(eq(schema.uploads.id, gone.evidence.id));
    const [stored] = await evidenceRow();
    expect(await uploadFiles()).toContain(stored!.storageKey);

    const rest = bodyOf(
      await t.call('DELETE', `/api/order/manuel/${gone.id}`, { person: emil }),
    ) as ManualOrder[];
    expect(rest).toEqual([kept]);
    expect(await evidenceRow()).toEqual([]);
    expect(await uploadFiles()).not.toContain(stored!.storageKey);
    errorOf(await t.call('GET', `/api/order/manuel/${gone.id}`, { person: emil }), 404);
  });

  it('answers another customer 404 for each call on a course booked elsewhere that is not theirs', async () => {
    const anna = newCustomer('Anna');
    const ben = newCustomer('Ben');
    const annas = await enter(anna);
    const url = `/api/order/manuel/${annas.id}`;
    errorOf(await t.call('GET', url, { person: ben }), 404);
    errorOf(await t.call('PUT', url, { person: ben, payload: fieldsOf({ title: 'Bens' }) }), 404);
    errorOf(await t.call('DELETE', url, { person: ben }), 404);
    expect(bodyOf(await t.call('GET', '/api/order/manuel', { person: ben }))).toEqual([]);
    expect(
      bodyOf(await t.call('GET', '/api/customer/orders/2027?manuel=true', { person: ben })),
    ).toEqual([]);
    expect(bodyOf(await t.call('GET', url, { person: anna }))).toEqual(annas);
    errorOf(await t.call('GET', url), 401);
  });
});
