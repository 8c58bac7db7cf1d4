import { useIntl } from 'react-intl';
import { useWithdrawalMutation } from '@kursmarkt/api';
import { PageFrame } from '../pages/PageFrame.tsx';
import { WithdrawalForm } from './components/WithdrawalForm.tsx';
import { afterOrderMessages as m } from './messages.ts';

/** `/widerruf`: a consumer withdraws from an order without signing in (§ 356a BGB). */
export default function WithdrawalPage() {
  const intl = useIntl();
  const withdraw = useWithdrawalMutation();
  return (
    <PageFrame title={intl.formatMessage(m.withdrawTitle)}>
      <WithdrawalForm onWithdraw={(input) => withdraw.trigger(input)} />
    </PageFrame>
  );
}
