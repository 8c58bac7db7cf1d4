import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'overview', label: 'Überblick', content: 'Kündigungsschutz kompakt.' },
  { value: 'programme', label: 'Programm', content: 'Vier Module.' },
  { value: 'speakers', label: 'Referenten', content: 'Dr. Anna Berger' },
];

describe('Tabs', () => {
  it('names the tab list by its label and selects the first tab by default', () => {
    render(<Tabs label="Kursdetails" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Kursdetails' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Überblick' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Überblick' })).toHaveTextContent(
      'Kündigungsschutz kompakt.',
    );
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('skips a disabled first tab when choosing the default', () => {
    render(<Tabs label="Kursdetails" items={[{ ...items[0]!, disabled: true }, items[1]!]} />);
    expect(screen.getByRole('tab', { name: 'Programm' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the panel of a clicked tab and reports its value', async () => {
    const onValueChange = vi.fn();
    render(<Tabs label="Kursdetails" items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Referenten' }));
    expect(screen.getByRole('tabpanel', { name: 'Referenten' })).toHaveTextContent(
      'Dr. Anna Berger',
    );
    expect(onValueChange).toHaveBeenCalledWith('speakers');
  });

  it('moves and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Kursdetails" items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Überblick' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Programm' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Programm' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Überblick' })).toHaveAttribute('aria-selected', 'true');
  });

  it('only moves focus with the arrow keys in manual mode until Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Kursdetails" items={items} activationMode="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const programme = screen.getByRole('tab', { name: 'Programm' });
    expect(programme).toHaveFocus();
    expect(programme).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(programme).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs label="Kursdetails" items={items} value="programme" />);
    expect(screen.getByRole('tab', { name: 'Programm' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Kursdetails" items={items} value="speakers" />);
    expect(screen.getByRole('tab', { name: 'Referenten' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
