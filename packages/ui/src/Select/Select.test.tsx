import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

const radii = [
  { value: '10', label: '10 km' },
  { value: '50', label: '50 km' },
  { value: '100', label: '100 km' },
  { value: '250', label: '250 km' },
];

describe('Select', () => {
  it('is a native select named by its label, offering every option in order', () => {
    render(<Select label="Umkreis" options={radii} />, { wrapper: German });
    const select = screen.getByRole('combobox', { name: 'Umkreis' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10 km',
      '50 km',
      '100 km',
      '250 km',
    ]);
  });

  it('starts at the default value and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Umkreis"
        options={radii}
        defaultValue="100"
        onChange={(event) => onChange(event.target.value)}
      />,
      { wrapper: German },
    );
    const select = screen.getByRole('combobox', { name: 'Umkreis' });
    expect(select).toHaveValue('100');
    await userEvent.selectOptions(select, '250 km');
    expect(select).toHaveValue('250');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('250');
  });

  it('shows the value it is given when controlled', () => {
    render(<Select label="Umkreis" options={radii} value="50" onChange={() => {}} />, {
      wrapper: German,
    });
    expect(screen.getByRole('option', { name: '50 km' })).toHaveProperty('selected', true);
  });

  it('starts at the placeholder, an entry with an empty value', () => {
    render(<Select label="Kammer" options={radii} placeholder="Bitte wählen" />, {
      wrapper: German,
    });
    const select = screen.getByRole('combobox', { name: 'Kammer' });
    expect(select).toHaveValue('');
    expect(select).toHaveDisplayValue('Bitte wählen');
  });

  it('does not let the user choose a disabled option or a disabled select', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Select
        label="Umkreis"
        options={[...radii, { value: '500', label: '500 km', disabled: true }]}
        defaultValue="10"
        onChange={onChange}
      />,
      { wrapper: German },
    );
    expect(screen.getByRole('option', { name: '500 km' })).toBeDisabled();

    rerender(
      <Select label="Umkreis" options={radii} defaultValue="10" onChange={onChange} disabled />,
    );
    const select = screen.getByRole('combobox', { name: 'Umkreis' });
    expect(select).toBeDisabled();
    await userEvent.selectOptions(select, '50 km');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an error as the description of an invalid select and forwards its ref', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select label="Umkreis" options={radii} error="Bitte wählen Sie einen Umkreis." ref={ref} />,
      { wrapper: German },
    );
    const select = screen.getByRole('combobox', { name: 'Umkreis' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Bitte wählen Sie einen Umkreis.');
    expect(ref.current).toBe(select);
  });
});
