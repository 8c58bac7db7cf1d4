import type { Ref } from 'react';
import type { MenuEntry } from '@kursmarkt/schemas';
import { DropdownMenu } from '@kursmarkt/ui';
import { Columns } from './Navigation.styles.ts';

function halves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

/**
 * One dropdown of the main navigation: sections with an optional heading link, two columns.
 * Not modal: a modal menu hides the whole page, links included, from assistive technology
 * (`aria-hidden` on focusable content) and locks scrolling, which a site navigation should not.
 */
export default function NavigationDropdown({
  entry,
  triggerRef,
}: {
  entry: MenuEntry & { sections: NonNullable<MenuEntry['sections']> };
  triggerRef: Ref<HTMLButtonElement>;
}) {
  return (
    <DropdownMenu label={entry.name} align="start" modal={false} triggerRef={triggerRef}>
      {entry.sections.map((section, index) => (
        <div key={section.head?.name ?? index}>
          {index > 0 ? <DropdownMenu.Separator /> : null}
          {section.head ? (
            <DropdownMenu.LinkItem href={section.head.url}>
              <strong>{section.head.name}</strong>
            </DropdownMenu.LinkItem>
          ) : null}
          <Columns>
            {halves(section.entries).map((column, columnIndex) => (
              <div key={columnIndex}>
                {column.map((link) =>
                  link.external ? (
                    <DropdownMenu.LinkItem
                      key={link.url}
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {link.name}
                    </DropdownMenu.LinkItem>
                  ) : (
                    <DropdownMenu.LinkItem key={link.url} href={link.url}>
                      {link.name}
                    </DropdownMenu.LinkItem>
                  ),
                )}
              </div>
            ))}
          </Columns>
        </div>
      ))}
    </DropdownMenu>
  );
}
