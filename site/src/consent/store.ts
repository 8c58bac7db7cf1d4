import { consentCookie } from '@kursmarkt/schemas';
import { readCookie } from './affiliate.ts';
import { writeCookie } from './cookies.ts';

/** The consent categories; `necessary` is always granted. */
export const consentCategories = ['necessary', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

const consentMaxAgeSeconds = 365 * 24 * 60 * 60;
const channelName = 'consent';

type ConsentListener = (granted: ConsentCategory[]) => void;
const listeners = new Set<ConsentListener>();
let channel: BroadcastChannel | undefined;

/**
 * The categories the visitor granted, or `null` while no choice of this version is stored
 * (the cookie's format: `consentCookie` in the schemas' constants).
 */
export function readConsent(cookies: string = document.cookie): ConsentCategory[] | null {
  const value = readCookie(consentCookie.name, cookies);
  const [version, ...granted] = value?.split('.') ?? [];
  if (version !== consentCookie.version) return null;
  return consentCategories.filter(
    (category) => category === 'necessary' || granted.includes(category),
  );
}

/** Whether the visitor consented to `category` (necessary always is). */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || (readConsent()?.includes(category) ?? false);
}

const notify = (granted: ConsentCategory[]) => {
  for (const listener of listeners) listener(granted);
};

/** Stores the visitor's choice for a year and tells this tab's and every other tab's listeners. */
export function saveConsent(granted: readonly ConsentCategory[]) {
  const optional = consentCategories.filter(
    (category) => category !== 'necessary' && granted.includes(category),
  );
  writeCookie(
    consentCookie.name,
    [consentCookie.version, ...optional].join('.'),
    consentMaxAgeSeconds,
  );
  tellOtherTabs();
  notify(readConsent() ?? ['necessary']);
}

/** A channel does not hear its own messages: this tab's listeners are told directly. */
function tellOtherTabs() {
  if (channel) channel.postMessage(null);
  else if (typeof BroadcastChannel !== 'undefined') {
    const sender = new BroadcastChannel(channelName);
    sender.postMessage(null);
    sender.close();
  }
}

/**
 * Calls `listener` with the granted categories whenever the choice changes, in this tab or in
 * another; returns the function that stops it.
 */
export function onConsentChange(listener: ConsentListener): () => void {
  listeners.add(listener);
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(channelName);
    // The other tab wrote the cookie before it posted, so reading it gives its choice.
    channel.onmessage = () => notify(readConsent() ?? ['necessary']);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}
