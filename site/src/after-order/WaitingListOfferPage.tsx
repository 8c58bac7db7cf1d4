import { useIntl } from 'react-intl';
import { useCourse, useDeclineOfferMutation, useWaitingListOffer } from '@kursmarkt/api';
import { formatDay } from '@kursmarkt/schemas/rules';
import { Alert, SpinnerButton, Stack, Text } from '@kursmarkt/ui';
import { AddToCart } from '../cart/AddToCart.tsx';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useLinkToken } from './link-token.ts';
import { afterOrderMessages as m } from './messages.ts';

/** The held date, put into the cart as any date is: the order with the offered address takes the seat. */
function BookOffer({ courseId, scheduleId }: { courseId: number; scheduleId: number }) {
  const intl = useIntl();
  const course = useCourse(courseId, intl.locale);
  const schedule = course.data?.schedules.find((entry) => entry.id === scheduleId);
  if (!course.data || !schedule) return null;
  return <AddToCart course={course.data} schedule={schedule} />;
}

function Offer({ token }: { token: string }) {
  const intl = useIntl();
  const offer = useWaitingListOffer(token, intl.locale);
  const decline = useDeclineOfferMutation(token, intl.locale);
  if (offer.error && !offer.data) {
    return <Alert tone="danger">{intl.formatMessage(m.offerInvalid)}</Alert>;
  }
  if (!offer.data) return <Text as="p">{intl.formatMessage(m.loading)}</Text>;
  const { status, courseName, startDate, email, expiresAt } = offer.data;
  if (status === 'DECLINED')
    return <Alert tone="success">{intl.formatMessage(m.offerDeclined)}</Alert>;
  if (status !== 'OFFERED' || new Date(expiresAt) <= new Date()) {
    return <Alert tone="info">{intl.formatMessage(m.offerClosed)}</Alert>;
  }
  return (
    <Stack gap="md">
      <Text as="p">
        {intl.formatMessage(m.offerHeld, {
          course: courseName,
          date: formatDay(startDate, intl.locale),
          email,
          until: intl.formatDate(new Date(expiresAt), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Europe/Berlin',
          }),
        })}
      </Text>
      <BookOffer courseId={offer.data.courseId} scheduleId={offer.data.scheduleId} />
      <div>
        <SpinnerButton variant="secondary" onClick={() => decline.trigger()}>
          {intl.formatMessage(m.offerDecline)}
        </SpinnerButton>
      </div>
    </Stack>
  );
}

/** `/warteliste/angebot#<token>`: the seat held from the waiting list, to book or to give up. */
export default function WaitingListOfferPage() {
  const intl = useIntl();
  const token = useLinkToken();
  return (
    <PageFrame title={intl.formatMessage(m.offerTitle)}>
      {token === undefined ? (
        <Text as="p">{intl.formatMessage(m.loading)}</Text>
      ) : token ? (
        <Offer token={token} />
      ) : (
        <Alert tone="danger">{intl.formatMessage(m.offerInvalid)}</Alert>
      )}
    </PageFrame>
  );
}
