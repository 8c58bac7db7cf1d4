import { useIntl } from 'react-intl';
import { useLearningCheck } from '@kursmarkt/api';
import { Link, Text } from '@kursmarkt/ui';
import { berlinDate } from '../../learning-check/berlin-date.ts';
import { learningCheckMessages as m } from '../../learning-check/messages.ts';

/**
 * The learning check of a booked self-study course on its card in Meine Kurse: "bestanden am …"
 * once passed, else a link to its page that starts it, continues the open attempt, or shows
 * the attempts used.
 */
export function LearningCheckAction({ positionId }: { positionId: string }) {
  const intl = useIntl();
  const { data } = useLearningCheck(positionId);
  if (data?.passed) {
    return (
      <Text weight="medium">
        {intl.formatMessage(m.actionPassed, { date: berlinDate(intl, data.passed.passedAt) })}
      </Text>
    );
  }
  const label = data?.openAttempt
    ? m.actionResume
    : data && data.attemptsLeft === 0
      ? m.title
      : m.actionStart;
  return (
    <Link appearance="button" variant="secondary" href={`/lernerfolgskontrolle/${positionId}`}>
      {intl.formatMessage(label)}
    </Link>
  );
}
