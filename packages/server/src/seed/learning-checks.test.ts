// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { learningCheckQuestionsAsked } from '@kursmarkt/schemas';
import { buildSeedData } from './data.ts';
import { demoPool } from './learning-checks.ts';

describe('the demo question pools', () => {
  const selfStudy = buildSeedData('2026-03-01').courses.filter(
    (course) => course.courseType === 'SELF',
  );

  it('give every self-study course twice the questions an attempt asks, none alike', () => {
    expect(selfStudy.length).toBeGreaterThan(0);
    for (const course of selfStudy) {
      const pool = demoPool(course.slug, course.durationValue);
      expect(pool.length, course.slug).toBe(2 * learningCheckQuestionsAsked(course.durationValue));
      const signatures = pool.map((question) =>
        question.options
          .map((option) => option.text)
          .toSorted()
          .join('\n'),
      );
      expect(new Set(signatures).size, course.slug).toBe(pool.length);
    }
  });

  it('ask four different statements per question, one or more of them right', () => {
    for (const question of demoPool(selfStudy[0]!.slug, 5)) {
      expect(new Set(question.options.map((option) => option.text)).size).toBe(4);
      expect(question.options.some((option) => option.correct)).toBe(true);
    }
  });

  it('are the same on every seed of a course', () => {
    expect(demoPool('arbeitsrecht-kompakt', 3)).toEqual(demoPool('arbeitsrecht-kompakt', 3));
  });
});
