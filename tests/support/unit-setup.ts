import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

// The files of a worker in `unit-shared` share one page (isolate: false in vite.config.ts): each starts on a clean
// one, without the cookies, storage, address, title, attributes (`<html lang>`) and content an
// earlier file left, and on real timers. Files in Node's environment (`@vitest-environment node`)
// have no page.
vi.useRealTimers();
if (typeof document !== 'undefined') {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.body.innerHTML = '';
}
