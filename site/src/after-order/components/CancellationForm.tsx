import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CancellationQuote } from '@kursmarkt/schemas';
import { formatDay } from '@kursmarkt/schemas/rules';
import styled from 'styled-components';
import { Alert, Button, Checkbox, Dialog, SpinnerButton, Stack, Text, token } from '@kursmarkt/ui';
import { cancellationMoney } from '../cancellation-money.ts';
import { afterOrderMessages as m } from '../messages.ts';
import { moneySentence } from './money-sentence.ts';

export type CancellationFormProps = {
  /** What cancelling would cost today, per position. */
  quote: CancellationQuote;
  /** Cancels the chosen positions; its promise's rejection shows the failure. */
  onCancel: (positionIds: string[]) => Promise<unknown>;
  /** The way on when nothing is left to cancel, e.g. a link to the customer's courses. */
  onward: ReactNode;
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
 * (free until a day, then the fee); the customer chooses, and a dialog names the chosen courses
 * and what it means for the money (nothing to pay, a refund, a fee) before it cancels. When
 * nothing is left to cancel, it says why and shows the way on instead.
 */
export function CancellationForm({ quote, onCancel, onward }: CancellationFormProps) {
  const intl = useIntl();
  const open = quote.positions.filter((position) => position.notCancellable === null);
  const [chosen, setChosen] = useState<string[]>(open.map((position) => position.id));
  const [problem, setProblem] = useState<'nothing' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const amount = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const day = (iso: string) => formatDay(iso, intl.locale);
  const nameOf = (position: CancellationQuote['positions'][number]) =>
    `${position.name}${position.startDate ? `, ${day(position.startDate)}` : ''}`;

  if (open.length === 0) {
    const started = quote.positions.some((position) => position.notCancellable === 'STARTED');
    return (
      <Stack gap="md">
        <Alert tone="info">
          {intl.formatMessage(started ? m.nothingOpenSTARTED : m.nothingOpen)}
        </Alert>
        <Positions>
          {quote.positions.map((position) => (
            <li key={position.id}>
              <Text as="span">{nameOf(position)}</Text>
              {position.notCancellable !== null ? (
                <Text as="span" tone="secondary">
                  {`: ${intl.formatMessage(notCancellable[position.notCancellable])}`}
                </Text>
              ) : null}
            </li>
          ))}
        </Positions>
        <div>{onward}</div>
      </Stack>
    );
  }

  const picked = open.filter((position) => chosen.includes(position.id));
  const money = cancellationMoney(
    quote.paid,
    picked.reduce((sum, position) => sum + position.paidValue, 0),
    picked.reduce((sum, position) => sum + position.feeValue, 0),
  );

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
          const label = `${nameOf(position)} (${amount(position.paidValue)})`;
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
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.cancelConfirmTitle)}
        description={intl.formatMessage(m.cancelConfirmIntro)}
        trigger={
          <Button
            onClick={(event) => {
              if (picked.length > 0) return;
              event.preventDefault();
              setProblem('nothing');
            }}
          >
            {intl.formatMessage(m.cancelSubmit)}
          </Button>
        }
        footer={
          <>
            <Dialog.Close>
              <Button variant="secondary">{intl.formatMessage(m.cancelKeep)}</Button>
            </Dialog.Close>
            <SpinnerButton
              onClick={async () => {
                setProblem(null);
                await onCancel(picked.map((position) => position.id));
              }}
              onError={() => {
                setConfirming(false);
                setProblem('failed');
              }}
            >
              {intl.formatMessage(m.cancelConfirm)}
            </SpinnerButton>
          </>
        }
      >
        <Stack gap="sm">
          <Positions>
            {picked.map((position) => (
              <li key={position.id}>{nameOf(position)}</li>
            ))}
          </Positions>
          <Text as="p">{moneySentence(intl, money)}</Text>
        </Stack>
      </Dialog>
    </Stack>
  );
}
