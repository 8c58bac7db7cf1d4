import { z } from 'zod';
import {
  evaluationGrades,
  evaluationIdPattern,
  evaluationLimits,
  evaluationQuestionTypes,
  evaluationStates,
  evaluationSubjectTypes,
  maxId,
} from '../rules/index.ts';
import { endpoint } from './common.ts';
import { evaluationRoutes as routes } from './routes-evaluations.ts';

const numericId = z.coerce.number().int().positive().max(maxId);
const itemId = z.string().max(evaluationLimits.id).regex(evaluationIdPattern);

/**
 * One question of a questionnaire, in the request's language: a heading (`HEADLINE`), a free
 * text (`FREE`, at most `maxLength` characters), a grade 1–6 (`GRADE`; one per speaker of the
 * course, naming the speaker) or options to tick (`MULTIPLE_CHOICE`).
 */
export const evaluationQuestionSchema = z.strictObject({
  id: z.string(),
  type: z.enum(evaluationQuestionTypes),
  text: z.string(),
  required: z.boolean(),
  /** The speaker a grade is for; null for every other question. */
  speakerId: z.number().int().nullable(),
  options: z.array(z.strictObject({ id: z.string(), text: z.string() })),
  /** The longest free text; null for other questions. */
  maxLength: z.number().int().nullable(),
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestionSchema>;

/** The state of the customer's evaluation of one order position. */
export const orderEvaluationSchema = z.strictObject({
  /** The order position's id. */
  positionId: z.uuid(),
  courseId: z.number().int().nullable(),
  scheduleId: z.number().int().nullable(),
  state: z.enum(evaluationStates),
  /** When it was submitted (ISO 8601); null until then. */
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The first day it may be submitted (the day after the date's last day, Europe/Berlin). */
  availableFrom: z.iso.date().nullable(),
});
export type OrderEvaluation = z.infer<typeof orderEvaluationSchema>;

/** The questionnaire of a booked course date, with the customer's state for it. */
export const scheduleEvaluationSchema = orderEvaluationSchema.extend({
  courseId: z.number().int(),
  scheduleId: z.number().int(),
  /** The part of the course asked about; null for the whole date (one module per date). */
  moduleId: z.string().nullable(),
  courseName: z.string(),
  organizerName: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  questions: z.array(evaluationQuestionSchema),
});
export type ScheduleEvaluation = z.infer<typeof scheduleEvaluationSchema>;

/** One answer: a grade, the ticked options, or a text, as its question takes. */
export const evaluationAnswerSchema = z.strictObject({
  grade: z.number().int().min(1).max(evaluationGrades.length).optional(),
  choices: z.array(itemId).max(20).optional(),
  text: z.string().max(evaluationLimits.freeText).optional(),
});

/** A submitted evaluation: the answers by question id. */
export const courseEvaluationSchema = z.strictObject({
  answers: z
    .record(itemId, evaluationAnswerSchema)
    .refine((answers) => Object.keys(answers).length <= evaluationLimits.answers, {
      message: `at most ${evaluationLimits.answers} answers`,
    }),
});
export type CourseEvaluation = z.input<typeof courseEvaluationSchema>;

/** What evaluations were summed up for: a course, a speaker or an organizer, with its mean. */
export const evaluationSummarySchema = z.strictObject({
  type: z.enum(evaluationSubjectTypes),
  id: z.number().int(),
  name: z.string(),
  /** Evaluations counted. */
  count: z.number().int(),
  /** The mean of all grades given (1–6, two decimals); null without any. */
  meanGrade: z.number().nullable(),
});
export type EvaluationSummary = z.infer<typeof evaluationSummarySchema>;

/** Every evaluation of a subject summed up per question; nothing names who answered. */
export const evaluationAggregateSchema = evaluationSummarySchema.extend({
  grades: z.array(
    z.strictObject({
      questionId: z.string(),
      text: z.string(),
      speakerId: z.number().int().nullable(),
      count: z.number().int(),
      mean: z.number().nullable(),
      /** How often each grade was given, 1 to 6. */
      distribution: z.array(z.strictObject({ grade: z.number().int(), count: z.number().int() })),
    }),
  ),
  choices: z.array(
    z.strictObject({
      questionId: z.string(),
      text: z.string(),
      options: z.array(
        z.strictObject({ id: z.string(), text: z.string(), count: z.number().int() }),
      ),
    }),
  ),
  /** The free texts, without who wrote them, in no particular order. */
  texts: z.array(
    z.strictObject({ questionId: z.string(), text: z.string(), answers: z.array(z.string()) }),
  ),
});
export type EvaluationAggregate = z.infer<typeof evaluationAggregateSchema>;

const scheduleParams = z.strictObject({ courseId: numericId, scheduleId: numericId });
/**
 * `moduleId`: the part of the course asked about (one module per date is assumed: it is kept with
 * the evaluation, not a second one); `positionId`: which of the customer's positions of the date,
 * when they booked it for several participants (else the first still open).
 */
const scheduleQuery = z.strictObject({
  moduleId: itemId.optional(),
  positionId: z.uuid().optional(),
  language: z.string().max(10).optional(),
});
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });
const typeParams = z.strictObject({ type: z.enum(evaluationSubjectTypes) });

/** The evaluation calls, by name. */
export const evaluationEndpoints = {
  getScheduleEvaluation: endpoint({
    ...routes.getScheduleEvaluation,
    summary:
      "The questionnaire of a course date the signed-in customer booked (one grade per speaker), with the state of the customer's evaluation; 404 for a date the customer did not book",
    params: scheduleParams,
    query: scheduleQuery,
    response: scheduleEvaluationSchema,
  }),
  putScheduleEvaluation: endpoint({
    ...routes.putScheduleEvaluation,
    summary:
      'Submits the evaluation of a booked course date, once per order position, from the day after its last day (Europe/Berlin): 409 EVALUATION_NOT_YET before, 409 EVALUATION_SUBMITTED for a second one, 409 EVALUATION_NOT_POSSIBLE for a cancelled position; 422 with each refused answer’s path; 404 for a date the customer did not book',
    params: scheduleParams,
    query: scheduleQuery,
    body: courseEvaluationSchema,
    bodyLimit: 32 * 1024,
    response: scheduleEvaluationSchema,
  }),
  getOrderEvaluation: endpoint({
    ...routes.getOrderEvaluation,
    summary:
      "The evaluation state of a course position of the signed-in customer's orders; 404 for anyone else's",
    params: z.strictObject({ id: z.uuid() }),
    response: orderEvaluationSchema,
  }),
  getCourseEvaluations: endpoint({
    ...routes.getCourseEvaluations,
    summary: "A course's evaluations on this domain summed up (operators only)",
    params: z.strictObject({ courseId: numericId }),
    query: languageQuery,
    response: evaluationAggregateSchema,
  }),
  getReferentEvaluations: endpoint({
    ...routes.getReferentEvaluations,
    summary: "A speaker's grades on this domain summed up over their courses (operators only)",
    params: z.strictObject({ referentId: numericId }),
    query: languageQuery,
    response: evaluationAggregateSchema,
  }),
  getEvaluationsOfType: endpoint({
    ...routes.getEvaluationsOfType,
    summary:
      'Every course, speaker (REFERENT) or organizer with evaluations on this domain, with its count and mean grade (operators only)',
    params: typeParams,
    response: z.array(evaluationSummarySchema),
  }),
  getEvaluationsOfSubject: endpoint({
    ...routes.getEvaluationsOfSubject,
    summary:
      "One course's, speaker's (REFERENT) or organizer's evaluations on this domain summed up (operators only)",
    params: typeParams.extend({ id: numericId }),
    query: languageQuery,
    response: evaluationAggregateSchema,
  }),
} as const;
