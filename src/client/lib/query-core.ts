// What a page needs only once its first render is on the screen, in one chunk loaded then
// (docs/decisions/0047): TanStack Query's own code, as the query layer (query.ts) uses it, and the
// API client's request (api-request.ts), which nothing calls before: queries wait for TanStack.
export { request } from './api-request.ts';
export { hydrate, MutationObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
