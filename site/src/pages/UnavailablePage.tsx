import { useIntl } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import { Link, Text } from '@kursmarkt/ui';
import { PageFrame } from './PageFrame.tsx';

/** What a route of the spec shows while its capability is not part of this release. */
export default function UnavailablePage() {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(shellMessages.unavailableTitle)}>
      <Text>{intl.formatMessage(shellMessages.unavailableText)}</Text>
      <div>
        <Link href="/" appearance="button">
          {intl.formatMessage(shellMessages.notFoundHome)}
        </Link>
      </div>
    </PageFrame>
  );
}
