// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  learningCheckAttemptSchema,
  learningCheckResultSchema,
  learningCheckStateSchema,
  type LearningCheckAttempt,
} from '@kursmarkt/schemas';
import { attendanceEvidence } from '../attendance/evidence.ts';
import { bodyOf, errorOf, newCustomer, type Person } from '../booking/test-support.ts';
import { postgresOnlyTarget, testDatabaseTargets } from '../db/test-databases.ts';
import {
  openLearningCheckTestApp,
  type AnswerKey,
  type LearningCheckTestApp,
} from './test-support.ts';

/** Answers `right` questions of the key with their correct options, the others with a wrong one. */
const answersFor = (key: AnswerKey, right: number) => ({
  answers: key.map((question, index) => ({
    questionId: question.questionId,
    optionIds: index < right ? question.correct : question.wrong.slice(0, 1),
  })),
});

const checkOf = (positionId: string) => `/api/learning-checks/${positionId}`;

async function start(t: LearningCheckTestApp, person: Person, positionId: string) {
  return learningCheckAttemptSchema.parse(
    bodyOf(await t.call('POST', `${checkOf(positionId)}/attempts`, { person })),
  );
}

async function submit(
  t: LearningCheckTestApp,
  person: Person,
  positionId: string,
  attempt: LearningCheckAttempt,
  right: number,
) {
  const key = await t.answerKey(attempt.id);
  return learningCheckResultSchema.parse(
    bodyOf(
      await t.call('PUT', `${checkOf(positionId)}/attempts/${attempt.id}`, {
        person,
        payload: answersFor(key, right),
      }),
    ),
  );
}

