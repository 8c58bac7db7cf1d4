/**
 * The passed learning checks of booked self-study positions (docs/decisions/0060-the-learning-check.md):
 * what the further-training hours (the passed check's `at`) and the certificates read. A position
 * has at most one passed attempt.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { learningCheckAttempts } from '../db/schema.ts';

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

/** The passed learning checks of `positionIds`, by position id; a position without one is absent. */
export async function learningCheckResults(
  db: Db,
  positionIds: readonly string[],
): Promise<Map<string, LearningCheckResult>> {
  if (positionIds.length === 0) return new Map();
  const rows = await db
    .select({
      positionId: learningCheckAttempts.orderPositionId,
      passedAt: learningCheckAttempts.submittedAt,
      percent: learningCheckAttempts.percent,
      attempt: learningCheckAttempts.number,
      questionsAsked: learningCheckAttempts.questionsAsked,
      correct: learningCheckAttempts.correct,
    })
    .from(learningCheckAttempts)
    .where(
      and(
        inArray(learningCheckAttempts.orderPositionId, [...new Set(positionIds)]),
        eq(learningCheckAttempts.passed, true),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.positionId,
      {
        positionId: row.positionId,
        passedAt: row.passedAt!,
        percent: row.percent!,
        attempt: row.attempt,
        questionsAsked: row.questionsAsked,
        correct: row.correct!,
      },
    ]),
  );
}
