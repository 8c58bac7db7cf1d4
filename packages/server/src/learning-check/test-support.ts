/**
 * The learning check for tests: the cart test app with a one-hour self-study course (10
 * questions an attempt, a pool of 20 whose correct options the test can read), booked through
 * the API by a customer.
 */
import { asc, eq } from 'drizzle-orm';
import {
  learningCheckAttemptSchema,
  learningCheckResultSchema,
  orderSchema,
  type LearningCheckResult,
} from '@kursmarkt/schemas';
import {
  billingOf,
  bodyOf,
  openCartTestApp,
  type CartTestApp,
  type Person,
} from '../booking/test-support.ts';
import * as schema from '../db/schema.ts';
import type { TestDatabaseTarget } from '../db/test-databases.ts';
import { writeLearningCheckPool, type PoolQuestion } from './pool.ts';

/** An attempt's questions in order, each with its correct and wrong option ids. */
export type AnswerKey = { questionId: string; correct: string[]; wrong: string[] }[];

export interface LearningCheckTestApp extends CartTestApp {
  self: { courseId: number; scheduleId: number; priceLevelId: number };
  /** Books the self-study course (and `extra` cart lines) for `person`: the order's positions' ids. */
  book(
    person: Person,
    extra?: { courseId: number; scheduleId: number; priceLevelId: number }[],
  ): Promise<{ orderId: string; selfPositionId: string; otherPositionIds: string[] }>;
  /** The questions of attempt `attemptId` in its order, with their correct and wrong option ids. */
  answerKey(attemptId: string): Promise<AnswerKey>;
  /**
   * `person` starts an attempt at the check of `positionId` and answers `right` of its questions
   * with their correct options, the others with a wrong one: the result.
   */
  takeCheck(person: Person, positionId: string, right: number): Promise<LearningCheckResult>;
}

/** Question n of the test pool: its correct options are the bits of n % 15 + 1 (one to four). */
const testPoolQuestion = (n: number): PoolQuestion => {
  const pattern = (n % 15) + 1;
  return {
    text: `Frage ${n}`,
    options: [0, 1, 2, 3].map((bit) => ({
      text: `Frage ${n}, Aussage ${bit + 1}`,
      correct: (pattern & (1 << bit)) !== 0,
    })),
  };
};

export async function openLearningCheckTestApp(
  target: TestDatabaseTarget,
  options: Parameters<typeof openCartTestApp>[1] = {},
): Promise<LearningCheckTestApp> {
  const t = await openCartTestApp(target, options);
  const db = t.database.database.db;
  const [course] = await db
    .insert(schema.courses)
    .values({
      slug: 'arbeitsrecht-selbststudium',
      name: 'Arbeitsrecht im Selbststudium',
      descriptionDe: 'Skript und Videos',
      descriptionEn: 'Script and videos',
      courseType: 'SELF',
      searchType: 'EDUCATION',
      category: 'selbststudium',
      durationValue: 1,
      organizerId: t.ids.organizers.eins,
    })
    .returning({ id: schema.courses.id });
  await db
    .insert(schema.courseScopes)
    .values({ courseId: course!.id, scopeId: t.ids.scopes.arbeit });
  const [schedule] = await db
    .insert(schema.courseSchedules)
    .values({ courseId: course!.id, startDate: '2027-03-01', endDate: '2028-02-29', seats: 1000 })
    .returning({ id: schema.courseSchedules.id });
  const [level] = await db
    .insert(schema.priceLevels)
    .values({ scheduleId: schedule!.id, nameDe: 'Standard', nameEn: 'Standard', priceCents: 9_900 })
    .returning({ id: schema.priceLevels.id });
  await writeLearningCheckPool(
    db,
    course!.id,
    'de',
    Array.from({ length: 20 }, (_, index) => testPoolQuestion(index + 1)),
  );
  const self = { courseId: course!.id, scheduleId: schedule!.id, priceLevelId: level!.id };

  const handle: LearningCheckTestApp = {
    ...t,
    self,
    async book(person, extra = []) {
      for (const payload of [self, ...extra]) {
        bodyOf(await t.call('PUT', '/api/cart', { person, payload }));
      }
      bodyOf(await t.call('PUT', '/api/order/customer', { person, payload: billingOf(person) }));
      bodyOf(
        await t.call('PUT', '/api/order/payment', {
          person,
          payload: { paymentMethod: 'INVOICE' },
        }),
      );
      const order = orderSchema.parse(
        bodyOf(
          await t.call('PUT', '/api/order', {
            person,
            payload: { acceptTerms: true, earlyStartConsent: true },
          }),
          201,
        ),
      );
      const selfPosition = order.positions.find((position) => position.courseId === self.courseId);
      return {
        orderId: order.id,
        selfPositionId: selfPosition!.id,
        otherPositionIds: order.positions
          .filter((position) => position !== selfPosition)
          .map((position) => position.id),
      };
    },
    async answerKey(attemptId) {
      const rows = await db
        .select({
          questionId: schema.learningCheckAttemptQuestions.id,
          questionPosition: schema.learningCheckAttemptQuestions.position,
          optionId: schema.learningCheckAttemptOptions.id,
          optionPosition: schema.learningCheckAttemptOptions.position,
          correct: schema.learningCheckOptions.correct,
        })
        .from(schema.learningCheckAttemptQuestions)
        .innerJoin(
          schema.learningCheckAttemptOptions,
          eq(
            schema.learningCheckAttemptOptions.attemptQuestionId,
            schema.learningCheckAttemptQuestions.id,
          ),
        )
        .innerJoin(
          schema.learningCheckOptions,
          eq(schema.learningCheckOptions.id, schema.learningCheckAttemptOptions.optionId),
        )
        .where(eq(schema.learningCheckAttemptQuestions.attemptId, attemptId))
        .orderBy(
          asc(schema.learningCheckAttemptQuestions.position),
          asc(schema.learningCheckAttemptOptions.position),
        );
      const key: AnswerKey = [];
      for (const row of rows) {
        let question = key.find((entry) => entry.questionId === row.questionId);
        if (!question) {
          question = { questionId: row.questionId, correct: [], wrong: [] };
          key.push(question);
        }
        (row.correct ? question.correct : question.wrong).push(row.optionId);
      }
      return key;
    },
    async takeCheck(person, positionId, right) {
      const check = `/api/learning-checks/${positionId}/attempts`;
      const attempt = learningCheckAttemptSchema.parse(
        bodyOf(await t.call('POST', check, { person })),
      );
      const key = await handle.answerKey(attempt.id);
      const answers = key.map((question, index) => ({
        questionId: question.questionId,
        optionIds: index < right ? question.correct : question.wrong.slice(0, 1),
      }));
      return learningCheckResultSchema.parse(
        bodyOf(await t.call('PUT', `${check}/${attempt.id}`, { person, payload: { answers } })),
      );
    },
  };
  return handle;
}
