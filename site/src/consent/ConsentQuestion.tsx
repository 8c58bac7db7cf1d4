import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDomain } from '../domain.tsx';
import { consentSettingsId } from './settings-link.ts';

const CookieBanner = lazy(() => import('./CookieBanner.tsx'));

/** The banner on show: `reopenedFrom` is the settings link followed; `times` remounts it. */
type Shown = { reopenedFrom?: HTMLElement; times: number };

/**
 * The consent banner's place at the end of the page. While the visitor has not chosen, the
 * banner is part of the page's render, on the server too, so it paints with the page and is
 * hydrated once its code has loaded; a visitor who has chosen never loads that code, unless a
 * settings link (the footer's) asks for the settings.
 */
export function ConsentQuestion() {
  const { consentAnswered } = useDomain();
  const [shown, setShown] = useState<Shown | null>(consentAnswered ? null : { times: 0 });
  const close = useCallback(() => setShown(null), []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href="#${consentSettingsId}"]`);
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      setShown((current) => ({ reopenedFrom: link, times: (current?.times ?? 0) + 1 }));
    };
    // Capturing runs before the app's link handling, which then leaves the link alone.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner key={shown.times} reopenedFrom={shown.reopenedFrom} onClose={close} />
    </Suspense>
  );
}
