import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is named by its label and toggles when the label is clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Datenschutzhinweise akzeptieren" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Datenschutzhinweise akzeptieren' });
    await userEvent.click(screen.getByText('Datenschutzhinweise akzeptieren'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('toggles with the space key', async () => {
    render(<Checkbox label="Newsletter" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked();
  });

  it('marks itself invalid and is described by its error and help', () => {
    render(
      <Checkbox
        label="AGB akzeptieren"
        help="Pflicht für die Buchung"
        error="Bitte akzeptieren Sie die AGB."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'AGB akzeptieren' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Pflicht für die Buchung Bitte akzeptieren Sie die AGB.',
    );
  });
});
