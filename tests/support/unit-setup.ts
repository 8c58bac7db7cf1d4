import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy… and waitFor wait for what a user would see; one second (the default) is too short on a
// busy two-core machine. A safety net only: a satisfied wait ends at once.
configure({ asyncUtilTimeout: 10_000 });

// Radix measures elements with ResizeObserver, which jsdom lacks; nothing in jsdom resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
