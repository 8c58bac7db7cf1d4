import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './keep-taps.ts';
import { retryDelaysMs, takeOverTaps, tapLifetimeMs } from './replay-taps.ts';

const taps = window.kursmarktTaps!;

/**
 * The page as React sees it: `#root` stops what it cannot answer yet (a part still waiting for
 * its code) at the root, as React does, and otherwise lets its handlers hear it.
 */
function page(html: string, outside = '') {
  document.body.innerHTML = `<div id="root">${html}</div>${outside}`;
  const root = document.getElementById('root')!;
  const state = {
    answering: false,
    /** Elements whose part of the page still waits for its code. */
    waiting: new Set<string>(),
    hydrated: false,
    heard: [] as string[],
    submitted: [] as string[],
  };
  const types = ['pointerdown', 'mousedown', 'click', 'keydown', 'keyup', 'input', 'submit'];
  for (const type of types) {
    root.addEventListener(
      type,
      (event) => {
        if (!state.answering || state.waiting.has((event.target as HTMLElement).id)) {
          event.stopPropagation();
        } else if (!state.hydrated) {
          // Hydrating puts the app's content into the fields, as React does.
          state.hydrated = true;
          for (const field of root.querySelectorAll('input')) {
            field.value = field.defaultValue;
            field.checked = field.defaultChecked;
          }
        }
      },
      true,
    );
    root.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      if (type === 'submit') {
        event.preventDefault();
        state.submitted.push(target.id);
      } else {
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
        const value = type === 'input' ? ` ${(target as HTMLInputElement).value}` : '';
        state.heard.push(`${type} ${target.id}${key}${value}`);
      }
    });
  }
  return { state, get: (id: string) => document.getElementById(id)! };
}

/** Every form submission that started, and those that got to the window unanswered. */
const submissions: SubmitEvent[] = [];
const left: string[] = [];
const record = (event: Event) => submissions.push(event as SubmitEvent);
/** Where the browser would leave for the form's action; a test document stays. */
const leave = (event: Event) => {
  if (!event.defaultPrevented) left.push((event.target as HTMLElement).id);
  event.preventDefault();
};
/** The forms the browser sent to the server. */
const sent = () => [
  ...left,
  ...submissions
    .filter((event) => !event.defaultPrevented)
    .map((event) => (event.target as HTMLElement).id),
];

beforeEach(() => {
  taps.kept.length = 0;
  delete taps.follow;
  submissions.length = 0;
  left.length = 0;
  window.addEventListener('submit', record, true);
  window.addEventListener('submit', leave);
});
afterEach(() => {
  window.removeEventListener('submit', record, true);
  window.removeEventListener('submit', leave);
  vi.useRealTimers();
});

describe('before the app runs', () => {
  it('keeps taps on buttons only a script answers, and leaves links and forms the server answers alone', () => {
    const { get } = page(
      `<button id="scope" type="button">Arbeitsrecht</button>
      <a id="faq" href="#faq">FAQ</a>
      <form id="newsletter"><button id="subscribe">Anmelden</button></form>
      <button id="off" type="button" disabled>Aus</button>`,
      `<form id="start" action="/auth/login"><button id="login">Anmelden</button></form>`,
    );

    for (const id of ['scope', 'faq', 'login', 'subscribe', 'off', 'scope']) get(id).click();

    expect(taps.kept.map((tap) => ('control' in tap ? tap.control.id : ''))).toEqual([
      'scope',
      'subscribe',
      'scope',
    ]);
    // The form with a server behind it went; the one without waits for the app.
    expect(sent()).toEqual(['start']);
  });
});

describe('links before the app runs', () => {
  it('keeps a link to a part of the page only a script shows, not one to a part that is there', () => {
    const { state, get } = page(`
      <a id="settings" href="#cookie-einstellungen">Cookie-Einstellungen</a>
      <a id="top" href="#main">Zum Inhalt</a>
      <main id="main"></main>`);

    const followed = get('settings').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true }),
    );
    get('top').click();

    expect(followed).toBe(false);
    expect(taps.kept).toEqual([{ control: get('settings') }]);
    state.answering = true;
    takeOverTaps(taps);
    expect(state.heard.filter((heard) => heard.startsWith('click'))).toEqual(['click settings']);
  });
});

describe('keys before the app runs', () => {
  it('keeps the arrow keys on a button, not other keys, and presses them again, let go a moment later', () => {
    vi.useFakeTimers();
    const { state, get } = page(`<button id="german" type="button" role="radio">Deutsch</button>`);
    const keyDown = (key: string) =>
      get('german').dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );

    const scrolled = keyDown('ArrowRight');
    keyDown('a');
    keyDown('Tab');

    expect(scrolled).toBe(false);
    expect(taps.kept).toEqual([{ control: get('german'), key: 'ArrowRight' }]);
    state.answering = true;
    takeOverTaps(taps);
    expect(state.heard).toEqual(['keydown german ArrowRight']);
    expect(document.activeElement).toBe(get('german'));
    vi.advanceTimersByTime(0);
    expect(state.heard).toEqual(['keydown german ArrowRight', 'keyup german ArrowRight']);
  });
});

