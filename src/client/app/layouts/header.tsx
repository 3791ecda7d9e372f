import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { Link, NavLink, useLocation } from '#client/lib/router.tsx';
import { useSession } from '#client/lib/session.ts';
import { useCartCount } from '#client/lib/cart.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

// The search box and its texts follow the first paint (the header is on every page, whose pages
// stay within 100 KB of JavaScript only so: README, page weight). The server renders it, and until
// its code arrives it is a plain GET form to /products that works.
const ProductSearchForm = lazy(() => import('#client/components/product-search-form.tsx'));
// One element for every render, so a header re-rendered before the form's code arrives (the
// session answering) leaves the server's form, and what the farmer typed in it, in place
// (the late footer in public-layout.tsx is kept the same way).
const headerSearch = (
  <Suspense>
    <ProductSearchForm id="header-search" />
  </Suspense>
);
const userMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(() => userMenu().then((m) => ({ default: m.UserMenu })));
const MobileAccountLinks = lazy(() => userMenu().then((m) => ({ default: m.MobileAccountLinks })));
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
      {/* One row on a wide screen; below 1024 px the search box takes a row of its own. */}
      <div className={`${containerStyles} flex min-h-16 flex-wrap items-center justify-between gap-4 py-2`}>
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={t('brand.homeLink')}>
          <img src="/images/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="text-xl font-bold tracking-tight text-brand-800">{t('brand.name')}</span>
        </Link>

        <MainNav label={t('nav.mainNavigation')} className="hidden md:block" listClassName="flex items-center gap-1" />

        {headerSearch}

        {/* The farmer's own actions are the strong ones: signing in (or the account) and the cart.
            Sellers sign in by a quiet link here and in the menu. The language is switched here on
            a wide screen, in the phone's menu, and in every footer. */}
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher className="hidden text-stone-800 xl:block" linkClassName="text-sm" />
          {session.isPending ? null : user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to="/vendor/login" className="hidden underline md:inline">
                {t('nav.vendorLogin')}
              </Link>
              <Link to="/user/login" className={buttonStyles.primary}>
                {t('nav.login')}
              </Link>
            </>
          )}
          <Link
            to="/cart"
            className="relative inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800"
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
          <button
            type="button"
            className="js-only inline-flex size-11 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </div>

      {/* Without JavaScript the menu button cannot open: on a phone the links show as one row. */}
      <MainNav label={t('nav.mobileNavigation')} className="no-js-only border-t border-stone-200 bg-white md:hidden" listClassName={`${containerStyles} flex flex-wrap gap-x-1 py-1`} />

      {menuOpen && (
        <nav aria-label={t('nav.mobileNavigation')} className="border-t border-stone-200 bg-white md:hidden">
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
                <Link to="/user/login" className={buttonStyles.primary}>
                  {t('nav.userLogin')}
                </Link>
                <Link to="/vendor/login" className={buttonStyles.ghost}>
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
