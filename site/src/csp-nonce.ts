import { cspNonceMetaSelector } from '@kursmarkt/schemas/rules';

type NonceGlobal = { __webpack_nonce__?: string };

/**
 * Hands the page's content-security-policy nonce (its csp-nonce meta element, written by the
 * server) to the libraries that add style elements in the browser, so that the policy applies
 * them: styled-components reads the meta element itself, the dialogs' scroll lock
 * (react-remove-scroll through react-style-singleton) only the `__webpack_nonce__` global, which
 * Vite's build does not set. Without the meta element (the dev server's page) nothing changes.
 */
export function shareCspNonce(
  page: Document = document,
  scope: NonceGlobal = globalThis as NonceGlobal,
) {
  const nonce = page.querySelector<HTMLMetaElement>(cspNonceMetaSelector)?.nonce;
  if (nonce) scope.__webpack_nonce__ = nonce;
}
