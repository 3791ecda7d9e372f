import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, NavLink, useLocation } from '#client/lib/router.tsx';
import { useSession } from '#client/lib/session.ts';
import { useCartCount } from '#client/lib/cart.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileAccountLinks = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.MobileAccountLinks })));
import { CartIcon, CloseIcon, MenuIcon } from '#client/components/ui/icons.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';

const NAV_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/about', key: 'nav.about', end: false },
  { to: '/products', key: 'nav.products', end: false },
  { to: '/contact', key: 'nav.contact', end: false },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition ${isActive ? 'text-brand-800 underline decoration-2 underline-offset-8' : 'text-stone-700 hover:text-brand-800'}`;

/** The shop's main links: in the header on a wide screen, and on a phone without JavaScript. */
function MainNav({ label, className, listClassName }: { label: string; className: string; listClassName: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {NAV_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={navLinkClass}>
              {t(l.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header() {
  const { t } = useTranslation();
  const count = useCartCount();
  // The page paints at once; only the account corner waits for the session (docs/product-rules.md 8).
  const session = useSession();
  const user = session.data ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Following a link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className={`${containerStyles} flex h-16 items-center justify-between gap-4`}>
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={t('brand.homeLink')}>
          <img src="/images/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="text-xl font-bold tracking-tight text-brand-800">{t('brand.name')}</span>
        </Link>

        <MainNav label={t('nav.mainNavigation')} className="hidden md:block" listClassName="flex items-center gap-1" />

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden text-sm text-stone-800 xl:block" />
          <Link
            to="/cart"
            className="relative inline-flex size-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
            aria-label={t('nav.cartAriaLabel', { count })}
          >
            <CartIcon className="size-6" />
            {count > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 text-xs font-bold text-stone-900"
              >
                {count}
              </span>
            )}
          </Link>
          <div className="hidden min-w-48 items-center justify-end gap-2 md:flex">
            {session.isPending ? null : user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <>
                <Link to="/user/login" className={buttonStyles.ghost}>
                  {t('nav.login')}
                </Link>
                <Link to="/vendor/login" className={buttonStyles.primary}>
                  {t('nav.vendorLogin')}
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className="js-only inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {/* Without JavaScript the menu button cannot open: on a phone the links show as one row. */}
      <MainNav label={t('nav.mobileNavigation')} className="no-js-only border-t border-stone-200 bg-white md:hidden" listClassName={`${containerStyles} flex flex-wrap gap-x-1 py-1`} />

      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.mobileNavigation')} className="border-t border-stone-200 bg-white md:hidden">
          <ul className={`${containerStyles} flex flex-col py-2`}>
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={({ isActive }) => `block rounded-md px-3 py-3 text-lg ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-800'}`}>
                  {t(l.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <Link to="/cart" className="block rounded-md px-3 py-3 text-lg text-stone-800">
                {t('nav.cartWithCount', { count })}
              </Link>
            </li>
            <li className="mt-2 border-t border-stone-200 px-1 pt-2">
              <LanguageSwitcher className="text-lg text-stone-800" linkClassName="px-3" />
            </li>
            {user ? (
              <li className="mt-2 border-t border-stone-200 px-1 pt-3">
                <Suspense fallback={null}>
                  <MobileAccountLinks user={user} />
                </Suspense>
              </li>
            ) : (
              <li className="mt-2 grid grid-cols-2 gap-2 border-t border-stone-200 px-1 pt-3">
                <Link to="/user/login" className={buttonStyles.secondary}>
                  {t('nav.userLogin')}
                </Link>
                <Link to="/vendor/login" className={buttonStyles.primary}>
                  {t('nav.vendorLogin')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
