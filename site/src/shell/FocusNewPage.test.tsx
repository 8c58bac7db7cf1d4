import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FocusNewPage } from './FocusNewPage.tsx';

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`go ${to}`}
    </button>
  );
}

function Filter() {
  const [, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams(new URLSearchParams({ types: 'ONLINE' }))}>
      filter
    </button>
  );
}

/** A page whose h1 gets its text only when its data has come. */
function LatePage() {
  const [title, setTitle] = useState('');
  return (
    <>
      <h1>{title}</h1>
      <button type="button" onClick={() => setTitle('Impressum')}>
        data arrives
      </button>
    </>
  );
}

function App({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <FocusNewPage />
      <nav>
        <Go to="/faq" />
        <Go to="/late" />
        <Filter />
      </nav>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Start</h1>} />
          <Route path="/faq" element={<h1>Häufige Fragen</h1>} />
          <Route path="/late" element={<LatePage />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

describe('the focus after a navigation', () => {
  it('stays where the browser put it on the first page', () => {
    render(<App path="/" />);
    expect(document.body).toHaveFocus();
  });

  it('moves to the new page’s h1', async () => {
    render(<App path="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'go /faq' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toHaveFocus(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
  });

  it('stays on the control when only the query of the same page changes', async () => {
    render(<App path="/" />);
    const filter = screen.getByRole('button', { name: 'filter' });
    await userEvent.click(filter);
    expect(filter).toHaveFocus();
  });

  it('waits for an h1 that comes with the page’s data', async () => {
    render(<App path="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'go /late' }));
    const arrives = await screen.findByRole('button', { name: 'data arrives' });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();

    arrives.click();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toHaveFocus(),
    );
  });

  it('leaves the focus alone when the visitor moved it before the h1 came', async () => {
    render(<App path="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'go /late' }));
    const filter = screen.getByRole('button', { name: 'filter' });
    filter.focus();

    (await screen.findByRole('button', { name: 'data arrives' })).click();
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(filter).toHaveFocus();
  });
});
