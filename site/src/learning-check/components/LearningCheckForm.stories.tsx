import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { LearningCheckAttempt } from '@kursmarkt/schemas';
import { withSiteTexts } from '../../cart/components/story-intl.tsx';
import { LearningCheckForm } from './LearningCheckForm.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const attempt: LearningCheckAttempt = {
  id: uuid(1),
  number: 1,
  startedAt: '2027-03-10T10:00:00.000Z',
  language: 'de',
  questions: [
    {
      id: uuid(10),
      text: 'Welche Aussagen zur Fortbildungspflicht nach § 15 FAO treffen zu?',
      options: [
        'Höchstens 5 der 15 Stunden dürfen im Selbststudium erbracht werden.',
        'Es genügen 10 Zeitstunden je Kalenderjahr.',
        'Selbststudium zählt nur mit einer Lernerfolgskontrolle.',
        'Stunden aus dem Vorjahr werden automatisch auf das Folgejahr übertragen.',
      ].map((text, index) => ({ id: uuid(11 + index), text })),
    },
    {
      id: uuid(20),
      text: 'Welche Aussagen zur Fristenkontrolle in der Kanzlei treffen zu?',
      options: [
        'Fristen sind in einem Fristenkalender mit Vorfrist zu notieren.',
        'Vorfristen sind gesetzlich verboten.',
        'Eine Frist, die an einem Samstag endet, läuft am nächsten Werktag ab.',
        'Für die Fristberechnung gilt allein der Kalender der Kanzlei.',
      ].map((text, index) => ({ id: uuid(21 + index), text })),
    },
  ],
};

const meta = {
  title: 'Learning check/LearningCheckForm',
  component: LearningCheckForm,
  decorators: [withSiteTexts],
  args: { attempt, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof LearningCheckForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Answered by keyboard, confirmed, submitted with the chosen option ids. */
export const AnsweredAndConfirmed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(/1 (von|of) 2/);
    await userEvent.click(canvas.getByRole('button', { name: /Antworten abgeben|Submit answers/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /verbindlich|for good/ }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      answers: [
        { questionId: uuid(10), optionIds: [uuid(11)] },
        { questionId: uuid(20), optionIds: [] },
      ],
    });
  },
};

export const SaysWhenTheAnswersCannotBeSubmitted: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Antworten abgeben|Submit answers/ }));
    await userEvent.click(canvas.getByRole('button', { name: /verbindlich|for good/ }));
    await expect(
      await canvas.findByText(/konnten nicht abgegeben werden|could not be submitted/),
    ).toBeVisible();
  },
};

/** The narrowest phone: the long statements wrap, nothing runs off. */
export const OnA320PixelPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
