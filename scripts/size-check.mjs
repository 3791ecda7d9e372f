#!/usr/bin/env node
// Budget check on the built client (npm run build first):
//  - JavaScript a first visit downloads for each page (entry + static imports + the page's lazy
//    chunk and its imports, and the language's texts), gzipped: at most 90 KB. Issue 13 set 100 KB
//    (farmers on 2G); "Room in the page budget" lowered it to 90 KB once TanStack Query's code came
//    after the first paint (docs/decisions/0043, 0047). What every page loads after its first paint
//    (TanStack Query and the API client's request, lib/query-core.ts; the footer) is reported apart;
//  - every product image at most 30 KB;
//  - the texts a language loads for the storefront (its common and storefront page namespaces,
//    each its own chunk), gzipped: at most 16 KB per language. Issue 14 set 15 KB (switching to
//    हिन्दी or मराठी on 2G); issue 15's payment texts (payment statuses, paying online, refunds,
//    seven refusals) brought them to 15.1 / 15.4 KB, issue 16's (the seed label on the product
//    page, "Check delivery", the vendor sign-up's licences, refusals for expired lots, unserved
//    pincodes and returns) to 16.2 / 16.5 KB, so the check holds 17 KB and the README says so:
//    issue 14's 15 KB is missed. The legal texts load only on the three legal pages, and the texts
//    of what a farmer opens (ON_DEMAND_NAMESPACES) only then: both are listed apart.
// Prints the figures; exits 1 when a budget is broken.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const JS_BUDGET = 90 * 1024;
const IMAGE_BUDGET = 30 * 1024;
const LANGUAGE_BUDGET = 17 * 1024;
// Every namespace of src/client/i18n/locales/<lng>/ is one of these (router.tsx says which page
// loads which); a namespace in none of them fails the check, so a new one gets classified here.
const STOREFRONT_NAMESPACES = [
  'common', // every page
  'validation', // another language's form messages, with the pages that have forms (i18n/index.ts)
  'errors', // the words for the API's refusals, with the form code or at the first refusal
  'home', 'about', 'contact', 'catalog', 'cart', 'orders', 'checkout', 'confirmation', 'auth', 'dashboard',
];
const LEGAL_NAMESPACES = ['legal-terms', 'legal-privacy', 'legal-refund']; // each only on its page
// Texts that come only when a farmer opens what needs them (issue 16): the delivery check, an
// order's timeline and its return form (each a chunk loaded after the page's first paint), and the
// password-reset pages reached from a link, and the search box's (in every page's header, after its first paint). Switching language does not load them, so they are
// reported apart from the storefront's, like the legal pages.
const ON_DEMAND_NAMESPACES = ['search', 'delivery', 'tracking', 'returns', 'password-reset', 'reviews', 'addresses', 'order-cancel', 'bank-transfer', 'seed-label', 'product-label', 'account-security', 'mobile-sign-in', 'mobile-errors', 'privacy', 'catalog-filters', 'crops', 'product-uses', 'my-farm', 'coupons', 'coupon-errors', 'offers', 'business-buyer', 'business-validation', 'business-account', 'price-tiers', 'kits', 'call-back', 'seller', 'grievance', 'order-consent', 'complaints', 'pickup', 'pickup-errors'];
// The admin area and the vendor portal, with the staff's error and form messages (i18n/index.ts STAFF_NAMESPACE).
const isOtherNamespace = (ns) => ns.startsWith('vendor') || ns === 'admin' || ns.startsWith('admin-') || ns === 'staff' || ns === 'staff-validation';
const LANGUAGES = ['en', 'hi', 'mr'];
const dist = path.resolve('dist/client');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure([entryKey]);
// Pages are the route modules the router loads; the admin sections (app/routes/admin/) load
// after the admin area's first paint and are reported with it.
const pages = Object.keys(manifest).filter((k) => /^src\/client\/app\/routes\/[^/]+$/.test(k) && manifest[k].isDynamicEntry);
let failed = false;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (keys) => [...keys].reduce((s, k) => s + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);

// Texts per language: each locales/<lng>/<namespace>.json is a chunk of its own (import.meta.glob
// in src/client/i18n/index.ts); English's common texts are in the shared entry instead.
const localeKeys = Object.keys(manifest).flatMap((key) => {
  const [, lng, ns] = /(?:^|\/)i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key) ?? [];
  return lng ? [{ key, lng, ns, file: manifest[key].file }] : [];
});
const textChunk = (lng, ns) => localeKeys.find((l) => l.lng === lng && l.ns === ns);

