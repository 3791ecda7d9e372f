import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { LabelClaims } from '#client/features/admin-label-claims/components/label-claims.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/label-claims: the registered uses a pesticide may be linked to a crop and pest within (docs/product-rules.md 41). */
export default function LabelClaimsPage() {
  const { t } = useTranslation('admin-label-claims');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-6 max-w-3xl text-stone-700">{t('intro')}</p>
      <LabelClaims />
    </>
  );
}
