/**
 * What the consent tests share: the page's cookies emptied between tests. jsdom keeps cookies in
 * one jar for the whole file, so each test starts by expiring every cookie it finds.
 */
export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
