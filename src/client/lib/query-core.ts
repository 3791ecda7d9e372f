// TanStack Query's own code, as the query layer (query.ts) uses it: a chunk of its own, loaded
// after a page's first paint, never part of its first load (docs/decisions/0046).
export { hydrate, MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
