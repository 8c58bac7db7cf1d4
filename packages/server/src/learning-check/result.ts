/**
 * The passed learning check of a booked self-study position (docs/decisions/0060-the-learning-check.md):
 * what the further-training hours (the passed check's `at`), the certificates and Meine Kurse
 * read, with the attendance evidence (attendance/evidence.ts). A position has at most one passed
 * attempt.
 */

/** A position's passed learning check. */
export interface LearningCheckResult {
  positionId: string;
  /** When the passing attempt was submitted: the further-training engine's `at` (its year in Berlin). */
  passedAt: Date;
  /** Whole percent correct, rounded down. */
  percent: number;
  /** Which attempt passed: 1, 2 or 3. */
  attempt: number;
  questionsAsked: number;
  correct: number;
}
