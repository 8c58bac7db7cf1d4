/**
 * Leaves the page for an address the server answers (not a route of the app): `replace` keeps
 * the page that asked out of the history.
 */
export function leavePage(address: string, { replace }: { replace: boolean }) {
  if (replace) window.location.replace(address);
  else window.location.assign(address);
}
