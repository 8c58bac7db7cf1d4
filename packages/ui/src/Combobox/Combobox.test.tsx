import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxItem } from './Combobox.tsx';

function German({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="de" defaultLocale="de">
      {children}
    </IntlProvider>
  );
}

const cities: ComboboxItem[] = [
  { id: 'koeln', label: 'Köln' },
  { id: 'koelleda', label: 'Kölleda' },
  { id: 'koenigswinter', label: 'Königswinter' },
  { id: 'bonn', label: 'Bonn' },
];

function CitySearch({
  onSelect = () => {},
  loading = false,
  minChars,
}: {
  onSelect?: (item: ComboboxItem) => void;
  loading?: boolean;
  minChars?: number;
}) {
  const [text, setText] = useState('');
  const suggestions = cities.filter((city) =>
    city.label.toLowerCase().startsWith(text.trim().toLowerCase()),
  );
  return (
    <Combobox
      label="Ort"
      inputValue={text}
      onInputChange={setText}
      suggestions={suggestions}
      onSelect={onSelect}
      loading={loading}
      emptyText="Ort nicht gefunden"
      minChars={minChars}
    />
  );
}

beforeAll(() => {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('Combobox', () => {
  it('is a combobox named by its label that controls a list popup, closed at first', () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute(
      'id',
      input.getAttribute('aria-controls'),
    );
  });

  it('shows no suggestions below three characters', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Kö');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens a list of the suggestions, named by the label, from three characters on', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Köl');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Ort' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Köln',
      'Kölleda',
    ]);
  });

  it('honours a different minimum length', async () => {
    render(<CitySearch minChars={1} />, { wrapper: German });
    await userEvent.type(screen.getByRole('combobox', { name: 'Ort' }), 'B');
    expect(screen.getByRole('option', { name: 'Bonn' })).toBeInTheDocument();
  });

  it('moves through the suggestions with the arrow keys, Home and End, wrapping at the ends', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'köl');
    const active = () => {
      const id = input.getAttribute('aria-activedescendant');
      return id === null ? null : document.getElementById(id)?.textContent;
    };
    expect(active()).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Köln');
    expect(screen.getByRole('option', { name: 'Köln' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Kölleda');
    expect(screen.getByRole('option', { name: 'Köln' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('Köln');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('Kölleda');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('Köln');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('Kölleda');
    expect(input).toHaveFocus();
  });

  it('chooses the active suggestion with Enter: the input takes its label and the list closes', async () => {
    const onSelect = vi.fn();
    render(<CitySearch onSelect={onSelect} />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'köl{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ id: 'koelleda', label: 'Kölleda' });
    expect(input).toHaveValue('Kölleda');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('leaves Enter to a surrounding form while no suggestion is active', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <CitySearch onSelect={onSelect} />
      </form>,
      { wrapper: German },
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Ort' }), 'köl{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('closes the list with Escape and keeps the text; typing opens it again', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Köl{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Köl');
    await userEvent.type(input, 'l');
    expect(screen.getByRole('option', { name: 'Kölleda' })).toBeInTheDocument();
  });

  it('chooses a suggestion by click and keeps the focus in the input', async () => {
    const onSelect = vi.fn();
    render(<CitySearch onSelect={onSelect} />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Kön');
    await userEvent.click(screen.getByRole('option', { name: 'Königswinter' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({
      id: 'koenigswinter',
      label: 'Königswinter',
    });
    expect(input).toHaveValue('Königswinter');
    expect(input).toHaveFocus();
  });

  it('closes the list when the focus leaves the input', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Köl');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when nothing matches, and only from three characters on', async () => {
    render(<CitySearch />, { wrapper: German });
    const input = screen.getByRole('combobox', { name: 'Ort' });
    await userEvent.type(input, 'Xy');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input, 'z');
    expect(screen.getByRole('status')).toHaveTextContent('Ort nicht gefunden');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says that suggestions are loading instead of that nothing was found', async () => {
    render(<CitySearch loading />, { wrapper: German });
    await userEvent.type(screen.getByRole('combobox', { name: 'Ort' }), 'Xyz');
    expect(screen.getByRole('status')).toHaveTextContent('Vorschläge werden geladen …');
    expect(screen.queryByText('Ort nicht gefunden')).not.toBeInTheDocument();
  });
});
