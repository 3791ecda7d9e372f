import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { MyFarmers } from '#client/features/admin-agents/components/my-farmers.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/my-farmers: a field agent's own farmers, his orders for them and his commission (docs/product-rules.md 55). */
export default function MyFarmersPage() {
  const { t } = useTranslation('admin-agents');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <MyFarmers />
    </>
  );
}
