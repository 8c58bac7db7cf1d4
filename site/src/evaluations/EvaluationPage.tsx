import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import {
  useOrderEvaluation,
  useScheduleEvaluation,
  useScheduleEvaluationSubmit,
  type ApiRequestError,
} from '@kursmarkt/api';
import { usePageTitle } from '@kursmarkt/i18n';
import { dashboardPath, formatDay, formatDayRange, isStoredId } from '@kursmarkt/schemas/rules';
import { Alert, Container, Heading, Link, Skeleton, Stack, Text, token } from '@kursmarkt/ui';
import styled from 'styled-components';
import { RequireSession } from '../session/RequireSession.tsx';
import { EvaluationForm } from './EvaluationForm.tsx';
import { submittedOn } from './evaluation-dates.ts';
import { evaluationMessages as m } from './messages.ts';

const Page = styled(Container)`
  padding-block: ${token('space.xl')};
  max-width: 48rem;
`;

/** The thank-you: focused when it replaces the form, so a screen reader says it. */
function Thanks({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success">{text}</Alert>
    </div>
  );
}

/** The evaluation of one of the customer's order positions: its state, or the questionnaire. */
function Evaluation({ positionId }: { positionId: string }) {
  const intl = useIntl();
  const state = useOrderEvaluation(positionId);
  const date =
    state.data?.courseId && state.data.scheduleId
      ? { courseId: state.data.courseId, scheduleId: state.data.scheduleId, positionId }
      : null;
  const open = state.data?.state === 'OPEN' || state.data?.state === 'SUBMITTED';
  const questionnaire = useScheduleEvaluation(open ? date : null);
  const submit = useScheduleEvaluationSubmit();

  if (state.error || questionnaire.error) {
    return <Alert tone="danger">{intl.formatMessage(m.loadFailed)}</Alert>;
  }
  if (!state.data) return <Skeleton height="size.dialog" />;
  const { availableFrom, submittedAt } = state.data;
  if (state.data.state === 'NOT_POSSIBLE') {
    return <Alert tone="info">{intl.formatMessage(m.notPossible)}</Alert>;
  }
  if (state.data.state === 'NOT_YET') {
    return (
      <Alert tone="info">
        {intl.formatMessage(m.notYet, { date: formatDay(availableFrom!, intl.locale) })}
      </Alert>
    );
  }
  if (submittedAt) {
    return (
      <Thanks
        text={intl.formatMessage(m.thanks, { date: submittedOn(submittedAt, intl.locale) })}
      />
    );
  }
  if (!questionnaire.data || !date) return <Skeleton height="size.dialog" />;
  const { courseName, organizerName, startDate, endDate, questions } = questionnaire.data;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={2} size="md">
          {courseName}
        </Heading>
        <Text>{`${formatDayRange(startDate, endDate, intl.locale)} · ${organizerName}`}</Text>
      </Stack>
      <EvaluationForm
        questions={questions}
        onSend={async (evaluation) => {
          try {
            await submit.trigger({ date, evaluation });
          } catch (failure) {
            // Submitted meanwhile (another tab), or no longer possible: show the state instead.
            if ((failure as ApiRequestError).status === 409) await state.mutate();
            throw failure;
          }
        }}
      />
    </Stack>
  );
}

/**
 * "Kurs bewerten" (Teilnehmer-Feedback, `/teilnehmer-feedback/:positionId`): the questionnaire
 * of a course date the signed-in customer booked, once the date has ended, and a thank-you once
 * it is sent; reached from Meine Kurse. Another customer's position answers 404; without a
 * position the page points to Meine Kurse.
 */
export default function EvaluationPage() {
  const intl = useIntl();
  const { positionId } = useParams();
  usePageTitle(intl.formatMessage(m.title));
  const valid = positionId !== undefined && isStoredId(positionId);
  return (
    <Page>
      <RequireSession>
        <Stack gap="lg">
          <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
          <Text>{intl.formatMessage(m.intro)}</Text>
          {valid ? (
            <Evaluation positionId={positionId} />
          ) : (
            <Alert tone="info">{intl.formatMessage(m.chooseCourse)}</Alert>
          )}
          <div>
            <Link href={`${dashboardPath}/meine-kurse`}>{intl.formatMessage(m.back)}</Link>
          </div>
        </Stack>
      </RequireSession>
    </Page>
  );
}
