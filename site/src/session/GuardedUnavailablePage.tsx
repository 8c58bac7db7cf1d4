import UnavailablePage from '../pages/UnavailablePage.tsx';
import { RequireSession } from './RequireSession.tsx';

/** A login-guarded route whose capability comes with a later release (order, check). */
export default function GuardedUnavailablePage() {
  return (
    <RequireSession>
      <UnavailablePage />
    </RequireSession>
  );
}
