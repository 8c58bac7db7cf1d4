import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  useLearningCheck,
  useStartLearningCheckAttempt,
  useSubmitLearningCheckAttempt,
} from '@kursmarkt/api';
import { usePageTitle } from '@kursmarkt/i18n';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import {
  Alert,
  Button,
  Container,
  Heading,
  InlineMessage,
  Link,
  Skeleton,
  SpinnerButton,
  Stack,
  Text,
  token,
} from '@kursmarkt/ui';
import styled from 'styled-components';
import { RequireSession } from '../session/RequireSession.tsx';
import { berlinDate } from './berlin-date.ts';
import { LearningCheckForm } from './components/LearningCheckForm.tsx';
import { LearningCheckResult } from './components/LearningCheckResult.tsx';
import { learningCheckMessages as m } from './messages.ts';

const myCourses = `${dashboardPath}/meine-kurse`;

const Page = styled.div`
  padding-block: ${token('space.xl')};
`;

/** The learning check of one booked self-study position: start, answer, submit, see the result. */
function LearningCheck({ positionId }: { positionId: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useLearningCheck(positionId);
  const start = useStartLearningCheckAttempt(positionId);
  const submit = useSubmitLearningCheckAttempt(positionId);
  const [startFailed, setStartFailed] = useState(false);
  /** Set while a submit runs: the result, once shown, takes the focus. */
  const focusResult = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  const startFailedId = useId();

  useEffect(() => {
    if (focusResult.current && data?.lastResult && !data.openAttempt) {
      focusResult.current = false;
      resultRef.current?.focus();
    }
  }, [data]);

  if (error && !data) {
    return error.code === 'NOT_SELF_STUDY' ? (
      <Alert tone="info">{intl.formatMessage(m.notSelfStudy)}</Alert>
    ) : (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton variant="rect" height="space.xxxl" />
        <Skeleton variant="rect" height="space.xxxl" />
      </Stack>
    );
  }

  const canStart = data.available && data.attemptsLeft > 0 && !data.passed;
  return (
    <Stack gap="lg">
      <Text size="lg" weight="medium">
        {data.courseName}
      </Text>
      {data.passed ? (
        <Alert tone="success" title={intl.formatMessage(m.passed)}>
          {intl.formatMessage(m.passedOn, {
            date: berlinDate(intl, data.passed.passedAt),
            percent: data.passed.percent,
          })}
        </Alert>
      ) : (
        <Text>
          {intl.formatMessage(m.intro, {
            questions: data.questionsAsked,
            percent: data.passPercent,
            attempts: data.maxAttempts,
          })}
        </Text>
      )}
      {data.openAttempt ? (
        <LearningCheckForm
          key={data.openAttempt.id}
          attempt={data.openAttempt}
          onSubmit={async (answers) => {
            focusResult.current = true;
            try {
              await submit.trigger({ attemptId: data.openAttempt!.id, answers });
            } catch (error) {
              focusResult.current = false;
              throw error;
            }
          }}
        />
      ) : (
        <>
          {data.lastResult ? (
            <div ref={resultRef} tabIndex={-1}>
              <LearningCheckResult result={data.lastResult} />
            </div>
          ) : null}
          {canStart ? (
            <div>
              <SpinnerButton
                onClick={async () => {
                  setStartFailed(false);
                  await start.trigger();
                }}
                onError={() => setStartFailed(true)}
              >
                {intl.formatMessage(data.attemptsUsed > 0 ? m.startAgain : m.start)}
              </SpinnerButton>
            </div>
          ) : null}
          {startFailed ? (
            <InlineMessage id={startFailedId} tone="danger">
              {intl.formatMessage(m.startFailed)}
            </InlineMessage>
          ) : null}
          {!data.passed && data.available && data.attemptsLeft === 0 ? (
            <Alert tone="warning">{intl.formatMessage(m.attemptsUsed)}</Alert>
          ) : null}
          {!data.available && !data.passed ? (
            <Alert tone="info">{intl.formatMessage(m.notAvailable)}</Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}

/**
 * The learning check (`/lernerfolgskontrolle/:positionId`, signed in): one booked self-study
 * course's questions, on one page, and its result. Without a position it points to Meine Kurse,
 * where each self-study booking links here.
 */
export default function LearningCheckPage() {
  const intl = useIntl();
  const { positionId } = useParams();
  usePageTitle(intl.formatMessage(m.title));
  return (
    <RequireSession>
      <Container>
        <Page>
          <Stack gap="lg">
            <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
            {positionId ? (
              <LearningCheck positionId={positionId} />
            ) : (
              <Text>{intl.formatMessage(m.choose)}</Text>
            )}
            <Link href={myCourses}>{intl.formatMessage(m.toMyCourses)}</Link>
          </Stack>
        </Page>
      </Container>
    </RequireSession>
  );
}
