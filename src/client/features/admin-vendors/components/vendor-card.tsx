import { useState } from 'react';
import type { AdminVendor } from '#shared/schemas/admin-vendors';
import type { VendorStatus } from '#shared/schemas/auth';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { RejectForm } from './reject-form.tsx';
import { VendorPayoutPanel } from './vendor-payout-panel.tsx';
import { useApproveVendor } from '#client/features/admin-vendors/api/approve-vendor.ts';

const STATUS_COLOURS: Record<VendorStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

/** One vendor account: its business details, review state and the Approve / Reject actions. */
export function VendorCard({ vendor, onDecided }: { vendor: AdminVendor; onDecided: (v: AdminVendor) => void }) {
  const { t } = useTranslation('admin-vendors');
  const mayPayouts = useMay()('vendors.payouts');
  const { date, day } = useDateFormat();
  const errorMessage = useErrorMessage();
  const approve = useApproveVendor();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `vendor-${vendor.userId}`;

  const onApprove = async () => {
    setError(null);
    try {
      onDecided(await approve.mutateAsync(vendor.userId));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const details: [string, string][] = [
    [t('fields.ownerName'), vendor.ownerName],
    [t('fields.email'), vendor.email],
    [t('fields.phone'), vendor.phone],
    [t('fields.address'), vendor.address],
    [t('fields.gstNumber'), vendor.gstNumber ?? t('fields.noGst')],
    [t('fields.registered'), date(vendor.registeredAt)],
  ];
  if (vendor.reviewedAt) details.push([t('fields.reviewed'), date(vendor.reviewedAt)]);

  return (
    <li className={cardStyles} aria-labelledby={headingId} data-testid="vendor-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900 break-words">{vendor.businessName}</h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_COLOURS[vendor.status]}`}>{t(`status.${vendor.status}`)}</span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-1 break-words font-medium text-stone-900 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Dealer licences to check before approving (docs/product-rules.md 28): seeds, pesticides and fertilisers need one. */}
      <div className="mt-4 text-sm" data-testid="vendor-licences">
        <p className="font-semibold text-stone-900">{t('licences.title')}</p>
        {vendor.licences.length === 0 ? (
          <p className="text-stone-700">{t('licences.none')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {vendor.licences.map((l) => (
              <li key={l.kind} className={l.expired ? 'text-red-800' : 'text-stone-800'}>
                {t('licences.line', { kind: t(`licences.kinds.${l.kind}`), number: l.number, state: l.issuingState, date: day(l.validUntil) })}
                {l.expired && <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold">{t('licences.expired')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Where the shop pays this vendor (docs/product-rules.md 35): masked; the full number on request; vendors.payouts' (rule 49). */}
      {mayPayouts && <VendorPayoutPanel userId={vendor.userId} businessName={vendor.businessName} />}
      {vendor.rejectionReason && (
        <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t('fields.rejectionReason')}</p>
          <p className="mt-1 whitespace-pre-line break-words">{vendor.rejectionReason}</p>
        </div>
      )}
      {error && <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-900">{error}</p>}
      {rejecting ? (
        <RejectForm vendor={vendor} onCancel={() => setRejecting(false)} onDone={onDecided} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {vendor.status !== 'approved' && (
            <button type="button" className={buttonStyles.primary} disabled={approve.isPending} onClick={() => void onApprove()} aria-label={t('actions.approveLabel', { name: vendor.businessName })}>
              {approve.isPending ? t('actions.approving') : t('actions.approve')}
            </button>
          )}
          {vendor.status !== 'rejected' && (
            <button type="button" className={buttonStyles.secondary} disabled={approve.isPending} onClick={() => { setError(null); setRejecting(true); }} aria-label={t('actions.rejectLabel', { name: vendor.businessName })}>
              {t('actions.reject')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
