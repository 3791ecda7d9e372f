import { configure } from '@testing-library/react';
import { loadNamespaces } from '#client/i18n/index.ts';
import { loadQueryCore } from '#client/lib/query.ts';

// Components read their texts from the catalogues, which load as the app starts (main.tsx): the
// tests start the same way, in English.
await loadNamespaces('common', 'errors');

// TanStack Query's code, which a page loads after its first paint (lib/query.ts), is there from the
// start: the hooks in the tests are TanStack's own.
await loadQueryCore();

// waitFor and findBy wait up to 5 s, not Testing Library's 1 s: beside the server suites on 2 cores
// a render can take longer than that (vitest.config.ts gives a client test 20 s in all).
configure({ asyncUtilTimeout: 5_000 });
