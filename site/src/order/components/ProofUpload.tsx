import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Card, Heading, InlineMessage, SpinnerButton, Stack, Text, token } from '@kursmarkt/ui';
import { orderMessages as m } from '../messages.ts';

/** The files a proof may be, as the server checks them (by their first bytes). */
const proofTypes = ['application/pdf', 'image/jpeg', 'image/png'];
/** 10 MB, the server's limit. */
const maxProofBytes = 10 * 1024 * 1024;

const Progress = styled.progress`
  inline-size: 100%;
  block-size: ${token('space.sm')};
  accent-color: ${token('color.brand.primary')};
`;

const FileInput = styled.input`
  font: inherit;
  max-inline-size: 100%;
`;

export type ProofUploadProps = {
  /** The course the proof is for. */
  courseName: string;
  /** What the proof must show, from the course. */
  hint: string | null;
  /** The file uploaded so far, if any. */
  uploadedName: string | null;
  /** The share of the upload under way (0 to 1); null when none is. */
  progress: number | null;
  /** The code of the last refusal of an upload for this position, if any. */
  errorCode: string | null;
  /** Uploads the file; the component has checked its type and size. */
  onUpload: (file: File) => Promise<unknown>;
};

const refusalMessage = (code: string): MessageDescriptor =>
  code === 'FILE_TOO_LARGE' || code === 'PAYLOAD_TOO_LARGE'
    ? m.proofTooLarge
    : code === 'FILE_TYPE_NOT_ALLOWED' || code === 'UNSUPPORTED_MEDIA_TYPE'
      ? m.proofWrongType
      : m.proofFailed;

/**
 * The proof of one course position (docs/booking.md, proofs: PDF, JPEG or PNG up to 10 MB): what it must
 * show, the file chosen, a progress bar while it uploads, the uploaded file's name, and a
 * refusal beside the field.
 */
export function ProofUpload({
  courseName,
  hint,
  uploadedName,
  progress,
  errorCode,
  onUpload,
}: ProofUploadProps) {
  const intl = useIntl();
  const inputId = useId();
  const messageId = useId();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const shown = problem ?? (errorCode ? refusalMessage(errorCode) : null);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem(
      chosen === null
        ? null
        : !proofTypes.includes(chosen.type)
          ? m.proofWrongType
          : chosen.size > maxProofBytes
            ? m.proofTooLarge
            : null,
    );
  };

  const upload = () => {
    if (!file) {
      setProblem(m.proofChooseFirst);
      return undefined;
    }
    if (problem) return undefined;
    // A refusal is shown from `errorCode`; the button is usable again.
    return onUpload(file).catch(() => undefined);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="sm">
          <Heading level={2} size="md" id={headingId}>
            {intl.formatMessage(m.proofOf, { name: courseName })}
          </Heading>
          {hint ? <Text>{hint}</Text> : null}
          <label htmlFor={inputId}>{intl.formatMessage(m.proofFile)}</label>
          <FileInput
            id={inputId}
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? messageId : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {progress !== null ? (
            <Progress
              aria-label={intl.formatMessage(m.proofProgress)}
              max={100}
              value={Math.round(progress * 100)}
            >
              {intl.formatMessage(m.proofPercent, { percent: Math.round(progress * 100) })}
            </Progress>
          ) : null}
          {shown ? (
            <InlineMessage tone="danger" id={messageId}>
              {intl.formatMessage(shown)}
            </InlineMessage>
          ) : null}
          <Text tone="secondary">
            {uploadedName
              ? intl.formatMessage(m.proofUploaded, { file: uploadedName })
              : intl.formatMessage(m.proofMissing)}
          </Text>
          <div>
            <SpinnerButton variant="secondary" onClick={upload}>
              {intl.formatMessage(m.proofUpload)}
            </SpinnerButton>
          </div>
        </Stack>
      </Card.Body>
    </Card>
  );
}
