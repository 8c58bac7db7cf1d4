import { useIntl } from 'react-intl';
import { useFaq } from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import { Accordion, Alert, Heading, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { PageFrame } from './PageFrame.tsx';

const categories = [
  { category: 'COMMON', heading: shellMessages.faqCommon },
  { category: 'BOOKING', heading: shellMessages.faqBooking },
] as const;

/** 'Häufige Fragen': an accordion per category, COMMON and BOOKING (docs/routes-and-screens.md). */
export default function FaqPage() {
  const intl = useIntl();
  const { data, error } = useFaq(intl.locale);
  return (
    <PageFrame title={intl.formatMessage(shellMessages.faqTitle)}>
      {error ? (
        <Alert tone="danger">{intl.formatMessage(shellMessages.contentLoadFailed)}</Alert>
      ) : null}
      {!data && !error ? <Skeleton variant="rect" height="space.xxxl" /> : null}
      {data?.length === 0 ? <Text>{intl.formatMessage(shellMessages.faqEmpty)}</Text> : null}
      {categories.map(({ category, heading }) => {
        const entries = data?.filter((entry) => entry.category === category) ?? [];
        if (entries.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <Stack gap="sm">
              <Heading level={2} id={`faq-${category}`}>
                {intl.formatMessage(heading)}
              </Heading>
              <Accordion
                type="single"
                headingLevel={3}
                items={entries.map((entry) => ({
                  value: String(entry.id),
                  title: entry.question,
                  content: <Text>{entry.answer}</Text>,
                }))}
              />
            </Stack>
          </section>
        );
      })}
    </PageFrame>
  );
}
