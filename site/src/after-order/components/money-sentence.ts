import type { IntlShape } from 'react-intl';
import type { CancellationMoney } from '../cancellation-money.ts';
import { afterOrderMessages as m } from '../messages.ts';

/** The money of a cancellation as one plain sentence: nothing to pay, a refund, or a fee. */
export function moneySentence(intl: IntlShape, money: CancellationMoney): string {
  const amount = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  switch (money.kind) {
    case 'nothing':
      return intl.formatMessage(m.moneyNothing);
    case 'fee':
      return intl.formatMessage(m.moneyFee, { fee: amount(money.fee) });
    case 'refund':
      return money.fee > 0
        ? intl.formatMessage(m.moneyRefundLessFee, {
            refund: amount(money.refund),
            fee: amount(money.fee),
          })
        : intl.formatMessage(m.moneyRefund, { refund: amount(money.refund) });
    case 'feeKept':
      return intl.formatMessage(m.moneyFeeKept, { fee: amount(money.fee) });
  }
}
