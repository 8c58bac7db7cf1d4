import { useIntl } from 'react-intl';
import { useContent } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import type { ContentKey } from '@kursmarkt/schemas';
import { Alert, Skeleton, Stack } from '@kursmarkt/ui';
import { PageFrame } from './PageFrame.tsx';
import { RichText } from './RichText.tsx';

/** The body of a content page, loaded in the page's language. */
export function ContentBody({ contentKey }: { contentKey: ContentKey }) {
  const intl = useIntl();
  const { data, error } = useContent(contentKey, intl.locale);
  if (error)
    return <Alert tone="danger">{intl.formatMessage(shellMessages.contentLoadFailed)}</Alert>;
  if (!data) {
    return (
      <Stack gap="sm">
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  }
  return <RichText body={data.body} />;
}

/** A static content page such as Impressum or AGB (docs/routes-and-screens.md, routes). */
export default function ContentPage({ contentKey }: { contentKey: ContentKey }) {
  const intl = useIntl();
  const { data } = useContent(contentKey, intl.locale);
  return (
    <PageFrame title={data?.title ?? ''}>
      <ContentBody contentKey={contentKey} />
    </PageFrame>
  );
}
