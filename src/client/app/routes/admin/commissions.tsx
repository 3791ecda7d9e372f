import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { Commissions } from '#client/features/admin-agents/components/commissions.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** /admin/commissions: the field agents' commission rates (the owner's) and balances and payouts (the accountant's); docs/product-rules.md 55. */
export default function CommissionsPage() {
  const { t } = useTranslation('admin-agents');
  return (
    <>
      <SectionHeader title={t('commissionsTitle')} />
      <Commissions />
    </>
  );
}
