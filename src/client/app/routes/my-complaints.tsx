import '#client/i18n/on-demand/complaints.ts';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { useComplaints } from '#client/features/complaints/api/complaints.ts';
import { ComplaintList } from '#client/features/complaints/components/complaint-list.tsx';
import { TrackComplaint } from '#client/features/complaints/components/track-complaint.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useSession } from '#client/lib/session.ts';

/** The signed-in customer's own tickets and every answer. */
function MyComplaints() {
  const { t } = useTranslation('complaints');
  const complaints = useComplaints();
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

/**
 * /account/complaints, "My complaints" (docs/product-rules.md 54): a customer's own tickets; a
 * visitor (or any account but a customer's) finds one by its number and the contact he gave.
 */
export default function MyComplaintsPage() {
  const { t } = useTranslation('complaints');
  const session = useSession();
  useDocumentTitle(t('title'));
  if (session.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (session.data?.type === 'user') return <MyComplaints />;
  return (
    <div className={`${containerStyles} max-w-2xl space-y-6 py-10`}>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <TrackComplaint />
    </div>
  );
}
