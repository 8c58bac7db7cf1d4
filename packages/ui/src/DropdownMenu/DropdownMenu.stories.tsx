import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { lazy } from 'react';
import { T } from '../../../../.storybook/story-text.tsx';
import { Button } from '../Button/Button.tsx';
import { DeferredDropdownMenu } from './DeferredDropdownMenu.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

/** The menu's code as its own chunk, the way a page defers it. */
const LoadedAccountMenu = lazy(() =>
  import('./DropdownMenu.tsx').then(({ DropdownMenu: Menu }) => ({ default: Menu })),
);

const signOut = fn();
const chooseLanguage = fn();
const accountItems = (
  <>
    <DropdownMenu.Label>Dr. Anna Berger</DropdownMenu.Label>
    <DropdownMenu.LinkItem href="#meine-kurse">
      <T de="Meine Kurse" en="My courses" />
    </DropdownMenu.LinkItem>
    <DropdownMenu.LinkItem href="#rechnungen">
      <T de="Rechnungen" en="Invoices" />
    </DropdownMenu.LinkItem>
    <DropdownMenu.Separator />
    <DropdownMenu.Item onSelect={signOut}>
      <T de="Abmelden" en="Sign out" />
    </DropdownMenu.Item>
  </>
);

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: <T de="Mein Konto" en="My account" />,
    children: accountItems,
    onOpenChange: fn(),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  beforeEach: () => {
    signOut.mockClear();
    chooseLanguage.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open and not modal, so the checks see the menu and the page around it stays in reach. */
export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: /Mein Konto|My account/ });
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  },
};

export const SelectedWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Mein Konto|My account/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('menu', { name: /Mein Konto|My account/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /Meine Kurse|My courses/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: /Rechnungen|Invoices/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: /Abmelden|Sign out/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Mein Konto|My account/ });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menu')).toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(signOut).not.toHaveBeenCalled();
  },
};

export const OpenedWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Mein Konto|My account/ }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    const link = screen.getByRole('menuitem', { name: /Rechnungen|Invoices/ });
    await expect(link).toHaveAttribute('href', '#rechnungen');
    await userEvent.click(screen.getByRole('menuitem', { name: /Abmelden|Sign out/ }));
    await expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const WithSubmenu: Story = {
  args: {
    children: (
      <>
        <DropdownMenu.LinkItem href="#meine-kurse">
          <T de="Meine Kurse" en="My courses" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.Sub label={<T de="Sprache" en="Language" />}>
          <DropdownMenu.Item onSelect={() => chooseLanguage('de')}>Deutsch</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => chooseLanguage('en')}>English</DropdownMenu.Item>
        </DropdownMenu.Sub>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /Meine Kurse|My courses/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    const subTrigger = screen.getByRole('menuitem', { name: /Sprache|Language/ });
    await expect(subTrigger).toHaveFocus();
    await expect(subTrigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(chooseLanguage).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Mein Konto|My account/ })).toHaveFocus();
  },
};

export const CustomTrigger: Story = {
  args: {
    label: undefined,
    trigger: <Button variant="secondary">Dr. Anna Berger</Button>,
    align: 'end',
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Dr. Anna Berger' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu', { name: 'Dr. Anna Berger' })).toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const NavigationLinks: Story = {
  args: {
    label: <T de="Rechtsgebiete" en="Areas of law" />,
    children: (
      <>
        <DropdownMenu.LinkItem href="#arbeitsrecht" aria-current="page">
          <T de="Arbeitsrecht" en="Employment law" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.LinkItem href="#familienrecht">
          <T de="Familienrecht" en="Family law" />
        </DropdownMenu.LinkItem>
        <DropdownMenu.LinkItem href="#steuerrecht">
          <T de="Steuerrecht" en="Tax law" />
        </DropdownMenu.LinkItem>
      </>
    ),
  },
};

export const DisabledItem: Story = {
  args: {
    children: (
      <>
        <DropdownMenu.Item onSelect={fn()} disabled>
          <T de="Zertifikat herunterladen" en="Download certificate" />
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={signOut}>
          <T de="Abmelden" en="Sign out" />
        </DropdownMenu.Item>
      </>
    ),
  },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('menuitem', {
        name: /Zertifikat herunterladen|Download certificate/,
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /Abmelden|Sign out/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * `DeferredDropdownMenu`: a stand-in button until the visitor reaches for the menu, whose code
 * then loads; the menu opens as asked, with the focus kept, also when asked before it arrived.
 */
export const Deferred: Story = {
  render: (args) => (
    <DeferredDropdownMenu
      label={args.label}
      menu={(triggerRef) => (
        <LoadedAccountMenu label={args.label} triggerRef={triggerRef}>
          {args.children}
        </LoadedAccountMenu>
      )}
    />
  ),
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: /Mein Konto|My account/ });
    await waitFor(() => expect(menu).toBeVisible());
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: /Meine Kurse|My courses/ })).toHaveFocus(),
    );
    // Closed again, the focus is back on the menu's own trigger (the page's checks see it so).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: /Mein Konto|My account/ })).toHaveFocus();
  },
};
