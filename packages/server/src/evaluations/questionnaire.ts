/**
 * The questionnaire every course date is evaluated by (ADR 0061): the course's grades, one grade
 * per speaker of the course (`course_speakers`, in their order), where the participant heard of
 * the course, and a free text. One questionnaire for all courses and organizers, in code, so
 * that every evaluation answers the same questions and sums up alike; its texts are the
 * server's messages in German and English.
 */
import {
  evaluationLimits,
  type EvaluationQuestion,
  type EvaluationQuestionType,
  type Locale,
} from '@kursmarkt/schemas';
import { textsIn } from '../texts.ts';
import { questionnaireMessages as m, speakerMessages } from './messages.ts';

/** A speaker of the course, as a grade row names them. */
export interface CourseSpeaker {
  id: number;
  title: string;
  firstName: string;
  lastName: string;
}

type MessageKey = keyof typeof m;

interface QuestionDefinition {
  id: string;
  type: EvaluationQuestionType;
  text: MessageKey;
  required: boolean;
  options?: { id: string; text: MessageKey }[];
}

const grade = (id: string, text: MessageKey): QuestionDefinition => ({
  id,
  type: 'GRADE',
  text,
  required: true,
});

/** The questions before the speakers' rows. */
const courseQuestions: QuestionDefinition[] = [
  { id: 'course', type: 'HEADLINE', text: 'courseHeadline', required: false },
  grade('content', 'content'),
  grade('practice', 'practice'),
  grade('materials', 'materials'),
  grade('organisation', 'organisation'),
];

/** The questions after the speakers' rows. */
const closingQuestions: QuestionDefinition[] = [
  {
    id: 'heard-of',
    type: 'MULTIPLE_CHOICE',
    text: 'heardOf',
    required: false,
    options: [
      { id: 'search', text: 'heardOfSearch' },
      { id: 'newsletter', text: 'heardOfNewsletter' },
      { id: 'colleague', text: 'heardOfColleague' },
      { id: 'organizer', text: 'heardOfOrganizer' },
    ],
  },
  { id: 'comment', type: 'FREE', text: 'comment', required: false },
];

/**
 * The ids of the free-text questions: what a participant may have signed with their name, which
 * the deletion of their account takes out of their evaluations (customers/deletion.ts).
 */
export const freeTextQuestionIds = [...courseQuestions, ...closingQuestions]
  .filter((question) => question.type === 'FREE')
  .map((question) => question.id);

/** The question id of a speaker's grade row. */
export const speakerQuestionId = (speakerId: number) => `speaker-${speakerId}`;

/** The speaker a question id names, or null. */
export const speakerOfQuestion = (questionId: string) => {
  const match = /^speaker-(\d+)$/.exec(questionId);
  return match ? Number(match[1]) : null;
};

const speakerName = (speaker: CourseSpeaker) =>
  [speaker.title, speaker.firstName, speaker.lastName].filter(Boolean).join(' ');

/** The questionnaire of a course with `speakers`, in `language`. */
export function questionnaire(
  speakers: readonly CourseSpeaker[],
  language: Locale,
): EvaluationQuestion[] {
  const texts = textsIn(language);
  const question = (definition: QuestionDefinition): EvaluationQuestion => ({
    id: definition.id,
    type: definition.type,
    text: texts.formatMessage(m[definition.text]),
    required: definition.required,
    speakerId: null,
    options: (definition.options ?? []).map((option) => ({
      id: option.id,
      text: texts.formatMessage(m[option.text]),
    })),
    maxLength: definition.type === 'FREE' ? evaluationLimits.freeText : null,
  });
  const speakerRows: EvaluationQuestion[] =
    speakers.length === 0
      ? []
      : [
          question({ id: 'speakers', type: 'HEADLINE', text: 'speakersHeadline', required: false }),
          ...speakers.map((speaker): EvaluationQuestion => ({
            id: speakerQuestionId(speaker.id),
            type: 'GRADE',
            text: texts.formatMessage(speakerMessages.speaker, { name: speakerName(speaker) }),
            required: true,
            speakerId: speaker.id,
            options: [],
            maxLength: null,
          })),
        ];
  return [...courseQuestions.map(question), ...speakerRows, ...closingQuestions.map(question)];
}