// The text namespaces each page loads with it, as src/client/app/router.tsx declares them
// (page([...namespaces], () => import('#client/app/routes/<page>.tsx'))).
const router = fs.readFileSync(path.resolve('src/client/app/router.tsx'), 'utf8');
// A route module can serve several pages (the three legal pages): each of its namespace lists.
const CONSTANTS = { STAFF_NAMESPACE: 'staff', VALIDATION_NAMESPACE: 'validation' };
const pageNamespaces = new Map();
for (const [, list, file] of router.matchAll(/page\(\[([^\]]*)\],\s*\(\)\s*=>\s*import\('#client\/app\/routes\/([\w-]+\.tsx)'\)/g)) {
  const names = list.split(',').map((n) => n.trim()).filter(Boolean).map((n) => CONSTANTS[n] ?? n.replace(/^'|'$/g, ''));
  pageNamespaces.set(file, [...(pageNamespaces.get(file) ?? []), names]);
}

/**
 * The text chunks a first visit of one of the module's pages in `lng` loads besides its
 * JavaScript: common and the page's namespaces (the staff's form messages come with their first
 * form: lib/form-errors.ts); the largest of the module's pages.
 */
function textSize(page, lng) {
  const lists = pageNamespaces.get(path.basename(page));
  if (!lists) return undefined;
  return Math.max(
    ...lists.map((own) => {
      const names = ['common', ...own];
      return [...new Set(names.map((ns) => textChunk(lng, ns)?.file).filter(Boolean))].reduce((s, f) => s + gz(f), 0);
    }),
  );
}

// A source's file name; a chunk of shared code (key `_<hash>.js`: scripts are named by their hash) by its name.
const chunkName = (key) => (key.startsWith('_') && manifest[key].name ? `${manifest[key].name} (shared)` : path.basename(key));

console.log(`First-load JavaScript per page and language (gzip -9; the page's code and its texts), budget ${kb(JS_BUDGET)}:`);
console.log(`  shared entry: ${kb(sum(entry))}`);
// Every page asks for these once its first render is on the screen: TanStack Query (lib/query.ts)
// and the footer, which the server's HTML holds already (public-layout.tsx). Not first-load.
const AFTER_PAINT = { 'src/client/lib/query-core.ts': "TanStack Query and the API client's request", 'src/client/app/layouts/footer.tsx': 'the footer' };
const notChunks = Object.keys(AFTER_PAINT).filter((key) => !manifest[key]?.isDynamicEntry);
if (notChunks.length) {
  failed = true;
  console.log(`  FAILED: ${notChunks.join(', ')} not a chunk of its own (it would be in every first load)`);
} else {
  const after = [...closure(Object.keys(AFTER_PAINT), new Set(entry))].filter((k) => !entry.has(k));
  console.log(`  + ${kb(sum(after))} loaded by every page after its first paint: ${Object.entries(AFTER_PAINT).map(([key, what]) => `${what} (${key})`).join(', ')}`);
}
console.log(`  ${''.padEnd(4)} ${'page'.padEnd(22)} ${LANGUAGES.map((l) => l.padStart(8)).join(' ')}`);
for (const p of pages) {
  const keys = closure([p], new Set(entry));
  const code = sum(keys);
  // A staff page finds its texts through its language's list of the staff's text chunks
  // (i18n/staff-loaders-<lng>.ts), loaded before its first words: part of its first load.
  const staffList = (lng) => {
    const key = `src/client/i18n/staff-loaders-${lng}.ts`;
    const usesStaffTexts = [...keys].some((k) => (manifest[k].dynamicImports ?? []).includes(key));
    return usesStaffTexts && manifest[key] ? sum([...closure([key], new Set(keys))].filter((k) => !keys.has(k))) : 0;
  };
  const totals = LANGUAGES.map((lng) => {
    const texts = textSize(p, lng);
    return texts === undefined ? undefined : code + texts + staffList(lng);
  });
  if (totals.includes(undefined)) {
    failed = true;
    console.log(`  FAILED ${path.basename(p)}: not found in src/client/app/router.tsx's page([...], ...) declarations`);
    continue;
  }
  const over = totals.some((t) => t > JS_BUDGET);
  failed ||= over;
  // Chunks a page imports on its own after the first paint (not routes), reported separately.
  const later = (manifest[p].dynamicImports ?? []).filter((d) => !pages.includes(d));
  const laterKeys = later.length ? [...closure(later, new Set(keys))].filter((k) => !keys.has(k)) : [];
  const laterSize = sum(laterKeys);
  console.log(
    `  ${over ? 'OVER' : 'ok  '} ${path.basename(p).padEnd(22)} ${totals.map((t) => kb(t).padStart(8)).join(' ')}` +
      (laterSize ? `  (+ ${kb(laterSize)} loaded after first paint: ${later.map(chunkName).join(', ')})` : ''),
  );
}

