import { useIntl } from 'react-intl';
import type { Order } from '@kursmarkt/schemas';
import { Alert } from '@kursmarkt/ui';
import {
  guestOrderMessages as g,
  guestOrderValueMessages as gv,
} from '../../guest-order/messages.ts';

/** A held order: the confirmation link is on its way, and how long the order holds its seats. */
export function HeldNotice({ order }: { order: Order }) {
  const intl = useIntl();
  const until = new Date(order.holdExpiresAt ?? order.placedAt);
  return (
    <Alert tone="info" title={intl.formatMessage(g.heldTitle)}>
      {intl.formatMessage(gv.held, {
        orderNumber: order.orderNumber,
        email: order.customer.email,
        minutes: Math.round((until.getTime() - new Date(order.placedAt).getTime()) / 60_000),
        time: intl.formatTime(until, { hour: '2-digit', minute: '2-digit' }),
      })}
    </Alert>
  );
}
