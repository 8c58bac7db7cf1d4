import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology, because it has nothing to say', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('is a rectangle by default and exposes its variant for the styles', () => {
    const { container, rerender } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'rect');
    rerender(<Skeleton variant="circle" />);
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'circle');
  });

  it('turns token keys into the matching CSS variables and passes percentages through', () => {
    const { container } = render(<Skeleton variant="text" width="60%" height="space.lg" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.style.getPropertyValue('--skeleton-width')).toBe('60%');
    expect(skeleton.style.getPropertyValue('--skeleton-height')).toBe('var(--space-lg)');
  });

  it('leaves the lengths to the variant defaults when none are given', () => {
    const { container } = render(<Skeleton variant="circle" width="size.iconMd" />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.style.getPropertyValue('--skeleton-width')).toBe('var(--size-icon-md)');
    expect(skeleton.style.getPropertyValue('--skeleton-height')).toBe('');
  });
});
