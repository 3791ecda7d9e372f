import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#client/lib/router.tsx';
import { AppRoutes, pagesAt } from '#client/app/router.tsx';
import { restoreServerState, SSR_STATE_ID } from '#client/app/ssr-state.ts';
import { i18n, loadNamespaces, rememberLanguage } from '#client/i18n/index.ts';
import { chooseLanguage, isLanguage, LANGUAGE_COOKIE } from '#shared/languages';
import { createQueryClient } from '#client/lib/query-client.ts';
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

// The page's language: the one the server rendered it in, else as the server would choose it
// (?lang=, the visitor's cookie, the browser's languages). Its texts load before the first render.
const asked = new URLSearchParams(window.location.search).get('lang');
const kept = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);
const language =
  serverState?.textContent && isLanguage(document.documentElement.lang) ? document.documentElement.lang : chooseLanguage(asked, kept, navigator.languages.join(','));
if (isLanguage(asked)) rememberLanguage(asked);
i18n.changeLanguage(language);
document.documentElement.lang = language;

if (serverState?.textContent) {
  restoreServerState(queryClient, serverState.textContent);
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
