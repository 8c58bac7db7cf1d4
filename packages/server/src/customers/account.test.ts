// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDeletedSchema,
  customerExportSchema,
  orderSchema,
  type CustomerExport,
  type Order,
} from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  errorOf,
  givePackage,
  newCustomer,
  runJob,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';
import { authenticate } from '../identity/users.ts';
import { hashPassword } from '../identity/passwords.ts';
import { readPdf } from '../invoices/test-support/read-pdf.ts';
import {
  openLearningCheckTestApp,
  type LearningCheckTestApp,
} from '../learning-check/test-support.ts';
import { folderStorage } from '../storage/folder-storage.ts';

/** A signed-in account with the identity provider's realm role `operator`. */
const newOperator = (): Person =>
  ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

const password = 'Kursmarkt-Test-2026';

describe.each(testDatabaseTargets())("the customer's own data on $name", (target) => {
  let t: LearningCheckTestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'kursmarkt-customer-data-'));
    t = await openLearningCheckTestApp(target, { storage: folderStorage(storageDir) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  }, 60_000);

  const db = () => t.database.database.db;

  /** The customer's account with the embedded provider, as a registration makes it. */
  async function register(person: Person) {
    const [account] = await db()
      .insert(schema.identityUsers)
      .values({
        realm: 'kursmarkt',
        email: person.email,
        passwordHash: await hashPassword(password),
        firstName: person.given_name,
        lastName: person.family_name,
        customerId: person.customerId,
        termsAcceptedAt: t.clock.now(),
      })
      .returning();
    // A sign-in session of the embedded provider, as it stores one.
    await db()
      .insert(schema.oidcPayloads)
      .values({
        id: randomUUID(),
        kind: 'Session',
        uid: randomUUID(),
        payload: { accountId: account!.id, loginTs: t.clock.now().getTime() / 1000 },
        expiresAt: new Date(t.clock.now().getTime() + 14 * 24 * 3600 * 1000),
      });
    return account!.id;
  }
  const sessionsOf = (accountId: string) =>
    db()
      .select()
      .from(schema.oidcPayloads)
      .where(sql`${schema.oidcPayloads.payload}->>'accountId' = ${accountId}`);

  /** An order of the online course's April date, paid by invoice. */
  async function order(person: Person): Promise<Order> {
    const april = {
      courseId: t.ids.online.courseId,
      scheduleId: t.ids.online.april,
      priceLevelId: t.ids.online.aprilStandard,
    };
    bodyOf(await t.call('PUT', '/api/cart', { person, payload: april }));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    return orderSchema.parse(
      bodyOf(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
  }

  /** A customer with something in every part a customer can fill. */
  async function customerWithData(name: string) {
    const person = newCustomer(name);
    const accountId = await register(person);
    bodyOf(
      await t.call('PUT', `/api/customers/${person.customerId}`, {
        person,
        payload: {
          name,
          lastname: 'Kunde',
          street: 'Ring 5',
          zipCode: '50667',
          city: 'Köln',
          country: 'DEU',
        },
      }),
    );
    const placed = await order(person);
    bodyOf(
      await t.call('PUT', '/api/bookmarks', {
        person,
        payload: { courseIds: [t.ids.family.courseId] },
      }),
    );
    bodyOf(
      await t.call('PUT', '/api/newsletter', {
        payload: { email: person.email },
        headers: { 'idempotency-key': randomUUID() },
      }),
      202,
    );
    bodyOf(
      await t.call('POST', '/api/orders/waitinglists', {
        payload: { scheduleId: t.ids.present.full, name: `${name} Kunde`, email: person.email },
      }),
      201,
    );
    await givePackage(t, person, t.ids.packages.work, 10);
    // Something of the customer's in the cart, for the parts of the carts.
    bodyOf(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.family.courseId,
          scheduleId: t.ids.family.april,
          priceLevelId: t.ids.family.aprilStandard,
        },
      }),
    );
    return { person, placed, accountId };
  }

  const exportOf = async (person: Person) =>
    customerExportSchema.parse(
      bodyOf(await t.call('GET', `/api/customers/${person.customerId}/export`, { person })),
    );
  const rowsOf = (data: CustomerExport, part: string) =>
    data.parts.find((entry) => entry.name === part)?.rows ?? [];
  const deletion = (person: Person, of: Person = person, email = of.email) =>
    t.call('DELETE', `/api/customers/${of.customerId}`, { person, payload: { email } });
  const setPaid = async (orderId: string) =>
    bodyOf(
      await t.call('POST', '/api/order/status', {
        person: newOperator(),
        payload: { id: orderId, status: 'PAID', type: 'ORDER' },
      }),
    );

  it('exports the record, account, orders, invoices, Merkzettel, newsletter, waiting list and credits', async () => {
    const { person, placed } = await customerWithData('Anna');
    const data = await exportOf(person);

    expect(data.customerId).toBe(person.customerId);
    expect(rowsOf(data, 'customer')).toEqual([
      expect.objectContaining({ email: person.email, street: 'Ring 5', city: 'Köln' }),
    ]);
    const [account] = rowsOf(data, 'account');
    expect(account).toMatchObject({ email: person.email, termsAcceptedAt: expect.any(String) });
    expect(account).not.toHaveProperty('passwordHash');
    expect(rowsOf(data, 'signIns')).toEqual([
      { signedInAt: t.clock.now().toISOString(), expiresAt: expect.any(String) },
    ]);
    expect(rowsOf(data, 'orders')).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, billingCity: 'Köln' }),
    ]);
    expect(rowsOf(data, 'orders')[0]).not.toHaveProperty('guestTokenHash');
    expect(rowsOf(data, 'orderPositions')).toEqual([
      expect.objectContaining({ scheduleId: t.ids.online.april, status: 'BOOKED' }),
    ]);
    const [invoice] = rowsOf(data, 'invoices');
    expect(invoice).toMatchObject({ kind: 'INVOICE', number: expect.stringMatching(/-\d+$/) });
    expect(invoice).not.toHaveProperty('documentKey');
    expect(rowsOf(data, 'bookmarks')).toEqual([
      expect.objectContaining({ courseId: t.ids.family.courseId }),
    ]);
    expect(rowsOf(data, 'newsletter')).toEqual([
      expect.objectContaining({ email: person.email, confirmedAt: null }),
    ]);
    expect(rowsOf(data, 'waitingList')).toEqual([
      expect.objectContaining({ scheduleId: t.ids.present.full, email: person.email }),
    ]);
    expect(rowsOf(data, 'creditPackages')).toHaveLength(1);
    expect(rowsOf(data, 'creditLedger')).toEqual([expect.objectContaining({ reason: 'PURCHASE' })]);
    expect(rowsOf(data, 'carts')).toHaveLength(1);
    expect(rowsOf(data, 'cartPositions')).toEqual([
      expect.objectContaining({ scheduleId: t.ids.family.april }),
    ]);
  });

  it('gives the same data as a readable PDF in the page language', async () => {
    const { person, placed } = await customerWithData('Carla');
    const response = await t.call('GET', `/api/customers/${person.customerId}/export/pdf`, {
      person,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(response.rawPayload)).pages.join(' ');
    expect(text).toContain('Ihre gespeicherten Daten');
    expect(text).toContain('Bestellungen');
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain('Merkzettel');

    const english = await t.call(
      'GET',
      `/api/customers/${person.customerId}/export/pdf?language=en`,
      { person },
    );
    const englishText = (await readPdf(english.rawPayload)).pages.join(' ');
    expect(englishText).toContain('Your stored data');
    expect(englishText).toContain('Orders');
    const afterCourses = {
      de: [
        'Anwesenheit (Einlass, Check-in, Teilnehmerbericht)',
        'Ihre Antworten in den Lernerfolgskontrollen',
        'Kursbewertungen',
        'Teilnahmebescheinigungen',
      ],
      en: [
        'Attendance (entry, check-in, participant report)',
        'Your answers in the learning checks',
        'Course evaluations',
        'Certificates of attendance',
      ],
    };
    expect(afterCourses.de.filter((heading) => !text.includes(heading))).toEqual([]);
    expect(afterCourses.en.filter((heading) => !englishText.includes(heading))).toEqual([]);
  });

  it("answers another customer's id as not found, and leaves that customer's data as it was", async () => {
    const { person: dora } = await customerWithData('Dora');
    const eve = newCustomer('Eve');
    const before = await exportOf(dora);
    for (const url of [
      `/api/customers/${dora.customerId}/export`,
      `/api/customers/${dora.customerId}/export/pdf`,
    ]) {
      const answer = errorOf(await t.call('GET', url, { person: eve }), 404);
      expect(JSON.stringify(answer)).not.toContain(dora.email);
    }
    errorOf(await deletion(eve, dora), 404);
    errorOf(await t.call('GET', `/api/customers/${dora.customerId}/export`), 401);
    const after = await exportOf(dora);
    // The outbox may send Dora's mails meanwhile: their delivery is not her data changing.
    const settled = (data: CustomerExport) => ({
      ...data,
      exportedAt: '',
      parts: data.parts.map((part) =>
        part.name === 'mails'
          ? { ...part, rows: part.rows.map(({ status: _s, sentAt: _t, ...row }) => row) }
          : part,
      ),
    });
    expect(settled(after)).toEqual(settled(before));
  });

  it('refuses a deletion that the e-mail address does not confirm, at the field', async () => {
    const fiona = newCustomer('Fiona');
    await register(fiona);
    const answer = errorOf(await deletion(fiona, fiona, 'someone@example.com'), 422);
    expect(answer.details).toEqual([
      expect.objectContaining({ path: 'body.email', code: 'NOT_ALLOWED' }),
    ]);
    const empty = errorOf(await deletion(fiona, fiona, ''), 422);
    expect(empty.details).toEqual([expect.objectContaining({ path: 'body.email' })]);
    expect(await authenticate(db(), 'kursmarkt', fiona.email, password)).toBeDefined();
  });

  it('keeps the account while an order is unpaid or its date is to come, then deletes it keeping the invoices', async () => {
    const { person, placed, accountId } = await customerWithData('Greta');
    const [invoice] = rowsOf(await exportOf(person), 'invoices');

    expect(errorOf(await deletion(person), 409).code).toBe('OPEN_BOOKINGS');
    await setPaid(placed.id);
    expect(errorOf(await deletion(person), 409).code).toBe('OPEN_BOOKINGS');
    // The April date is over.
    const start = t.clock.now();
    t.clock.set(new Date('2027-04-03T10:00:00Z'));
    try {
      const deleted = customerDeletedSchema.parse(
        bodyOf(await deletion(person, person, person.email.toUpperCase())),
      );
      expect(deleted.keptInvoices).toEqual([invoice!.number]);

      // Sign-in fails, and a token issued before opens nothing.
      expect(await authenticate(db(), 'kursmarkt', person.email, password)).toBeUndefined();
      errorOf(await t.call('GET', `/api/customers/${person.customerId}`, { person }), 401);
      errorOf(await t.call('GET', '/api/bookmarks', { person }), 401);

      // The invoice and its order stay as issued, with the buyer's name and address.
      const [kept] = await db()
        .select()
        .from(schema.invoices)
        .where(eq(schema.invoices.number, String(invoice!.number)));
      expect(kept).toMatchObject({ kind: 'INVOICE', orderId: placed.id });
      const [keptOrder] = await db()
        .select()
        .from(schema.orders)
        .where(eq(schema.orders.id, placed.id));
      expect(keptOrder).toMatchObject({ billingName: 'Greta', billingCity: 'Köln' });

      // The personal data is gone.
      const [record] = await db()
        .select()
        .from(schema.customers)
        .where(eq(schema.customers.id, person.customerId));
      expect(record).toMatchObject({ email: '', name: '', lastname: '', street: '', city: '' });
      expect(record!.deletedAt).toEqual(t.clock.now());
      const count = async (table: typeof schema.bookmarks | typeof schema.carts) =>
        (await db().select().from(table).where(eq(table.customerId, person.customerId))).length;
      expect(await count(schema.bookmarks)).toBe(0);
      expect(await count(schema.carts)).toBe(0);
      for (const table of [schema.newsletterSubscriptions, schema.waitingListRequests]) {
        const rows = await db().select().from(table).where(eq(table.email, person.email));
        expect(rows).toEqual([]);
      }
      const accounts = await db()
        .select()
        .from(schema.identityUsers)
        .where(eq(schema.identityUsers.customerId, person.customerId));
      expect(accounts).toEqual([]);
      expect(await sessionsOf(accountId)).toEqual([]);

      // A second deletion finds no account.
      errorOf(await deletion(person), 401);
    } finally {
      t.clock.set(start);
    }
  });

  /**
   * A customer who booked the in-person date of 12 March and the self-study course, paid, and
   * then attended, passed the learning check, evaluated the date, wrote an exam, and got both
   * certificates from the job.
   */
  async function customerAfterCourses(name: string) {
    const person = newCustomer(name);
    const start = t.clock.now();
    const booked = await t.book(person, [
      {
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        priceLevelId: t.ids.present.soonStandard,
      },
    ]);
    const presentId = booked.otherPositionIds[0]!;
    await setPaid(booked.orderId);
    expect((await t.takeCheck(person, booked.selfPositionId, 10)).passed).toBe(true);
    const [day] = await db()
      .select()
      .from(schema.scheduleDays)
      .where(eq(schema.scheduleDays.scheduleId, t.ids.present.soon));
    await db().insert(schema.attendancePresences).values({
      positionId: presentId,
      dayId: day!.id,
      source: 'DOOR_SCAN',
      startedAt: day!.startsAt,
      endedAt: day!.endsAt,
    });
    await db()
      .insert(schema.attendanceConfirmations)
      .values({ positionId: presentId, dayId: day!.id, confirmedAt: day!.startsAt });
    await db().insert(schema.writtenExams).values({
      scheduleId: t.ids.present.soon,
      positionId: presentId,
      title: 'Klausur Arbeitsrecht',
      writtenOn: day!.day,
      minutes: 300,
    });
    const [{ domain }] = (await db()
      .select({ domain: schema.orders.domain })
      .from(schema.orders)
      .where(eq(schema.orders.id, booked.orderId))) as [{ domain: string }];
    const [evaluation] = await db()
      .insert(schema.evaluations)
      .values({
        orderPositionId: presentId,
        domain,
        courseId: t.ids.present.courseId,
        scheduleId: t.ids.present.soon,
        organizerId: t.ids.organizers.eins,
        answers: { content: { grade: 2 }, comment: { text: `Sehr gut, ${name} aus Köln` } },
        submittedAt: new Date('2027-03-13T08:00:00Z'),
      })
      .returning();
    t.clock.set(new Date('2027-03-13T08:00:00Z'));
    try {
      await runJob(t.app, 'certificates.issue');
    } finally {
      t.clock.set(start);
    }
    return { person, presentId, selfId: booked.selfPositionId, evaluationId: evaluation!.id };
  }

  it('exports the attendance, learning checks, evaluations and certificates of the courses booked', async () => {
    const { person, presentId, selfId } = await customerAfterCourses('Hanna');
    const data = await exportOf(person);

    expect(rowsOf(data, 'attendancePresences')).toEqual([
      expect.objectContaining({ positionId: presentId, source: 'DOOR_SCAN' }),
    ]);
    expect(rowsOf(data, 'attendanceConfirmations')).toEqual([
      expect.objectContaining({ positionId: presentId }),
    ]);
    expect(rowsOf(data, 'learningCheckAttempts')).toEqual([
      expect.objectContaining({ orderPositionId: selfId, passed: true, percent: 100 }),
    ]);
    const questions = rowsOf(data, 'learningCheckQuestions');
    expect(questions).toHaveLength(10);
    expect(questions[0]).toEqual({
      id: expect.any(String),
      attemptId: expect.any(String),
      position: expect.any(Number),
      question: expect.stringMatching(/^Frage \d+$/),
      correct: true,
    });
    const answers = rowsOf(data, 'learningCheckAnswers');
    expect(answers).toHaveLength(40);
    expect(answers[0]).toEqual({
      id: expect.any(String),
      attemptQuestionId: expect.any(String),
      position: expect.any(Number),
      option: expect.stringMatching(/^Frage \d+, Aussage \d$/),
      chosen: expect.any(Boolean),
    });
    expect(rowsOf(data, 'evaluations')).toEqual([
      expect.objectContaining({
        orderPositionId: presentId,
        answers: { content: { grade: 2 }, comment: { text: 'Sehr gut, Hanna aus Köln' } },
      }),
    ]);
    const certificates = rowsOf(data, 'certificates');
    expect(certificates.map((row) => row.positionId).sort()).toEqual([presentId, selfId].sort());
    for (const certificate of certificates) {
      expect(certificate).toMatchObject({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        status: 'VALID',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(certificate).not.toHaveProperty('storageKey');
    }
    expect(rowsOf(data, 'writtenExams')).toEqual([
      expect.objectContaining({ positionId: presentId, title: 'Klausur Arbeitsrecht' }),
    ]);
  });

  it('deletes attendance and learning checks, anonymises evaluations and keeps certificates, touching no one else’s', async () => {
    const ida = await customerAfterCourses('Ida');
    const jana = await customerAfterCourses('Jana');
    const janasBefore = await exportOf(jana.person);
    const [attempt] = rowsOf(await exportOf(ida.person), 'learningCheckAttempts');
    const certificates = rowsOf(await exportOf(ida.person), 'certificates');
    const start = t.clock.now();
    // The self-study course's date ends on 29 February 2028.
    t.clock.set(new Date('2028-03-01T10:00:00Z'));
    try {
      customerDeletedSchema.parse(bodyOf(await deletion(ida.person)));
      const positions = [ida.presentId, ida.selfId];
      for (const table of [schema.attendancePresences, schema.attendanceConfirmations]) {
        expect(await db().select().from(table).where(inArray(table.positionId, positions))).toEqual(
          [],
        );
      }
      const attempts = await db()
        .select()
        .from(schema.learningCheckAttempts)
        .where(inArray(schema.learningCheckAttempts.orderPositionId, positions));
      expect(attempts).toEqual([]);
      const drawn = await db()
        .select()
        .from(schema.learningCheckAttemptQuestions)
        .where(eq(schema.learningCheckAttemptQuestions.attemptId, String(attempt!.id)));
      expect(drawn).toEqual([]);

      const [evaluation] = await db()
        .select()
        .from(schema.evaluations)
        .where(eq(schema.evaluations.id, ida.evaluationId));
      expect(evaluation).toMatchObject({ orderPositionId: null, courseId: t.ids.present.courseId });
      expect(evaluation!.answers).toEqual({ content: { grade: 2 } });

      const kept = await db()
        .select({ id: schema.certificates.id, status: schema.certificates.status })
        .from(schema.certificates)
        .where(inArray(schema.certificates.positionId, positions));
      expect(kept).toHaveLength(2);
      expect(kept.map((row) => row.status)).toEqual(['VALID', 'VALID']);
      for (const certificate of certificates) {
        const verification = bodyOf(
          await t.call('GET', `/api/course-certification/${String(certificate.id)}/certification`),
        );
        expect(verification).toMatchObject({ participant: 'Ida Kunde' });
      }
      const reissue = await t.call(
        'POST',
        `/api/certificate/${String(certificates[0]!.id)}/reissue`,
        { person: newOperator(), payload: { reason: 'Name falsch geschrieben' } },
      );
      expect(errorOf(reissue, 409).code).toBe('ACCOUNT_DELETED');
      const exams = await db()
        .select()
        .from(schema.writtenExams)
        .where(eq(schema.writtenExams.positionId, ida.presentId));
      expect(exams).toHaveLength(1);

      const janasAfter = await exportOf(jana.person);
      expect({ ...janasAfter, exportedAt: '' }).toEqual({ ...janasBefore, exportedAt: '' });
    } finally {
      t.clock.set(start);
    }
  });
});
