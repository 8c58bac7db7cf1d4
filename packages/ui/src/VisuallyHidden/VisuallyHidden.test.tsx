import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Filter entfernen</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Filter entfernen' })).toBeInTheDocument();
  });

  it('takes the element out of the layout with the clip pattern rather than hiding it', () => {
    render(<VisuallyHidden>3 Artikel im Warenkorb</VisuallyHidden>);
    const text = screen.getByText('3 Artikel im Warenkorb');
    const style = getComputedStyle(text);
    expect(style.position).toBe('absolute');
    expect(style.overflow).toBe('hidden');
    expect(style.display).not.toBe('none');
    expect(style.visibility).not.toBe('hidden');
  });

  it('renders as a heading when asked, so that a page without a visible title still has one', () => {
    render(<VisuallyHidden as="h1">Kursmarkt Recht</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 1, name: 'Kursmarkt Recht' })).toBeInTheDocument();
  });
});
