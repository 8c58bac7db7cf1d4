import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion.tsx';

const faq = [
  { value: 'certificate', title: 'Bescheinigung', content: 'Im Konto unter „Meine Kurse“.' },
  { value: 'cancel', title: 'Stornierung', content: 'Bis 14 Tage vor Beginn kostenfrei.' },
];

describe('Accordion', () => {
  it('puts each title in a heading of level 3 unless told otherwise', () => {
    const { rerender } = render(<Accordion type="single" items={faq} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    rerender(<Accordion type="single" items={faq} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('starts closed and opens a section whose region is named by its title', async () => {
    render(<Accordion type="single" items={faq} />);
    const trigger = screen.getByRole('button', { name: 'Bescheinigung' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Im Konto unter „Meine Kurse“.')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Bescheinigung' })).toHaveTextContent(
      'Im Konto unter „Meine Kurse“.',
    );
  });

  it('keeps one section open at a time and lets it close again in single mode', async () => {
    const onValueChange = vi.fn();
    render(
      <Accordion
        type="single"
        items={faq}
        defaultValue="certificate"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stornierung' }));
    expect(screen.getByRole('button', { name: 'Bescheinigung' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onValueChange).toHaveBeenLastCalledWith('cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Stornierung' }));
    expect(screen.getByRole('button', { name: 'Stornierung' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('keeps the open section open when told it may not collapse', async () => {
    render(<Accordion type="single" items={faq} defaultValue="cancel" collapsible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stornierung' }));
    expect(screen.getByRole('button', { name: 'Stornierung' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens several sections in multiple mode', async () => {
    const onValueChange = vi.fn();
    render(<Accordion type="multiple" items={faq} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bescheinigung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stornierung' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(onValueChange).toHaveBeenLastCalledWith(['certificate', 'cancel']);
  });

  it('moves between titles with the arrow keys and toggles with Enter', async () => {
    const user = userEvent.setup();
    render(<Accordion type="single" items={faq} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'Stornierung' });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open a disabled section', async () => {
    render(<Accordion type="single" items={[{ ...faq[0]!, disabled: true }, faq[1]!]} />);
    const locked = screen.getByRole('button', { name: 'Bescheinigung' });
    expect(locked).toBeDisabled();
    await userEvent.click(locked);
    expect(locked).toHaveAttribute('aria-expanded', 'false');
  });
});
