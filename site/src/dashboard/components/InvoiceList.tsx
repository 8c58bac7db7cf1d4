import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import type {
  BookingDocumentKind,
  CustomerInvoice,
  CustomerInvoiceStatus,
  InvoiceFormat,
} from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import {
  Badge,
  InlineMessage,
  Price,
  SpinnerButton,
  Stack,
  Text,
  token,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { invoiceMessages as m } from '../invoice-messages.ts';

/** Narrow screens scroll the table sideways; the focusable region lets the keyboard scroll it. */
const Scroller = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${token('space.sm')} ${token('space.md')} ${token('space.sm')} 0;
    border-bottom: ${token('size.borderThin')} solid ${token('color.border.subtle')};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${token('color.text.secondary')};
    font-weight: normal;
  }
  td[data-amount] {
    text-align: end;
    white-space: nowrap;
  }
`;
const NumberText = styled.span`
  white-space: nowrap;
`;
const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
`;

const kindTexts: Record<BookingDocumentKind, MessageDescriptor> = {
  INVOICE: m.kindINVOICE,
  CANCELLATION: m.kindCANCELLATION,
  FEE: m.kindFEE,
};
const statusTexts: Record<CustomerInvoiceStatus, MessageDescriptor> = {
  OPEN: m.statusOPEN,
  PAID: m.statusPAID,
  CREDITED: m.statusCREDITED,
};
const statusTones: Record<CustomerInvoiceStatus, 'accent' | 'brand' | 'neutral'> = {
  OPEN: 'accent',
  PAID: 'brand',
  CREDITED: 'neutral',
};

export type InvoiceListProps = {
  invoices: CustomerInvoice[];
  /** Loads the invoice's document and hands it to the browser; a rejection is shown. */
  onDownload: (invoice: CustomerInvoice, format: InvoiceFormat) => Promise<void>;
};

/**
 * The customer's invoices as a table, in the order given (the newest first): number, day of
 * issue, kind (a cancellation invoice names the invoice it cancels), amount (what a cancellation
 * invoice credits as a negative amount), status, and the PDF and the XML (the EN 16931 e-invoice)
 * to download.
 */
export function InvoiceList({ invoices, onDownload }: InvoiceListProps) {
  const intl = useIntl();
  const captionId = useId();
  const failedId = useId();
  const [failed, setFailed] = useState(false);
  const download = (invoice: CustomerInvoice, format: InvoiceFormat) => () => {
    setFailed(false);
    return onDownload(invoice, format);
  };
  return (
    <Stack gap="md">
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>
            <VisuallyHidden>{intl.formatMessage(m.caption)}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.number)}</th>
              <th scope="col">{intl.formatMessage(m.date)}</th>
              <th scope="col">{intl.formatMessage(m.kind)}</th>
              <th scope="col">{intl.formatMessage(m.amount)}</th>
              <th scope="col">{intl.formatMessage(m.status)}</th>
              <th scope="col">{intl.formatMessage(m.documents)}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row">
                  <NumberText>{invoice.number}</NumberText>
                </th>
                <td>{formatDay(invoice.issuedOn, intl.locale)}</td>
                <td>
                  {intl.formatMessage(kindTexts[invoice.kind])}
                  {invoice.cancels ? (
                    <Text as="span" size="sm" tone="secondary">
                      {' '}
                      {intl.formatMessage(m.cancels, { number: invoice.cancels })}
                    </Text>
                  ) : null}
                </td>
                <td data-amount="">
                  <Price
                    size="sm"
                    cents={
                      invoice.kind === 'CANCELLATION' ? -invoice.totalCents : invoice.totalCents
                    }
                  />
                </td>
                <td>
                  <Badge tone={statusTones[invoice.status]}>
                    {intl.formatMessage(statusTexts[invoice.status])}
                  </Badge>
                </td>
                <td>
                  <Downloads>
                    <SpinnerButton
                      size="sm"
                      variant="secondary"
                      aria-label={intl.formatMessage(m.pdfOf, { number: invoice.number })}
                      onClick={download(invoice, 'pdf')}
                      onError={() => setFailed(true)}
                    >
                      {intl.formatMessage(m.pdf)}
                    </SpinnerButton>
                    <SpinnerButton
                      size="sm"
                      variant="secondary"
                      aria-label={intl.formatMessage(m.xmlOf, { number: invoice.number })}
                      onClick={download(invoice, 'xml')}
                      onError={() => setFailed(true)}
                    >
                      {intl.formatMessage(m.xml)}
                    </SpinnerButton>
                  </Downloads>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {failed ? (
        <InlineMessage id={failedId} tone="danger">
          {intl.formatMessage(m.downloadFailed)}
        </InlineMessage>
      ) : null}
      <Text size="sm" tone="secondary">
        {intl.formatMessage(m.xmlNote)}
      </Text>
    </Stack>
  );
}
