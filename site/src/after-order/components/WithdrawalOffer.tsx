import { useIntl } from 'react-intl';
import { formatDay } from '@kursmarkt/schemas/rules';
import { Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { afterOrderMessages as m } from '../messages.ts';
import { withdrawalPath } from '../withdraw-link.ts';

export type WithdrawalOfferProps = {
  /** The order's number, which the withdrawal page takes over. */
  orderNumber: string;
  /** The last day of the withdrawal period (`YYYY-MM-DD`). */
  until: string;
};

/**
 * A consumer's free withdrawal, offered before the organizers' cancellation terms and their
 * fees: until when it is possible, that it costs nothing, and the way to the withdrawal page
 * with the order number filled in.
 */
export function WithdrawalOffer({ orderNumber, until }: WithdrawalOfferProps) {
  const intl = useIntl();
  const date = formatDay(until, intl.locale);
  return (
    <section aria-labelledby="withdrawal-offer">
      <Stack gap="sm">
        <Heading level={2} size="md" id="withdrawal-offer">
          {intl.formatMessage(m.withdrawalOfferTitle)}
        </Heading>
        <Text as="p">{intl.formatMessage(m.withdrawalOfferText, { date })}</Text>
        <div>
          <Link href={withdrawalPath(orderNumber)}>
            {intl.formatMessage(m.withdrawalOfferLink)}
          </Link>
        </div>
      </Stack>
    </section>
  );
}
