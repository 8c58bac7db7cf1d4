import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useNewsletterConfirmationMutation } from '@kursmarkt/api';
import { Alert, Link, Spinner, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../../domain.tsx';
import { CatalogueFrame } from '../components/CatalogueFrame.tsx';
import {
  confirmOnce,
  isConfirmationToken,
  type ConfirmationOutcome,
} from '../logic/newsletter-confirmation.ts';
import { catalogueMessages as m } from '../messages.ts';

/** The outcome for one token; a new token in the address starts over. */
type Result = { token: string; outcome: ConfirmationOutcome };

/**
 * `/newsletter-confirmation?token=…`: the landing of the confirmation mail's link. It confirms
 * once, in the browser after the page has shown (never while rendering, so not on the server),
 * and says what happened; a used, expired or unknown link gets a message, not the 404 page.
 */
export default function NewsletterConfirmationPage() {
  const intl = useIntl();
  const { homeHref, hasFeature } = useDomain();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { trigger } = useNewsletterConfirmationMutation();
  const [result, setResult] = useState<Result | null>(null);
  // A token the server would refuse anyway, or a site without a newsletter, needs no call.
  const sendable = token !== '' && isConfirmationToken(token) && hasFeature('NEWSLETTER');

  useEffect(() => {
    if (!sendable) return;
    let current = true;
    void confirmOnce(token, () => trigger({ token })).then((outcome) => {
      if (current) setResult({ token, outcome });
    });
    return () => {
      current = false;
    };
  }, [sendable, token, trigger]);

  const outcome: ConfirmationOutcome | 'missing' | 'pending' =
    token === ''
      ? 'missing'
      : !sendable
        ? 'invalid'
        : result?.token === token
          ? result.outcome
          : 'pending';

  return (
    <CatalogueFrame title={intl.formatMessage(m.newsletterTitle)} busy={outcome === 'pending'}>
      {outcome === 'pending' ? (
        <Stack direction="row" gap="sm" align="center">
          <Spinner size="sm" label={intl.formatMessage(m.newsletterConfirming)} />
          <Text as="span" aria-hidden="true">
            {intl.formatMessage(m.newsletterConfirming)}
          </Text>
        </Stack>
      ) : null}
      {outcome === 'confirmed' ? (
        <Alert tone="success" title={intl.formatMessage(m.newsletterConfirmed)}>
          {intl.formatMessage(m.newsletterConfirmedText)}
        </Alert>
      ) : null}
      {outcome === 'invalid' ? (
        <Alert tone="warning" title={intl.formatMessage(m.newsletterInvalid)}>
          {intl.formatMessage(m.newsletterInvalidHint)}
        </Alert>
      ) : null}
      {outcome === 'missing' ? (
        <Alert tone="warning">{intl.formatMessage(m.newsletterMissingToken)}</Alert>
      ) : null}
      {outcome === 'failed' ? (
        <Alert tone="danger">{intl.formatMessage(m.newsletterFailed)}</Alert>
      ) : null}
      {outcome === 'pending' ? null : (
        <div>
          <Link href={homeHref} appearance="button">
            {intl.formatMessage(m.toStartPage)}
          </Link>
        </div>
      )}
    </CatalogueFrame>
  );
}
