import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { Coupons } from '#client/features/admin-coupons/components/coupons.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/coupons: the codes the owner gives out (docs/product-rules.md 43, docs/decisions/0059). */
export default function CouponsPage() {
  const { t } = useTranslation('admin-coupons');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-6 max-w-3xl text-stone-700">{t('intro')}</p>
      <Coupons />
    </>
  );
}
