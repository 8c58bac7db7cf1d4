import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../client.ts';
import type { ApiRequestError } from '../errors.ts';

/*
 * The parts of the checkout's hooks (checkout.ts) kept apart: the Idempotency-Key of placing an
 * order and the progress of a proof's upload.
 */

/**
 * A definite refusal (4xx) says nothing was placed, so the next press is a new attempt; after no
 * answer or a 5xx the order may exist, and the next press must repeat the same attempt.
 */
const endsAttempt = (error: ApiRequestError) =>
  error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_KEY_IN_USE';

/**
 * One `Idempotency-Key` per attempt: `attempt(send)` calls `send(key)` with the attempt's key,
 * the same again after a network error, a 5xx or a success (a press after the order was placed
 * gets that order back), a new one after a refusal.
 */
export function useIdempotentAttempt() {
  const attemptKey = useRef<string | null>(null);
  return useCallback(async <T>(send: (idempotencyKey: string) => Promise<T>) => {
    attemptKey.current ??= newIdempotencyKey();
    try {
      return await send(attemptKey.current);
    } catch (error) {
      if (endsAttempt(error as ApiRequestError)) attemptKey.current = null;
      throw error;
    }
  }, []);
}

/** Which upload is under way and how far (0 to 1). */
type UploadProgress = { positionId: string; share: number };

/**
 * The state of proof uploads: `upload(positionId, file)` runs `send` with a progress callback,
 * then `after`; `progress` follows the upload under way, `error` is the last refusal with the
 * position it belongs to.
 */
export function useUploadProgress<T>(
  send: (
    positionId: string,
    file: File,
    onProgress: (sent: number, total: number) => void,
  ) => Promise<T>,
  after: () => Promise<unknown>,
) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<{ positionId: string; error: ApiRequestError } | null>(null);
  const upload = useCallback(
    async (positionId: string, file: File) => {
      setError(null);
      setProgress({ positionId, share: 0 });
      try {
        const proof = await send(positionId, file, (sent, total) =>
          setProgress({ positionId, share: total > 0 ? sent / total : 0 }),
        );
        await after();
        return proof;
      } catch (caught) {
        setError({ positionId, error: caught as ApiRequestError });
        throw caught;
      } finally {
        setProgress(null);
      }
    },
    [send, after],
  );
  return { upload, progress, error };
}

/** A proof's multipart body: the position it belongs to, then the file. */
export const proofForm = (positionId: string, file: File) => {
  const form = new FormData();
  form.append('positionId', positionId);
  form.append('file', file);
  return form;
};
