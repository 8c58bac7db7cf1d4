import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { shellMessages } from '@kursmarkt/i18n';
import { Button } from '@kursmarkt/ui';
import { login } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';

const UserMenu = lazy(() => import('./UserMenu.tsx'));

/**
 * The header's session part: Login and Register for anonymous visitors, the user menu (loaded
 * on demand) for a signed-in customer (SPEC.md section 2, header).
 */
export function SessionButtons() {
  const intl = useIntl();
  const session = useSession();
  const [starting, setStarting] = useState<'login' | 'register' | null>(null);

  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={null}>
        <UserMenu user={session.user} />
      </Suspense>
    );
  }
  // While the stored session is read, neither buttons nor a menu that might be wrong.
  if (session.status === 'checking') return null;

  const start = (kind: 'login' | 'register') => {
    setStarting(kind);
    // The page goes to the provider; if it cannot, the buttons work again.
    login({ register: kind === 'register' }).catch(() => setStarting(null));
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-busy={starting === 'login'}
        disabled={starting !== null}
        onClick={() => start('login')}
      >
        {intl.formatMessage(shellMessages.headerLogin)}
      </Button>
      <Button
        size="sm"
        aria-busy={starting === 'register'}
        disabled={starting !== null}
        onClick={() => start('register')}
      >
        {intl.formatMessage(shellMessages.headerRegister)}
      </Button>
    </>
  );
}
