import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LearningCheckResult as Result } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { LearningCheckResult } from './LearningCheckResult.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const failed: Result = {
  attemptId: uuid(1),
  number: 1,
  startedAt: '2027-03-10T10:00:00.000Z',
  submittedAt: '2027-03-10T10:40:00.000Z',
  questionsAsked: 4,
  correct: 2,
  percent: 50,
  passed: false,
  attemptsLeft: 2,
  questions: [
    'Welche Aussagen zur Fortbildungspflicht nach § 15 FAO treffen zu?',
    'Welche Aussagen zum anwaltlichen Berufsrecht treffen zu?',
    'Welche Aussagen zur Vergütung nach dem RVG treffen zu?',
    'Welche Aussagen zum Zivilprozess treffen zu?',
  ].map((text, index) => ({
    id: uuid(10 + index),
    text,
    correct: index % 2 === 0,
    chosenOptionIds: [uuid(20 + index)],
  })),
};

const meta = {
  title: 'Learning check/LearningCheckResult',
  component: LearningCheckResult,
  decorators: [withSiteTexts],
  args: { result: failed },
} satisfies Meta<typeof LearningCheckResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not passed: the score, the attempts left and which questions were wrong, in words. */
export const NotPassed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Noch 2 Versuche|2 attempts left/)).toBeVisible();
    await expect(canvas.getAllByText(/^(falsch|wrong):$/)).toHaveLength(2);
  },
};

export const Passed: Story = {
  args: {
    result: {
      ...failed,
      correct: 3,
      percent: 75,
      passed: true,
      attemptsLeft: 0,
      questions: failed.questions.map((question, index) => ({ ...question, correct: index > 0 })),
    },
  },
};
