import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { InvoiceFormat } from '@kursmarkt/schemas';
import { Card, Heading, InlineMessage, SpinnerButton, Stack, Text, token } from '@kursmarkt/ui';
import { orderMessages as m } from '../messages.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export type InvoiceDownloadsProps = {
  /** Loads the invoice as `format` and hands it to the browser; a rejection is shown. */
  onDownload: (format: InvoiceFormat) => Promise<void>;
};

/**
 * The invoice of an order to download: the PDF (a ZUGFeRD / Factur-X e-invoice) and its XML
 * alone for accounting software. A button shows a spinner while its document loads; a failure is
 * said beside the buttons, which can be pressed again.
 */
export function InvoiceDownloads({ onDownload }: InvoiceDownloadsProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const download = (format: InvoiceFormat) => {
    setFailed(false);
    return onDownload(format);
  };
  return (
    <Card as="section" aria-labelledby="invoice-heading">
      <Card.Body>
        <Stack gap="sm">
          <Heading level={2} size="md" id="invoice-heading">
            {intl.formatMessage(m.invoiceTitle)}
          </Heading>
          <Text as="p">{intl.formatMessage(m.invoiceHint)}</Text>
          <Actions>
            <SpinnerButton onClick={() => download('pdf')} onError={() => setFailed(true)}>
              {intl.formatMessage(m.invoicePdf)}
            </SpinnerButton>
            <SpinnerButton
              variant="secondary"
              onClick={() => download('xml')}
              onError={() => setFailed(true)}
            >
              {intl.formatMessage(m.invoiceXml)}
            </SpinnerButton>
          </Actions>
          {failed ? (
            <InlineMessage id="invoice-download-failed" tone="danger">
              {intl.formatMessage(m.invoiceFailed)}
            </InlineMessage>
          ) : null}
        </Stack>
      </Card.Body>
    </Card>
  );
}
