import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';

/** A lazily loaded page that can also be loaded ahead of its first render. */
export type Page = ComponentType & { preload(): Promise<unknown> };

/**
 * A page (or admin section) as its own chunk, loaded together with its text namespaces, so a
 * first visit downloads only the layout and the page it opens. `preload()` starts the same load:
 * the browser calls it for a server-rendered page before hydrating it (main.tsx).
 */
export function page(namespaces: string[], load: () => Promise<{ default: ComponentType }>): Page {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= Promise.all([load(), loadNamespaces(...namespaces)]).then(([mod]) => mod));
  return Object.assign(lazy(start), { preload: start });
}