describe('once the app takes over', () => {
  it('presses the kept buttons once each, in order, as a mouse would', () => {
    const { state, get } = page(`
      <button id="tab" type="button">Tab</button>
      <form id="newsletter"><button id="subscribe">Anmelden</button></form>`);
    get('tab').click();
    get('subscribe').click();
    state.answering = true;

    takeOverTaps(taps);

    expect(state.heard).toEqual([
      'pointerdown tab',
      'mousedown tab',
      'click tab',
      'pointerdown subscribe',
      'mousedown subscribe',
      'click subscribe',
    ]);
    expect(state.submitted).toEqual(['newsletter']);
    expect(taps.kept).toEqual([]);
  });

  it('presses a tap again until its part of the page has its code, and then once', () => {
    vi.useFakeTimers();
    const { state, get } = page(`<button id="accept" type="button">Alle akzeptieren</button>`);
    get('accept').click();

    takeOverTaps(taps);
    vi.advanceTimersByTime(retryDelaysMs[0]! + retryDelaysMs[1]!);
    expect(state.heard).toEqual([]);

    state.answering = true;
    vi.advanceTimersByTime(retryDelaysMs[2]!);
    expect(state.heard.filter((heard) => heard.startsWith('click'))).toEqual(['click accept']);
    vi.advanceTimersByTime(tapLifetimeMs);
    expect(state.heard.filter((heard) => heard.startsWith('click'))).toEqual(['click accept']);
  });

  it('follows later taps: one the page drops is pressed again, and a tap after it waits its turn', () => {
    vi.useFakeTimers();
    const { state, get } = page(`
      <button id="menu" type="button">Navigation öffnen</button>
      <form id="newsletter"><button id="subscribe">Anmelden</button></form>`);
    takeOverTaps(taps);

    get('subscribe').click();
    vi.advanceTimersByTime(0);
    // The form waited: without its part's code React cannot send it, and the browser must not.
    expect(sent()).toEqual([]);

    state.answering = true;
    get('menu').click();
    vi.advanceTimersByTime(retryDelaysMs[0]!);

    expect(state.heard.filter((heard) => heard.startsWith('click'))).toEqual([
      'click subscribe',
      'click menu',
    ]);
    expect(state.submitted).toEqual(['newsletter']);
    vi.advanceTimersByTime(tapLifetimeMs);
    expect(state.heard.filter((heard) => heard.startsWith('click'))).toHaveLength(2);
  });

  it('leaves a later tap the page answers to the page when nothing waits', () => {
    const { state, get } = page(`<button id="menu" type="button">Navigation öffnen</button>`);
    state.answering = true;
    takeOverTaps(taps);

    get('menu').click();

    expect(state.heard).toEqual(['click menu']);
  });

  it('drops a tap that nothing answers within its lifetime', () => {
    vi.useFakeTimers();
    const { state, get } = page(`<button id="late" type="button">Später</button>`);
    get('late').click();
    takeOverTaps(taps);

    vi.advanceTimersByTime(tapLifetimeMs + retryDelaysMs.at(-1)!);
    state.answering = true;
    vi.advanceTimersByTime(10 * retryDelaysMs.at(-1)!);

    expect(state.heard).toEqual([]);
  });
});

describe('fields changed before the app runs', () => {
  it('get back what the visitor put in once React has hydrated them, as if just done', () => {
    vi.useFakeTimers();
    const { state, get } = page(`
      <input id="name" value="">
      <input id="privacy" type="checkbox">`);
    const name = get('name') as HTMLInputElement;
    name.value = 'Erika Mustermann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    get('privacy').click();

    takeOverTaps(taps);
    vi.advanceTimersByTime(retryDelaysMs[0]!);
    expect(state.heard.filter((heard) => !heard.startsWith('keydown'))).toEqual([]);

    state.answering = true;
    vi.advanceTimersByTime(retryDelaysMs[1]!);

    expect(name.value).toBe('Erika Mustermann');
    expect((get('privacy') as HTMLInputElement).checked).toBe(true);
    expect(state.heard).toContain('input name Erika Mustermann');
    expect(state.heard).toContain('click privacy');
  });

  it('get it back also when React hydrated them before the app took the taps over', () => {
    const { state, get } = page(`<input id="name" value="">`);
    const name = get('name') as HTMLInputElement;
    name.value = 'Erika Mustermann';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    // Hydration resets the field to the app's (empty) content before the app's effects run.
    name.value = '';
    state.answering = true;
    state.hydrated = true;

    takeOverTaps(taps);

    expect(name.value).toBe('Erika Mustermann');
    expect(state.heard).toContain('input name Erika Mustermann');
  });

  it('are announced to the app also where hydration left the text in place', () => {
    const { state, get } = page(`<input id="name" value="">`);
    const name = get('name') as HTMLInputElement;
    name.value = 'Erika';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    state.answering = true;
    state.hydrated = true;

    takeOverTaps(taps);

    expect(name.value).toBe('Erika');
    expect(state.heard).toContain('input name Erika');
  });

  it('are answered before a later tap: a form is sent with what the visitor typed', () => {
    vi.useFakeTimers();
    const { state, get } = page(`
      <input id="email" value="">
      <button id="subscribe" type="button">Anmelden</button>`);
    const email = get('email') as HTMLInputElement;
    email.value = 'erika@example.org';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    get('subscribe').click();
    state.answering = true;
    state.waiting.add('email');

    takeOverTaps(taps);
    vi.advanceTimersByTime(retryDelaysMs[0]!);
    expect(state.heard.filter((heard) => !heard.startsWith('keydown'))).toEqual([]);
    state.waiting.clear();
    vi.advanceTimersByTime(retryDelaysMs[1]!);

    expect(state.heard.filter((heard) => /^(input|click)/.test(heard))).toEqual([
      'input email erika@example.org',
      'click subscribe',
    ]);
  });

  it('are left alone when the app heard the change itself', () => {
    vi.useFakeTimers();
    const { state, get } = page(`<input id="name" value="">`);
    state.answering = true;
    state.hydrated = true;
    takeOverTaps(taps);
    const name = get('name') as HTMLInputElement;

    name.value = 'Erika';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    vi.advanceTimersByTime(tapLifetimeMs);

    expect(state.heard).toEqual(['input name Erika']);
  });
});
