import { useIntl } from 'react-intl';
import { useCustomerPackage, useCustomerPackages, type ApiRequestError } from '@kursmarkt/api';
import type { CustomerPackage } from '@kursmarkt/schemas';
import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { CreditPackageCard } from './components/CreditPackageCard.tsx';
import { creditMessages as m } from './credit-messages.ts';

/** Where a customer without packages is led: the credit packages (docs/routes-and-screens.md). */
const packagesHref = '/seminar-pakete';

const isNotVerified = (error: ApiRequestError | undefined) =>
  (error as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED';

/** One package with its scopes and ledger, asked for once the list shows it. */
function PackageWithLedger({ creditPackage }: { creditPackage: CustomerPackage }) {
  const intl = useIntl();
  const { data, error } = useCustomerPackage(creditPackage.id, intl.locale);
  return <CreditPackageCard creditPackage={creditPackage} detail={error && !data ? null : data} />;
}

/**
 * The dashboard's Guthaben (`/customer-dashboard/guthaben`): each credit package of the customer,
 * the newest first, with its hours bought, used and left, its last day or that it expired, and
 * its ledger; without packages it leads to the credit packages.
 */
export default function CreditsPage({ title }: { title: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useCustomerPackages(true);
  const content = () => {
    if (isNotVerified(error)) return <EmailNotVerified onRetry={() => void mutate()} />;
    if (error && !data) {
      return (
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
    if (data.length === 0) {
      return (
        <Stack gap="md">
          <Heading level={2} size="md">
            {intl.formatMessage(m.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.emptyText)}</Text>
          <div>
            <Link appearance="button" href={packagesHref}>
              {intl.formatMessage(m.toPackages)}
            </Link>
          </div>
        </Stack>
      );
    }
    return (
      <Stack as="ul" gap="md">
        {[...data].reverse().map((creditPackage) => (
          <li key={creditPackage.id}>
            <PackageWithLedger creditPackage={creditPackage} />
          </li>
        ))}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {content()}
    </Stack>
  );
}
