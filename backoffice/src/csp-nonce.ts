import { cspNonceMetaSelector } from '@kursmarkt/schemas/rules';

type NonceGlobal = { __webpack_nonce__?: string };

/**
 * Hands the page's content-security-policy nonce (the csp-nonce meta element the server wrote)
 * to the dialogs' scroll lock, which reads only the `__webpack_nonce__` global; styled-components
 * reads the meta element itself (as the storefront does, site/src/csp-nonce.ts).
 */
export function shareCspNonce(page: Document = document) {
  const nonce = page.querySelector<HTMLMetaElement>(cspNonceMetaSelector)?.nonce;
  if (nonce) (globalThis as NonceGlobal).__webpack_nonce__ = nonce;
}
