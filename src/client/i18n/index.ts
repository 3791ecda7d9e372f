import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES, type Language } from '#shared/languages';
import { Translator } from './translator.ts';

export { DEFAULT_LANGUAGE };

// Every language's texts are chunks of their own, namespace by namespace: a page loads its
// namespaces in the reader's language only (none of English's when it shows हिन्दी), so the
// first load of every language stays within its budget (docs/budgets-and-load.md; scripts/size-check.mjs).
// The storefront's namespaces are listed here; the admin area's and vendor portal's (their own
// pages, loaded by staff only) in a chunk of their own (staff-loaders.ts), so that every farmer's
// first load does not carry the addresses of some fifty text chunks it never opens.
// The texts of what a farmer opens only now and then (the delivery check, an order's timeline,
// returns, cancelling, reviews, saved addresses, password reset, the e-mail and password forms, signing in with a
// mobile number and its refusals) are listed by the code that shows
// them (on-demand/<namespace>.ts), not here, for the same reason: a namespace the glob below leaves out is one of them.
const namespaceLoaders = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*/*.json',
    '!./locales/*/admin*.json',
    '!./locales/*/vendor-*.json',
    '!./locales/*/staff*.json',
    '!./locales/*/{search,delivery,tracking,returns,order-cancel,reviews,addresses,password-reset,bank-transfer,seed-label,product-label,account-security,mobile-sign-in,mobile-errors,catalog-filters,crops,product-uses,my-farm,coupons,coupon-errors,offers,business-buyer,business-validation,business-account,price-tiers,kits,call-back,seller,grievance,order-consent,complaints,pickup,pickup-errors}.json',
  ],
  { import: 'default' },
);
const isStaffNamespace = (ns: string) => ns.startsWith('admin') || ns.startsWith('vendor-') || ns.startsWith('staff');
type Loaders = typeof namespaceLoaders;
/** A language's staff text chunks, by file (each language's list is a chunk of its own: staff-loaders.ts). */
type LanguageLoaders = (language: string) => Promise<Loaders>;
let staffLoaders: LanguageLoaders | undefined;
let staffRegistered: (loaders: LanguageLoaders) => void = () => {};
const staffReady = new Promise<LanguageLoaders>((resolve) => (staffRegistered = resolve));

/** staff-loaders.ts, imported by the admin area and the vendor portal, hands their namespaces over here. */
export function registerStaffNamespaces(loaders: LanguageLoaders): void {
  staffLoaders = loaders;
  staffRegistered(loaders);
}

const onDemandLoaders: Loaders = {};
const onDemandWaiting = new Map<string, () => void>();
const onDemandReady = new Map<string, Promise<void>>();

/** An on-demand namespace's module (on-demand/<namespace>.ts) hands its texts' loaders over here. */
export function registerNamespace(loaders: Loaders): void {
  for (const [file, load] of Object.entries(loaders)) {
    const [, lng, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!lng || !ns) continue;
    onDemandLoaders[`./locales/${lng}/${ns}.json`] = load;
    onDemandWaiting.get(ns)?.();
    onDemandReady.set(ns, Promise.resolve());
  }
}

function onDemandRegistered(ns: string): Promise<void> {
  let ready = onDemandReady.get(ns);
  if (!ready) {
    ready = new Promise<void>((resolve) => onDemandWaiting.set(ns, resolve));
    onDemandReady.set(ns, ready);
  }
  return ready;
}

/**
 * A staff or on-demand namespace waits until the module that shows it has registered its loaders
 * (the code and the texts load side by side: lazy-page.ts and the lazy components).
 */
async function loaderOf(lng: string, ns: string) {
  const key = `./locales/${lng}/${ns}.json`;
  if (isStaffNamespace(ns)) return (await (staffLoaders ?? (await staffReady))(lng))[key];
  // English's form messages have no chunk (they come with the form code): nothing to wait for.
  if (namespaceLoaders[key] || ns === VALIDATION_NAMESPACE) return namespaceLoaders[key];
  await onDemandRegistered(ns);
  return onDemandLoaders[key];
}

/** The app's one translator. English validation texts are added with the form code (validation-texts.ts). */
export const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);

/** Every namespace a page has asked for: a change of language loads them in the new one. */
const wanted = new Set<string>(['common']);

/**
 * Texts only the admin area and the vendor portal show (their error and form messages), kept out
 * of the storefront's namespaces so that a farmer's language does not download them (the storefront
 * texts' budget, scripts/size-check.mjs): the error messages load with those pages and join `errors`;
 * their form messages (staff-validation) join common's `validation` with their first form
 * (lib/form-errors.ts).
 */
export const STAFF_NAMESPACE = 'staff';
/**
 * Form messages: another language's join common's `validation` when a page with a form asks for
 * them (English's come with the form code: validation-texts.ts).
 */
