import { describe, expect, it } from 'vitest';
import {
  learningCheckPassed,
  learningCheckPercent,
  learningCheckQuestionsAsked,
} from './learning-check.ts';

describe('the learning check’s rules', () => {
  it('asks 10 questions per credited hour, at least 10', () => {
    expect([0.5, 1, 2.5, 3, 5].map(learningCheckQuestionsAsked)).toEqual([10, 10, 25, 30, 50]);
  });

  it('passes at exactly 75 % and fails just below, on the exact share', () => {
    expect(learningCheckPassed(3, 4)).toBe(true);
    expect(learningCheckPassed(30, 40)).toBe(true);
    expect(learningCheckPassed(749, 1000)).toBe(false);
    expect(learningCheckPassed(22, 30)).toBe(false);
    expect(learningCheckPassed(23, 30)).toBe(true);
    expect(learningCheckPassed(0, 0)).toBe(false);
  });

  it('shows the share in whole percent rounded down, so a fail never shows 75', () => {
    expect(learningCheckPercent(749, 1000)).toBe(74);
    expect(learningCheckPercent(3, 4)).toBe(75);
    expect(learningCheckPercent(23, 30)).toBe(76);
  });
});
