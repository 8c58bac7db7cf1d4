import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOrderSummary, useProofUpload } from '@kursmarkt/api';
import { Alert, Button, Stack, Text } from '@kursmarkt/ui';
import { CheckoutFrame, CheckoutLoadFailed, CheckoutLoading } from './CheckoutFrame.tsx';
import { ProofUpload } from './components/ProofUpload.tsx';
import { orderErrorMessage, orderMessages as m } from './messages.ts';
import { nextStepPath } from './steps.ts';

/** The code of an upload's refusal: the field's (file too large, wrong type) or the call's. */
const refusalCode = (error: { code: string; details: { code: string }[] }) =>
  error.details[0]?.code ?? error.code;

function FileUploadStep() {
  const intl = useIntl();
  const navigate = useNavigate();
  const summary = useOrderSummary(true, intl.locale);
  const { upload, progress, error } = useProofUpload();
  const [missing, setMissing] = useState(false);

  if (summary.error && !summary.data) {
    return <CheckoutLoadFailed error={summary.error} onRetry={() => void summary.mutate()} />;
  }
  if (!summary.data) return <CheckoutLoading />;
  const data = summary.data;
  const needProof = data.positions.filter((position) => position.proofRequired);

  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(m.proofIntro)}</Text>
      {needProof.map((position) => (
        <ProofUpload
          key={position.id}
          courseName={position.name}
          hint={position.proofHint}
          uploadedName={position.proof?.originalName ?? null}
          progress={progress?.positionId === position.id ? progress.share : null}
          errorCode={error?.positionId === position.id ? refusalCode(error.error) : null}
          onUpload={async (file) => {
            await upload(position.id, file);
            setMissing(false);
          }}
        />
      ))}
      {missing && data.missingProofs.length > 0 ? (
        <Alert tone="warning">{intl.formatMessage(orderErrorMessage('PROOF_MISSING'))}</Alert>
      ) : null}
      <div>
        <Button
          onClick={() => {
            if (data.missingProofs.length > 0) setMissing(true);
            else void navigate(nextStepPath('fileUpload', data));
          }}
        >
          {intl.formatMessage(m.next)}
        </Button>
      </div>
    </Stack>
  );
}

/** `/order/file-upload`: the proofs the checkout's courses ask for. */
export default function OrderFileUploadPage() {
  const intl = useIntl();
  return (
    <CheckoutFrame title={intl.formatMessage(m.fileUploadTitle)}>
      <FileUploadStep />
    </CheckoutFrame>
  );
}
