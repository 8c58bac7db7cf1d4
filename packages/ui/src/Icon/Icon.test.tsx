import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology when it has no label, because it is decorative', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is announced as an image with its label when it stands alone', () => {
    render(<Icon name="cart" label="Warenkorb" />);
    const image = screen.getByRole('img', { name: 'Warenkorb' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('exposes the size as a data attribute that the styles select on, medium by default', () => {
    const { container, rerender } = render(<Icon name="clock" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-size', 'md');
    rerender(<Icon name="clock" size="lg" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-size', 'lg');
  });

  it('draws every icon of the set on the 24 by 24 grid, each with its own shape', () => {
    const shapes = iconNames.map((name) => {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 24 24');
      const d = container.querySelector('path')?.getAttribute('d');
      unmount();
      return d;
    });
    expect(shapes.every((d) => d && d.startsWith('M'))).toBe(true);
    expect(new Set(shapes).size).toBe(iconNames.length);
  });
});
