import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, type ReactNode } from 'react';
import { List, Panel, Trigger } from './Tabs.styles.ts';

export type TabsItem = {
  /** Identifies the tab in `value` and `defaultValue`; unique within the tabs. */
  value: string;
  /** The tab's visible name. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Whether the tab cannot be selected. @default false */
  disabled?: boolean;
};

export type TabsProps = {
  /** The accessible name of the tab list, e.g. "Kursdetails"; not shown. */
  label: ReactNode;
  /** The tabs with their panels, in order. */
  items: readonly TabsItem[];
  /** The selected tab when controlled. */
  value?: string;
  /** The tab selected at first when uncontrolled. @default the first tab that is not disabled */
  defaultValue?: string;
  /** Called with the newly selected tab. */
  onValueChange?: (value: string) => void;
  /** Whether arrow keys select a tab at once or only move focus until Enter or Space. @default 'automatic' */
  activationMode?: 'automatic' | 'manual';
  className?: string;
};

/** Panels of related content behind a row of tabs, e.g. a course's overview, programme and speakers. */
export function Tabs({ label, items, defaultValue, ...rest }: TabsProps) {
  const labelId = `${useId()}-label`;
  return (
    <RadixTabs.Root
      defaultValue={defaultValue ?? items.find((item) => !item.disabled)?.value}
      {...rest}
    >
      <span id={labelId} hidden>
        {label}
      </span>
      <List aria-labelledby={labelId}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
