import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, renderPage } from '../catalogue/test/support.tsx';
import { Layout } from './Layout.tsx';

const renderAt = (path: string) =>
  renderPage(
    <Layout>
      <p>Seite</p>
    </Layout>,
    { path, route: path.slice(1), fetch: fakeFetch(() => json(200, {})) },
  );

describe('the layout', () => {
  it('gives the checkout a slim footer: the legal links, but no second e-mail field', async () => {
    renderAt('/order/summary');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toContainElement(screen.getByRole('link', { name: /widerrufen/i }));
    // The sign-up is its own chunk: once it has loaded, it would be there.
    await act(() => import('./FooterNewsletter.tsx'));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gives other pages the full footer with the newsletter sign-up', async () => {
    renderAt('/fortbildungen');
    expect(await screen.findByRole('textbox', { name: /E-Mail/ })).toBeInTheDocument();
  });
});
