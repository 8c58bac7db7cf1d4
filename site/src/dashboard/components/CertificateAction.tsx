import { useIntl } from 'react-intl';
import type { Booking } from '@kursmarkt/schemas';
import { Badge, SpinnerButton } from '@kursmarkt/ui';
import { certificateMessages as m } from '../certificate-messages.ts';

export type CertificateActionProps = {
  certificate: NonNullable<Booking['certificate']>;
  /** Loads the certificate `id` as PDF and hands it to the browser; a rejection is shown. */
  onDownload: (id: string) => Promise<void>;
  onError: () => void;
};

/**
 * A booking's certificate of attendance: "Bescheinigung (PDF)" to download while it is valid,
 * "Bescheinigung widerrufen" once it was revoked.
 */
export function CertificateAction({ certificate, onDownload, onError }: CertificateActionProps) {
  const intl = useIntl();
  if (certificate.status !== 'VALID') {
    return <Badge tone="neutral">{intl.formatMessage(m.revoked)}</Badge>;
  }
  return (
    <SpinnerButton variant="secondary" onClick={() => onDownload(certificate.id)} onError={onError}>
      {intl.formatMessage(m.download)}
    </SpinnerButton>
  );
}
