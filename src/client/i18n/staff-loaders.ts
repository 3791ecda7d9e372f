import { registerStaffNamespaces } from './index.ts';

// The text chunks of the admin area and the vendor portal, listed apart from the storefront's
// (i18n/index.ts): the pages of staff import this module, so a farmer's first load does not carry
// the addresses of some eighty chunks it never opens. Each language's list is a chunk of its own,
// loaded when a staff page asks for a text in it: the admin area's first load carries none of the
// three (0.8 KB gzipped, docs/budgets-and-load.md).
const byLanguage: Record<string, () => Promise<{ default: Record<string, () => Promise<Record<string, unknown>>> }>> = {
  en: () => import('./staff-loaders-en.ts'),
  hi: () => import('./staff-loaders-hi.ts'),
  mr: () => import('./staff-loaders-mr.ts'),
};

registerStaffNamespaces(async (language) => (await (byLanguage[language] ?? byLanguage.en!)()).default);
