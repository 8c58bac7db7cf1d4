/**
 * The learning check of a booked self-study course (docs/decisions/0060-the-learning-check.md):
 * an attempt draws its questions from the course's pool and shuffles them and their options,
 * each question and option with an id of the attempt's own; the answers name those ids, are
 * graded all-or-nothing per question and pass at 75 %. Three attempts per position, none after
 * a pass; an attempt is submitted once. Only the ordering customer of a booked self-study
 * position reaches it: anyone else's position answers as not found. Each change locks the
 * position's row, so two starts or two submits at once take turns.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  learningCheckMaxAttempts,
  learningCheckPassPercent,
  learningCheckPassed,
  learningCheckPercent,
  learningCheckQuestionsAsked,
  type FieldError,
  type LearningCheckAnswers,
  type LearningCheckAttempt,
  type LearningCheckResult,
  type LearningCheckState,
  type Locale,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import {
  learningCheckAttemptOptions,
  learningCheckAttemptQuestions,
  learningCheckAttempts,
  learningCheckOptions,
  learningCheckQuestions,
} from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';

/** Whose position is asked for: the signed-in customer on the request's domain. */
export interface LearningCheckOwner {
  customerId: string;
  domain: string;
}

type PositionRow = {
  id: string;
  name: string;
  course_id: number | null;
  course_type: 'PRESENT' | 'ONLINE' | 'SELF' | null;
  position_status: 'BOOKED' | 'CANCELLED';
  order_status: string;
  hours: string | null;
  pool_id: number | null;
  pool_language: Locale | null;
};

/**
 * The customer's course position with its course's hours and pool; with `lock`, the position's
 * row locked until the transaction ends. 404 for anyone else's; 409 NOT_SELF_STUDY for a course
 * that is not self-study.
 */
