import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { AuditLogList } from '#client/features/admin-audit/components/audit-log-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/audit-log: what every staff account did and was refused, for the owner (docs/product-rules.md 50). */
export default function AuditLogPage() {
  const { t } = useTranslation('admin-audit');
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="-mt-4 mb-4 text-stone-700">{t('intro')}</p>
      <AuditLogList />
    </>
  );
}
