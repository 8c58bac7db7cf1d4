import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCheckoutProofUpload, useCheckoutSummary } from '@kursmarkt/api';
import { CheckoutFrame, WhenLoaded, type Checkout } from './CheckoutFrame.tsx';
import { ProofStep } from './components/ProofStep.tsx';
import { orderMessages as m } from './messages.ts';
import { nextStepPath, type CheckoutKind } from './steps.ts';

function FileUploadStep({ identity, routes }: Checkout) {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useCheckoutSummary(identity, intl.locale);
  const proofs = useCheckoutProofUpload(identity);
  return (
    <WhenLoaded state={summary}>
      {(data) => (
        <ProofStep
          summary={data}
          {...proofs}
          onNext={() => void navigate(nextStepPath('fileUpload', data, routes.steps))}
        />
      )}
    </WhenLoaded>
  );
}

/** `/order/file-upload` and `/guest-order/file-upload`: the proofs the checkout's courses ask for. */
export default function FileUploadPage({ kind }: { kind: CheckoutKind }) {
  const intl = useIntl();
  return (
    <CheckoutFrame kind={kind} title={intl.formatMessage(m.fileUploadTitle)} step="fileUpload">
      {(checkout) => <FileUploadStep {...checkout} />}
    </CheckoutFrame>
  );
}
