import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading, Link, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { PageFrame } from '../pages/PageFrame.tsx';
import { accessibilityMessages as m } from './messages.ts';

/** The day this statement was written; a new review writes a new date. */
const statementDate = '2026-11-27';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * `/barrierefreiheit`: the domain's accessibility statement (BFSG), with the way to report a
 * barrier: the contact form with its subject filled in, and the domain's address when it has one.
 */
export default function AccessibilityStatementPage() {
  const intl = useIntl();
  const { configuration } = useDomain();
  const contactHref = `/kontakt?${new URLSearchParams({
    subject: intl.formatMessage(m.reportSubject),
  })}`;
  return (
    <PageFrame title={intl.formatMessage(m.title)}>
      <Text>{intl.formatMessage(m.intro, { brand: configuration.name })}</Text>
      <Section title={intl.formatMessage(m.statusTitle)}>
        <Text>{intl.formatMessage(m.status)}</Text>
      </Section>
      <Section title={intl.formatMessage(m.limitationsTitle)}>
        <ul>
          <li>{intl.formatMessage(m.limitationPdf)}</li>
          <li>{intl.formatMessage(m.limitationOrganizers)}</li>
        </ul>
      </Section>
      <Section title={intl.formatMessage(m.reportTitle)}>
        <Text>
          {intl.formatMessage(m.report, {
            link: (chunks) => <Link href={contactHref}>{chunks}</Link>,
          })}
          {configuration.contactEmail ? (
            <>
              {' '}
              {intl.formatMessage(m.reportEmail, {
                email: configuration.contactEmail,
                link: (chunks) => (
                  <Link href={`mailto:${configuration.contactEmail}`}>{chunks}</Link>
                ),
              })}
            </>
          ) : null}
        </Text>
      </Section>
      <Section title={intl.formatMessage(m.enforcementTitle)}>
        <Text>{intl.formatMessage(m.enforcement)}</Text>
      </Section>
      <Section title={intl.formatMessage(m.dateTitle)}>
        <Text>
          {intl.formatMessage(m.date, {
            date: intl.formatDate(`${statementDate}T12:00:00Z`, { dateStyle: 'long' }),
          })}
        </Text>
      </Section>
    </PageFrame>
  );
}
