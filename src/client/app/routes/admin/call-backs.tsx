import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { CallBackDesk } from '#client/features/admin-call-backs/components/call-back-desk.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/call-backs: the call centre's desk (docs/product-rules.md 51). */
export default function CallBacksPage() {
  const { t } = useTranslation('admin-call-backs');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <CallBackDesk />
    </>
  );
}
