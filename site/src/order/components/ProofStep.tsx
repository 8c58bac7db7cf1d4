import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { OrderSummary } from '@kursmarkt/schemas';
import { Alert, Button, Stack, Text } from '@kursmarkt/ui';
import { orderErrorMessage, orderMessages as m } from '../messages.ts';
import { ProofUpload } from './ProofUpload.tsx';

type Refusal = { code: string; details: { code: string }[] };

/** The code of an upload's refusal: the field's (file too large, wrong type) or the call's. */
const refusalCode = (error: Refusal) => error.details[0]?.code ?? error.code;

export type ProofStepProps = {
  /** The checkout's summary: its positions, which ask for a proof, which still lack one. */
  summary: OrderSummary;
  /** The upload under way: which position and how far (0 to 1). */
  progress: { positionId: string; share: number } | null;
  /** The last refusal with the position it belongs to. */
  error: { positionId: string; error: Refusal } | null;
  /** Uploads a position's proof; resolves when the summary knows it. */
  upload: (positionId: string, file: File) => Promise<unknown>;
  /** Goes on once no proof is missing. */
  onNext: () => void;
};

/** The proof upload step of a checkout: one upload per course that asks for a proof. */
export function ProofStep({ summary, progress, error, upload, onNext }: ProofStepProps) {
  const intl = useIntl();
  const [missing, setMissing] = useState(false);
  const needProof = summary.positions.filter((position) => position.proofRequired);

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
      {missing && summary.missingProofs.length > 0 ? (
        <Alert tone="warning">{intl.formatMessage(orderErrorMessage('PROOF_MISSING'))}</Alert>
      ) : null}
      <div>
        <Button
          onClick={() => {
            if (summary.missingProofs.length > 0) setMissing(true);
            else onNext();
          }}
        >
          {intl.formatMessage(m.next)}
        </Button>
      </div>
    </Stack>
  );
}
