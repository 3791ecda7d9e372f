import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { containerStyles } from '../../components/ui/styles.ts';
import { useProfile } from '../../features/account/api/profile.ts';
import { DashboardHeader } from '../../features/account/components/dashboard-header.tsx';
import { RequireAccount } from '../../features/auth/components/require-account.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

function VendorDashboard() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile('vendor');
  if (profile.isPending) return <LoadingState className="min-h-[50vh]" />;
  if (profile.isError) return <div className="py-16"><ErrorState error={profile.error} onRetry={() => void profile.refetch()} /></div>;
  const p = profile.data;
  const vendor = p.vendor;
  const badge = { pending: 'bg-amber-100 text-amber-900', approved: 'bg-brand-100 text-brand-900', rejected: 'bg-red-100 text-red-900' };
  return (
    <div className={`${containerStyles} py-10`}>
      <DashboardHeader title={t('vendor.title')} name={vendor?.businessName ?? p.name} />
      {vendor && (
        <div className="space-y-6">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="vendor-status">
            <h2 id="vendor-status" className="flex flex-wrap items-center gap-3 text-lg font-semibold">
              {t('vendor.statusLabel')}
              <span className={`rounded-full px-3 py-1 text-sm ${badge[vendor.status]}`} data-testid="vendor-status">{t(`vendor.status.${vendor.status}`)}</span>
            </h2>
            <p className="mt-2 text-stone-700">{t(`vendor.statusText.${vendor.status}`)}</p>
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" aria-labelledby="vendor-business">
            <h2 id="vendor-business" className="mb-4 text-lg font-semibold">{t('vendor.businessTitle')}</h2>
            <dl className="grid gap-3 sm:grid-cols-2">
              {([
                ['businessName', vendor.businessName],
                ['ownerName', vendor.ownerName],
                ['email', p.email],
                ['phone', vendor.phone],
                ['address', vendor.address],
                ['gstNumber', vendor.gstNumber ?? t('vendor.noGst')],
              ] as const).map(([key, value]) => (
                <div key={key} className="rounded-lg bg-stone-50 p-3">
                  <dt className="text-sm text-stone-600">{t(`vendor.${key}`)}</dt>
                  <dd className="font-medium break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}
    </div>
  );
}

export default function VendorDashboardPage() {
  return (
    <RequireAccount area="vendor">
      <VendorDashboard />
    </RequireAccount>
  );
}
