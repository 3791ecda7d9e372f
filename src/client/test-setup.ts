import { loadNamespaces } from '#client/i18n/index.ts';
import { loadQueryCore } from '#client/lib/query.ts';

// Components read their texts from the catalogues, which load as the app starts (main.tsx): the
// tests start the same way, in English.
await loadNamespaces('common', 'errors');

// TanStack Query's code, which a page loads after its first paint (lib/query.ts), is there from the
// start: the hooks in the tests are TanStack's own.
await loadQueryCore();
