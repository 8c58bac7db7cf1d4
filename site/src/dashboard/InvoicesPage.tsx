import { useIntl } from 'react-intl';
import { useCustomerInvoices, useInvoiceDownload, type ApiRequestError } from '@kursmarkt/api';
import type { CustomerInvoice, InvoiceFormat } from '@kursmarkt/schemas';
import { Alert, Button, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { save } from '../order/save-file.ts';
import { EmailNotVerified } from '../session/EmailNotVerified.tsx';
import { useSession } from '../session/use-session.ts';
import { InvoiceList } from './components/InvoiceList.tsx';
import { invoiceMessages as m } from './invoice-messages.ts';

const isNotVerified = (error: ApiRequestError | undefined) =>
  (error as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED';

/**
 * "Rechnungen": every invoice, cancellation invoice and fee invoice of the customer, the newest
 * first, each as PDF and as XML to download; without invoices the page leads to the search.
 */
export default function InvoicesPage() {
  const intl = useIntl();
  const session = useSession();
  const customerId = session.status === 'signedIn' ? (session.user.customerId ?? null) : null;
  const invoices = useCustomerInvoices(customerId);
  const { trigger } = useInvoiceDownload();
  const download = async ({ id, number }: CustomerInvoice, format: InvoiceFormat) =>
    save(await trigger({ id, format }), `${number}.${format}`);

  const content = () => {
    if (isNotVerified(invoices.error)) {
      return <EmailNotVerified onRetry={() => void invoices.mutate()} />;
    }
    if (session.status !== 'signedIn') return <Skeleton height="size.dialog" />;
    if (invoices.error || customerId === null) {
      return (
        <Alert tone="danger">
          <Stack gap="sm">
            <span>{intl.formatMessage(m.failed)}</span>
            <div>
              <Button size="sm" variant="secondary" onClick={() => void invoices.mutate()}>
                {intl.formatMessage(m.retry)}
              </Button>
            </div>
          </Stack>
        </Alert>
      );
    }
    if (!invoices.data) return <Skeleton height="size.dialog" />;
    if (invoices.data.length === 0) {
      return (
        <Stack gap="md">
          <Text>{intl.formatMessage(m.empty)}</Text>
          <Text>{intl.formatMessage(m.emptyText)}</Text>
          <div>
            <Link appearance="button" href="/search">
              {intl.formatMessage(m.find)}
            </Link>
          </div>
        </Stack>
      );
    }
    return <InvoiceList invoices={invoices.data} onDownload={download} />;
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{intl.formatMessage(m.page)}</Heading>
      {content()}
    </Stack>
  );
}
