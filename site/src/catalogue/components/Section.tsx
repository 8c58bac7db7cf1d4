import type { ReactNode } from 'react';
import { Heading, Stack } from '@kursmarkt/ui';

/** A part of a catalogue page under an h2 that names it. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
