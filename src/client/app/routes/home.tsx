import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { Link, useLocation } from '#client/lib/router.tsx';
import { ShieldIcon, TruckIcon } from '#client/components/ui/page-icons.tsx';
import { Icon, type P } from '#client/components/ui/icons.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { buttonStyles, containerStyles } from '#client/components/ui/styles.ts';
import { useFeaturedProducts } from '#client/features/catalog/api/list-featured-products.ts';
import { ProductCard } from '#client/features/catalog/components/product-card.tsx';
import { ProductGridSkeleton } from '#client/features/catalog/components/product-grid-skeleton.tsx';
import ProductSearchForm from '#client/components/product-search-form.tsx';
import { useBuyerPrice } from '#client/features/catalog/api/buyer-prices.ts';

// The home page's own icons, here rather than in page-icons.tsx, which the product page loads too.
const SupportIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
    <path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z" />
    <path d="M18 17v1a3 3 0 0 1-3 3h-3" />
  </Icon>
);
const UsersIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="9" cy="7" r="4" />
    <path d="M1 21v-2a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v2M17 3.1a4 4 0 0 1 0 7.8M23 21v-2a4 4 0 0 0-3-3.9" />
  </Icon>
);

const VALUES: Array<{ key: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { key: 'quality', Icon: ShieldIcon },
  { key: 'delivery', Icon: TruckIcon },
  { key: 'support', Icon: SupportIcon },
  { key: 'trusted', Icon: UsersIcon },
];

// Only after a deleted account's last page sent the farmer here (navigation state, never on the server's render): its code and texts then.
const AccountDeletedNotice = lazy(() =>
  Promise.all([import('#client/components/account-deleted-notice.tsx'), loadNamespaces('privacy')]).then(([m]) => ({ default: m.AccountDeletedNotice })),
);

export default function HomePage() {
  const { t } = useTranslation('home');
  const featured = useFeaturedProducts();
  // A dealer's or an FPO's cards show its own price (docs/product-rules.md 46); everyone else's, the page's.
  const ownPrice = useBuyerPrice(featured.data?.items ?? []);
  const accountDeleted = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;

  return (
    <>
      {accountDeleted && (
        <div className={`${containerStyles} pt-4`}>
          <Suspense fallback={null}>
            <AccountDeletedNotice />
          </Suspense>
        </div>
      )}
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className={`${containerStyles} py-16 sm:py-24`}>
          <p className="mb-3 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-medium">{t('hero.eyebrow')}</p>
          <h1 className="max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('hero.subtitle')}</p>
          {/* What a farmer came for, first: the search (the header has it too, smaller). */}
          <ProductSearchForm id="home-search" large />
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/products" className="inline-flex min-h-11 items-center rounded-lg bg-amber-400 px-6 py-3 font-semibold text-stone-900 hover:bg-amber-300">
              {t('hero.shopNow')}
            </Link>
            <Link to="/vendor/register" className="inline-flex min-h-11 items-center rounded-lg border border-white px-6 py-3 font-semibold text-white hover:bg-white/10">
              {t('hero.becomeVendor')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className={`${containerStyles} py-14`}>
        <h2 id="values-heading" className="sr-only">{t('values.heading')}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">{t(`values.${key}.title`)}</h3>
              <p className="mt-1 text-stone-700">{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className={`${containerStyles} pb-14`}>
        <div className="mb-6 text-center">
          <h2 id="featured-heading" className="text-2xl font-bold sm:text-3xl">{t('featured.heading')}</h2>
          <p className="mt-1 text-stone-700">{t('featured.subtitle')}</p>
        </div>
        {featured.isPending ? (
          <ProductGridSkeleton count={6} />
        ) : featured.isError ? (
          <ErrorState error={featured.error} onRetry={() => void featured.refetch()} />
        ) : featured.data.items.length === 0 ? (
          <EmptyState message={t('featured.empty')} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.data.items.map((p, i) => (
              <ProductCard key={p.id} product={{ ...p, pricePaise: ownPrice(p) }} eagerImage={i < 3} />
            ))}
          </div>
        )}
        <div className="mt-8 text-center">
          <Link to="/products" className={buttonStyles.secondary}>
            {t('featured.viewAll')}
          </Link>
        </div>
      </section>

      <section className="bg-amber-50">
        <div className={`${containerStyles} py-14 text-center`}>
          <h2 className="text-2xl font-bold sm:text-3xl">{t('cta.title')}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-stone-700">{t('cta.text')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/user/register" className={buttonStyles.primary}>
              {t('cta.createAccount')}
            </Link>
            <Link to="/vendor/register" className={buttonStyles.secondary}>
              {t('cta.vendorSignUp')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
