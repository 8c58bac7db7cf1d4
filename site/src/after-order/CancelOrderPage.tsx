import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import {
  useCancelByLinkMutation,
  useCancelOrderMutation,
  useCancellationLinkQuote,
  useOrderCancellation,
  type CancellationQuoteResponse,
  type CancellationResponse,
} from '@kursmarkt/api';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { Alert, Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { PageFrame } from '../pages/PageFrame.tsx';
import { cancellationMoney } from './cancellation-money.ts';
import { CancellationForm } from './components/CancellationForm.tsx';
import { moneySentence } from './components/money-sentence.ts';
import { WithdrawalOffer } from './components/WithdrawalOffer.tsx';
import { linkTokenOf } from './link-token.ts';
import { afterOrderMessages as m } from './messages.ts';

/**
 * The cancellation's states, each with a way on: the form (or why nothing is left to cancel),
 * the result naming the courses and the money, or an invalid link.
 */
function Outcome({
  quote,
  error,
  onCancel,
  onward,
}: {
  quote: CancellationQuoteResponse | undefined;
  error: unknown;
  onCancel: (positionIds: string[]) => Promise<CancellationResponse>;
  onward: { href: string; label: string };
}) {
  const intl = useIntl();
  const [done, setDone] = useState<CancellationResponse | null>(null);
  const onwardLink = <Link href={onward.href}>{onward.label}</Link>;
  if (done && quote) {
    const courses = quote.positions
      .filter((position) => done.positionIds.includes(position.id))
      .map((position) => position.name);
    return (
      <Stack gap="md">
        <Alert
          tone="success"
          title={intl.formatMessage(m.cancelDone, { courses: courses.join(', ') })}
        >
          {`${moneySentence(
            intl,
            cancellationMoney(quote.paid, done.creditedValue, done.feeValue),
          )} ${intl.formatMessage(m.cancelInvoice, { invoiceNumber: done.invoiceNumber })}`}
        </Alert>
        <div>{onwardLink}</div>
      </Stack>
    );
  }
  if (error && !quote) {
    return (
      <Stack gap="md">
        <Alert tone="danger">{intl.formatMessage(m.cancelLinkInvalid)}</Alert>
        <div>
          <Link href="/">{intl.formatMessage(m.toStart)}</Link>
        </div>
      </Stack>
    );
  }
  if (!quote) return <Text as="p">{intl.formatMessage(m.loading)}</Text>;
  const form = (
    <CancellationForm
      quote={quote}
      onCancel={async (positionIds) => setDone(await onCancel(positionIds))}
      onward={onwardLink}
    />
  );
  if (!quote.withdrawalUntil) return form;
  return (
    <Stack gap="xl">
      <WithdrawalOffer orderNumber={quote.orderNumber} until={quote.withdrawalUntil} />
      <section aria-labelledby="cancel-by-terms">
        <Stack gap="sm">
          <Heading level={2} size="md" id="cancel-by-terms">
            {intl.formatMessage(m.cancelByTerms)}
          </Heading>
          {form}
        </Stack>
      </section>
    </Stack>
  );
}

function CustomerCancellation({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const quote = useOrderCancellation(orderId);
  const cancel = useCancelOrderMutation(orderId);
  return (
    <Outcome
      quote={quote.data}
      error={quote.error}
      onCancel={(ids) => cancel.trigger(ids)}
      onward={{ href: `${dashboardPath}/meine-kurse`, label: intl.formatMessage(m.toMyCourses) }}
    />
  );
}

function LinkCancellation({ orderId, token }: { orderId: string; token: string }) {
  const intl = useIntl();
  const quote = useCancellationLinkQuote({ orderId, token });
  const cancel = useCancelByLinkMutation({ orderId, token });
  return (
    <Outcome
      quote={quote.data}
      error={quote.error}
      onCancel={(ids) => cancel.trigger(ids)}
      onward={{ href: '/', label: intl.formatMessage(m.toStart) }}
    />
  );
}

/**
 * `/order/:orderId/cancel`: cancels the order or some of its courses. With the token of the
 * confirmation mail's link in the fragment anyone holding the mail can (a guest has no account);
 * without it the signed-in customer cancels their own order.
 */
export default function CancelOrderPage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const token = linkTokenOf(useLocation().hash);
  return (
    <PageFrame title={intl.formatMessage(m.cancelTitle)}>
      {token ? (
        <LinkCancellation orderId={orderId} token={token} />
      ) : (
        <CustomerCancellation orderId={orderId} />
      )}
    </PageFrame>
  );
}
