import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGuestProofUpload, useGuestSummary, type GuestCredentials } from '@kursmarkt/api';
import { WhenLoaded } from '../order/CheckoutFrame.tsx';
import { ProofStep } from '../order/components/ProofStep.tsx';
import { orderMessages as m } from '../order/messages.ts';
import { nextStepPath } from '../order/steps.ts';
import { GuestCheckoutFrame } from './GuestCheckoutFrame.tsx';
import { guestCheckoutPaths } from './guest-paths.ts';

function FileUploadStep({ guest }: { guest: GuestCredentials }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useGuestSummary(guest, intl.locale);
  const proofs = useGuestProofUpload(guest);
  return (
    <WhenLoaded state={summary}>
      {(data) => (
        <ProofStep
          summary={data}
          {...proofs}
          onNext={() => void navigate(nextStepPath('fileUpload', data, guestCheckoutPaths))}
        />
      )}
    </WhenLoaded>
  );
}

/** `/guest-order/file-upload`: the proofs the guest's courses ask for. */
export default function GuestFileUploadPage() {
  const intl = useIntl();
  return (
    <GuestCheckoutFrame title={intl.formatMessage(m.fileUploadTitle)} step="fileUpload">
      {(guest) => <FileUploadStep guest={guest} />}
    </GuestCheckoutFrame>
  );
}
