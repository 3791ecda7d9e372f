import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Outlet, useLocation, useNavigationType } from '#client/lib/router.tsx';
import { LoadingState } from '#client/components/ui/states.tsx';
import { PageErrorBoundary } from '#client/app/routes/route-error.tsx';
import { OfflineNotice } from '#client/components/ui/offline-notice.tsx';
import { Header } from './header.tsx';

// The footer follows the first paint: the server's HTML has it already, and until its code comes
// its links are plain links (docs/budgets-and-load.md). Every page's first load is lighter by it.
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));
// One element for every render: a layout re-rendered while the footer's code is still on its way
// (a text namespace arriving, the session answering) would otherwise hand its not-yet-hydrated
// boundary new props, and React throws the server's footer away and paints it again from nothing.
// The same element lets React leave the server's HTML in place until the code comes.
const lateFooter = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

/** A new page starts at the top; Back keeps the browser's own scroll position. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, type]);
  return null;
}

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <OfflineNotice />
      {/* "Ordering needs JavaScript" is not so of a farmer's consent link, whose yes is a plain form (docs/product-rules.md 53). */}
      {!pathname.startsWith('/c/') && (
        <p className="no-js-only border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-amber-900" role="note">
          {t('noScript.notice')}
        </p>
      )}
      <main id="main" className="flex-1">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<LoadingState className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {lateFooter}
      <ScrollToTopOnNavigate />
    </div>
  );
}
