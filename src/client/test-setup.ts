import { loadNamespaces } from '#client/i18n/index.ts';

// Components read their texts from the catalogues, which load as the app starts (main.tsx): the
// tests start the same way, in English.
await loadNamespaces('common', 'errors');
