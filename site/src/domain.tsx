import { createContext, useContext, type ReactNode } from 'react';
import type { Feature } from '@kursmarkt/schemas';
import type { BootData } from './boot.ts';

const DomainContext = createContext<BootData | null>(null);

/** Gives the page the domain's configuration and messages the server inlined. */
export function DomainProvider({ value, children }: { value: BootData; children: ReactNode }) {
  return <DomainContext.Provider value={value}>{children}</DomainContext.Provider>;
}

/** The domain's configuration and messages, with feature checks. */
export function useDomain() {
  const boot = useContext(DomainContext);
  if (!boot) throw new Error('useDomain must be used inside a DomainProvider.');
  const { configuration, messages, consentAnswered } = boot;
  return {
    configuration,
    messages,
    consentAnswered,
    hasFeature: (feature: Feature) => configuration.features.includes(feature),
    /** Where the logo and the 404 page lead: the main domain if configured, else the start page. */
    homeHref: messages.mainDomain ?? configuration.mainDomain ?? '/',
  };
}
