import { z } from 'zod';
import { learningCheckOptionsPerQuestion, locales } from '../rules/index.ts';
import { endpoint } from './common.ts';
import { learningCheckRoutes as routes } from './routes-learning-checks.ts';

const datetime = z.iso.datetime({ offset: true });

/**
 * A question as an attempt asks it: its id and its options' ids are the attempt's own (another
 * attempt's ids are unknown to it), in the attempt's order. Which options are correct is never
 * sent.
 */
export const learningCheckQuestionSchema = z.strictObject({
  id: z.uuid(),
  text: z.string(),
  options: z.array(z.strictObject({ id: z.uuid(), text: z.string() })),
});
export type LearningCheckQuestion = z.infer<typeof learningCheckQuestionSchema>;

/** An attempt still open: its questions in its order, asked since `startedAt`. */
export const learningCheckAttemptSchema = z.strictObject({
  id: z.uuid(),
  /** 1, 2 or 3. */
  number: z.int().positive(),
  startedAt: datetime,
  /** The language the questions are in (the course's). */
  language: z.enum(locales),
  questions: z.array(learningCheckQuestionSchema),
});
export type LearningCheckAttempt = z.infer<typeof learningCheckAttemptSchema>;

/**
 * A submitted attempt's result: per question whether the chosen options were exactly the correct
 * ones (the correct options themselves are not sent), the share, and whether it passed (>= 75 %).
 */
export const learningCheckResultSchema = z.strictObject({
  attemptId: z.uuid(),
  number: z.int().positive(),
  startedAt: datetime,
  submittedAt: datetime,
  questionsAsked: z.int().positive(),
  correct: z.int().nonnegative(),
  /** Whole percent, rounded down. */
  percent: z.int().min(0).max(100),
  passed: z.boolean(),
  /** Attempts still to take: 0 after a pass or the third attempt. */
  attemptsLeft: z.int().nonnegative(),
  questions: z.array(
    z.strictObject({
      id: z.uuid(),
      text: z.string(),
      correct: z.boolean(),
      chosenOptionIds: z.array(z.uuid()),
    }),
  ),
});
export type LearningCheckResult = z.infer<typeof learningCheckResultSchema>;

/** The learning check of a booked self-study position, as Meine Kurse and its page show it. */
export const learningCheckStateSchema = z.strictObject({
  positionId: z.uuid(),
  courseName: z.string(),
  /** The course has a question pool; without one no attempt can start. */
  available: z.boolean(),
  questionsAsked: z.int().positive(),
  passPercent: z.int().positive(),
  maxAttempts: z.int().positive(),
  attemptsUsed: z.int().nonnegative(),
  attemptsLeft: z.int().nonnegative(),
  /** The pass: `passedAt` decides the calendar year (Europe/Berlin) the hours count for. */
  passed: z
    .strictObject({ passedAt: datetime, percent: z.int(), attempt: z.int().positive() })
    .nullable(),
  /** The attempt started and not yet submitted. */
  openAttempt: learningCheckAttemptSchema.nullable(),
  /** The latest submitted attempt's result. */
  lastResult: learningCheckResultSchema.nullable(),
});
export type LearningCheckState = z.infer<typeof learningCheckStateSchema>;

/** An attempt's answers: per question of the attempt, the ids of the options chosen. */
export const learningCheckAnswersSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: z.uuid(),
        optionIds: z.array(z.uuid()).max(learningCheckOptionsPerQuestion),
      }),
    )
    .max(200),
});
export type LearningCheckAnswers = z.infer<typeof learningCheckAnswersSchema>;

const positionParams = z.strictObject({ positionId: z.uuid() });

/** The learning-check calls, by name. */
export const learningCheckEndpoints = {
  getLearningCheck: endpoint({
    ...routes.getLearningCheck,
    summary:
      'The learning check of a booked self-study position of the signed-in customer: attempts used and left, the pass, the open attempt and the last result. 409 NOT_SELF_STUDY for another course type; 404 for anyone else’s',
    params: positionParams,
    response: learningCheckStateSchema,
  }),
  startLearningCheckAttempt: endpoint({
    ...routes.startLearningCheckAttempt,
    summary:
      'Starts an attempt (questions drawn and shuffled), or answers the open one. 409 LEARNING_CHECK_PASSED after a pass, LEARNING_CHECK_ATTEMPTS_USED after the third, NOT_SELF_STUDY, POSITION_CANCELLED, LEARNING_CHECK_NOT_AVAILABLE; 404 for anyone else’s',
    params: positionParams,
    response: learningCheckAttemptSchema,
  }),
  submitLearningCheckAttempt: endpoint({
    ...routes.submitLearningCheckAttempt,
    summary:
      'Submits an attempt’s answers by option ids and answers its result; a submitted attempt answers its stored result. 400 at the field for a question or option not of this attempt; 404 for anyone else’s',
    params: positionParams.extend({ attemptId: z.uuid() }),
    body: learningCheckAnswersSchema,
    bodyLimit: 32 * 1024,
    response: learningCheckResultSchema,
  }),
} as const;
