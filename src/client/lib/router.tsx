import {
  Children,
  createContext,
  isValidElement,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

// The shop's router: the part of React Router's declarative mode the app uses (routes as
// objects or <Route> elements, nested layouts with <Outlet>, ":id" and "*" segments, links,
// navigation with state, search parameters), in a tenth of its weight, for the first-load budget
// (docs/budgets-and-load.md, docs/decisions/0021). Paths are matched without regard to case, as React Router does.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
/** How the current location was reached: Back/Forward (POP), a link (PUSH) or a replacement. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}
export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string | undefined>;
  /** The part of the path this route matched (for a splat route, without what "*" took). */
  pathnameBase: string;
}

interface Navigation {
  location: Location;
  type: NavigationType;
  navigate: Navigate;
}
const NavigationContext = createContext<Navigation | null>(null);
interface RouteState {
  params: Record<string, string | undefined>;
  base: string;
  outlet: ReactNode;
}
const RouteContext = createContext<RouteState>({ params: {}, base: '/', outlet: null });

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A router hook was used outside a router.');
  return navigation;
}

function parse(to: string, state: unknown = null, key = 'default'): Location {
  const url = new URL(to, 'http://shop.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

// ---- Routers -------------------------------------------------------------------------------

/** A router over a list of locations of its own: `MemoryRouter` and the browser's history alike. */
function useRouterState(initial: () => Navigation['location']) {
  const [current, setCurrent] = useState<{ location: Location; type: NavigationType }>(() => ({ location: initial(), type: 'POP' }));
  // A navigation is a transition, as in React Router: a page still loading keeps the old one shown.
  const go = (location: Location, type: NavigationType) => startTransition(() => setCurrent({ location, type }));
  return { current, go };
}

/** The browser's address and history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const { current, go } = useRouterState(() => {
    const saved = (window.history.state ?? {}) as { usr?: unknown; key?: string };
    return { ...parse(window.location.pathname + window.location.search + window.location.hash), state: saved.usr ?? null, key: saved.key ?? 'default' };
  });
  useEffect(() => {
    const onPop = () => {
      const saved = (window.history.state ?? {}) as { usr?: unknown; key?: string };
      go({ ...parse(window.location.pathname + window.location.search + window.location.hash), state: saved.usr ?? null, key: saved.key ?? 'default' }, 'POP');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const value = useMemo<Navigation>(
    () => ({
      ...current,
      navigate: (to, { replace = false, state = null } = {}) => {
        const target = parse(new URL(to, window.location.href).href.slice(window.location.origin.length), state, newKey());
        const url = target.pathname + target.search + target.hash;
        // The same shape of history entry as React Router's, so Back across a release still works.
        window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key: target.key }, '', url);
        go(target, replace ? 'REPLACE' : 'PUSH');
      },
    }),
    [current],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** A router that keeps its locations in memory (tests). */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children?: ReactNode }) {
  const { current, go } = useRouterState(() => parse(initialEntries.at(-1) ?? '/'));
  const value = useMemo<Navigation>(
    () => ({ ...current, navigate: (to, { replace = false, state = null } = {}) => go(parse(to, state, newKey()), replace ? 'REPLACE' : 'PUSH') }),
    [current],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** One fixed location: the server's rendering of a page. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<Navigation>(
    () => ({
      location: parse(location),
      type: 'POP',
      navigate: () => {
        throw new Error('A page rendered on the server cannot navigate.');
      },
    }),
    [location],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

// ---- Matching ------------------------------------------------------------------------------

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether the route matches at `at` in `segments`: how many segments its own path takes (`fixed`;
 * a "*" takes the rest on top of them), with its parameters.
 */
function matchRoute(route: RouteObject, segments: string[], at: number): { fixed: number; params: Record<string, string>; splat: boolean } | null {
  if (route.index) return at === segments.length ? { fixed: 0, params: {}, splat: false } : null;
  const pattern = segmentsOf(route.path ?? '');
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') {
      params['*'] = segments.slice(at + i).map(decodeURIComponent).join('/');
      return { fixed: i, params, splat: true };
    }
    const segment = segments[at + i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { fixed: pattern.length, params, splat: false };
}

function walk(routes: RouteObject[], segments: string[], at: number, params: Record<string, string | undefined>, base: string): RouteMatch[] | null {
  for (const route of routes) {
    const found = matchRoute(route, segments, at);
    if (!found) continue;
    const own = segments.slice(at, at + found.fixed);
    const match: RouteMatch = {
      route,
      params: { ...params, ...found.params },
      pathnameBase: own.length ? `${base.replace(/\/$/, '')}/${own.join('/')}` : base,
    };
    if (route.children?.length && !found.splat) {
      const rest = walk(route.children, segments, at + found.fixed, match.params, match.pathnameBase);
      if (rest) return [match, ...rest];
      continue;
    }
    if (found.splat || at + found.fixed === segments.length) return [match];
  }
  return null;
}

/** The routes, outermost first, that `pathname` shows, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string, base = '/'): RouteMatch[] | null {
  const below = pathname.toLowerCase().startsWith(base.toLowerCase()) ? pathname.slice(base.replace(/\/$/, '').length) : pathname;
  return walk(routes, segmentsOf(below), 0, {}, base);
}

/** Renders the routes that match the location, below the route this is rendered in. */
export function useRoutes(routes: RouteObject[]): ReactElement | null {
  const { location } = useNavigation();
  const parent = useContext(RouteContext);
  const matches = matchRoutes(routes, location.pathname, parent.base);
  if (!matches) return null;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route, params, pathnameBase } = matches[i]!;
    outlet = (
      <RouteContext.Provider value={{ params: { ...parent.params, ...params }, base: pathnameBase, outlet }}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    );
  }
  return outlet as ReactElement;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}