describe.each(testDatabaseTargets())('the learning check on $name', (target) => {
  let t: LearningCheckTestApp;
  beforeAll(async () => {
    t = await openLearningCheckTestApp(target);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('draws ten of the twenty questions with four options each and sends no correct answer', async () => {
    const anna = newCustomer('Anna');
    const { selfPositionId } = await t.book(anna);

    const response = await t.call('POST', `${checkOf(selfPositionId)}/attempts`, { person: anna });
    const attempt = learningCheckAttemptSchema.parse(bodyOf(response));

    expect(attempt.number).toBe(1);
    expect(attempt.language).toBe('de');
    expect(attempt.questions).toHaveLength(10);
    expect(new Set(attempt.questions.map((question) => question.text)).size).toBe(10);
    expect(attempt.questions.every((question) => question.options.length === 4)).toBe(true);
    expect(response.body).not.toMatch(/correct/i);
    const again = await start(t, anna, selfPositionId);
    expect(again).toEqual(attempt);
    const state = learningCheckStateSchema.parse(
      bodyOf(await t.call('GET', checkOf(selfPositionId), { person: anna })),
    );
    expect(state).toMatchObject({
      available: true,
      questionsAsked: 10,
      attemptsUsed: 1,
      attemptsLeft: 2,
      passed: null,
      openAttempt: attempt,
      lastResult: null,
    });
  });

  it('counts a question right only when the chosen options are exactly its correct ones', async () => {
    const ben = newCustomer('Ben');
    const { selfPositionId } = await t.book(ben);
    const attempt = await start(t, ben, selfPositionId);
    const key = await t.answerKey(attempt.id);
    const [exact, more, fewer] = key;
    const answers = [
      { questionId: exact!.questionId, optionIds: exact!.correct },
      { questionId: more!.questionId, optionIds: [...more!.correct, more!.wrong[0]!] },
      { questionId: fewer!.questionId, optionIds: fewer!.correct.slice(1) },
    ];
    if (fewer!.correct.length === 1) answers[2]!.optionIds = [];

    const result = learningCheckResultSchema.parse(
      bodyOf(
        await t.call('PUT', `${checkOf(selfPositionId)}/attempts/${attempt.id}`, {
          person: ben,
          payload: { answers },
        }),
      ),
    );

    expect(result.questions.slice(0, 3).map((question) => question.correct)).toEqual([
      true,
      false,
      false,
    ]);
    expect(result.questions[1]!.chosenOptionIds.toSorted()).toEqual(
      [...more!.correct, more!.wrong[0]!].toSorted(),
    );
    expect(result).toMatchObject({ correct: 1, percent: 10, passed: false, attemptsLeft: 2 });
  });

  it('fails at seven of ten and passes at eight, recording the pass for the hours', async () => {
    const carla = newCustomer('Carla');
    const { selfPositionId } = await t.book(carla);
    const failed = await submit(t, carla, selfPositionId, await start(t, carla, selfPositionId), 7);
    expect(failed).toMatchObject({ percent: 70, passed: false, attemptsLeft: 2 });

    const passedAt = new Date('2027-12-31T23:30:00Z');
    t.clock.set(passedAt);
    const second = await start(t, carla, selfPositionId);
    expect(second.number).toBe(2);
    const passed = await submit(t, carla, selfPositionId, second, 8);
    t.clock.set(new Date('2027-03-10T10:00:00Z'));

    expect(passed).toMatchObject({ percent: 80, passed: true, attemptsLeft: 0 });
    const [evidence] = await attendanceEvidence(t.database.database.db, [selfPositionId], passedAt);
    expect(evidence?.learningCheck).toEqual({
      positionId: selfPositionId,
      passedAt,
      percent: 80,
      attempt: 2,
      questionsAsked: 10,
      correct: 8,
    });
    const state = learningCheckStateSchema.parse(
      bodyOf(await t.call('GET', checkOf(selfPositionId), { person: carla })),
    );
    expect(state.passed).toEqual({ passedAt: passedAt.toISOString(), percent: 80, attempt: 2 });
    expect(state.lastResult).toEqual(passed);
    const refused = errorOf(
      await t.call('POST', `${checkOf(selfPositionId)}/attempts`, { person: carla }),
      409,
    );
    expect(refused.code).toBe('LEARNING_CHECK_PASSED');
  });

  it('refuses a fourth attempt after three failed ones, each drawn anew', async () => {
    const dora = newCustomer('Dora');
    const { selfPositionId } = await t.book(dora);
    const drawn: string[][] = [];
    for (let round = 0; round < 3; round += 1) {
      const attempt = await start(t, dora, selfPositionId);
      drawn.push(
        attempt.questions.flatMap((question) => [
          question.id,
          ...question.options.map((option) => option.id),
        ]),
      );
      await submit(t, dora, selfPositionId, attempt, 0);
    }

    const refused = errorOf(
      await t.call('POST', `${checkOf(selfPositionId)}/attempts`, { person: dora }),
      409,
    );
    expect(refused.code).toBe('LEARNING_CHECK_ATTEMPTS_USED');
    expect(new Set(drawn.flat()).size).toBe(3 * 10 * 5);
  });

  it('answers a submitted attempt with its stored result, whatever is sent again', async () => {
    const emil = newCustomer('Emil');
    const { selfPositionId } = await t.book(emil);
    const attempt = await start(t, emil, selfPositionId);
    const first = await submit(t, emil, selfPositionId, attempt, 9);

    const again = await submit(t, emil, selfPositionId, attempt, 0);

    expect(again).toEqual(first);
    expect(first.passed).toBe(true);
  });

  it('refuses answers naming another attempt’s options, another question’s options or an unknown question', async () => {
    const fritz = newCustomer('Fritz');
    const { selfPositionId } = await t.book(fritz);
    const earlier = await start(t, fritz, selfPositionId);
    await submit(t, fritz, selfPositionId, earlier, 0);
    const attempt = await start(t, fritz, selfPositionId);
    const key = await t.answerKey(attempt.id);
    const earlierKey = await t.answerKey(earlier.id);

    const refused = errorOf(
      await t.call('PUT', `${checkOf(selfPositionId)}/attempts/${attempt.id}`, {
        person: fritz,
        payload: {
          answers: [
            { questionId: key[0]!.questionId, optionIds: earlierKey[0]!.correct },
            {
              questionId: key[1]!.questionId,
              optionIds: [key[1]!.correct[0]!, key[2]!.correct[0]!],
            },
            { questionId: earlierKey[3]!.questionId, optionIds: earlierKey[3]!.correct },
            { questionId: key[3]!.questionId, optionIds: key[3]!.correct },
          ],
        },
      }),
      400,
    );

    expect(refused.details?.map((detail) => [detail.path, detail.code])).toEqual([
      ...earlierKey[0]!.correct.map((_, index) => [
        `body.answers.0.optionIds.${index}`,
        'NOT_ALLOWED',
      ]),
      ['body.answers.1.optionIds.1', 'NOT_ALLOWED'],
      ['body.answers.2.questionId', 'NOT_ALLOWED'],
    ]);
    const state = learningCheckStateSchema.parse(
      bodyOf(await t.call('GET', checkOf(selfPositionId), { person: fritz })),
    );
    expect(state.openAttempt?.id).toBe(attempt.id);
  });

  it('answers 404 for another customer’s position and 409 for a course that is not self-study', async () => {
    const gina = newCustomer('Gina');
    const hugo = newCustomer('Hugo');
    const { selfPositionId, otherPositionIds } = await t.book(gina, [
      {
        courseId: t.ids.online.courseId,
        scheduleId: t.ids.online.april,
        priceLevelId: t.ids.online.aprilStandard,
      },
    ]);
    const attempt = await start(t, gina, selfPositionId);

    for (const [method, url] of [
      ['GET', checkOf(selfPositionId)],
      ['POST', `${checkOf(selfPositionId)}/attempts`],
    ] as const) {
      expect(errorOf(await t.call(method, url, { person: hugo }), 404).code).toBe('NOT_FOUND');
    }
    const key = await t.answerKey(attempt.id);
    errorOf(
      await t.call('PUT', `${checkOf(selfPositionId)}/attempts/${attempt.id}`, {
        person: hugo,
        payload: answersFor(key, 10),
      }),
      404,
    );
    const online = errorOf(
      await t.call('POST', `${checkOf(otherPositionIds[0]!)}/attempts`, { person: gina }),
      409,
    );
    expect(online.code).toBe('NOT_SELF_STUDY');
  });
});

const { target, missing } = postgresOnlyTarget();

describe.skipIf(missing)(`two submits at once, on ${target.name}`, () => {
  let t: LearningCheckTestApp;
  beforeAll(async () => {
    t = await openLearningCheckTestApp(target, { poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('counts two submits of one attempt at once as one, both answering the same result', async () => {
    const ida = newCustomer('Ida');
    const { selfPositionId } = await t.book(ida);
    const attempt = await start(t, ida, selfPositionId);
    const key = await t.answerKey(attempt.id);
    const url = `${checkOf(selfPositionId)}/attempts/${attempt.id}`;

    const [passing, failing] = await Promise.all([
      t.call('PUT', url, { person: ida, payload: answersFor(key, 10) }),
      t.call('PUT', url, { person: ida, payload: answersFor(key, 0) }),
    ]);

    const first = learningCheckResultSchema.parse(bodyOf(passing));
    expect(learningCheckResultSchema.parse(bodyOf(failing))).toEqual(first);
    const state = learningCheckStateSchema.parse(
      bodyOf(await t.call('GET', checkOf(selfPositionId), { person: ida })),
    );
    expect(state.attemptsUsed).toBe(1);
    expect(state.lastResult).toEqual(first);
  });
});
