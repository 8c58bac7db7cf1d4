// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartSchema,
  evaluationAggregateSchema,
  orderEvaluationSchema,
  orderSchema,
  scheduleEvaluationSchema,
} from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  catalogueNow,
  errorOf,
  newCustomer,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import { testDatabaseTargets } from '../db/test-databases.ts';

/** 1 April 2027, the online course's April date, ends at midnight in Berlin (UTC+2). */
const lastEveningOfTheDate = new Date('2027-04-01T21:30:00Z');
const dayAfterTheDate = new Date('2027-04-01T22:30:00Z');

const operator = () =>
  ({ ...newCustomer('Olga'), realm_access: { roles: ['operator'] } }) as Person;

describe.each(testDatabaseTargets())('participant evaluations on $name', (target) => {
  let t: CartTestApp;
  let speakerIds: [number, number];

  beforeAll(async () => {
    t = await openCartTestApp(target);
    const db = t.database.database.db;
    const rows = await db
      .insert(schema.speakers)
      .values([
        { title: 'Dr.', firstName: 'Vera', lastName: 'Vortrag', bioDe: '', bioEn: '' },
        { firstName: 'Bernd', lastName: 'Beispiel', bioDe: '', bioEn: '' },
      ])
      .returning({ id: schema.speakers.id });
    speakerIds = [rows[0]!.id, rows[1]!.id];
    await db.insert(schema.courseSpeakers).values([
      { courseId: t.ids.online.courseId, speakerId: speakerIds[0], position: 0 },
      { courseId: t.ids.online.courseId, speakerId: speakerIds[1], position: 1 },
    ]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** `person` orders the online course's April date by invoice; its position's id. */
  async function bookAprilDate(person: Person): Promise<string> {
    t.clock.set(catalogueNow);
    bodyOf(
      await t.call('PUT', '/api/cart', {
        person,
        payload: {
          courseId: t.ids.online.courseId,
          scheduleId: t.ids.online.april,
          priceLevelId: t.ids.online.aprilStandard,
        },
      }),
    );
    cartSchema.parse(bodyOf(await t.call('GET', '/api/cart', { person })));
    bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
    bodyOf(
      await t.call('PUT', '/api/order/payment', { person, payload: { paymentMethod: 'INVOICE' } }),
    );
    const placed = orderSchema.parse(
      bodyOf(await t.call('PUT', '/api/order', { person, payload: { acceptTerms: true } }), 201),
    );
    return placed.positions[0]!.id;
  }

  const datePath = () => `/courses/${t.ids.online.courseId}/schedule/${t.ids.online.april}`;
  const questionnaireOf = async (person: Person) =>
    scheduleEvaluationSchema.parse(
      bodyOf(await t.call('GET', `/api${datePath()}/evaluation`, { person })),
    );
  const submit = (person: Person, answers: object, query = '') =>
    t.call(
      'PUT',
      `/api/evaluations/courses/${t.ids.online.courseId}/schedules/${t.ids.online.april}${query}`,
      { person, payload: { answers } },
    );
  const stateOf = async (person: Person, positionId: string) =>
    orderEvaluationSchema.parse(
      bodyOf(await t.call('GET', `/api/order/evaluation/${positionId}`, { person })),
    );

  /** Every required question answered, the speakers graded 1 and 3. */
  const complete = (grades: Partial<Record<string, number>> = {}) => ({
    content: { grade: grades.content ?? 2 },
    practice: { grade: 1 },
    materials: { grade: 3 },
    organisation: { grade: 2 },
    [`speaker-${speakerIds[0]}`]: { grade: 1 },
    [`speaker-${speakerIds[1]}`]: { grade: 3 },
  });

  it('asks for one grade per speaker of the course, in the course’s order', async () => {
    const anna = newCustomer('Anna');
    await bookAprilDate(anna);
    const { questions } = await questionnaireOf(anna);
    const speakerRows = questions.filter((question) => question.speakerId !== null);
    expect(speakerRows.map((row) => [row.type, row.text, row.required])).toEqual([
      ['GRADE', 'Vortrag von Dr. Vera Vortrag', true],
      ['GRADE', 'Vortrag von Bernd Beispiel', true],
    ]);
    expect(questions.map((question) => question.type)).toEqual(
      expect.arrayContaining(['HEADLINE', 'FREE', 'GRADE', 'MULTIPLE_CHOICE']),
    );
  });

  it('opens the evaluation only on the day after the date’s last day in Berlin', async () => {
    const ben = newCustomer('Ben');
    const positionId = await bookAprilDate(ben);
    expect(await stateOf(ben, positionId)).toMatchObject({
      state: 'NOT_YET',
      availableFrom: '2027-04-02',
    });

    t.clock.set(lastEveningOfTheDate);
    expect(errorOf(await submit(ben, complete()), 409).code).toBe('EVALUATION_NOT_YET');

    t.clock.set(dayAfterTheDate);
    expect((await stateOf(ben, positionId)).state).toBe('OPEN');
    const submitted = scheduleEvaluationSchema.parse(bodyOf(await submit(ben, complete())));
    expect(submitted).toMatchObject({
      positionId,
      state: 'SUBMITTED',
      submittedAt: dayAfterTheDate.toISOString(),
    });
  });

  it('takes an evaluation once per position and refuses the second with 409', async () => {
    const carla = newCustomer('Carla');
    const positionId = await bookAprilDate(carla);
    t.clock.set(dayAfterTheDate);
    bodyOf(await submit(carla, complete()));
    expect(errorOf(await submit(carla, complete()), 409).code).toBe('EVALUATION_SUBMITTED');
    expect(await stateOf(carla, positionId)).toMatchObject({
      state: 'SUBMITTED',
      submittedAt: dayAfterTheDate.toISOString(),
    });
  });

  it('refuses a grade out of range, an unknown question, a missing speaker grade and a long text by their paths', async () => {
    const dora = newCustomer('Dora');
    await bookAprilDate(dora);
    t.clock.set(dayAfterTheDate);
    const outOfRange = errorOf(await submit(dora, complete({ content: 7 })), 422);
    expect(outOfRange.details).toEqual([
      expect.objectContaining({ path: 'body.answers.content.grade', code: 'TOO_LARGE' }),
    ]);

    const { [`speaker-${speakerIds[1]}`]: _left, ...withoutSecondSpeaker } = complete();
    const refused = errorOf(
      await submit(dora, { ...withoutSecondSpeaker, weather: { grade: 1 } }),
      422,
    );
    expect(refused.details?.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: 'body.answers.weather', code: 'UNKNOWN_FIELD' },
      { path: `body.answers.speaker-${speakerIds[1]}.grade`, code: 'REQUIRED' },
    ]);

    const long = errorOf(
      await submit(dora, { ...complete(), comment: { text: 'x'.repeat(2001) } }),
      422,
    );
    expect(long.details).toEqual([
      expect.objectContaining({ path: 'body.answers.comment.text', code: 'TOO_LONG' }),
    ]);
    expect((await questionnaireOf(dora)).state).toBe('OPEN');
  });

  it('answers 404 to another customer and NOT_POSSIBLE for a cancelled position', async () => {
    const emil = newCustomer('Emil');
    const positionId = await bookAprilDate(emil);
    t.clock.set(dayAfterTheDate);
    const stranger = newCustomer('Fremd');
    expect(
      errorOf(await t.call('GET', `/api/order/evaluation/${positionId}`, { person: stranger }), 404)
        .code,
    ).toBe('NOT_FOUND');
    expect(
      errorOf(await t.call('GET', `/api${datePath()}/evaluation`, { person: stranger }), 404).code,
    ).toBe('NOT_FOUND');
    expect(errorOf(await submit(stranger, complete(), `?positionId=${positionId}`), 404).code).toBe(
      'NOT_FOUND',
    );

    await t.database.database.db
      .update(schema.orderPositions)
      .set({ status: 'CANCELLED' })
      .where(eq(schema.orderPositions.id, positionId));
    expect(await stateOf(emil, positionId)).toMatchObject({
      state: 'NOT_POSSIBLE',
      availableFrom: null,
    });
    expect(errorOf(await submit(emil, complete()), 409).code).toBe('EVALUATION_NOT_POSSIBLE');
  });

  it('sums up a course and a speaker for operators only, free texts without names', async () => {
    const [frida, gustav] = [newCustomer('Frida'), newCustomer('Gustav')];
    await bookAprilDate(frida);
    await bookAprilDate(gustav);
    t.clock.set(dayAfterTheDate);
    const olga = operator();
    const before = evaluationAggregateSchema.parse(
      bodyOf(
        await t.call('GET', `/api/evaluations/courses/${t.ids.online.courseId}`, { person: olga }),
      ),
    );
    bodyOf(
      await submit(frida, {
        ...complete({ content: 1 }),
        'heard-of': { choices: ['newsletter', 'colleague'] },
        comment: { text: 'Sehr praxisnah.' },
      }),
    );
    bodyOf(
      await submit(gustav, {
        ...complete({ content: 4 }),
        'heard-of': { choices: ['colleague'] },
      }),
    );

    const course = evaluationAggregateSchema.parse(
      bodyOf(
        await t.call('GET', `/api/evaluations/courses/${t.ids.online.courseId}`, { person: olga }),
      ),
    );
    expect(course.count).toBe(before.count + 2);
    const content = course.grades.find((row) => row.questionId === 'content')!;
    const contentBefore = before.grades.find((row) => row.questionId === 'content');
    const countOf = (grade: number, row = content) =>
      row.distribution.find((entry) => entry.grade === grade)!.count;
    expect(countOf(1) - (contentBefore ? countOf(1, contentBefore) : 0)).toBe(1);
    expect(countOf(4) - (contentBefore ? countOf(4, contentBefore) : 0)).toBe(1);
    const heardOf = course.choices.find((row) => row.questionId === 'heard-of')!;
    expect(
      heardOf.options.find((option) => option.id === 'colleague')!.count,
    ).toBeGreaterThanOrEqual(2);
    const comments = course.texts.find((row) => row.questionId === 'comment')!;
    expect(comments.answers).toContain('Sehr praxisnah.');
    expect(JSON.stringify(course)).not.toContain('Frida');
    expect(JSON.stringify(course)).not.toContain(frida.email);

    const referent = evaluationAggregateSchema.parse(
      bodyOf(await t.call('GET', `/api/evaluations/referents/${speakerIds[1]}`, { person: olga })),
    );
    expect(referent).toMatchObject({ type: 'REFERENT', name: 'Bernd Beispiel', meanGrade: 3 });
    expect(referent.grades).toEqual([
      expect.objectContaining({ speakerId: speakerIds[1], mean: 3, count: referent.count }),
    ]);
    expect(
      bodyOf(
        await t.call('GET', `/api/evaluations/types/REFERENT/${speakerIds[1]}`, { person: olga }),
      ),
    ).toEqual(referent);
    const speakers = bodyOf(
      await t.call('GET', '/api/evaluations/types/REFERENT', { person: olga }),
    );
    expect(speakers).toContainEqual(
      expect.objectContaining({ id: speakerIds[0], name: 'Dr. Vera Vortrag', meanGrade: 1 }),
    );

    const customer = await t.call('GET', `/api/evaluations/courses/${t.ids.online.courseId}`, {
      person: frida,
    });
    expect(errorOf(customer, 403).code).toBe('FORBIDDEN');
    const anonymous = await t.call('GET', '/api/evaluations/types/COURSE');
    expect(errorOf(anonymous, 401).code).toBe('UNAUTHORIZED');
  });
});
