/**
 * Sets a first-party cookie for the whole site, `SameSite=Lax` and `Secure` over TLS; without
 * `maxAgeSeconds` it ends with the browser session.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