/** Declares a route inside <Routes>; renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child))
    .map(({ props }) => ({ path: props.path, index: props.index, element: props.element, children: props.children ? routesOf(props.children) : undefined }));
}

export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesOf(children));
}

/** Where a child route's page goes in its layout. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

// ---- Hooks ---------------------------------------------------------------------------------

export const useLocation = (): Location => useNavigation().location;
export const useNavigationType = (): NavigationType => useNavigation().type;
export const useParams = (): Record<string, string | undefined> => useContext(RouteContext).params;

/** An address relative to the current route ("new") made absolute ("/admin/products/new"). */
function useResolved(to: string): string {
  const { base } = useContext(RouteContext);
  if (to.startsWith('/') || to.startsWith('?') || to.startsWith('#')) return to;
  return `${base.replace(/\/$/, '')}/${to}`;
}

export function useNavigate(): Navigate {
  const { navigate } = useNavigation();
  const { base } = useContext(RouteContext);
  return (to, options) => navigate(to.startsWith('/') || to.startsWith('?') ? to : `${base.replace(/\/$/, '')}/${to}`, options);
}

type SearchInit = URLSearchParams | string | Record<string, string | number>;

/** The address's query, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: SearchInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next instanceof URLSearchParams || typeof next === 'string' ? next : Object.entries(next).map(([k, v]) => [k, String(v)])).toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, set];
}

/** Goes to `to` once rendered (a page that is not for this visitor sends it elsewhere). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  });
  return null;
}

// ---- Links ---------------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A plain click goes through the router; a click with a modifier (new tab) stays the browser's. */
function useLinkClick(href: string, { replace, state, onClick, target }: Pick<LinkProps, 'replace' | 'state' | 'onClick' | 'target'>) {
  const { navigate } = useNavigation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href, { replace, state });
  };
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const href = useResolved(to);
  return <a {...rest} href={href} target={target} onClick={useLinkClick(href, { replace, state, onClick, target })} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on exactly this path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link that knows when it leads to the current page (aria-current="page"). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const href = useResolved(to);
  const target = href.split(/[?#]/)[0]!.replace(/\/$/, '').toLowerCase() || '/';
  const here = pathname.replace(/\/$/, '').toLowerCase() || '/';
  // As in React Router, a link to the home page is active on the home page only.
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
