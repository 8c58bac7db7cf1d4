import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import NotFoundPage from '../../pages/NotFoundPage.tsx';

/**
 * For a catalogue path that names no page (no id after the last hyphen): shows the 404 page
 * at once, on the server too, and moves the browser to /404 (docs/routes-and-screens.md).
 */
export function NotFoundRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/404', { replace: true });
  }, [navigate]);
  return <NotFoundPage />;
}
