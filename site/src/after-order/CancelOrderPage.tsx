import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useLocation } from '../router.tsx';
import {
  useCancelByLinkMutation,
  useCancelOrderMutation,
  useCancellationLinkQuote,
  useOrderCancellation,
  type CancellationQuoteResponse,
  type CancellationResponse,
} from '@kursmarkt/api';
import { Alert, Heading, Stack, Text } from '@kursmarkt/ui';
import { PageFrame } from '../pages/PageFrame.tsx';
import { CancellationForm } from './components/CancellationForm.tsx';
import { WithdrawalOffer } from './components/WithdrawalOffer.tsx';
import { linkTokenOf } from './link-token.ts';
import { afterOrderMessages as m } from './messages.ts';

function Outcome({
  quote,
  error,
  onCancel,
}: {
  quote: CancellationQuoteResponse | undefined;
  error: unknown;
  onCancel: (positionIds: string[]) => Promise<CancellationResponse>;
}) {
  const intl = useIntl();
  const [done, setDone] = useState<CancellationResponse | null>(null);
  if (done) {
    return (
      <Alert tone="success">
        {intl.formatMessage(m.cancelDone, {
          invoiceNumber: done.invoiceNumber,
          refund: intl.formatNumber(done.refundValue / 100, { style: 'currency', currency: 'EUR' }),
        })}
      </Alert>
    );
  }
  if (error && !quote)
    return <Alert tone="danger">{intl.formatMessage(m.cancelLinkInvalid)}</Alert>;
  if (!quote) return <Text as="p">{intl.formatMessage(m.loading)}</Text>;
  const form = (
    <CancellationForm
      quote={quote}
      onCancel={async (positionIds) => setDone(await onCancel(positionIds))}
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
  const quote = useOrderCancellation(orderId);
  const cancel = useCancelOrderMutation(orderId);
  return <Outcome quote={quote.data} error={quote.error} onCancel={(ids) => cancel.trigger(ids)} />;
}

function LinkCancellation({ orderId, token }: { orderId: string; token: string }) {
  const quote = useCancellationLinkQuote({ orderId, token });
  const cancel = useCancelByLinkMutation({ orderId, token });
  return <Outcome quote={quote.data} error={quote.error} onCancel={(ids) => cancel.trigger(ids)} />;
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
