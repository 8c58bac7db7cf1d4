import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { LearningCheckState } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { LearningCheckAction } from './LearningCheckAction.tsx';
import { withApiAnswer } from './story-api.tsx';

const positionId = '0d6f4b8e-1a2b-4c3d-8e9f-000000000001';

const state: LearningCheckState = {
  positionId,
  courseName: 'Erbrecht im Selbststudium',
  available: true,
  questionsAsked: 30,
  passPercent: 75,
  maxAttempts: 3,
  attemptsUsed: 0,
  attemptsLeft: 3,
  passed: null,
  openAttempt: null,
  lastResult: null,
};

const meta = {
  title: 'Dashboard/LearningCheckAction',
  component: LearningCheckAction,
  decorators: [withSiteTexts, withApiAnswer(state)],
  args: { positionId },
} satisfies Meta<typeof LearningCheckAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /starten|Start/ })).toHaveAttribute(
      'href',
      `/lernerfolgskontrolle/${positionId}`,
    );
  },
};

export const AnAttemptOpen: Story = {
  decorators: [
    withApiAnswer({
      ...state,
      attemptsUsed: 1,
      attemptsLeft: 2,
      openAttempt: {
        id: '0d6f4b8e-1a2b-4c3d-8e9f-0000000000e1',
        number: 1,
        startedAt: '2027-03-10T10:00:00.000Z',
        language: 'de',
        questions: [],
      },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /fortsetzen|Continue/ })).toBeVisible();
  },
};

/** Passed at 23:30 UTC on 31 December: 1 January in Germany. */
export const Passed: Story = {
  decorators: [
    withApiAnswer({
      ...state,
      attemptsUsed: 1,
      attemptsLeft: 0,
      passed: { passedAt: '2027-12-31T23:30:00.000Z', percent: 80, attempt: 1 },
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/2028/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