export const VALIDATION_NAMESPACE = 'validation';
/** The words for the API's refusals (states.tsx useErrorMessage), loaded with the form code or at the first refusal. */
export const ERRORS_NAMESPACE = 'errors';

/** Where a namespace's texts go: most into their own bundle; some join another's. */
const JOINS: Record<string, { ns: string; under?: string; also?: string }> = {
  [VALIDATION_NAMESPACE]: { ns: 'common', under: 'validation' },
  [STAFF_NAMESPACE]: { ns: ERRORS_NAMESPACE },
  'staff-validation': { ns: 'common', under: 'validation' },
  // The refusals of mobile sign-in (a wrong code, one asked for too soon...) come with its forms,
  // not with every storefront page's errors (the storefront texts' budget, scripts/size-check.mjs).
  'mobile-errors': { ns: ERRORS_NAMESPACE },
  // A coupon's refusal likewise comes with the coupon field (docs/product-rules.md 43).
  'coupon-errors': { ns: ERRORS_NAMESPACE },
  // A village pickup point's refusal comes with checkout's choice of it (docs/product-rules.md 56).
  'pickup-errors': { ns: ERRORS_NAMESPACE },
  // A GSTIN's and a business's legal name's messages come with the forms that take them (docs/product-rules.md 44).
  'business-validation': { ns: 'common', under: 'validation' },
};

const loaded = new Map<string, Promise<void>>();

/**
 * Loads one namespace of one language, once (hasResourceBundle cannot tell: other texts join
 * bundles). A load that failed (a chunk lost on a weak link) is forgotten, so the next asks again.
 */
function loadBundle(lng: string, ns: string): Promise<void> {
  const id = `${lng}/${ns}`;
  let loading = loaded.get(id);
  if (!loading) {
    loading = (async () => {
      const load = await loaderOf(lng, ns);
      const join = JOINS[ns];
      if (join?.also) await loadBundle(lng, join.also);
      if (!load) return;
      const texts = await load();
      if (!join) return i18n.addResourceBundle(lng, ns, texts);
      // Joining texts never replace the bundle's own.
      i18n.addResourceBundle(lng, join.ns, join.under ? { [join.under]: texts } : texts, false);
    })();
    loading.catch(() => loaded.delete(id));
    loaded.set(id, loading);
  }
  return loading;
}

/** Loads namespaces in the current language before a page renders (a switch under way loads them in its own too: showLanguage). */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  await Promise.all(namespaces.map((ns) => loadBundle(i18n.language, ns)));
}

/**
 * English texts, whatever the page's language: the words of the server's English messages are
 * looked up in them (states.tsx translateServerText). They arrive later; the texts re-render.
 */
export function loadEnglish(...namespaces: string[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => loadBundle(DEFAULT_LANGUAGE, ns))).then(() => undefined);
}

/** Whether a page has asked for a namespace (the staff's, say), in any language. */
export const isWanted = (ns: string) => wanted.has(ns);

/** The server renders pages in every language at once: it holds them all. */
export async function loadEveryLanguage(): Promise<void> {
  // The server imports staff-loaders.ts and every on-demand/*.ts (entry-server.tsx), so their texts are there too.
  const staff = staffLoaders ? await Promise.all(LANGUAGES.map(async (language) => Object.keys(await staffLoaders!(language)))) : [];
  const every = [...Object.keys(namespaceLoaders), ...staff.flat(), ...Object.keys(onDemandLoaders)];
  await Promise.all(
    every.flatMap((file) => {
      const [, lng, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      return lng && ns ? [loadBundle(lng, ns)] : [];
    }),
  );
}

/** Keeps a language chosen in this browser in the cookie the server reads (and the page, on its next start). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/** The language chosen in this browser (?lang= or the switcher, kept in its cookie), if any. */
export function keptLanguage(): Language | undefined {
  const kept = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  return isLanguage(kept) ? kept : undefined;
}

/** The language of the latest switch (showLanguage): an earlier one that finishes later does not undo it. */
let switchingTo: string | undefined;

/**
 * Shows the app in `language` from now on, without making it this browser's choice (the account's
 * language at sign-in, the browser's at sign-out: docs/decisions/0022). Every text of every
 * namespace in use loads first, those a page asks for while they load included; only then does
 * the page change, so nothing shows a key or another language's text in between.
 */
export async function showLanguage(language: Language): Promise<void> {
  switchingTo = language;
  // `wanted` only grows: every namespace in use is loaded once a round finds no new one.
  for (let count = -1; count !== wanted.size; ) {
    const now = [...wanted];
    count = now.length;
    await Promise.all(now.map((ns) => loadBundle(language, ns)));
  }
  // A later switch took over: it changes the language when its own texts are there.
  if (switchingTo !== language) return;
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * The reader chooses `language` in this browser (the switcher): kept in its cookie, so that it comes
 * before the account's on this phone from now on and the server's next pages come in it too.
 */
export function switchLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  return showLanguage(language);
}
