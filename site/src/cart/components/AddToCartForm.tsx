import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDay } from '@kursmarkt/schemas/rules';
import { InlineMessage, Select, SpinnerButton, Stack } from '@kursmarkt/ui';
import { cartMessages as m, cartRefusalMessage } from '../messages.ts';

export type AddToCartFormProps = {
  /**
   * The date's price levels that can be booked today; the first is preselected. A level with a
   * booking deadline (an early-bird price) names it, one with a condition (a member price)
   * states it beside the choice.
   */
  priceLevels: readonly {
    id: number;
    name: string;
    priceValue: number;
    bookableUntil?: string | null;
    condition?: string | null;
  }[];
  /** Adds the date with the chosen price level; a rejection with a `code` is shown beside the button. */
  onAdd: (priceLevelId: number) => Promise<unknown>;
  /** Names the date the button adds, for screen readers (the id of its heading). */
  describedBy?: string;
  /** What the button adds, e.g. the course and its dates: its accessible name says it. */
  itemName: string;
};

/**
 * Adding a course date to the cart: the price level (when there is a choice, each with its
 * booking deadline, the chosen one's deadline and condition below it) and the spinner button
 * "In den Warenkorb"; a refusal is shown inline and the button works again.
 */
export function AddToCartForm({ priceLevels, onAdd, describedBy, itemName }: AddToCartFormProps) {
  const intl = useIntl();
  const [priceLevelId, setPriceLevelId] = useState(priceLevels[0]?.id ?? 0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  if (priceLevels.length === 0) return null;
  const euros = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const day = (iso: string) => formatDay(iso, intl.locale);
  const chosen = priceLevels.find((level) => level.id === priceLevelId) ?? priceLevels[0]!;
  const rules = [
    chosen.bookableUntil
      ? intl.formatMessage(m.levelDeadline, { date: day(chosen.bookableUntil) })
      : null,
    chosen.condition ?? null,
  ].filter((text) => text !== null);
  return (
    <Stack gap="sm">
      {priceLevels.length > 1 ? (
        <Select
          label={intl.formatMessage(m.priceLevel)}
          value={String(priceLevelId)}
          options={priceLevels.map((level) => ({
            value: String(level.id),
            label: `${
              level.bookableUntil
                ? intl.formatMessage(m.levelUntil, {
                    name: level.name,
                    date: day(level.bookableUntil),
                  })
                : level.name
            } (${euros(level.priceValue)})`,
          }))}
          help={rules.length > 0 ? rules.join(' ') : undefined}
          onChange={(event) => setPriceLevelId(Number(event.target.value))}
        />
      ) : null}
      <div>
        <SpinnerButton
          icon={undefined}
          aria-describedby={describedBy}
          aria-label={intl.formatMessage(m.addNamed, { item: itemName })}
          onClick={() => {
            setRefusal(null);
            return onAdd(priceLevelId);
          }}
          onError={(error) => {
            const code = (error as { code?: unknown } | null)?.code;
            setRefusal(typeof code === 'string' ? code : '');
          }}
        >
          {intl.formatMessage(m.add)}
        </SpinnerButton>
      </div>
      {refusal !== null ? (
        <InlineMessage id={refusalId} tone="danger">
          {intl.formatMessage(cartRefusalMessage(refusal))}
        </InlineMessage>
      ) : null}
    </Stack>
  );
}
