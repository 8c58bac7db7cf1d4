import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type {
  CourseEvaluation,
  EvaluationQuestion,
  FieldError,
  FieldErrorCode,
} from '@kursmarkt/schemas';
import {
  evaluationAnswersOfForm,
  evaluationFormSchema,
  type EvaluationForm as FormValues,
} from '@kursmarkt/schemas/forms';
import { evaluationGrades, evaluationLimits } from '@kursmarkt/schemas/rules';
import {
  Alert,
  Button,
  Checkbox,
  Heading,
  InlineMessage,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  token,
} from '@kursmarkt/ui';
import { evaluationMessages as m } from './messages.ts';

const Section = styled.fieldset`
  display: grid;
  gap: ${token('space.lg')};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    padding: 0;
    margin-block-end: ${token('space.md')};
  }
`;
const Choices = styled.fieldset`
  display: grid;
  gap: ${token('space.xs')};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > legend {
    padding: 0;
    margin-block-end: ${token('space.xs')};
    font-weight: 600;
  }
`;

export type EvaluationFormProps = {
  /** The questionnaire, in its order: a heading starts a group of the questions after it. */
  questions: readonly EvaluationQuestion[];
  /** Sends the answers; rejects with the request's failure (422 names refused answers). */
  onSend: (evaluation: CourseEvaluation) => Promise<void>;
};

const gradeOptions = evaluationGrades.map((grade) => ({
  value: String(grade),
  label: String(grade),
}));

/** The questions in groups: each heading with the questions up to the next one. */
function groupsOf(questions: readonly EvaluationQuestion[]) {
  const groups: { heading: EvaluationQuestion | null; questions: EvaluationQuestion[] }[] = [];
  for (const question of questions) {
    if (question.type === 'HEADLINE') groups.push({ heading: question, questions: [] });
    else if (groups.length === 0) groups.push({ heading: null, questions: [question] });
    else groups.at(-1)!.questions.push(question);
  }
  return groups;
}

const fieldOf = (question: EvaluationQuestion) =>
  question.type === 'GRADE' ? 'grade' : question.type === 'FREE' ? 'text' : 'choices';

const emptyForm = (questions: readonly EvaluationQuestion[]): FormValues => ({
  answers: Object.fromEntries(
    questions
      .filter((question) => question.type !== 'HEADLINE')
      .map((question) => [
        question.id,
        question.type === 'GRADE'
          ? { grade: '' }
          : question.type === 'FREE'
            ? { text: '' }
            : { choices: [] },
      ]),
  ),
});

/**
 * A course's questionnaire (Teilnehmer-Feedback): the grades 1 to 6 as radio groups, the
 * options to tick as checkboxes in a group, free texts; each heading names the group of
 * questions after it (fieldset and legend). Checked by the shared rule before sending; every
 * refused answer, the form's or the server's, is said beside its question, and the first is
 * focused.
 */
export function EvaluationForm({ questions, onSend }: EvaluationFormProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(evaluationFormSchema(questions)),
    defaultValues: emptyForm(questions),
    shouldFocusError: false,
  });
  const {
    control,
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const problemOf = (question: EvaluationQuestion): string | undefined => {
    const answer = (errors as FieldErrors<FormValues>).answers?.[question.id] as
      Record<string, { message?: string } | undefined> | undefined;
    const code = (answer?.[fieldOf(question)]?.message ??
      Object.values(answer ?? {}).find(Boolean)?.message) as FieldErrorCode | undefined;
    if (!code) return undefined;
    if (code === 'REQUIRED') {
      return intl.formatMessage(
        question.type === 'GRADE' ? m.problemGradeRequired : m.problemRequired,
      );
    }
    if (code === 'TOO_LONG') {
      return intl.formatMessage(m.tooLong, {
        max: question.maxLength ?? evaluationLimits.freeText,
      });
    }
    return intl.formatMessage(code === 'NOT_ALLOWED' ? m.problemNotAllowed : m.problemInvalid);
  };

  /** Focuses the first question, in the questionnaire's order, with a refused answer. */
  const focusFirstProblem = (
    event: BaseSyntheticEvent | undefined,
    refused: (id: string) => boolean,
  ) => {
    const first = questions.find((question) => refused(question.id));
    if (!first) return;
    (event?.target as HTMLFormElement | undefined)
      ?.querySelector<HTMLElement>(
        `[data-question="${first.id}"] :is([role="radio"], input, textarea)`,
      )
      ?.focus();
  };

  const submit = form.handleSubmit(
    async (values, event) => {
      setFailed(false);
      try {
        await onSend({ answers: evaluationAnswersOfForm(values) });
      } catch (failure) {
        const details = (failure as { details?: FieldError[] } | null)?.details ?? [];
        const refused = details.flatMap((detail) => {
          const [id, field] = detail.path.replace(/^body\.answers\./, '').split('.');
          const question = questions.find((each) => each.id === id);
          return detail.path.startsWith('body.answers.') && question
            ? [{ id: question.id, field: field ?? fieldOf(question), code: detail.code }]
            : [];
        });
        for (const { id, field, code } of refused) {
          setError(`answers.${id}.${field}` as `answers.${string}.grade`, {
            type: 'server',
            message: code,
          });
        }
        if (refused.length > 0)
          focusFirstProblem(event, (id) => refused.some((each) => each.id === id));
        else setFailed(true);
      }
    },
    (found, event) => focusFirstProblem(event, (id) => Boolean(found.answers?.[id])),
  );

  const questionField = (question: EvaluationQuestion): ReactNode => {
    const error = problemOf(question);
    if (question.type === 'GRADE') {
      return (
        <Controller
          control={control}
          name={`answers.${question.id}.grade`}
          render={({ field }) => (
            <RadioGroup
              label={question.text}
              description={intl.formatMessage(m.gradeScale)}
              options={gradeOptions}
              appearance="segmented"
              required={question.required}
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
              error={error}
            />
          )}
        />
      );
    }
    if (question.type === 'FREE') {
      return (
        <TextArea
          label={question.text}
          required={question.required}
          maxLength={question.maxLength ?? evaluationLimits.freeText}
          error={error}
          {...register(`answers.${question.id}.text`)}
        />
      );
    }
    const errorId = `${question.id}-choices-error`;
    return (
      <Choices aria-describedby={error ? errorId : undefined}>
        <legend>{question.text}</legend>
        {question.options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.text}
            value={option.id}
            {...register(`answers.${question.id}.choices`)}
          />
        ))}
        {error ? (
          <InlineMessage id={errorId} tone="danger">
            {error}
          </InlineMessage>
        ) : null}
      </Choices>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="xl">
        <Text>{intl.formatMessage(m.requiredNote)}</Text>
        {groupsOf(questions).map((group, index) => {
          const fields = group.questions.map((question) => (
            <div key={question.id} data-question={question.id}>
              {questionField(question)}
            </div>
          ));
          return group.heading ? (
            <Section key={group.heading.id}>
              <legend>
                <Heading level={2} size="sm">
                  {group.heading.text}
                </Heading>
              </legend>
              {fields}
            </Section>
          ) : (
            <Stack key={`group-${index}`} gap="lg">
              {fields}
            </Stack>
          );
        })}
        {failed ? <Alert tone="danger">{intl.formatMessage(m.sendFailed)}</Alert> : null}
        <div>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {intl.formatMessage(m.send)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
