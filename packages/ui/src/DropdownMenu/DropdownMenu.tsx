import * as RadixDropdownMenu from '@radix-ui/react-dropdown-menu';
import type { AnchorHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import { Content, Item, Label, Separator, SubContent, SubTrigger } from './DropdownMenu.styles.ts';
import { ChevronDown, Trigger } from './trigger.tsx';

type DropdownMenuTrigger =
  | {
      /** The trigger button's text; a chevron follows it. */
      label: ReactNode;
      trigger?: never;
    }
  | {
      /**
       * A custom trigger instead of the labelled button, e.g. an avatar button. It must be one
       * focusable element that passes props and ref on to the DOM (Radix `asChild`).
       */
      trigger: ReactElement;
      label?: never;
    };

export type DropdownMenuProps = DropdownMenuTrigger & {
  /** The menu's items: `DropdownMenu.Item`, `.LinkItem`, `.Label`, `.Separator`, `.Sub`. */
  children: ReactNode;
  /** Where the menu lines up with the trigger. @default 'start' */
  align?: 'start' | 'center' | 'end';
  /** Whether the menu is open when controlled. */
  open?: boolean;
  /** Whether the menu is open at first when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Whether the rest of the page is inert while the menu is open. @default true */
  modal?: boolean;
  /** Whether the labelled trigger button is disabled. @default false */
  disabled?: boolean;
  /** The labelled trigger button's element. */
  triggerRef?: Ref<HTMLButtonElement>;
};

function DropdownMenuRoot({
  label,
  trigger,
  children,
  align = 'start',
  disabled = false,
  triggerRef,
  ...rest
}: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root {...rest}>
      <RadixDropdownMenu.Trigger asChild>
        {trigger ?? (
          <Trigger type="button" disabled={disabled} ref={triggerRef}>
            {label}
            <ChevronDown />
          </Trigger>
        )}
      </RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <Content align={align}>{children}</Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

export type DropdownMenuItemProps = {
  /** The item's text, optionally with a decorative icon. */
  children: ReactNode;
  /** Called when the item is chosen by pointer or keyboard; the menu then closes. */
  onSelect?: (event: Event) => void;
  /** Whether the item cannot be chosen; it stays visible and is skipped by the arrow keys. @default false */
  disabled?: boolean;
  /** The text used for type-ahead when the children are not plain text. */
  textValue?: string;
};

/** An action in the menu. */
function DropdownMenuItem(props: DropdownMenuItemProps) {
  return <Item {...props} />;
}

export type DropdownMenuLinkItemProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Where the link goes. */
  href: string;
  /** Called when the link is chosen, before the browser follows it. */
  onSelect?: (event: Event) => void;
  /** Whether the link cannot be chosen. @default false */
  disabled?: boolean;
  /** The text used for type-ahead when the children are not plain text. */
  textValue?: string;
};

/** A link in the menu, e.g. to a page of the user's account; a real `<a>`, so it can open in a new tab. */
function DropdownMenuLinkItem({
  onSelect,
  disabled,
  textValue,
  children,
  ...anchor
}: DropdownMenuLinkItemProps) {
  return (
    <Item asChild onSelect={onSelect} disabled={disabled} textValue={textValue}>
      <a {...anchor}>{children}</a>
    </Item>
  );
}

export type DropdownMenuLabelProps = {
  /** A heading for the items that follow; not focusable. */
  children: ReactNode;
};

/** A heading for a group of items, e.g. the signed-in user's name. */
function DropdownMenuLabel(props: DropdownMenuLabelProps) {
  return <Label {...props} />;
}

/** A line between groups of items. */
function DropdownMenuSeparator() {
  return <Separator />;
}

export type DropdownMenuSubProps = {
  /** The text of the item that opens the submenu. */
  label: ReactNode;
  /** The submenu's items. */
  children: ReactNode;
  /** Whether the submenu cannot be opened. @default false */
  disabled?: boolean;
};

/** A nested menu, opened by hovering, Enter or the right arrow key. */
function DropdownMenuSub({ label, children, disabled }: DropdownMenuSubProps) {
  return (
    <RadixDropdownMenu.Sub>
      <SubTrigger disabled={disabled}>
        {label}
        <ChevronDown />
      </SubTrigger>
      <RadixDropdownMenu.Portal>
        <SubContent>{children}</SubContent>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Sub>
  );
}

/**
 * A menu of actions and links behind a button, e.g. the header's user menu. Compose it from
 * `DropdownMenu.Item`, `.LinkItem`, `.Label`, `.Separator` and `.Sub`.
 */
export const DropdownMenu = Object.assign(DropdownMenuRoot, {
  Item: DropdownMenuItem,
  LinkItem: DropdownMenuLinkItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Sub: DropdownMenuSub,
});

export {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
};
