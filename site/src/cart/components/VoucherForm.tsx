import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { voucherFormSchema, type VoucherForm as Fields } from '@kursmarkt/schemas/forms';
import type { VoucherRefusal } from '@kursmarkt/schemas/rules';
import {
  Button,
  InlineMessage,
  Price,
  SpinnerButton,
  Stack,
  Text,
  TextField,
  token,
} from '@kursmarkt/ui';
import { cartMessages as m, voucherRefusalMessage } from '../messages.ts';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.sm')};
`;

/** A code that does not apply, and why. */
export type VoucherRejection = { code: string; reason: VoucherRefusal };

export type VoucherFormProps = {
  /** The code the cart keeps, if any: applied, unused or refused. */
  storedCode: string | null;
  /** What the kept code takes off the cart, in cents, when it applies. */
  discountCents?: number;
  /** The kept code is valid but discounts nothing now. @default false */
  unused?: boolean;
  /** Why the kept code does not apply (any more), if it does not. */
  rejected: VoucherRejection | null;
  /** Checks and enters a code; resolves with its refusal, or null when the cart keeps it. */
  onApply: (code: string) => Promise<VoucherRejection | null>;
  /** Takes the kept code out. */
  onRemove: (code: string) => Promise<unknown>;
};

/**
 * The voucher field of the cart: enter a code and learn at once whether it applies (and what it
 * takes off) or why not; a kept code that no longer applies says why and can be removed.
 */
export function VoucherForm({
  storedCode,
  discountCents = 0,
  unused = false,
  rejected,
  onApply,
  onRemove,
}: VoucherFormProps) {
  const intl = useIntl();
  const [refused, setRefused] = useState<VoucherRejection | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const storedId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({ resolver: zodResolver(voucherFormSchema), defaultValues: { code: '' } });

  // A code of the wrong form is refused by the shared rule, before the cart is asked.
  const submit = handleSubmit(
    async ({ code }) => {
      setRemoved(null);
      const refusal = await onApply(code).catch(() => undefined);
      if (refusal === undefined) return;
      setRefused(refusal);
      if (!refusal) reset();
    },
    () => {
      setRemoved(null);
      setRefused(null);
    },
  );

  const remove = (kept: string) => {
    onRemove(kept)
      .then(() => setRemoved(kept))
      .catch(() => undefined);
  };

  const storedRefusal = storedCode && rejected?.code === storedCode ? rejected : null;

  return (
    <Stack gap="sm">
      <Row onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={intl.formatMessage(m.voucher)}
          autoComplete="off"
          error={
            errors.code
              ? intl.formatMessage(m.voucherInvalid)
              : refused
                ? `${refused.code}: ${intl.formatMessage(voucherRefusalMessage(refused.reason))}`
                : undefined
          }
          {...register('code')}
        />
        <SpinnerButton type="submit" variant="secondary" loading={isSubmitting}>
          {intl.formatMessage(m.voucherApply)}
        </SpinnerButton>
      </Row>
      {/* A live region: the verdict on a code entered, or its removal, is read out as it appears. */}
      <div role="status">
        {storedCode ? (
          storedRefusal ? (
            <InlineMessage id={storedId} tone="danger">
              {`${storedRefusal.code}: ${intl.formatMessage(voucherRefusalMessage(storedRefusal.reason))}`}
            </InlineMessage>
          ) : unused ? (
            <InlineMessage id={storedId} tone="info">
              {intl.formatMessage(m.voucherUnusedCode, { code: storedCode })}
            </InlineMessage>
          ) : (
            <InlineMessage id={storedId} tone="success">
              {intl.formatMessage(m.voucherApplied, { code: storedCode })}{' '}
              <Price size="sm" cents={discountCents} />
            </InlineMessage>
          )
        ) : removed ? (
          <Text>{intl.formatMessage(m.voucherRemovedNotice, { code: removed })}</Text>
        ) : null}
      </div>
      {storedCode ? (
        <div>
          <Button
            size="sm"
            variant="tertiary"
            aria-describedby={storedId}
            onClick={() => remove(storedCode)}
          >
            {intl.formatMessage(m.voucherRemoveCode, { code: storedCode })}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
