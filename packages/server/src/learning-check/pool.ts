/**
 * The question pool of a self-study course (docs/decisions/0060-the-learning-check.md): written
 * once per course, by the demo seed or an operator's import; an attempt draws from it.
 */
import { eq } from 'drizzle-orm';
import {
  learningCheckOptionsPerQuestion,
  learningCheckPoolFactor,
  learningCheckQuestionsAsked,
  type Locale,
} from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import {
  courses,
  learningCheckOptions,
  learningCheckPools,
  learningCheckQuestions,
} from '../db/schema.ts';

/** A question of a pool with its four options, one or more of them correct. */
export interface PoolQuestion {
  text: string;
  options: { text: string; correct: boolean }[];
}

/**
 * Writes the pool of self-study course `courseId` in `language`. Refuses a pool that is smaller
 * than twice the questions an attempt asks for the course's hours, or a question without four
 * options of which at least one is correct.
 */
export async function writeLearningCheckPool(
  db: Db,
  courseId: number,
  language: Locale,
  questions: readonly PoolQuestion[],
): Promise<number> {
  const [course] = await db
    .select({ courseType: courses.courseType, hours: courses.durationValue })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || course.courseType !== 'SELF') {
    throw new Error(`Course ${courseId} is not a self-study course`);
  }
  const needed = learningCheckPoolFactor * learningCheckQuestionsAsked(course.hours);
  if (questions.length < needed) {
    throw new Error(
      `Course ${courseId} needs at least ${needed} questions, got ${questions.length}`,
    );
  }
  for (const question of questions) {
    if (
      question.options.length !== learningCheckOptionsPerQuestion ||
      !question.options.some((option) => option.correct)
    ) {
      throw new Error(`The question "${question.text}" needs four options, one or more correct`);
    }
  }
  const [pool] = await db
    .insert(learningCheckPools)
    .values({ courseId, language })
    .returning({ id: learningCheckPools.id });
  const inserted = await db
    .insert(learningCheckQuestions)
    .values(
      questions.map((question, index) => ({
        poolId: pool!.id,
        position: index + 1,
        text: question.text,
      })),
    )
    .returning({ id: learningCheckQuestions.id, position: learningCheckQuestions.position });
  const idOf = new Map(inserted.map((row) => [row.position, row.id]));
  await db.insert(learningCheckOptions).values(
    questions.flatMap((question, index) =>
      question.options.map((option, optionIndex) => ({
        questionId: idOf.get(index + 1)!,
        position: optionIndex + 1,
        text: option.text,
        correct: option.correct,
      })),
    ),
  );
  return pool!.id;
}
