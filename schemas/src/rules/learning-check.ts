/**
 * The rules of the learning check (Lernerfolgskontrolle) of a self-study course, which § 15 (4) FAO
 * asks for before self-study hours count (docs/decisions/0060-the-learning-check.md).
 */

/** Questions an attempt asks per credited hour of the course. */
export const learningCheckQuestionsPerHour = 10;

/** Questions an attempt asks at the least. */
export const learningCheckMinQuestions = 10;

/** A pool holds at least this many times the questions an attempt asks. */
export const learningCheckPoolFactor = 2;

/** Options per question, of which one or more are correct. */
export const learningCheckOptionsPerQuestion = 4;

/** Attempts per booking. */
export const learningCheckMaxAttempts = 3;

/** The share of correct answers that passes, in percent (inclusive). */
export const learningCheckPassPercent = 75;

/** The questions an attempt asks for a course of `hours` credited hours: 10 per hour, at least 10. */
export const learningCheckQuestionsAsked = (hours: number): number =>
  Math.max(learningCheckMinQuestions, Math.round(hours * learningCheckQuestionsPerHour));

/** Whether `correct` of `asked` questions pass: at least 75 %, on the exact share. */
export const learningCheckPassed = (correct: number, asked: number): boolean =>
  asked > 0 && correct * 100 >= learningCheckPassPercent * asked;

/** The whole percent of `correct` of `asked`, rounded down (74.9 % shows as 74, and fails). */
export const learningCheckPercent = (correct: number, asked: number): number =>
  asked > 0 ? Math.floor((correct * 100) / asked) : 0;
