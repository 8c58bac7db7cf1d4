import { useIntl } from 'react-intl';
import { useWithdrawalMutation } from '@kursmarkt/api';
import { PageFrame } from '../pages/PageFrame.tsx';
import { useSearchParams } from 'react-router-dom';
import { WithdrawalForm } from './components/WithdrawalForm.tsx';
import { afterOrderMessages as m } from './messages.ts';
import { withdrawalOrderParameter } from './withdraw-link.ts';

/**
 * `/widerruf`: a consumer withdraws from an order without signing in (§ 356a BGB); the
 * cancellation page's offer fills in the order number (`?bestellung=`).
 */
export default function WithdrawalPage() {
  const intl = useIntl();
  const withdraw = useWithdrawalMutation();
  const [params] = useSearchParams();
  return (
    <PageFrame title={intl.formatMessage(m.withdrawTitle)}>
      <WithdrawalForm
        orderNumber={params.get(withdrawalOrderParameter) ?? ''}
        onWithdraw={(input) => withdraw.trigger(input)}
      />
    </PageFrame>
  );
}
