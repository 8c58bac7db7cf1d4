import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredDropdownMenu } from './DeferredDropdownMenu.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';

function AccountMenu({ onSignOut = () => {} }: { onSignOut?: () => void }) {
  return (
    <DropdownMenu label="Mein Konto">
      <DropdownMenu.Label>Dr. Anna Berger</DropdownMenu.Label>
      <DropdownMenu.LinkItem href="/konto/kurse">Meine Kurse</DropdownMenu.LinkItem>
      <DropdownMenu.Separator />
      <DropdownMenu.Item onSelect={onSignOut}>Abmelden</DropdownMenu.Item>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('is a closed menu button until opened', () => {
    render(<AccountMenu />);
    const trigger = screen.getByRole('button', { name: 'Mein Konto' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with Enter, names the menu after its trigger and focuses the first item', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Mein Konto' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Meine Kurse' })).toHaveFocus(),
    );
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByText('Dr. Anna Berger')).not.toHaveAttribute('role', 'menuitem');
  });

  it('renders link items as real links', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.tab();
    await user.keyboard('{Enter}');
    const link = screen.getByRole('menuitem', { name: 'Meine Kurse' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/konto/kurse');
  });

  it('calls onSelect for the chosen item, closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu onSignOut={onSignOut} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Meine Kurse' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveFocus();
  });

  it('closes on Escape without choosing and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<AccountMenu onSignOut={onSignOut} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mein Konto' })).toHaveFocus();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('opens a submenu with the right arrow key', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(
      <DropdownMenu label="Mein Konto">
        <DropdownMenu.Sub label="Sprache">
          <DropdownMenu.Item onSelect={() => onChoose('de')}>Deutsch</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => onChoose('en')}>English</DropdownMenu.Item>
        </DropdownMenu.Sub>
      </DropdownMenu>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const subTrigger = screen.getByRole('menuitem', { name: 'Sprache' });
    await waitFor(() => expect(subTrigger).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveFocus());
    expect(subTrigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('de');
  });

  it('skips and ignores disabled items', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(
      <DropdownMenu label="Mein Konto">
        <DropdownMenu.Item onSelect={onDownload} disabled>
          Zertifikat
        </DropdownMenu.Item>
        <DropdownMenu.Item>Abmelden</DropdownMenu.Item>
      </DropdownMenu>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Abmelden' })).toHaveFocus());
    expect(screen.getByRole('menuitem', { name: 'Zertifikat' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('lends the menu behaviour to a custom trigger', async () => {
    const user = userEvent.setup();
    render(
      <DropdownMenu trigger={<button type="button">Anna Berger</button>}>
        <DropdownMenu.Item>Abmelden</DropdownMenu.Item>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Anna Berger' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Anna Berger' })).toBeInTheDocument();
  });
});

describe('DeferredDropdownMenu', () => {
  /** A menu whose code arrives when the test lets it, as over a slow network. */
  function deferredMenu() {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Menu = lazy(async () => {
      await arrived;
      return {
        default: ({ triggerRef }: { triggerRef: Ref<HTMLButtonElement> }) => (
          <DropdownMenu label="Fortbildungen" triggerRef={triggerRef} modal={false}>
            <DropdownMenu.LinkItem href="/fortbildungen">Alle Fortbildungen</DropdownMenu.LinkItem>
            <DropdownMenu.LinkItem href="/selbststudium">Selbststudium</DropdownMenu.LinkItem>
          </DropdownMenu>
        ),
      };
    });
    render(
      <DeferredDropdownMenu
        label="Fortbildungen"
        menu={(triggerRef) => <Menu triggerRef={triggerRef} />}
      />,
    );
    return { arrive: () => act(async () => arrive()) };
  }

  it('stands in as a closed menu button and loads nothing until the visitor reaches for it', () => {
    const load = vi.fn();
    render(<DeferredDropdownMenu label="Fortbildungen" menu={load} />);
    const trigger = screen.getByRole('button', { name: 'Fortbildungen' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
  });

  it('opens for a press on the stand-in whose release lands on the menu button that replaced it', async () => {
    const user = userEvent.setup();
    const { arrive } = deferredMenu();
    const standIn = screen.getByRole('button', { name: 'Fortbildungen' });
    await user.hover(standIn);
    fireEvent.pointerDown(standIn, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseDown(standIn, { button: 0 });
    await arrive();
    const loaded = screen.getByRole('button', { name: 'Fortbildungen' });
    expect(loaded).not.toBe(standIn);
    fireEvent.pointerUp(loaded, { button: 0, pointerType: 'mouse' });
    fireEvent.mouseUp(loaded, { button: 0 });
    fireEvent.click(loaded, { button: 0, detail: 1 });

    expect(await screen.findByRole('menu', { name: 'Fortbildungen' })).toBeInTheDocument();
  });

  it('opens for a click made before its code arrived, once it has', async () => {
    const user = userEvent.setup();
    const { arrive } = deferredMenu();

    await user.click(screen.getByRole('button', { name: 'Fortbildungen' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await arrive();

    expect(await screen.findByRole('menu', { name: 'Fortbildungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortbildungen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('keeps the focus and opens with the first item focused for Enter pressed while loading', async () => {
    const user = userEvent.setup();
    const { arrive } = deferredMenu();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Fortbildungen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await arrive();

    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Alle Fortbildungen' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fortbildungen' })).toHaveFocus();
  });

  it('takes the focus over to the loaded menu button without opening it when only focused', async () => {
    const user = userEvent.setup();
    const { arrive } = deferredMenu();

    await user.tab();
    await arrive();

    const trigger = await screen.findByRole('button', { name: 'Fortbildungen' });
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'closed'));
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
