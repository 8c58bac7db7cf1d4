import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import {
  Chevron,
  Content,
  ContentInner,
  Heading,
  Item,
  Root,
  Trigger,
} from './Accordion.styles.ts';

export type AccordionItemData = {
  /** Identifies the item in `value` and `defaultValue`; unique within the accordion. */
  value: string;
  /** The always visible heading text, e.g. a question. */
  title: ReactNode;
  /** What opens below the heading, e.g. the answer. */
  content: ReactNode;
  /** Whether the item cannot be opened or closed. @default false */
  disabled?: boolean;
};

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

type AccordionSingle = {
  /** One item open at a time. */
  type: 'single';
  /** The open item when controlled; `''` for none. */
  value?: string;
  /** The item open at first when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly open item, or `''` when it closes. */
  onValueChange?: (value: string) => void;
  /** Whether the open item can be closed again. @default true */
  collapsible?: boolean;
};

type AccordionMultiple = {
  /** Any number of items open at once. */
  type: 'multiple';
  /** The open items when controlled. */
  value?: string[];
  /** The items open at first when uncontrolled. */
  defaultValue?: string[];
  /** Called with all open items after one opens or closes. */
  onValueChange?: (value: string[]) => void;
};

export type AccordionProps = (AccordionSingle | AccordionMultiple) & {
  /** The sections, in order. */
  items: readonly AccordionItemData[];
  /** The heading level of each item's title, so it fits the page outline. @default 3 */
  headingLevel?: AccordionHeadingLevel;
  /** Whether every item is locked. @default false */
  disabled?: boolean;
  className?: string;
};

function ChevronDown() {
  return (
    <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Chevron>
  );
}

/** Sections that open and close under their headings, e.g. the questions of an FAQ page. */
export function Accordion({ items, headingLevel = 3, ...rest }: AccordionProps) {
  const rootProps = rest.type === 'single' ? { collapsible: true, ...rest } : rest;
  return (
    <Root {...rootProps}>
      {items.map((item) => (
        <Item key={item.value} value={item.value} disabled={item.disabled}>
          <RadixAccordion.Header asChild>
            <Heading as={`h${headingLevel}`}>
              <Trigger>
                {item.title}
                <ChevronDown />
              </Trigger>
            </Heading>
          </RadixAccordion.Header>
          <Content>
            <ContentInner>{item.content}</ContentInner>
          </Content>
        </Item>
      ))}
    </Root>
  );
}
