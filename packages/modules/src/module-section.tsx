import { Container, Heading, Stack } from '@kursmarkt/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

export type ModuleSectionProps = {
  /** The message id of the section's heading (a domain message). */
  title: string;
  children: ReactNode;
};

/** The frame of a start-page module: a section named by its level-2 heading. */
export function ModuleSection({ title, children }: ModuleSectionProps) {
  const { formatMessage } = useIntl();
  const headingId = useId();
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {formatMessage({ id: title })}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
