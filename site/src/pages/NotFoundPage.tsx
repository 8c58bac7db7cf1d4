import { useIntl } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import { Link, Text } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { PageFrame } from './PageFrame.tsx';

/** The 404 page with its two texts and the way home (docs/routes-and-screens.md). */
export default function NotFoundPage() {
  const intl = useIntl();
  const { homeHref } = useDomain();
  return (
    <PageFrame title={intl.formatMessage(shellMessages.notFoundTitle)}>
      <Text size="lg">{intl.formatMessage(shellMessages.notFoundText)}</Text>
      <div>
        <Link href={homeHref} appearance="button">
          {intl.formatMessage(shellMessages.notFoundHome)}
        </Link>
      </div>
    </PageFrame>
  );
}
