import { useIntl } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import { Text } from '@kursmarkt/ui';
import { PageFrame } from './PageFrame.tsx';

/** Replaces the page area while the configuration flags maintenance (docs/routes-and-screens.md). */
export default function MaintenancePage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(shellMessages.maintenanceTitle)}>
      <Text size="lg">{intl.formatMessage(shellMessages.maintenanceText)}</Text>
    </PageFrame>
  );
}
