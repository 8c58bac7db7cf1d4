import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { TextSearch } from './TextSearch.tsx';

const labels = {
  'modules.quickSearch.title': 'Kurs suchen',
  'modules.quickSearch.placeholder': 'z. B. Arbeitsrecht',
};

const renderSearch = () =>
  render(
    <IntlProvider locale="de" defaultLocale="de" messages={labels}>
      <TextSearch
        config={{
          title: 'modules.quickSearch.title',
          placeholder: 'modules.quickSearch.placeholder',
        }}
      />
    </IntlProvider>,
  );

describe('TextSearch', () => {
  it('is a search form that sends the term to /search with GET, so it works without JavaScript', () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Kurs suchen' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const field = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    expect(field).toHaveAttribute('name', 'term');
    expect(field).toHaveAttribute('placeholder', 'z. B. Arbeitsrecht');
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveAttribute('type', 'submit');
  });

  it('submits what was typed as the term of the search', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('searchbox'), 'Arbeitsrecht Köln');
    const form = screen.getByRole<HTMLFormElement>('search');
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(`${form.getAttribute('action')}?${query}`).toBe('/search?term=Arbeitsrecht+K%C3%B6ln');
  });

  it('is a section labelled by its h2 title', () => {
    renderSearch();
    expect(screen.getByRole('region', { name: 'Kurs suchen' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Kurs suchen' }),
    );
  });
});
