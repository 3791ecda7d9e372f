import { useState } from 'react';
import type { LabelClaim } from '#shared/schemas/product-uses';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDeleteLabelClaim } from '../api/delete-label-claim.ts';
import { useLabelClaims } from '../api/list-label-claims.ts';
import { LabelClaimForm } from './label-claim-form.tsx';
import { LabelClaimsTable } from './label-claims-table.tsx';

/** Admin -> Label claims: the list, Delete with a confirmation (refused while products are used within one), and the form to add one. */
export function LabelClaims() {
  const { t } = useTranslation('admin-label-claims');
  const errorMessage = useErrorMessage();
  const claims = useLabelClaims();
  const remove = useDeleteLabelClaim();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string>();
  const named = (claim: LabelClaim) => ({ name: claim.genericName, crop: claim.cropName, problem: claim.problemName });

  const onDelete = async (claim: LabelClaim) => {
    if (!window.confirm(t('confirmDelete', named(claim)))) return;
    setNotice(null);
    setBusyId(claim.id);
    try {
      await remove.mutateAsync(claim.id);
      setNotice({ kind: 'ok', text: t('deleted', named(claim)) });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <div className="space-y-6">
      <NoticeBanner notice={notice} />
      {claims.isPending && <LoadingState />}
      {claims.isError && <ErrorState error={claims.error} onRetry={() => void claims.refetch()} />}
      {claims.data?.items.length === 0 && <EmptyState message={t('empty')} />}
      {!!claims.data?.items.length && <LabelClaimsTable claims={claims.data.items} busyId={busyId} onDelete={(claim) => void onDelete(claim)} />}
      <LabelClaimForm onAdded={(claim) => setNotice({ kind: 'ok', text: t('added', named(claim)) })} />
    </div>
  );
}
