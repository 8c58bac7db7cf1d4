/**
 * The rules of a participant's evaluation (Teilnehmer-Feedback, ADR 0061), shared by the server,
 * which checks a submitted evaluation against its questionnaire, and the storefront's form, which
 * checks the same before sending: the same refusal has the same path and code on both sides.
 */
import { addDays, formatISO, parseISO } from 'date-fns';
import type { FieldErrorCode } from '../api/field-error-codes.ts';

/** The kinds of question: a heading between groups, a free text, a grade, options to tick. */
export const evaluationQuestionTypes = ['HEADLINE', 'FREE', 'GRADE', 'MULTIPLE_CHOICE'] as const;
export type EvaluationQuestionType = (typeof evaluationQuestionTypes)[number];

/** German school grades: 1 (sehr gut) to 6 (ungenügend). */
export const evaluationGrades = [1, 2, 3, 4, 5, 6] as const;
export const bestGrade = 1;
export const worstGrade = 6;

/**
 * Where a customer's evaluation of an order position stands: open to submit, submitted, not yet
 * (the date has not ended), or never (cancelled, a package, a course without dates).
 */
export const evaluationStates = ['OPEN', 'SUBMITTED', 'NOT_YET', 'NOT_POSSIBLE'] as const;
export type EvaluationState = (typeof evaluationStates)[number];

/**
 * The first day a date ending on `endDate` may be evaluated: the day after its last day (German
 * calendar days; a date has no end time, so its last day counts as a whole).
 */
export const evaluationOpensOn = (endDate: string) =>
  formatISO(addDays(parseISO(endDate), 1), { representation: 'date' });

/** What evaluations are summed up by: a course, a speaker (Referent/in), an organizer. */
export const evaluationSubjectTypes = ['COURSE', 'REFERENT', 'ORGANIZER'] as const;
export type EvaluationSubjectType = (typeof evaluationSubjectTypes)[number];

export const evaluationLimits = {
  /** Characters of a free text. */
  freeText: 2000,
  /** Characters of a question's or option's id. */
  id: 64,
  /** Answers of one evaluation (the questions with one grade per speaker). */
  answers: 60,
} as const;

/** A question's or option's id: lower-case letters, digits and hyphens. */
export const evaluationIdPattern = /^[a-z0-9][a-z0-9-]*$/;

/** A question as the rules need it. */
export interface EvaluationQuestionRule {
  id: string;
  type: EvaluationQuestionType;
  required: boolean;
  /** The options of a multiple-choice question. */
  options: readonly { id: string }[];
}

/** One answer, by its question's id: a grade, ticked options or a text, as the question takes. */
export interface EvaluationAnswer {
  grade?: number | undefined;
  choices?: string[] | undefined;
  text?: string | undefined;
}

/** A refused answer: its path below the answers (question id, then the field) and why. */
export interface EvaluationAnswerProblem {
  path: string[];
  code: FieldErrorCode;
}

const fieldOf: Record<EvaluationQuestionType, keyof EvaluationAnswer | null> = {
  HEADLINE: null,
  FREE: 'text',
  GRADE: 'grade',
  MULTIPLE_CHOICE: 'choices',
};

const given = (answer: EvaluationAnswer | undefined, field: keyof EvaluationAnswer) => {
  const value = answer?.[field];
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/**
 * The problems of `answers` (by question id) against `questions`: an answer to a question that
 * is not there (or a heading), a field the question does not take, a grade outside 1–6, an
 * option it does not offer or one ticked twice, a text over the limit, and a required question
 * left unanswered (at the question's path, code `REQUIRED`). Empty when all is well.
 */
export function evaluationAnswerProblems(
  questions: readonly EvaluationQuestionRule[],
  answers: Readonly<Record<string, EvaluationAnswer>>,
): EvaluationAnswerProblem[] {
  const problems: EvaluationAnswerProblem[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [id, answer] of Object.entries(answers)) {
    const question = byId.get(id);
    const field = question ? fieldOf[question.type] : null;
    if (!question || !field) {
      problems.push({ path: [id], code: 'UNKNOWN_FIELD' });
      continue;
    }
    for (const key of Object.keys(answer) as (keyof EvaluationAnswer)[]) {
      if (key !== field && answer[key] !== undefined) {
        problems.push({ path: [id, key], code: 'UNKNOWN_FIELD' });
      }
    }
    const { grade, choices, text } = answer;
    if (field === 'grade' && grade !== undefined) {
      if (!Number.isInteger(grade)) problems.push({ path: [id, 'grade'], code: 'WRONG_TYPE' });
      else if (grade < bestGrade) problems.push({ path: [id, 'grade'], code: 'TOO_SMALL' });
      else if (grade > worstGrade) problems.push({ path: [id, 'grade'], code: 'TOO_LARGE' });
    }
    if (field === 'choices' && choices !== undefined) {
      const offered = new Set(question.options.map((option) => option.id));
      choices.forEach((choice, index) => {
        if (!offered.has(choice) || choices.indexOf(choice) !== index) {
          problems.push({ path: [id, 'choices', String(index)], code: 'NOT_ALLOWED' });
        }
      });
    }
    if (field === 'text' && text !== undefined && text.length > evaluationLimits.freeText) {
      problems.push({ path: [id, 'text'], code: 'TOO_LONG' });
    }
  }
  for (const question of questions) {
    const field = fieldOf[question.type];
    if (question.required && field && !given(answers[question.id], field)) {
      problems.push({ path: [question.id, field], code: 'REQUIRED' });
    }
  }
  return problems;
}
