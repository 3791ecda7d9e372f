// Hariyali's service worker (docs/decisions/0018-service-worker.md, issue 13): pages, scripts,
// images and catalogue answers the farmer has seen open again without a connection.
//  - Pages: from the network, kept for offline; offline, the kept copy, else the app shell.
//  - Hashed scripts and styles (/assets/), images and icons: from the cache once fetched.
//  - Catalogue answers (products, categories): from the network, the kept copy offline.
//  - Nothing else of /api (accounts, orders) is ever kept, nor any request but GET.
// Kept pages may show who was signed in: the app deletes them at logout (lib/logout.ts).
// Stamped by the build (vite.config.ts) with the release's hash: a new release is a new worker,
// which the browser installs on its next check (every navigation, at most a day apart).
const RELEASE = 'dev';
const PAGES = 'hariyali-pages-v1';
const ASSETS = 'hariyali-assets-v1';
const MEDIA = 'hariyali-media-v1';
const DATA = 'hariyali-data-v1';
const OURS = [PAGES, ASSETS, MEDIA, DATA];
/** The client-rendered page: opens, offline, any page never visited (it renders the cart from the phone). */
const SHELL = '/index.html';
/** How many entries each cache keeps (oldest go first). */
const LIMITS = { [PAGES]: 60, [ASSETS]: 300, [MEDIA]: 200, [DATA]: 100 };
/** On a weak link, a page waits this long for the network before showing the kept copy. */
const PAGE_WAIT_MS = 4000;

const isCatalogue = (url) => url.pathname === '/api/store/products' || url.pathname.startsWith('/api/store/products/') || url.pathname === '/api/store/categories';

// Each release's worker installs with that release's shell (never the HTTP cache's), then takes over.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(SHELL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

// A new release's worker takes over at once and drops caches of older versions.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('hariyali-') && !OURS.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A password-reset page's address holds its link's secret: straight from the network, never kept (issue 16).
  if (request.mode === 'navigate' && url.pathname === '/reset-password') return;
  // Nor a farmer's consent link (docs/product-rules.md 53): a kept copy would also show an order still waiting after he said yes.
  if (request.mode === 'navigate' && url.pathname.startsWith('/c/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(event, ASSETS));
  else if (url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/')) event.respondWith(cacheFirst(event, MEDIA));
  else if (isCatalogue(url)) event.respondWith(networkFirst(event, DATA));
});

async function keep(event, cacheName, request, response) {
  if (!response.ok) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  const extra = keys.length - LIMITS[cacheName];
  // A page's shell is never the one to go.
  for (const old of keys.slice(0, Math.max(0, extra))) if (!old.url.endsWith(SHELL)) await cache.delete(old);
}

async function cacheFirst(event, cacheName) {
  const kept = await caches.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  event.waitUntil(keep(event, cacheName, event.request, response.clone()));
  return response;
}

async function networkFirst(event, cacheName) {
  try {
    const response = await fetch(event.request);
    event.waitUntil(keep(event, cacheName, event.request, response.clone()));
    return response;
  } catch (err) {
    const kept = await caches.match(event.request);
    if (kept) return kept;
    throw err;
  }
}

/** When the shell was last fetched: a new release's shell replaces the old within the hour. */
let shellFetchedAt = 0;

async function refreshShell() {
  const cache = await caches.open(PAGES);
  if (Date.now() - shellFetchedAt < 3600_000 && (await cache.match(SHELL))) return;
  shellFetchedAt = Date.now();
  // Revalidated with the server (a 304 costs a few bytes), not taken from the HTTP cache unchecked.
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (response.ok) await cache.put(SHELL, response);
}

async function page(event) {
  const kept = await caches.match(event.request, { ignoreVary: true });
  const fromNetwork = fetch(event.request).then((response) => {
    event.waitUntil(keep(event, PAGES, event.request, response.clone()).then(refreshShell).catch(() => undefined));
    return response;
  });
  if (!kept) {
    // Never seen: the network, else (offline) the shell, which renders the page itself.
    return fromNetwork.catch(async () => (await caches.match(SHELL)) ?? Response.error());
  }
  // Seen before: the network if it answers in time, else the kept copy.
  const late = new Promise((resolve) => setTimeout(() => resolve(kept), PAGE_WAIT_MS));
  return Promise.race([fromNetwork.catch(() => kept), late]);
}
