import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderPositionTicket } from '@kursmarkt/schemas';
import { Alert, Button, Dialog, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { dashboardMessages as m } from '../messages.ts';

const Code = styled.img`
  display: block;
  width: min(100%, 16rem);
  height: auto;
  margin-inline: auto;
`;
const TicketCode = styled.code`
  overflow-wrap: anywhere;
`;

export type TicketDialogProps = {
  /** The booked course's name, for the dialog's title. */
  course: string;
  /** Loads the ticket (GET /api/order/position/{id}/ticket); rejects with the request's failure. */
  onLoad: () => Promise<OrderPositionTicket>;
};

/**
 * "Ticket": a button that opens the booked course's ticket, its QR code for the door scan and
 * its code as text, loaded when the dialog opens.
 */
export function TicketDialog({ course, onLoad }: TicketDialogProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [ticket, setTicket] = useState<OrderPositionTicket | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setFailed(false);
    onLoad().then(setTicket, () => setFailed(true));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && !ticket) load();
      }}
      title={intl.formatMessage(m.ticketTitle, { course })}
      description={intl.formatMessage(m.ticketDescription)}
      trigger={<Button variant="secondary">{intl.formatMessage(m.ticketOpen)}</Button>}
      footer={
        <Dialog.Close>
          <Button>{intl.formatMessage(m.ticketClose)}</Button>
        </Dialog.Close>
      }
    >
      {failed ? (
        <Alert tone="danger">{intl.formatMessage(m.ticketFailed)}</Alert>
      ) : ticket ? (
        <Stack gap="sm">
          <Code
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qrSvg)}`}
            alt={intl.formatMessage(m.ticketQr)}
          />
          <Text>
            {intl.formatMessage(m.ticketCode)}: <TicketCode>{ticket.ticketCode}</TicketCode>
          </Text>
        </Stack>
      ) : (
        <Skeleton height="size.dialog" />
      )}
    </Dialog>
  );
}
