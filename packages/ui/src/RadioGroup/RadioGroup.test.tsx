import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';

const courseTypes = [
  { value: 'ALL', label: 'Alle' },
  { value: 'ONLINE', label: 'Online' },
  { value: 'PRESENT', label: 'Präsenz' },
];

describe('RadioGroup', () => {
  it('names the group by its label and describes it by its description and error', () => {
    render(
      <RadioGroup
        label="Zahlungsart"
        description="Sie können sie später ändern."
        error="Bitte wählen Sie eine Zahlungsart."
        options={[{ value: 'invoice', label: 'Rechnung' }]}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Zahlungsart' });
    expect(group).toHaveAccessibleDescription(
      'Sie können sie später ändern. Bitte wählen Sie eine Zahlungsart.',
    );
    expect(group).toBeInvalid();
  });

  it('is valid and undescribed when it has neither description nor error', () => {
    render(<RadioGroup label="Zahlungsart" options={[{ value: 'invoice', label: 'Rechnung' }]} />);
    const group = screen.getByRole('radiogroup', { name: 'Zahlungsart' });
    expect(group).not.toHaveAttribute('aria-describedby');
    expect(group).toBeValid();
  });

  it('names each radio by its option label and describes it by its option description', () => {
    render(
      <RadioGroup
        label="Zahlungsart"
        options={[{ value: 'invoice', label: 'Rechnung', description: 'Zahlbar in 14 Tagen.' }]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toHaveAccessibleDescription(
      'Zahlbar in 14 Tagen.',
    );
  });

  it('chooses an option when its label is clicked and reports the value', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Zahlungsart"
        options={[
          { value: 'invoice', label: 'Rechnung' },
          { value: 'debit', label: 'Lastschrift' },
        ]}
        defaultValue="invoice"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByText('Lastschrift'));
    expect(screen.getByRole('radio', { name: 'Lastschrift' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rechnung' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('debit');
  });

  it('keeps radio semantics in the segmented appearance, with the label inside each segment', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        label="Kursart"
        appearance="segmented"
        options={courseTypes}
        defaultValue="ALL"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Kursart' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await user.click(screen.getByRole('radio', { name: 'Präsenz' }));
    expect(screen.getByRole('radio', { name: 'Präsenz' })).toBeChecked();
  });

  it('follows a controlled value and leaves it to the owner to change', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup
        label="Kursart"
        options={courseTypes}
        value="ONLINE"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Präsenz' }));
    expect(onValueChange).toHaveBeenCalledWith('PRESENT');
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    rerender(
      <RadioGroup
        label="Kursart"
        options={courseTypes}
        value="PRESENT"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Präsenz' })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('ALL');
      return (
        <RadioGroup label="Kursart" options={courseTypes} value={value} onValueChange={setValue} />
      );
    }
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Alle' })).toHaveFocus();
    // Radix chooses on focus only while an arrow key is down, so hold it as a person would.
    await user.keyboard('{ArrowDown>}');
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    await user.keyboard('{/ArrowDown}');
  });

  it('does not choose a disabled option', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Kursart"
        options={[
          { value: 'ALL', label: 'Alle' },
          { value: 'SELF', label: 'Selbststudium', disabled: true },
        ]}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByText('Selbststudium'));
    expect(screen.getByRole('radio', { name: 'Selbststudium' })).toBeDisabled();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('marks the group required and still names it when the label is hidden', () => {
    render(<RadioGroup label="Kursart" options={courseTypes} required hideLabel />);
    const group = screen.getByRole('radiogroup', { name: 'Kursart' });
    expect(group).toBeRequired();
    expect(screen.getByText('Kursart')).not.toBeVisible();
  });
});
