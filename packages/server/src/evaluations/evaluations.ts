/**
 * A participant's evaluation of a booked course date (contract evaluations.ts, ADR 0061): the
 * questionnaire of the date with the state of the customer's evaluation, and its submission.
 * Only the ordering customer reaches a position (another's answers as not found); it is
 * evaluated once, from the day after the date's last day in Germany, while it is booked.
 */
import { sql } from 'drizzle-orm';
import {
  evaluationAnswerProblems,
  evaluationOpensOn,
  type CourseEvaluation,
  type EvaluationState,
  type Locale,
  type OrderEvaluation,
  type ScheduleEvaluation,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import { evaluations } from '../db/schema.ts';
import { withUnitOfWork } from '../db/unit-of-work.ts';
import { AppError, notFound } from '../errors.ts';
import { questionnaire, type CourseSpeaker } from './questionnaire.ts';

/** Whose evaluation is asked for: the signed-in customer on the request's domain. */
export interface EvaluationOwner {
  customerId: string;
  domain: string;
}

type PositionRow = {
  id: string;
  course_id: number | null;
  schedule_id: number | null;
  name: string;
  organizer_id: number;
  organizer_name: string;
  start_date: string | null;
  end_date: string | null;
  position_status: 'BOOKED' | 'CANCELLED';
  order_status: string;
  submitted_at: Date | string | null;
  module_id: string | null;
};

const positionColumns = sql`p.id, p.course_id, p.schedule_id, p.name, p.organizer_id,
  p.organizer_name, p.start_date::text as start_date, p.end_date::text as end_date,
  p.status as position_status, o.status as order_status, e.submitted_at, e.module_id`;

/** The customer's course positions on the domain (a guest's held order is nobody's yet). */
const ownPositions = (owner: EvaluationOwner) => sql`from order_positions p
  join orders o on o.id = p.order_id
  left join evaluations e on e.order_position_id = p.id
  where o.customer_id = ${owner.customerId} and o.domain = ${owner.domain}
    and o.status <> 'HELD' and p.package_id is null`;

/** The customer's course position `positionId`; 404 for anyone else's. */
async function readPosition(db: Db, owner: EvaluationOwner, positionId: string) {
  const [row] = await queryRows<PositionRow>(
    db,
    sql`select ${positionColumns} ${ownPositions(owner)} and p.id = ${positionId}`,
  );
  if (!row) throw notFound('The order position');
  return row;
}

/**
 * The customer's position of the course date: `positionId` when given, else the first still to
 * be evaluated (a customer who booked the date for several participants evaluates each); 404
 * when the customer did not book the date.
 */
async function readDatePosition(
  db: Db,
  owner: EvaluationOwner,
  date: { courseId: number; scheduleId: number; positionId?: string | undefined },
  lock = false,
) {
  const [row] = await queryRows<PositionRow>(
    db,
    sql`select ${positionColumns} ${ownPositions(owner)}
      and p.course_id = ${date.courseId} and p.schedule_id = ${date.scheduleId}
      ${date.positionId ? sql`and p.id = ${date.positionId}` : sql``}
      order by (e.id is null and p.status = 'BOOKED') desc, o.placed_at, p.position
      limit 1
      ${lock ? sql`for update of p` : sql``}`,
  );
  if (!row) throw notFound('The booked course date');
  return row;
}

const cancelled = (row: PositionRow) =>
  row.position_status === 'CANCELLED' ||
  row.order_status === 'CANCELLED' ||
  row.order_status === 'EXPIRED';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Where the position's evaluation stands on `today` (Europe/Berlin). */
function stateOf(row: PositionRow, today: string): EvaluationState {
  if (row.submitted_at !== null) return 'SUBMITTED';
  if (cancelled(row) || row.course_id === null || row.schedule_id === null || !row.end_date) {
    return 'NOT_POSSIBLE';
  }
  return evaluationOpensOn(row.end_date) > today ? 'NOT_YET' : 'OPEN';
}

function orderEvaluationOf(row: PositionRow, today: string): OrderEvaluation {
  const state = stateOf(row, today);
  return {
    positionId: row.id,
    courseId: row.course_id,
    scheduleId: row.schedule_id,
    state,
    submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
    availableFrom:
      row.end_date && state !== 'NOT_POSSIBLE' ? evaluationOpensOn(row.end_date) : null,
  };
}

/** The speakers of a course in their order. */
async function speakersOf(db: Db, courseId: number): Promise<CourseSpeaker[]> {
  return queryRows<CourseSpeaker & Record<string, unknown>>(
    db,
    sql`select s.id, s.title, s.first_name as "firstName", s.last_name as "lastName"
      from course_speakers cs join speakers s on s.id = cs.speaker_id
      where cs.course_id = ${courseId}
      order by cs.position, s.last_name, s.id`,
  );
}

async function scheduleEvaluationOf(
  db: Db,
  row: PositionRow,
  date: { courseId: number; scheduleId: number; moduleId?: string | undefined },
  context: { today: string; language: Locale },
): Promise<ScheduleEvaluation> {
  return {
    ...orderEvaluationOf(row, context.today),
    courseId: date.courseId,
    scheduleId: date.scheduleId,
    moduleId: row.module_id ?? date.moduleId ?? null,
    courseName: row.name,
    organizerName: row.organizer_name,
    startDate: row.start_date!,
    endDate: row.end_date!,
    questions: questionnaire(await speakersOf(db, date.courseId), context.language),
  };
}

/** The evaluation state of the customer's order position; 404 for anyone else's. */
export async function orderEvaluation(
  db: Db,
  owner: EvaluationOwner,
  positionId: string,
  today: string,
): Promise<OrderEvaluation> {
  return orderEvaluationOf(await readPosition(db, owner, positionId), today);
}

export interface DateRequest {
  courseId: number;
  scheduleId: number;
  moduleId?: string | undefined;
  positionId?: string | undefined;
}

/** The questionnaire of a course date the customer booked, with their evaluation's state. */
export async function scheduleEvaluation(
  db: Db,
  owner: EvaluationOwner,
  date: DateRequest,
  context: { today: string; language: Locale },
): Promise<ScheduleEvaluation> {
  const row = await readDatePosition(db, owner, date);
  return scheduleEvaluationOf(db, row, date, context);
}

const refusals: Partial<Record<EvaluationState, () => AppError>> = {
  SUBMITTED: () =>
    new AppError('EVALUATION_SUBMITTED', 'This participant has evaluated this date already.'),
  NOT_YET: () =>
    new AppError('EVALUATION_NOT_YET', 'The date is evaluated from the day after its last day.'),
  NOT_POSSIBLE: () => new AppError('EVALUATION_NOT_POSSIBLE', 'This booking cannot be evaluated.'),
};

/**
 * Submits the evaluation of a course date the customer booked, in one transaction with the
 * position's row locked (a second submission waits and is refused, as is one after a
 * cancellation committed meanwhile): 409 unless it is open, then 422 with the path of each
 * answer the questionnaire refuses.
 */
export async function submitEvaluation(
  db: Db,
  owner: EvaluationOwner,
  date: DateRequest,
  evaluation: CourseEvaluation,
  context: { today: string; language: Locale; now: Date },
): Promise<ScheduleEvaluation> {
  return withUnitOfWork(db, async (tx) => {
    const row = await readDatePosition(tx, owner, date, true);
    const refusal = refusals[stateOf(row, context.today)];
    if (refusal) throw refusal();
    const speakers = await speakersOf(tx, date.courseId);
    const problems = evaluationAnswerProblems(
      questionnaire(speakers, context.language),
      evaluation.answers,
    );
    if (problems.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        'The evaluation is not valid.',
        problems.map((problem) => ({
          path: ['body', 'answers', ...problem.path].join('.'),
          code: problem.code,
          message: `is refused (${problem.code})`,
        })),
      );
    }
    const [saved] = await tx
      .insert(evaluations)
      .values({
        orderPositionId: row.id,
        domain: owner.domain,
        courseId: date.courseId,
        scheduleId: date.scheduleId,
        organizerId: row.organizer_id,
        moduleId: date.moduleId ?? null,
        answers: evaluation.answers,
        submittedAt: context.now,
      })
      .returning({ submittedAt: evaluations.submittedAt, moduleId: evaluations.moduleId });
    return scheduleEvaluationOf(
      tx,
      { ...row, submitted_at: saved!.submittedAt, module_id: saved!.moduleId },
      date,
      context,
    );
  });
}
