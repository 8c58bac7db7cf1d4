import { lazy, Suspense, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { shellMessages } from '@kursmarkt/i18n';
import { signInStartPath } from '@kursmarkt/schemas/rules';
import { Button, token } from '@kursmarkt/ui';
import { useLocation } from 'react-router-dom';
import { login } from '../session/session.ts';
import { useSession } from '../session/use-session.ts';

const UserMenu = lazy(() => import('./UserMenu.tsx'));

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

/**
 * The header's session part: Login and Register for anonymous visitors, the user menu (loaded
 * on demand) for a signed-in customer (docs/routes-and-screens.md, header). Login and Register are forms
 * the server answers (`/auth/login`): they start the sign-in before the page's scripts have
 * loaded, and without them (docs/decisions/0019-no-tap-lost-before-hydration.md). They carry this
 * page as the return address and its language. Once the scripts run, a form starts the sign-in
 * through the session (`login`), which starts none while the page leaves for a sign-out.
 */
export function SessionButtons() {
  const intl = useIntl();
  const session = useSession();
  const { pathname, search } = useLocation();

  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={null}>
        <UserMenu user={session.user} />
      </Suspense>
    );
  }
  // While the stored session is read, or the page leaves for a sign-out, neither buttons nor a
  // menu that might be wrong.
  if (session.status === 'checking' || session.status === 'signingOut') return null;

  const returnTo = `${pathname}${search}`;
  const start = (register: boolean) => (event: FormEvent) => {
    event.preventDefault();
    void login({ returnTo, register, language: intl.locale });
  };
  const carried = (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="language" value={intl.locale} />
    </>
  );
  return (
    <Buttons>
      <form method="get" action={signInStartPath} onSubmit={start(false)}>
        {carried}
        <Button type="submit" size="sm" variant="secondary">
          {intl.formatMessage(shellMessages.headerLogin)}
        </Button>
      </form>
      <form method="get" action={signInStartPath} onSubmit={start(true)}>
        {carried}
        <input type="hidden" name="register" value="1" />
        <Button type="submit" size="sm">
          {intl.formatMessage(shellMessages.headerRegister)}
        </Button>
      </form>
    </Buttons>
  );
}
