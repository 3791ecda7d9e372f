import '#client/i18n/on-demand/complaints.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { useComplaints } from '#client/features/complaints/api/complaints.ts';
import { ComplaintList } from '#client/features/complaints/components/complaint-list.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

/** /account/complaints, "My complaints" (docs/product-rules.md 54): the customer's own tickets and every answer. */
function MyComplaints() {
  const { t } = useTranslation('complaints');
  const complaints = useComplaints();
  useDocumentTitle(t('title'));
  return (
    <div className={`${containerStyles} max-w-2xl space-y-6 py-10`}>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>
      {complaints.isPending ? (
        <LoadingState />
      ) : complaints.isError ? (
        <ErrorState error={complaints.error} onRetry={() => void complaints.refetch()} />
      ) : (
        <ComplaintList items={complaints.data.items} />
      )}
    </div>
  );
}

export default function MyComplaintsPage() {
  return (
    <RequireAccount area="user">
      <MyComplaints />
    </RequireAccount>
  );
}
