import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { Offers } from '#client/features/admin-offers/components/offers.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/offers: the automatic offers every buyer gets (docs/product-rules.md 47, docs/decisions/0063). */
export default function OffersPage() {
  const { t } = useTranslation('admin-offers');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-6 max-w-3xl text-stone-700">{t('intro')}</p>
      <Offers />
    </>
  );
}
