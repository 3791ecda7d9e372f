import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from '#client/lib/router.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLogoutAndGoHome } from '#client/lib/logout.ts';

/** The admin area's frame: the sections' menu (a sideways strip on a phone), Back to shop, Logout, and the open section. */
export function AdminLayout({ sections: list }: { sections: ReadonlyArray<{ path: string; label: string }> }) {
  const { t } = useTranslation('admin');
  const logout = useLogoutAndGoHome();
  // On a phone the sections are a sideways strip: keep the open one in view.
  const sections = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    sections.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 md:flex-row">
      <aside className="bg-brand-900 text-white md:w-64 md:shrink-0">
        <div className="flex items-center gap-2 px-5 py-4">
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-lg font-bold">{t('nav.title')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul ref={sections} className="flex gap-1 overflow-x-auto px-2 pb-3 md:flex-col md:overflow-visible">
            {list.map(({ path, label }) => (
              <li key={path} className="shrink-0">
                <NavLink
                  to={`/admin/${path}`}
                  className={({ isActive }) => `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-white/10'}`}
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex gap-1 px-2 pb-4 md:flex-col">
          <Link to="/" className="rounded-lg px-3 py-2 text-brand-50 hover:bg-white/10">{t('nav.backToShop')}</Link>
          <button type="button" className="rounded-lg px-3 py-2 text-left text-brand-50 hover:bg-white/10" disabled={logout.pending} onClick={logout.run}>
            {t('nav.logout')}
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}
