import '#client/i18n/on-demand/business-account.ts';
import { lazy, Suspense, useState } from 'react';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { containerStyles } from '#client/components/ui/styles.ts';
import { RequireAccount } from '#client/features/auth/components/require-account.tsx';
import { useBusinessStatus } from '#client/features/business-account/api/business-status.ts';
import { BusinessStatusNote } from '#client/features/business-account/components/business-status-note.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

// The form's code (its schema and form library) follows the page's first paint: the page's budget.
const BusinessRequestForm = lazy(() => import('#client/features/business-account/components/business-request.tsx').then((m) => ({ default: m.BusinessRequestForm })));

/**
 * /account/business, "Business prices" (docs/product-rules.md 46): a dealer, an FPO or an
 * institution asks to buy at its group's price list and sees where its request stands; the owner
 * decides in Manage Users. Reached from the account area and, for a new business, from sign-up.
 */
function BusinessPrices() {
  const { t } = useTranslation('business-account');
  const status = useBusinessStatus();
  const [sent, setSent] = useState(false);
  const [asking, setAsking] = useState(false);
  useDocumentTitle(t('title'));
  if (status.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (status.isError) return <div className="py-16"><ErrorState error={status.error} onRetry={() => void status.refetch()} /></div>;
  const data = status.data;
  // A request waiting or refused can be sent again; an account in a group asks for another on demand.
  const showForm = asking || data.group === 'retail' || data.request?.status === 'pending' || data.request?.status === 'rejected';
  return (
    <div className={`${containerStyles} max-w-2xl space-y-6 py-10`}>
      <h1 className="text-2xl font-bold text-stone-900">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>
      {sent && <p role="status" className="rounded-lg bg-brand-50 p-4 font-semibold text-brand-900">{t('sent')}</p>}
      <BusinessStatusNote status={data} />
      {showForm ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <Suspense fallback={<LoadingState />}>
            <BusinessRequestForm status={data} onSent={() => { setSent(true); setAsking(false); }} />
          </Suspense>
        </div>
      ) : (
        <button type="button" className="min-h-11 font-semibold text-brand-800 underline" onClick={() => setAsking(true)}>{t('askOther')}</button>
      )}
    </div>
  );
}

export default function BusinessPricesPage() {
  return (
    <RequireAccount area="user">
      <BusinessPrices />
    </RequireAccount>
  );
}
