import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LearningCheckAnswers, LearningCheckAttempt } from '@kursmarkt/schemas';
import { Button, Checkbox, InlineMessage, SpinnerButton, Stack, Text, token } from '@kursmarkt/ui';
import { learningCheckMessages as m } from '../messages.ts';

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space.lg')};
`;
const Question = styled.fieldset`
  margin: 0;
  padding: ${token('space.md')};
  border: ${token('size.borderThin')} solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  min-width: 0;

  legend {
    padding: 0 ${token('space.xxs')};
    overflow-wrap: anywhere;
  }
`;
const Number = styled.span`
  display: block;
  font-size: ${token('typography.size.sm')};
  color: ${token('color.text.secondary')};
`;
const Options = styled.div`
  display: grid;
  gap: ${token('space.sm')};
  margin-block-start: ${token('space.sm')};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export type LearningCheckFormProps = {
  attempt: LearningCheckAttempt;
  /** Submits the answers; a rejection is shown and the answers stay. */
  onSubmit: (answers: LearningCheckAnswers) => Promise<void>;
};

/**
 * An attempt's questions on one page, each a group of checkboxes whose legend is its number and
 * text, in the attempt's order, so the keyboard walks them as they are numbered; the count of
 * answered questions is announced as it changes. Submitting asks to confirm first, with the
 * count, and moves the focus to that question.
 */
export function LearningCheckForm({ attempt, onSubmit }: LearningCheckFormProps) {
  const intl = useIntl();
  const errorId = useId();
  const confirmId = useId();
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = attempt.questions.length;
  const answered = attempt.questions.filter(
    (question) => (chosen[question.id]?.length ?? 0) > 0,
  ).length;

  const toggle = (questionId: string, optionId: string, on: boolean) =>
    setChosen((current) => {
      const before = current[questionId] ?? [];
      return {
        ...current,
        [questionId]: on ? [...before, optionId] : before.filter((id) => id !== optionId),
      };
    });

  const askToConfirm = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setConfirming(true);
    queueMicrotask(() => confirmRef.current?.focus());
  };

  return (
    <form onSubmit={askToConfirm} aria-describedby={failed ? errorId : undefined}>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.hint)}</Text>
        <Text role="status" weight="medium">
          {intl.formatMessage(m.progress, { answered, total })}
        </Text>
        <Questions>
          {attempt.questions.map((question, index) => (
            <li key={question.id}>
              <Question>
                <legend>
                  <Number>{intl.formatMessage(m.question, { number: index + 1, total })}</Number>
                  {question.text}
                </legend>
                <Options>
                  {question.options.map((option) => (
                    <Checkbox
                      key={option.id}
                      label={option.text}
                      checked={chosen[question.id]?.includes(option.id) ?? false}
                      disabled={confirming}
                      onChange={(event) => toggle(question.id, option.id, event.target.checked)}
                    />
                  ))}
                </Options>
              </Question>
            </li>
          ))}
        </Questions>
        {confirming ? (
          <Stack gap="sm" role="group" aria-labelledby={confirmId}>
            <Text id={confirmId} ref={confirmRef} tabIndex={-1} weight="medium">
              {intl.formatMessage(m.confirmText, { answered, total })}
            </Text>
            <Actions>
              <SpinnerButton
                onClick={() =>
                  onSubmit({
                    answers: attempt.questions.map((question) => ({
                      questionId: question.id,
                      optionIds: chosen[question.id] ?? [],
                    })),
                  })
                }
                onError={() => {
                  setFailed(true);
                  setConfirming(false);
                }}
              >
                {intl.formatMessage(m.confirmSubmit)}
              </SpinnerButton>
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                {intl.formatMessage(m.keepEditing)}
              </Button>
            </Actions>
          </Stack>
        ) : (
          <Actions>
            <Button type="submit">{intl.formatMessage(m.submit)}</Button>
          </Actions>
        )}
        {failed ? (
          <InlineMessage id={errorId} tone="danger">
            {intl.formatMessage(m.submitFailed)}
          </InlineMessage>
        ) : null}
      </Stack>
    </form>
  );
}
