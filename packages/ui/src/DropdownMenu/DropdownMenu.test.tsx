import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
