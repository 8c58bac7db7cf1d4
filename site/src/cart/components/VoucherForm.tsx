import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { VoucherRefusal } from '@kursmarkt/schemas/rules';
import { Button, InlineMessage, SpinnerButton, Stack, Text, TextField, token } from '@kursmarkt/ui';
import { cartMessages as m, voucherRefusalMessage } from '../messages.ts';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.sm')};
`;

const codePattern = /^[A-Za-z0-9_-]{1,40}$/;

export type VoucherFormProps = {
  /** The code that applies to the cart, if any. */
  appliedCode: string | null;
  /** The last code that does not apply, with the reason. */
  rejected: { code: string; reason: VoucherRefusal } | null;
  /** A valid code that discounts nothing now. @default false */
  unused?: boolean;
  /** The guest's cart: the code is kept and checked at sign-in or in the checkout. @default false */
  guest?: boolean;
  /** Enters a code; resolves when the cart has answered. */
  onApply: (code: string) => Promise<unknown>;
  /** Takes the applied code out. */
  onRemove: (code: string) => Promise<unknown>;
};

/** The voucher field of the cart: enter a code, see why one was refused, remove the one that applies. */
export function VoucherForm({
  appliedCode,
  rejected,
  unused = false,
  guest = false,
  onApply,
  onRemove,
}: VoucherFormProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const unusedId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!codePattern.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    onApply(trimmed)
      .then(() => setCode(''))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="sm">
      <Row onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage(m.voucher)}
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          error={
            invalid
              ? intl.formatMessage(m.voucherInvalid)
              : rejected
                ? `${rejected.code}: ${intl.formatMessage(voucherRefusalMessage(rejected.reason))}`
                : undefined
          }
          help={guest ? intl.formatMessage(m.voucherGuestHint) : undefined}
        />
        <SpinnerButton type="submit" variant="secondary" loading={busy}>
          {intl.formatMessage(m.voucherApply)}
        </SpinnerButton>
      </Row>
      {appliedCode ? (
        <Stack gap="xs">
          <Text>
            <Text as="strong">{appliedCode}</Text>
          </Text>
          {unused ? (
            <InlineMessage id={unusedId} tone="info">
              {intl.formatMessage(m.voucherUnused)}
            </InlineMessage>
          ) : null}
          <div>
            <Button
              size="sm"
              variant="tertiary"
              onClick={() => void onRemove(appliedCode).catch(() => undefined)}
            >
              {intl.formatMessage(m.voucherRemove)}
            </Button>
          </div>
        </Stack>
      ) : null}
    </Stack>
  );
}