async function readPosition(db: Db, owner: LearningCheckOwner, positionId: string, lock: boolean) {
  const [row] = await queryRows<PositionRow>(
    db,
    sql`select p.id, p.name, p.course_id, p.course_type, p.status as position_status,
        o.status as order_status, c.duration_value::text as hours,
        l.id as pool_id, l.language as pool_language
      from order_positions p
      join orders o on o.id = p.order_id
      left join courses c on c.id = p.course_id
      left join learning_check_pools l on l.course_id = p.course_id
      where p.id = ${positionId} and o.customer_id = ${owner.customerId}
        and o.domain = ${owner.domain} and o.status <> 'HELD' and p.package_id is null
      ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound('The order position');
  if (row.course_type !== 'SELF') {
    throw new AppError('NOT_SELF_STUDY', 'The course is not self-study: it has no learning check.');
  }
  return row;
}

/** A position cancelled or withdrawn, or of an order that ended unpaid, takes no attempt. */
const cancelled = (row: PositionRow) =>
  row.position_status === 'CANCELLED' ||
  row.order_status === 'CANCELLED' ||
  row.order_status === 'EXPIRED';

const questionsAskedOf = (row: PositionRow) => learningCheckQuestionsAsked(Number(row.hours ?? 0));

type AttemptRow = typeof learningCheckAttempts.$inferSelect;

const attemptsOf = (db: Db, positionId: string) =>
  db
    .select()
    .from(learningCheckAttempts)
    .where(eq(learningCheckAttempts.orderPositionId, positionId))
    .orderBy(asc(learningCheckAttempts.number));

/** The attempt's questions in its order, each with its options in its order and their grading. */
async function attemptContent(db: Db, attemptId: string) {
  const rows = await db
    .select({
      questionId: learningCheckAttemptQuestions.id,
      questionText: learningCheckQuestions.text,
      questionCorrect: learningCheckAttemptQuestions.correct,
      optionId: learningCheckAttemptOptions.id,
      optionText: learningCheckOptions.text,
      optionCorrect: learningCheckOptions.correct,
      chosen: learningCheckAttemptOptions.chosen,
    })
    .from(learningCheckAttemptQuestions)
    .innerJoin(
      learningCheckQuestions,
      eq(learningCheckQuestions.id, learningCheckAttemptQuestions.questionId),
    )
    .innerJoin(
      learningCheckAttemptOptions,
      eq(learningCheckAttemptOptions.attemptQuestionId, learningCheckAttemptQuestions.id),
    )
    .innerJoin(
      learningCheckOptions,
      eq(learningCheckOptions.id, learningCheckAttemptOptions.optionId),
    )
    .where(eq(learningCheckAttemptQuestions.attemptId, attemptId))
    .orderBy(
      asc(learningCheckAttemptQuestions.position),
      asc(learningCheckAttemptOptions.position),
    );
  const questions: {
    id: string;
    text: string;
    correct: boolean | null;
    options: { id: string; text: string; correct: boolean; chosen: boolean }[];
  }[] = [];
  for (const row of rows) {
    let question = questions.at(-1);
    if (question?.id !== row.questionId) {
      question = {
        id: row.questionId,
        text: row.questionText,
        correct: row.questionCorrect,
        options: [],
      };
      questions.push(question);
    }
    question.options.push({
      id: row.optionId,
      text: row.optionText,
      correct: row.optionCorrect,
      chosen: row.chosen === true,
    });
  }
  return questions;
}

async function attemptView(
  db: Db,
  attempt: AttemptRow,
  language: Locale,
): Promise<LearningCheckAttempt> {
  const questions = await attemptContent(db, attempt.id);
  return {
    id: attempt.id,
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    language,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({ id: option.id, text: option.text })),
    })),
  };
}

const attemptsLeftAfter = (attempts: readonly AttemptRow[]) =>
  attempts.some((attempt) => attempt.passed)
    ? 0
    : Math.max(0, learningCheckMaxAttempts - attempts.length);

async function resultView(
  db: Db,
  attempt: AttemptRow,
  attempts: readonly AttemptRow[],
): Promise<LearningCheckResult> {
  const questions = await attemptContent(db, attempt.id);
  return {
    attemptId: attempt.id,
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: attempt.submittedAt!.toISOString(),
    questionsAsked: attempt.questionsAsked,
    correct: attempt.correct!,
    percent: attempt.percent!,
    passed: attempt.passed!,
    attemptsLeft: attemptsLeftAfter(attempts),
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      correct: question.correct === true,
      chosenOptionIds: question.options
        .filter((option) => option.chosen)
        .map((option) => option.id),
    })),
  };
}

/** The learning check of the customer's self-study position, as its page shows it. */
export async function findLearningCheck(
  db: Db,
  owner: LearningCheckOwner,
  positionId: string,
): Promise<LearningCheckState> {
  const row = await readPosition(db, owner, positionId, false);
  const attempts = await attemptsOf(db, positionId);
  const passed = attempts.find((attempt) => attempt.passed);
  const open = attempts.find((attempt) => attempt.submittedAt === null);
  const last = attempts.filter((attempt) => attempt.submittedAt !== null).at(-1);
  return {
    positionId: row.id,
    courseName: row.name,
    available: row.pool_id !== null && !cancelled(row),
    questionsAsked: questionsAskedOf(row),
    passPercent: learningCheckPassPercent,
    maxAttempts: learningCheckMaxAttempts,
    attemptsUsed: attempts.length,
    attemptsLeft: cancelled(row) ? 0 : attemptsLeftAfter(attempts),
    passed: passed
      ? {
          passedAt: passed.submittedAt!.toISOString(),
          percent: passed.percent!,
          attempt: passed.number,
        }
      : null,
    openAttempt: open ? await attemptView(db, open, row.pool_language ?? 'de') : null,
    lastResult: last ? await resultView(db, last, attempts) : null,
  };
}

/** `items` in a random order (Fisher–Yates with the system's random source). */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/**
 * Starts an attempt at the position's learning check, or answers the one still open: the
 * questions drawn from the pool at random, they and their options in a new order, kept with the
 * start time. 409 after a pass, after the third attempt, for a cancelled position and for a
 * course without a pool.
 */
export async function startLearningCheckAttempt(
  db: Db,
  owner: LearningCheckOwner,
  positionId: string,
  now: Date,
): Promise<LearningCheckAttempt> {
  return withUnitOfWork(db, async (tx) => {
    const row = await readPosition(tx, owner, positionId, true);
    const attempts = await attemptsOf(tx, positionId);
    const language = row.pool_language ?? 'de';
    const open = attempts.find((attempt) => attempt.submittedAt === null);
    if (cancelled(row)) {
      throw new AppError(
        'POSITION_CANCELLED',
        'The position is cancelled: it has no learning check.',
      );
    }
    if (open) return attemptView(tx, open, language);
    if (attempts.some((attempt) => attempt.passed)) {
      throw new AppError('LEARNING_CHECK_PASSED', 'The learning check is passed already.');
    }
    if (attempts.length >= learningCheckMaxAttempts) {
      throw new AppError(
        'LEARNING_CHECK_ATTEMPTS_USED',
        `All ${learningCheckMaxAttempts} attempts of the learning check are used.`,
      );
    }
    if (row.pool_id === null) {
      throw new AppError('LEARNING_CHECK_NOT_AVAILABLE', 'The course has no learning check yet.');
    }
    const asked = questionsAskedOf(row);
    const pool = await tx
      .select({ id: learningCheckQuestions.id })
      .from(learningCheckQuestions)
      .where(eq(learningCheckQuestions.poolId, row.pool_id));
    const drawn = shuffled(pool).slice(0, asked);
    const [attempt] = await tx
      .insert(learningCheckAttempts)
      .values({
        orderPositionId: positionId,
        number: attempts.length + 1,
        questionsAsked: drawn.length,
        startedAt: now,
      })
      .returning();
    const questions = await tx
      .insert(learningCheckAttemptQuestions)
      .values(
        drawn.map((question, index) => ({
          attemptId: attempt!.id,
          questionId: question.id,
          position: index + 1,
        })),
      )
      .returning({
        id: learningCheckAttemptQuestions.id,
        questionId: learningCheckAttemptQuestions.questionId,
      });
    const options = await tx
      .select({ id: learningCheckOptions.id, questionId: learningCheckOptions.questionId })
      .from(learningCheckOptions)
      .where(
        inArray(
          learningCheckOptions.questionId,
          drawn.map((question) => question.id),
        ),
      );
    await tx.insert(learningCheckAttemptOptions).values(
      questions.flatMap((question) =>
        shuffled(options.filter((option) => option.questionId === question.questionId)).map(
          (option, index) => ({
            attemptQuestionId: question.id,
            optionId: option.id,
            position: index + 1,
          }),
        ),
      ),
    );
    return attemptView(tx, attempt!, language);
  });
}

const refused = (path: string, message: string): FieldError => ({
  path,
  code: 'NOT_ALLOWED',
  message,
});

/**
 * Submits the answers of the position's open attempt `attemptId` and grades it: a question is
 * right when the chosen options are exactly its correct ones; the attempt passes at 75 %. A
 * question or option that is not of this attempt, or named twice, is refused with 400 at its
 * field. An attempt submitted before answers its stored result, whatever the answers now.
 */
export async function submitLearningCheckAttempt(
  db: Db,
  owner: LearningCheckOwner,
  positionId: string,
  attemptId: string,
  { answers }: LearningCheckAnswers,
  now: Date,
): Promise<LearningCheckResult> {
  return withUnitOfWork(db, async (tx) => {
    const row = await readPosition(tx, owner, positionId, true);
    const attempts = await attemptsOf(tx, positionId);
    const attempt = attempts.find((candidate) => candidate.id === attemptId);
    if (!attempt) throw notFound('The attempt');
    if (attempt.submittedAt !== null) return resultView(tx, attempt, attempts);
    if (cancelled(row)) {
      throw new AppError(
        'POSITION_CANCELLED',
        'The position is cancelled: it has no learning check.',
      );
    }

    const questions = await attemptContent(tx, attempt.id);
    const byId = new Map(questions.map((question) => [question.id, question]));
    const chosen = new Map<string, Set<string>>();
    const problems: FieldError[] = [];
    answers.forEach((answer, index) => {
      const question = byId.get(answer.questionId);
      if (!question || chosen.has(answer.questionId)) {
        problems.push(
          refused(
            `body.answers.${index}.questionId`,
            question ? 'the question is answered twice' : 'not a question of this attempt',
          ),
        );
        return;
      }
      const options = new Set(question.options.map((option) => option.id));
      const picked = new Set<string>();
      answer.optionIds.forEach((optionId, optionIndex) => {
        if (!options.has(optionId) || picked.has(optionId)) {
          problems.push(
            refused(
              `body.answers.${index}.optionIds.${optionIndex}`,
              options.has(optionId)
                ? 'the option is chosen twice'
                : 'not an option of this question in this attempt',
            ),
          );
        }
        picked.add(optionId);
      });
      chosen.set(answer.questionId, picked);
    });
    if (problems.length > 0) {
      throw new AppError('BAD_REQUEST', 'The answers are not of this attempt.', problems);
    }

    const graded = questions.map((question) => {
      const picked = chosen.get(question.id) ?? new Set<string>();
      return {
        id: question.id,
        correct: question.options.every((option) => option.correct === picked.has(option.id)),
        picked,
      };
    });
    const right = graded.filter((question) => question.correct).length;
    const pickedIds = graded.flatMap((question) => [...question.picked]);
    if (pickedIds.length > 0) {
      await tx
        .update(learningCheckAttemptOptions)
        .set({ chosen: true })
        .where(inArray(learningCheckAttemptOptions.id, pickedIds));
    }
    await tx
      .update(learningCheckAttemptOptions)
      .set({ chosen: false })
      .where(
        and(
          inArray(
            learningCheckAttemptOptions.attemptQuestionId,
            questions.map((question) => question.id),
          ),
          isNull(learningCheckAttemptOptions.chosen),
        ),
      );
    for (const correct of [true, false]) {
      const ids = graded
        .filter((question) => question.correct === correct)
        .map((question) => question.id);
      if (ids.length > 0) {
        await tx
          .update(learningCheckAttemptQuestions)
          .set({ correct })
          .where(inArray(learningCheckAttemptQuestions.id, ids));
      }
    }
    const [submitted] = await tx
      .update(learningCheckAttempts)
      .set({
        submittedAt: now,
        correct: right,
        percent: learningCheckPercent(right, attempt.questionsAsked),
        passed: learningCheckPassed(right, attempt.questionsAsked),
      })
      .where(
        and(eq(learningCheckAttempts.id, attempt.id), isNull(learningCheckAttempts.submittedAt)),
      )
      .returning();
    return resultView(
      tx,
      submitted!,
      attempts.map((candidate) => (candidate.id === attempt.id ? submitted! : candidate)),
    );
  });
}
