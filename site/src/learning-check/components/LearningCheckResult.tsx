import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { LearningCheckResult as Result } from '@kursmarkt/schemas';
import { Alert, Heading, Icon, Stack, Text, token } from '@kursmarkt/ui';
import { learningCheckMessages as m } from '../messages.ts';

const Answers = styled.ol`
  margin: 0;
  padding-inline-start: ${token('space.lg')};
  display: grid;
  gap: ${token('space.sm')};

  li {
    overflow-wrap: anywhere;
  }
`;
const Verdict = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xxs')};
  margin-inline-end: ${token('space.xs')};
  font-weight: 600;
`;

export type LearningCheckResultProps = { result: Result };

/**
 * A submitted attempt's result: passed or not with the score, the attempts left, and each
 * question with whether it was answered right (by word and icon, not colour alone). Which
 * options would have been right is not shown: the questions come again in later attempts.
 */
export function LearningCheckResult({ result }: LearningCheckResultProps) {
  const intl = useIntl();
  const score = intl.formatMessage(m.score, {
    correct: result.correct,
    total: result.questionsAsked,
    percent: result.percent,
  });
  return (
    <Stack gap="md">
      <Alert
        tone={result.passed ? 'success' : 'warning'}
        title={intl.formatMessage(m.resultTitle, {
          number: result.number,
          passed: result.passed ? 'yes' : 'no',
        })}
      >
        <Text>{score}</Text>
        {result.passed ? null : (
          <Text>{intl.formatMessage(m.attemptsLeft, { count: result.attemptsLeft })}</Text>
        )}
      </Alert>
      <Heading level={2} size="sm">
        {intl.formatMessage(m.questionsTitle)}
      </Heading>
      <Answers>
        {result.questions.map((question) => (
          <li key={question.id}>
            <Verdict>
              <Icon name={question.correct ? 'success' : 'error'} />
              {intl.formatMessage(question.correct ? m.right : m.wrong)}
            </Verdict>
            {question.text}
          </li>
        ))}
      </Answers>
    </Stack>
  );
}
