import type { AdminOndcOverview } from '#shared/schemas/ondc';
import { Link } from '#client/lib/router.tsx';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** Where each missing fact is given (docs/operating.md, Selling on ONDC, step 4): the store's settings here, the rest in Tax & Business or the site settings. */
const WHERE: Record<AdminOndcOverview['missing'][number], string | null> = {
  settings: null,
  legalName: '/admin/tax',
  address: '/admin/tax',
  phone: '/admin/tax',
  email: '/admin/tax',
};

/**
 * Whether buyer apps can find the shop (docs/product-rules.md 62): the node set up on the server
 * (ONDC_*), and nothing the catalogue lacks; until then a search is answered "Merchant
 * unavailable", so each missing fact is said with where it is given.
 */
export function OndcStatus({ overview }: { overview: AdminOndcOverview }) {
  const { t } = useTranslation('admin-ondc');
  const ready = overview.configured && overview.missing.length === 0;
  return (
    <section className={cardStyles} aria-labelledby="ondc-status-title">
      <h2 id="ondc-status-title" className="mb-3 text-xl font-bold text-stone-900">{t('status.title')}</h2>
      {overview.configured ? (
        <div className="space-y-1">
          <p className="font-medium text-green-900">{t('status.configured')}</p>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-stone-700">{t('status.subscriberId')}</dt>
            <dd className="font-mono break-all text-stone-900">{overview.subscriberId}</dd>
            <dt className="text-stone-700">{t('status.subscriberUrl')}</dt>
            <dd className="font-mono break-all text-stone-900">{overview.subscriberUrl}</dd>
          </dl>
        </div>
      ) : (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-medium">{t('status.notConfigured')}</p>
          <p className="mt-1 text-sm">{t('status.howToConfigure')}</p>
        </div>
      )}
      {ready ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">{t('status.ready')}</p>
      ) : overview.missing.length > 0 ? (
        <div className="mt-4">
          <h3 className="font-semibold text-stone-900">{t('status.missingTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-stone-800">
            {overview.missing.map((m) => {
              const where = WHERE[m];
              return (
                <li key={m}>
                  {t(`missing.${m}`)}{' '}
                  {where ? <Link to={where} className="font-medium text-brand-800 underline">{t('missing.open')}</Link> : <a href="#ondc-settings-title" className="font-medium text-brand-800 underline">{t('missing.below')}</a>}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
