import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from '#client/lib/router.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useLogoutAndGoHome } from '#client/lib/logout-and-go-home.ts';

/**
 * The admin area's frame: the sections' menu, Back to shop, Logout, and the open section. On a
 * phone the menu is a "Menu" disclosure naming the open section, a full-width list when opened
 * (docs/decisions/0031: a sideways strip cut the names mid-word); from 768 px it is always open beside the
 * page (styles.css, .admin-menu).
 */
export function AdminLayout({ sections: list }: { sections: ReadonlyArray<{ path: string; label: string }> }) {
  const { t } = useTranslation('admin');
  const logout = useLogoutAndGoHome();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const open = list.find(({ path }) => pathname.startsWith(`/admin/${path}`));
  // Following a link closes the menu, so the page it opens starts at the top of the screen.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col bg-stone-100 md:flex-row">
      <aside className="bg-brand-900 text-white md:w-64 md:shrink-0">
        <div className="flex items-center gap-2 px-5 py-4">
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          <span className="text-lg font-bold">{t('nav.title')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <details ref={menu} className="admin-menu group px-2 pb-3">
            <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-white/30 px-3 py-2 font-semibold">
              <span aria-hidden="true" className="group-open:rotate-90">▸</span>
              {t('nav.menu')}
              {open && <span className="truncate font-normal text-brand-100">· {t(open.label)}</span>}
            </summary>
            <ul className="mt-2 grid gap-1 md:mt-0">
              {list.map(({ path, label }) => (
                <li key={path}>
                  <NavLink
                    to={`/admin/${path}`}
                    className={({ isActive }) => `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-white text-brand-900' : 'text-brand-50 hover:bg-white/10'}`}
                  >
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex flex-wrap gap-1 border-t border-white/20 pt-2 md:flex-col md:border-0">
              <Link to="/" className="rounded-lg px-3 py-2 text-brand-50 hover:bg-white/10">{t('nav.backToShop')}</Link>
              <button type="button" className="rounded-lg px-3 py-2 text-left text-brand-50 hover:bg-white/10" disabled={logout.pending} onClick={logout.run}>
                {t('nav.logout')}
              </button>
            </div>
          </details>
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  );
}
