import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CancellationQuote } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import styled from 'styled-components';
import { Alert, Checkbox, SpinnerButton, Stack, Text, token } from '@kursmarkt/ui';
import { afterOrderMessages as m } from '../messages.ts';

export type CancellationFormProps = {
  /** What cancelling would cost today, per position. */
  quote: CancellationQuote;
  /** Cancels the chosen positions; its promise's rejection shows the failure. */
  onCancel: (positionIds: string[]) => Promise<unknown>;
};

const Positions = styled.ul`
  display: grid;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const notCancellable = {
  CANCELLED: m.notCancellableCANCELLED,
  STARTED: m.notCancellableSTARTED,
  PACKAGE: m.notCancellablePACKAGE,
} as const;

/**
 * The positions of an order with what cancelling each costs today under its organizer's terms
 * (free until a day, then the fee); the customer chooses and confirms.
 */
export function CancellationForm({ quote, onCancel }: CancellationFormProps) {
  const intl = useIntl();
  const open = quote.positions.filter((position) => position.notCancellable === null);
  const [chosen, setChosen] = useState<string[]>(open.map((position) => position.id));
  const [problem, setProblem] = useState<'nothing' | 'failed' | null>(null);
  const amount = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const day = (iso: string) => formatDay(iso, intl.locale);

  return (
    <Stack gap="md">
      <Text as="p">{intl.formatMessage(m.cancelIntro)}</Text>
      <Positions>
        {quote.positions.map((position) => {
          const terms =
            position.notCancellable !== null
              ? intl.formatMessage(notCancellable[position.notCancellable])
              : [
                  position.feeValue > 0
                    ? intl.formatMessage(m.fee, { amount: amount(position.feeValue) })
                    : intl.formatMessage(m.noFee),
                  position.freeUntil && position.feeValue === 0
                    ? intl.formatMessage(m.freeUntil, { date: day(position.freeUntil) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(', ');
          const label = `${position.name}${position.startDate ? `, ${day(position.startDate)}` : ''} (${amount(position.paidValue)})`;
          return (
            <li key={position.id}>
              <Checkbox
                id={`cancel-${position.id}`}
                label={label}
                help={terms}
                disabled={position.notCancellable !== null}
                checked={chosen.includes(position.id)}
                onChange={(event) => {
                  setProblem(null);
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, position.id]
                      : current.filter((id) => id !== position.id),
                  );
                }}
              />
            </li>
          );
        })}
      </Positions>
      {problem ? (
        <Alert tone="danger">
          {intl.formatMessage(
            problem === 'nothing' ? m.cancelNothingChosen : m.cancelNotCancellable,
          )}
        </Alert>
      ) : null}
      {open.length > 0 ? (
        <div>
          <SpinnerButton
            onClick={async () => {
              if (chosen.length === 0) {
                setProblem('nothing');
                return;
              }
              await onCancel(chosen);
            }}
            onError={() => setProblem('failed')}
          >
            {intl.formatMessage(m.cancelSubmit)}
          </SpinnerButton>
        </div>
      ) : null}
    </Stack>
  );
}
