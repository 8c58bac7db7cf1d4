/**
 * The storefront's location, handed to wouter, which matches the routes (ADR 0032). Every
 * navigation is a transition, as in react-router before it: a lazy page keeps the old page on
 * screen until its code has come instead of showing the Suspense fallback. wouter's own browser
 * location reads the address through useSyncExternalStore, whose updates never are transitions,
 * so the location lives in state here and wouter reads it through its `hook` and `searchHook`.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { matchRoute, Route, Router, useLocation as useRouterPath, useRouter } from 'wouter';

/** How the app came to the current location: the first page and back/forward are `POP`. */
type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/**
 * Where the app is, as the address shows it (not decoded); `key` stays with the history entry,
 * so that a position stored for it is found again on back/forward.
 */
export type AppLocation = { pathname: string; search: string; hash: string; key: string };

export type NavigateOptions = {
  /** Replaces the current history entry instead of adding one. @default false */
  replace?: boolean;
};

/** Goes to `to`, an absolute path or a `?query` of the current path. */
export type Navigate = (to: string, options?: NavigateOptions) => void;

type Current = { location: AppLocation; type: NavigationType };

const LocationContext = createContext<(Current & { navigate: Navigate }) | null>(null);

function useCurrent() {
  const current = useContext(LocationContext);
  if (!current) throw new Error('The location is read inside <AppRouter> only.');
  return current;
}

/** The address's parts of `url` with the history entry's `key`. */
function locationOf(url: URL, key: string): AppLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

/** A key for a new history entry (react-router made the same kind). */
const createKey = () => Math.random().toString(36).substring(2, 10);

function browserLocation(): AppLocation {
  const state: unknown = window.history.state;
  const key =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  return locationOf(new URL(window.location.href), key);
}

/** Changes the browser's address, then the app's location as a transition. */
function browserNavigate(setCurrent: Dispatch<SetStateAction<Current>>): Navigate {
  return (to, { replace = false } = {}) => {
    const url = new URL(to, window.location.href);
    const state = { key: createKey() };
    if (replace) window.history.replaceState(state, '', url);
    else {
      try {
        window.history.pushState(state, '', url);
      } catch {
        // Safari limits how many entries a page may add; the browser loads the page instead.
        window.location.assign(url);
        return;
      }
    }
    startTransition(() =>
      setCurrent({ location: browserLocation(), type: replace ? 'REPLACE' : 'PUSH' }),
    );
  };
}

/**
 * A path (from `/`) as a URL, only to parse and resolve it; no request goes there. Appended, not
 * resolved: `//a/b` is a path here, not the host `a`.
 */
const memoryUrl = (path: string) => new URL(`http://localhost${path}`);

/** Changes only the app's location, as a transition: no browser address is read or written. */
function memoryNavigate(setCurrent: Dispatch<SetStateAction<Current>>): Navigate {
  return (to, { replace = false } = {}) =>
    startTransition(() =>
      setCurrent(({ location }) => {
        const from = memoryUrl(`${location.pathname}${location.search}${location.hash}`);
        return {
          location: locationOf(new URL(to, from), createKey()),
          type: replace ? 'REPLACE' : 'PUSH',
        };
      }),
    );
}

/** wouter's location hook: the path it matches routes against and how it navigates. */
const useRouterLocation = (): [string, Navigate] => {
  const { location, navigate } = useCurrent();
  return [location.pathname, navigate];
};
const useRouterSearch = () => useCurrent().location.search;

export type AppRouterProps = {
  /**
   * Set: the app is at this path (from `/`, with query) in memory, for the server's render, the
   * domain stories and tests; navigations change no browser address. Unset: the browser's address.
   */
  path?: string;
  children: ReactNode;
};

/** Holds the location for wouter's routes and the hooks below. */
export function AppRouter({ path, children }: AppRouterProps) {
  const [current, setCurrent] = useState<Current>(() => ({
    location: path === undefined ? browserLocation() : locationOf(memoryUrl(path), 'default'),
    type: 'POP',
  }));
  const inMemory = path !== undefined;
  const navigate = useMemo(
    () => (inMemory ? memoryNavigate(setCurrent) : browserNavigate(setCurrent)),
    [inMemory],
  );
  useEffect(() => {
    if (inMemory) return;
    const onPopState = () =>
      startTransition(() => setCurrent({ location: browserLocation(), type: 'POP' }));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [inMemory]);
  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return (
    <LocationContext.Provider value={value}>
      <Router hook={useRouterLocation} searchHook={useRouterSearch}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
}

export const useLocation = () => useCurrent().location;

export const useNavigationType = () => useCurrent().type;

/** The navigate function, the same for the whole visit. */
export const useNavigate = () => useCurrent().navigate;

/**
 * The query of the current location and how to change it: setting the query keeps the path,
 * drops the hash and adds a history entry unless `replace` is given (as react-router's did).
 */
export function useSearchParams() {
  const { location, navigate } = useCurrent();
  const { search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next}`, options),
    [navigate],
  );
  return [params, setParams] as const;
}

/** A page and the path it is shown at (wouter's pattern: `/a/:param`, `/a/*?`, `*`). */
export type RouteDefinition = { path: string; element: ReactNode };

/**
 * Shows the first route whose path matches, so the more specific path comes first. A page
 * shown at two routes stays mounted from one to the other, as with react-router's routes;
 * wouter's Switch would mount it anew, because it keeps the key of each route's element.
 */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { parser } = useRouter();
  const [path] = useRouterPath();
  const route = routes.find((candidate) => matchRoute(parser, candidate.path, path)[0]);
  return route ? <Route path={route.path}>{route.element}</Route> : null;
}
