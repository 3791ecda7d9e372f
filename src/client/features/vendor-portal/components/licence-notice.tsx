import type { VendorLicences } from '#shared/schemas/seed-lots';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';

// Apart from the licences form (licences-card.tsx): the overview shows it at first paint, and the
// form's schemas (zod) load only with the settings tab.
/**
 * The dashboard's notice (docs/product-rules.md 28): published listings kept out of the shop because the licence
 * they need is missing or expired, naming the licence and the listings.
 */
export function LicenceNotice({ data }: { data: VendorLicences | undefined }) {
  const { t } = useTranslation('vendor-seeds');
  const { day } = useDateFormat();
  if (!data || data.hiddenListings.length === 0) return null;
  const kinds = [...new Set(data.hiddenListings.map((l) => l.licence))];
  return (
    <section className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" role="alert" data-testid="licence-notice">
      <h2 className="font-semibold">{t('seeds.notice.title')}</h2>
      {kinds.map((kind) => {
        const licence = data.items.find((l) => l.kind === kind);
        const names = data.hiddenListings.filter((l) => l.licence === kind).map((l) => l.name).join(', ');
        return (
          <p key={kind} className="mt-1">
            {licence
              ? t('seeds.notice.expired', { licence: t(`seeds.licences.kinds.${kind}`), date: day(licence.validUntil), listings: names })
              : t('seeds.notice.missing', { licence: t(`seeds.licences.kinds.${kind}`), listings: names })}
          </p>
        );
      })}
      <p className="mt-2 text-sm">{t('seeds.notice.action')}</p>
    </section>
  );
}
