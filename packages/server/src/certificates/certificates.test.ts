// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  runJob,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { readPdf } from '../invoices/test-support/read-pdf.ts';
import {
  openLearningCheckTestApp,
  type LearningCheckTestApp,
} from '../learning-check/test-support.ts';
import { folderStorage } from '../storage/folder-storage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { certificatesFor } from './certificates.ts';
import { issueDueCertificates, type CertificateContext } from './issue.ts';
import { certificateContextOf } from './test-support.ts';

/** The day after the in-person date of 12 March 2027 (the test catalogue's). */
const dayAfter = new Date('2027-03-13T08:00:00Z');

describe.each(testDatabaseTargets())('certificates of attendance on $name', (target) => {
  let t: LearningCheckTestApp;
  let storageDir: string;
  let storage: FileStorage;
  let certificates: CertificateContext;
  const db = () => t.database.database.db;

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-certificates-'));
    storage = folderStorage(storageDir);
    t = await openLearningCheckTestApp(target, { storage });
    certificates = await certificateContextOf(t, storage);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  /** `person` books the in-person date of 12 March by invoice; the course position's id. */
  async function book(person: Person, participant?: object): Promise<string> {
    t.clock.set(catalogueNow);
    bodyOf(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.present.courseId,
          scheduleId: t.ids.present.soon,
          priceLevelId: t.ids.present.soonStandard,
        },
      }),
    );
    const cart = bodyOf(await t.call('GET', '/api/cart', { person }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    const order = bodyOf(
      await t.call('PUT', '/api/order', {
        person,
        payload: {
          acceptTerms: true,
          earlyStartConsent: true,
          participants: participant ? [{ positionId: cart.positions[0].id, participant }] : [],
        },
      }),
      201,
    );
    return order.positions[0].id;
  }

  /** The participant of `positionId` attends every day of its date whole, at the door. */
  async function attend(positionId: string) {
    const days = await db()
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, t.ids.present.soon));
    await db()
      .insert(schema.attendancePresences)
      .values(
        days.map((day) => ({
          positionId,
          dayId: day.id,
          source: 'DOOR_SCAN' as const,
          startedAt: day.startsAt,
          endedAt: day.endsAt,
        })),
      );
  }

  const certificateMails = async (to: string) =>
    (
      await db()
        .select()
        .from(schema.outboxMails)
        .where(eq(schema.outboxMails.recipient, to))
        .orderBy(asc(schema.outboxMails.id))
    ).filter((mail) => mail.subject.includes('Teilnahmebescheinigung'));

  const operator = (): Person =>
    ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

  it('issues no certificate before attendance allows it, then one, however often the job runs', async () => {
    const person = newCustomer('Ida');
    const positionId = await book(person);
    await issueDueCertificates(certificates);
    t.clock.set(dayAfter);
    await issueDueCertificates(certificates);
    expect(await certificatesFor(db(), [positionId])).toEqual([]);

    await attend(positionId);
    await Promise.all([issueDueCertificates(certificates), issueDueCertificates(certificates)]);
    await issueDueCertificates(certificates);
    const issued = await certificatesFor(db(), [positionId]);
    expect(issued).toEqual([
      expect.objectContaining({
        positionId,
        scheduleId: t.ids.present.soon,
        status: 'VALID',
        hours: 7.5,
        minutes: 450,
        scope: expect.objectContaining({ name: 'Arbeitsrecht' }),
      }),
    ]);
    const [certificate] = issued;
    expect(certificate!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mails = await certificateMails(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/bescheinigung/${certificate!.id}`);
    const [attachment] = await db()
      .select()
      .from(schema.outboxAttachments)
      .where(eq(schema.outboxAttachments.mailId, mails[0]!.id));
    const pdf = Buffer.from(attachment!.content);
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(certificate!.sha256);
    const text = (await readPdf(pdf)).pages.join(' ');
    expect(text).toContain('Ida Kunde hat an der folgenden Fortbildung teilgenommen');
    expect(text).toContain('Arbeit und Familie in Köln');
    expect(text).toContain('12.03.2027 09:00–17:30 Uhr: 7,5 von 7,5 Zeitstunden');
    expect(text).toContain('Einlasskontrolle vor Ort');

    const download = await t.call('GET', `/api/customer-certificate/${certificate!.id}`, {
      person,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const listed = bodyOf(
      await t.call('GET', `/api/customer-certificate/certification/${t.ids.present.courseId}`, {
        person,
      }),
    );
    expect(listed).toEqual([expect.objectContaining({ id: certificate!.id, status: 'VALID' })]);
    errorOf(
      await t.call('GET', `/api/customer-certificate/${certificate!.id}`, {
        person: newCustomer('Fremd'),
      }),
      404,
    );
  });

  it('issues a self-study certificate once its learning check is passed, and none for a failed one', async () => {
    const passing = newCustomer('Selma');
    const failing = newCustomer('Fabian');
    const { selfPositionId: passed } = await t.book(passing);
    const { selfPositionId: failed } = await t.book(failing);
    expect((await t.takeCheck(failing, failed, 0)).passed).toBe(false);
    await runJob(t.app, 'certificates.issue');
    expect(await certificatesFor(db(), [passed, failed])).toEqual([]);

    expect((await t.takeCheck(passing, passed, 10)).passed).toBe(true);
    await runJob(t.app, 'certificates.issue');
    await runJob(t.app, 'certificates.issue');
    const issued = await certificatesFor(db(), [passed, failed]);
    expect(issued).toEqual([
      expect.objectContaining({
        positionId: passed,
        scheduleId: t.self.scheduleId,
        status: 'VALID',
        hours: 1,
      }),
    ]);
    const mails = await certificateMails(passing.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/bescheinigung/${issued[0]!.id}`);
    expect(await certificateMails(failing.email)).toEqual([]);
  });

  it('mails the certificate to the named participant', async () => {
    const person = newCustomer('Chef');
    const participant = {
      firstName: 'Clara',
      lastName: 'Kollegin',
      email: 'clara@kanzlei.example',
    };
    const positionId = await book(person, participant);
    await attend(positionId);
    t.clock.set(dayAfter);
    await issueDueCertificates(certificates);
    const [certificate] = await certificatesFor(db(), [positionId]);
    expect(await certificateMails(person.email)).toEqual([]);
    const [mail] = await certificateMails(participant.email);
    expect(mail!.text).toContain('Guten Tag Clara Kollegin,');
    const verification = bodyOf(
      await t.call('GET', `/api/course-certification/${certificate!.id}/certification`),
    );
    expect(verification.participant).toBe('Clara Kollegin');
  });

  it('shows a certificate valid, revoked with its reason, and reissued with its successor', async () => {
    const person = newCustomer('Rita');
    const positionId = await book(person);
    await attend(positionId);
    t.clock.set(dayAfter);
    await issueDueCertificates(certificates);
    const [first] = await certificatesFor(db(), [positionId]);
    const page = async (id: string) => t.call('GET', `/bescheinigung/${id}`);

    const valid = await page(first!.id);
    expect(valid.statusCode).toBe(200);
    expect(valid.body).toContain('Diese Bescheinigung ist gültig.');
    expect(valid.body).toContain('Rita Kunde');
    expect(valid.body).toContain(first!.sha256);
    expect((await t.call('GET', `/bescheinigung/${first!.id}?language=en`)).body).toContain(
      'This certificate is valid.',
    );

    const reissued = bodyOf(
      await t.call('POST', `/api/certificate/${first!.id}/reissue`, {
        person: operator(),
        payload: { reason: 'Name falsch geschrieben' },
      }),
      201,
    );
    expect(reissued.status).toBe('VALID');
    expect(reissued.id).not.toBe(first!.id);
    const old = bodyOf(await t.call('GET', `/api/course-certification/attendance/${first!.id}`));
    expect(old).toMatchObject({
      status: 'REISSUED',
      successorId: reissued.id,
      revokeReason: 'Name falsch geschrieben',
    });
    const oldPage = await page(first!.id);
    expect(oldPage.body).toContain('durch eine neue ersetzt');
    expect(oldPage.body).toContain(`href="/bescheinigung/${reissued.id}"`);
    expect((await certificateMails(person.email)).at(-1)!.text).toContain(
      'Sie ersetzt die zuvor ausgestellte Bescheinigung',
    );

    bodyOf(
      await t.call('POST', `/api/certificate/${reissued.id}/revocation`, {
        person: operator(),
        payload: { reason: 'Teilnahme nicht nachgewiesen' },
      }),
    );
    const bookings = bodyOf(await t.call('GET', '/api/customer/orders/2027', { person }));
    expect(
      bookings.find((booking: { id: string }) => booking.id === positionId).certificate,
    ).toEqual({
      id: reissued.id,
      status: 'REVOKED',
    });
    const revoked = await page(reissued.id);
    expect(revoked.body).toContain(
      'widerrufen und gilt nicht mehr. Grund: Teilnahme nicht nachgewiesen',
    );
    expect(
      errorOf(
        await t.call('POST', `/api/certificate/${reissued.id}/revocation`, {
          person: operator(),
          payload: { reason: 'noch einmal' },
        }),
        409,
      ).code,
    ).toBe('STATUS_TRANSITION_NOT_ALLOWED');
    // A revoked certificate is not issued again by the job.
    await issueDueCertificates(certificates);
    expect((await certificatesFor(db(), [positionId])).map((entry) => entry.status)).toEqual([
      'REISSUED',
      'REVOKED',
    ]);
  });

  it('refuses a revocation by a customer who is not an operator, and one without a reason', async () => {
    const person = newCustomer('Paul');
    const positionId = await book(person);
    await attend(positionId);
    t.clock.set(dayAfter);
    await issueDueCertificates(certificates);
    const [certificate] = await certificatesFor(db(), [positionId]);
    errorOf(
      await t.call('POST', `/api/certificate/${certificate!.id}/revocation`, {
        person,
        payload: { reason: 'Ich will nicht' },
      }),
      403,
    );
    const refused = errorOf(
      await t.call('POST', `/api/certificate/${certificate!.id}/revocation`, {
        person: operator(),
        payload: { reason: '' },
      }),
      422,
    );
    expect(refused.details).toEqual([expect.objectContaining({ path: 'body.reason' })]);
    expect((await certificatesFor(db(), [positionId]))[0]!.status).toBe('VALID');
  });

  it('answers an unknown id with 404 that reveals nothing', async () => {
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const page = await t.call('GET', `/bescheinigung/${unknown}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Bescheinigung nicht gefunden');
    expect(page.body).not.toContain(unknown);
    errorOf(await t.call('GET', `/api/course-certification/${unknown}/certification`), 404);
    errorOf(await t.call('GET', `/api/customer-certificate/attendance/${unknown}`), 404);
  });

  it('limits the public look-ups to 30 a minute per client', async () => {
    t.clock.set(new Date('2027-08-01T10:00:00Z'));
    const unknown = 'BBBBBBBBBBBBBBBBBBBBBB';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await t.call('GET', `/bescheinigung/${unknown}`)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    t.clock.set(new Date('2027-08-01T10:01:01Z'));
    expect((await t.call('GET', `/bescheinigung/${unknown}`)).statusCode).toBe(404);
  });
});