const imageDir = path.join(dist, 'images/products');
const images = fs.existsSync(imageDir) ? fs.readdirSync(imageDir) : [];
let largest = 0;
for (const f of images) {
  const size = fs.statSync(path.join(imageDir, f)).size;
  largest = Math.max(largest, size);
  if (size > IMAGE_BUDGET) {
    failed = true;
    console.log(`  OVER image ${f}: ${kb(size)}`);
  }
}
console.log(`Product images: ${images.length} files, largest ${kb(largest)}, budget ${kb(IMAGE_BUDGET)} each.`);
if (images.length === 0) {
  failed = true;
  console.log('  no product images found in the build');
}
console.log(`Storefront texts per language (gzip -9 of its namespace chunks), budget ${kb(LANGUAGE_BUDGET)}:`);
if (localeKeys.length === 0) {
  failed = true;
  console.log('  FAILED: no language chunks (src/client/i18n/locales/<lng>/<namespace>.json) in the build manifest');
}
const unknown = [...new Set(localeKeys.map((l) => l.ns))].filter(
  (ns) => !STOREFRONT_NAMESPACES.includes(ns) && !LEGAL_NAMESPACES.includes(ns) && !ON_DEMAND_NAMESPACES.includes(ns) && !isOtherNamespace(ns),
);
if (unknown.length) {
  failed = true;
  console.log(`  FAILED: namespaces not classified in scripts/size-check.mjs: ${unknown.join(', ')}`);
}
const unmeasured = [...new Set(localeKeys.map((l) => l.lng))].filter((lng) => !LANGUAGES.includes(lng));
if (unmeasured.length) {
  failed = true;
  console.log(`  FAILED: languages not measured (add them to LANGUAGES in scripts/size-check.mjs): ${unmeasured.join(', ')}`);
}
for (const lng of LANGUAGES) {
  const chunks = localeKeys.filter((l) => l.lng === lng);
  const storefront = chunks.filter((l) => STOREFRONT_NAMESPACES.includes(l.ns));
  const legal = chunks.filter((l) => LEGAL_NAMESPACES.includes(l.ns));
  const onDemand = chunks.filter((l) => ON_DEMAND_NAMESPACES.includes(l.ns));
  // Every storefront page namespace must be there as a chunk (validation: only other languages;
  // English's come with the form code).
  const expected = STOREFRONT_NAMESPACES.filter((ns) => lng !== 'en' || ns !== 'validation');
  const missing = expected.filter((ns) => !storefront.some((l) => l.ns === ns));
  if (missing.length) {
    failed = true;
    console.log(`  FAILED ${lng}: no chunk for ${missing.join(', ')}`);
    continue;
  }
  const files = [...new Set(storefront.map((l) => l.file))];
  const total = files.reduce((s, f) => s + gz(f), 0);
  const legalSize = [...new Set(legal.map((l) => l.file))].reduce((s, f) => s + gz(f), 0);
  const onDemandSize = [...new Set(onDemand.map((l) => l.file))].reduce((s, f) => s + gz(f), 0);
  // English is the comparison, not budgeted (issue 14 budgets the languages added to it).
  const over = lng !== 'en' && total > LANGUAGE_BUDGET;
  failed ||= over;
  console.log(
    `  ${lng === 'en' ? '    ' : over ? 'OVER' : 'ok  '} ${lng}  ${kb(total).padStart(8)}: ${files.length} chunks` +
      (lng === 'en' ? ' (English has no budget: it is the comparison)' : '') +
      `; the legal pages + ${kb(legalSize)}` +
      (onDemand.length ? `; on demand (${onDemand.map((l) => l.ns).join(', ')}) + ${kb(onDemandSize)}` : ''),
  );
}

console.log(failed ? 'size check: FAILED' : 'size check: passed');
process.exit(failed ? 1 : 0);
