import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { VendorsList } from '#client/features/admin-vendors/components/vendors-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/vendors: vendor sign-ups to approve or reject. */
export default function VendorsPage() {
  const { t } = useTranslation('admin-vendors');
  return (
    <>
      <SectionHeader title={t('title')} />
      <VendorsList />
    </>
  );
}
