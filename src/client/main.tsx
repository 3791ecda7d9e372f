import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#client/lib/router.tsx';
import { AppRoutes, pagesAt } from '#client/app/router.tsx';
import { fromWire, SSR_STATE_ID } from '#client/app/ssr-state.ts';
import { i18n, keptLanguage, loadNamespaces } from '#client/i18n/index.ts';
import { SERVER_LANGUAGE_ATTRIBUTE } from '#shared/html';
import { chooseLanguage, isLanguage } from '#shared/languages';
import { createQueryClient } from '#client/lib/query-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import './styles.css';

const queryClient = createQueryClient();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// A server-rendered page (docs/decisions/0016) brings the data it was rendered from: the
// browser starts from the same data and the same page chunk, and takes over the HTML as it is.
const serverState = document.getElementById(SSR_STATE_ID);

// The page's language (docs/decisions/0022): the one the server chose for this visitor, its
// signed-in account included, which a server-rendered page is also in; else (the app shell kept for
// offline use, the dev server) as the server would choose it without knowing the account: ?lang=,
// this browser's cookie, the browser's languages. Its texts load before the first render.
// (The server keeps a ?lang= as this browser's choice: http/language.ts keepAskedLanguage.)
const asked = new URLSearchParams(window.location.search).get('lang');
const html = document.documentElement;
const chosenByServer = (!!serverState?.textContent || html.hasAttribute(SERVER_LANGUAGE_ATTRIBUTE)) && isLanguage(html.lang);
const language = chosenByServer ? html.lang : chooseLanguage(asked, keptLanguage(), undefined, navigator.languages.join(','));
i18n.changeLanguage(language);
html.lang = language;

if (serverState?.textContent) {
  queryClient.serve(fromWire(serverState.textContent));
  // No top-level await: Rollup would split the entry into many chunks for it.
  void Promise.all([...pagesAt(window.location.pathname).map((p) => p.preload()), loadNamespaces('common')]).then(() => hydrateRoot(root, app));
} else {
  void loadNamespaces('common').then(() => createRoot(root).render(app));
}

// Offline support (public/sw.js) loads after the page: nothing on the first load waits for it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const warmCart = () => Promise.all(pagesAt('/cart').map((p) => p.preload()));
  window.addEventListener('load', () => void import('#client/app/offline-support.ts').then((m) => m.startOfflineSupport(warmCart)));
}
