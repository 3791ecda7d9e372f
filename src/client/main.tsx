import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#client/lib/router.tsx';
import { AppRoutes, pagesAt } from '#client/app/router.tsx';
import { restoreServerState, SSR_STATE_ID } from '#client/app/ssr-state.ts';
import '#client/i18n/index.ts';
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
if (serverState?.textContent) {
  restoreServerState(queryClient, serverState.textContent);
  // No top-level await: Rollup would split the entry into many chunks for it.
  void Promise.all(pagesAt(window.location.pathname).map((p) => p.preload())).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

// Offline support (public/sw.js) loads after the page: nothing on the first load waits for it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const warmCart = () => Promise.all(pagesAt('/cart').map((p) => p.preload()));
  window.addEventListener('load', () => void import('#client/app/offline-support.ts').then((m) => m.startOfflineSupport(warmCart)));
}
