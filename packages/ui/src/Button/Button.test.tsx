import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a non-submitting button by default, so it never submits a surrounding form', () => {
    render(<Button>Suchen</Button>);
    expect(screen.getByRole('button', { name: 'Suchen' })).toHaveAttribute('type', 'button');
  });

  it('exposes variant and size as data attributes that the styles select on', () => {
    render(
      <Button variant="secondary" size="lg">
        Merken
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Merken' });
    expect(button).toHaveAttribute('data-variant', 'secondary');
    expect(button).toHaveAttribute('data-size', 'lg');
  });

  it('calls onClick when activated and not when disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Buchen</Button>);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button onClick={onClick} disabled>
        Buchen
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
