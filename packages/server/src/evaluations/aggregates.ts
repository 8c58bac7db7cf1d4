/**
 * The participants' evaluations summed up (ADR 0061), for the seller's operators: per course,
 * per speaker (Referent/in: their grade rows over all their courses) and per organizer, on one
 * domain. Per question the count, the mean grade and how often each grade was given, the ticks
 * per option, and the free texts without anything that tells who wrote them or when.
 */
import { sql } from 'drizzle-orm';
import {
  evaluationGrades,
  type EvaluationAggregate,
  type EvaluationAnswer,
  type EvaluationQuestion,
  type EvaluationSubjectType,
  type EvaluationSummary,
  type Locale,
} from '@kursmarkt/schemas';
import { queryRows, type Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import {
  questionnaire,
  speakerOfQuestion,
  speakerQuestionId,
  type CourseSpeaker,
} from './questionnaire.ts';

type Answers = Record<string, EvaluationAnswer>;

/** Two decimals: a mean of grades as it is shown. */
const rounded = (value: number) => Math.round(value * 100) / 100;
const meanOf = (values: number[]) =>
  values.length === 0
    ? null
    : rounded(values.reduce((sum, value) => sum + value, 0) / values.length);

const speakerNameSql = sql`concat_ws(' ', nullif(s.title, ''), s.first_name, s.last_name)`;

/** Every course, speaker or organizer with evaluations on the domain, by name. */
export async function evaluationSummaries(
  db: Db,
  domain: string,
  type: EvaluationSubjectType,
): Promise<EvaluationSummary[]> {
  const grade = sql`(kv.value->>'grade')::numeric`;
  const query =
    type === 'REFERENT'
      ? sql`select s.id, ${speakerNameSql} as name, count(distinct e.id)::int as count,
            round(avg(${grade}), 2)::float8 as "meanGrade"
          from evaluations e
          cross join lateral jsonb_each(e.answers) kv
          join speakers s on kv.key = 'speaker-' || s.id
          where e.domain = ${domain} and kv.value->'grade' is not null
          group by s.id order by name, s.id`
      : sql`select x.id, x.name, count(distinct e.id)::int as count,
            round(avg(${grade}) filter (where kv.value->'grade' is not null), 2)::float8 as "meanGrade"
          from evaluations e
          join ${type === 'COURSE' ? sql`courses x on x.id = e.course_id` : sql`organizers x on x.id = e.organizer_id`}
          left join lateral jsonb_each(e.answers) kv on true
          where e.domain = ${domain}
          group by x.id, x.name order by x.name, x.id`;
  const rows = await queryRows<Omit<EvaluationSummary, 'type'>>(db, query);
  return rows.map((row) => ({ type, ...row }));
}

/** The subject's name, and the answers of its evaluations on the domain. */
async function evaluationsOf(db: Db, domain: string, type: EvaluationSubjectType, id: number) {
  const [subject] = await queryRows<{ name: string }>(
    db,
    type === 'COURSE'
      ? sql`select name from courses where id = ${id}`
      : type === 'ORGANIZER'
        ? sql`select name from organizers where id = ${id}`
        : sql`select ${speakerNameSql} as name from speakers s where id = ${id}`,
  );
  if (!subject) throw notFound('The evaluated subject');
  const rows = await queryRows<{ answers: Answers }>(
    db,
    sql`select answers from evaluations where domain = ${domain} and ${
      type === 'COURSE'
        ? sql`course_id = ${id}`
        : type === 'ORGANIZER'
          ? sql`organizer_id = ${id}`
          : sql`answers -> ${speakerQuestionId(id)} is not null`
    }`,
  );
  return { name: subject.name, answers: rows.map((row) => row.answers) };
}

/** The speakers whose grade rows the answers hold. */
async function speakersIn(db: Db, answers: Answers[]): Promise<CourseSpeaker[]> {
  const ids = [
    ...new Set(
      answers.flatMap((each) =>
        Object.keys(each)
          .map(speakerOfQuestion)
          .filter((id): id is number => id !== null),
      ),
    ),
  ];
  if (ids.length === 0) return [];
  return queryRows<CourseSpeaker & Record<string, unknown>>(
    db,
    sql`select id, title, first_name as "firstName", last_name as "lastName" from speakers
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by last_name, first_name, id`,
  );
}

/** The answers summed up per question of `questions`. */
function sumUp(questions: EvaluationQuestion[], answers: Answers[]) {
  const grades = questions
    .filter((question) => question.type === 'GRADE')
    .map((question) => {
      const given = answers
        .map((each) => each[question.id]?.grade)
        .filter((grade): grade is number => typeof grade === 'number');
      return {
        questionId: question.id,
        text: question.text,
        speakerId: question.speakerId,
        count: given.length,
        mean: meanOf(given),
        distribution: evaluationGrades.map((grade) => ({
          grade,
          count: given.filter((value) => value === grade).length,
        })),
      };
    });
  const choices = questions
    .filter((question) => question.type === 'MULTIPLE_CHOICE')
    .map((question) => ({
      questionId: question.id,
      text: question.text,
      options: question.options.map((option) => ({
        ...option,
        count: answers.filter((each) => each[question.id]?.choices?.includes(option.id)).length,
      })),
    }));
  const texts = questions
    .filter((question) => question.type === 'FREE')
    .map((question) => ({
      questionId: question.id,
      text: question.text,
      answers: answers
        .map((each) => each[question.id]?.text?.trim() ?? '')
        .filter((text) => text !== '')
        .sort((a, b) => a.localeCompare(b, 'de')),
    }));
  const allGrades = answers.flatMap((each) =>
    grades
      .map((row) => each[row.questionId]?.grade)
      .filter((grade): grade is number => typeof grade === 'number'),
  );
  return { grades, choices, texts, meanGrade: meanOf(allGrades) };
}

/**
 * The evaluations of a course, speaker or organizer on the domain summed up; 404 when there is
 * no such course, speaker or organizer. A speaker's sum holds their grade rows only.
 */
export async function evaluationAggregate(
  db: Db,
  domain: string,
  type: EvaluationSubjectType,
  id: number,
  language: Locale,
): Promise<EvaluationAggregate> {
  const { name, answers } = await evaluationsOf(db, domain, type, id);
  const all = questionnaire(await speakersIn(db, answers), language);
  const questions = type === 'REFERENT' ? all.filter((question) => question.speakerId === id) : all;
  const { grades, choices, texts, meanGrade } = sumUp(questions, answers);
  return { type, id, name, count: answers.length, meanGrade, grades, choices, texts };
}
