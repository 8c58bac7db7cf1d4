import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { EvaluationQuestion } from '@kursmarkt/schemas';
import { withSiteTexts } from '../cart/components/story-intl.tsx';
import { EvaluationForm } from './EvaluationForm.tsx';

const question = (
  part: Partial<EvaluationQuestion> & Pick<EvaluationQuestion, 'id' | 'type' | 'text'>,
): EvaluationQuestion => ({
  required: part.type === 'GRADE',
  speakerId: null,
  options: [],
  maxLength: part.type === 'FREE' ? 2000 : null,
  ...part,
});

/** The default questionnaire of a course with two speakers, as the server answers it in German. */
const questions: EvaluationQuestion[] = [
  question({ id: 'course', type: 'HEADLINE', text: 'Der Kurs' }),
  question({ id: 'content', type: 'GRADE', text: 'Inhalt und Aufbau des Kurses' }),
  question({ id: 'practice', type: 'GRADE', text: 'Nutzen für Ihre tägliche Arbeit' }),
  question({ id: 'speakers', type: 'HEADLINE', text: 'Referentinnen und Referenten' }),
  question({ id: 'speaker-7', type: 'GRADE', text: 'Vortrag von Dr. Vera Vortrag', speakerId: 7 }),
  question({ id: 'speaker-9', type: 'GRADE', text: 'Vortrag von Bernd Beispiel', speakerId: 9 }),
  question({
    id: 'heard-of',
    type: 'MULTIPLE_CHOICE',
    text: 'Wie sind Sie auf den Kurs aufmerksam geworden?',
    options: [
      { id: 'search', text: 'Suche auf dieser Seite' },
      { id: 'newsletter', text: 'Newsletter' },
      { id: 'colleague', text: 'Empfehlung von Kolleginnen oder Kollegen' },
    ],
  }),
  question({ id: 'comment', type: 'FREE', text: 'Was möchten Sie uns sonst noch mitteilen?' }),
];

const meta = {
  title: 'Evaluations/EvaluationForm',
  component: EvaluationForm,
  decorators: [withSiteTexts],
  args: { questions, onSend: fn(async () => undefined) },
} satisfies Meta<typeof EvaluationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questionnaire: Story = {};

/** Sent without grades: each missing grade is named beside its group, nothing is sent. */
export const GradesMissing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bewertung absenden|Send rating/ }));
    await expect(
      await canvas.findAllByText(/Bitte wählen Sie eine Note.|Please choose a grade./),
    ).toHaveLength(4);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
