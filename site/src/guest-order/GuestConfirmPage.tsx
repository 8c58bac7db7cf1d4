import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGuestOrderConfirmation } from '@kursmarkt/api';
import { Alert, Link, Stack, Text } from '@kursmarkt/ui';
import { useLinkToken } from '../after-order/link-token.ts';
import { afterOrderMessages as a } from '../after-order/messages.ts';
import { PageFrame } from '../pages/PageFrame.tsx';
import { guestOrderMessages as g, guestOrderValueMessages as gv } from './messages.ts';

function Confirmation({ orderId, token }: { orderId: string; token: string }) {
  const intl = useIntl();
  const confirmation = useGuestOrderConfirmation(orderId, token, intl.locale);
  const toStart = (
    <div>
      <Link href="/">{intl.formatMessage(a.toStart)}</Link>
    </div>
  );
  if (confirmation.error) {
    return (
      <Stack gap="md">
        <Alert tone="danger">
          {intl.formatMessage(
            confirmation.error.code === 'HOLD_EXPIRED' ? g.confirmExpired : g.confirmInvalid,
          )}
        </Alert>
        {toStart}
      </Stack>
    );
  }
  const order = confirmation.data;
  if (!order) return <Text as="p">{intl.formatMessage(g.confirming)}</Text>;
  const payAt = order.payment.provider?.redirectUrl;
  return (
    <Stack gap="md">
      <Alert tone="success">
        {intl.formatMessage(gv.confirmed, {
          orderNumber: order.orderNumber,
          invoiceNumber: order.invoiceNumber ?? '',
        })}
      </Alert>
      {payAt ? (
        <div>
          <Link href={payAt}>{intl.formatMessage(g.toPayment)}</Link>
        </div>
      ) : (
        toStart
      )}
    </Stack>
  );
}

/**
 * `/guest-order/:orderId/confirm#<token>`: the mail's confirmation link of a guest's held order.
 * Opening it confirms the address and places the order for good (the invoice comes by mail), or
 * says that the hold time is over or the link is not valid. The token stays in the fragment.
 */
export default function GuestConfirmPage() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const token = useLinkToken();
  return (
    <PageFrame title={intl.formatMessage(g.confirmTitle)}>
      {token === undefined ? (
        <Text as="p">{intl.formatMessage(g.confirming)}</Text>
      ) : token === null ? (
        <Alert tone="danger">{intl.formatMessage(g.confirmInvalid)}</Alert>
      ) : (
        <Confirmation orderId={orderId} token={token} />
      )}
    </PageFrame>
  );
}
