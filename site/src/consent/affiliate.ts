/** The cookie that remembers the affiliate a visitor came through (docs/entities-and-states.md, states; docs/rules.md, limits). */
export const affiliateCookie = 'aid';

/** The value of cookie `name` in `cookies` (default: the page's cookies), if set. */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}
