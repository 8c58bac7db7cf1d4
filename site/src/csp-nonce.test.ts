import { describe, expect, it } from 'vitest';
import { shareCspNonce } from './csp-nonce.ts';

/** A page whose head holds `head`. */
function pageWith(head: string) {
  const page = document.implementation.createHTMLDocument('page');
  page.head.innerHTML = head;
  return page;
}

describe('the nonce for style elements added in the browser', () => {
  it("is the page's csp-nonce meta element's nonce, for libraries that read __webpack_nonce__", () => {
    const scope: { __webpack_nonce__?: string } = {};
    shareCspNonce(pageWith('<meta property="csp-nonce" nonce="bm9uY2UtMQ==">'), scope);
    expect(scope.__webpack_nonce__).toBe('bm9uY2UtMQ==');
  });

  it('is left unset on a page without one, as the dev server serves it', () => {
    const scope: { __webpack_nonce__?: string } = {};
    shareCspNonce(pageWith('<meta charset="utf-8">'), scope);
    expect(scope).not.toHaveProperty('__webpack_nonce__');
  });
});
