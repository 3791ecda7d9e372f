import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '#client/i18n/index.ts';

/**
 * A page (or admin section) as its own chunk, loaded together with its text namespaces, so a
 * first visit downloads only the layout and the page it opens.
 */
export function page(namespaces: string[], load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [mod] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return mod;
  });
}
