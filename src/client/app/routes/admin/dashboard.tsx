import { Link } from '#client/lib/router.tsx';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useAdminDashboard } from '#client/features/admin-dashboard/api/get-dashboard.ts';
import { RecentOrdersTable } from '#client/features/admin-dashboard/components/recent-orders-table.tsx';
import { StatCards } from '#client/features/admin-dashboard/components/stat-cards.tsx';
import { SetupChecklist } from '#client/features/admin-dashboard/components/setup-checklist.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useMay } from '#client/lib/staff-access.ts';

/** /admin/dashboard: what is left to set up before opening, the shop's figures from the database, vendors waiting for review and the latest orders. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const dashboard = useAdminDashboard();
  const mayReview = useMay()('vendors.review');
  return (
    <>
      <SectionHeader title={t('title')} />
      {dashboard.isPending && <LoadingState />}
      {dashboard.isError && <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <div className="space-y-8">
          <SetupChecklist items={dashboard.data.setup} />
          <StatCards figures={dashboard.data} />
          {mayReview && dashboard.data.pendingVendors > 0 && (
            <Link
              to="/admin/vendors?status=pending"
              className="flex items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4 font-medium text-amber-950 hover:bg-amber-100"
            >
              {t('pendingVendors', { count: dashboard.data.pendingVendors })}
              <span aria-hidden="true">→</span>
            </Link>
          )}
          <section aria-labelledby="recent-orders">
            <h2 id="recent-orders" className="mb-3 text-lg font-semibold text-stone-900">{t('recent.title')}</h2>
            <RecentOrdersTable orders={dashboard.data.recentOrders} labelledBy="recent-orders" />
          </section>
        </div>
      )}
    </>
  );
}
