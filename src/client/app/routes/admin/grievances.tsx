import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { GrievanceDesk } from '#client/features/admin-grievances/components/grievance-desk.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/grievances: complaints with the rule's clocks (docs/product-rules.md 54). */
export default function GrievancesPage() {
  const { t } = useTranslation('admin-grievances');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <GrievanceDesk />
    </>
  );
}
