import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOrderSummary, useProofUpload } from '@kursmarkt/api';
import { CheckoutFrame, WhenLoaded } from './CheckoutFrame.tsx';
import { ProofStep } from './components/ProofStep.tsx';
import { orderMessages as m } from './messages.ts';
import { nextStepPath } from './steps.ts';

function FileUploadStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useOrderSummary(true, intl.locale);
  const proofs = useProofUpload();
  return (
    <WhenLoaded state={summary}>
      {(data) => (
        <ProofStep
          summary={data}
          {...proofs}
          onNext={() => void navigate(nextStepPath('fileUpload', data))}
        />
      )}
    </WhenLoaded>
  );
}

/** `/order/file-upload`: the proofs the checkout's courses ask for. */
export default function OrderFileUploadPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.fileUploadTitle)} step="fileUpload">
      <FileUploadStep />
    </CheckoutFrame>
  );
}
