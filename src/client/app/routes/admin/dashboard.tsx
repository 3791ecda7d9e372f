import { Link } from 'react-router';
import { formatRupees } from '#shared/money';
import type { AdminDashboard } from '#shared/schemas/admin-dashboard';
import { ErrorState, LoadingState } from '#client/components/ui/states.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { SectionHeader } from '#client/components/ui/section-header.tsx';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useAdminDashboard } from '#client/features/admin-dashboard/api/get-dashboard.ts';
import { RecentOrdersTable } from '#client/features/admin-dashboard/components/recent-orders-table.tsx';

/** A large figure may wrap in a narrow card, but only after a digit-group comma, never inside a group. */
function BreakableNumber({ text }: { text: string }) {
  const groups = text.split(',');
  return groups.map((g, i) => (
    <span key={i}>
      {g}
      {i < groups.length - 1 && <>,<wbr /></>}
    </span>
  ));
}

function StatCards({ figures }: { figures: AdminDashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const count = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-IN' : i18n.language);
  const cards = [
    ['customers', count(figures.customers)],
    ['products', count(figures.products)],
    ['orders', count(figures.orders)],
    ['revenue', formatRupees(figures.revenuePaise, { maxDecimals: 2 })],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map(([key, value]) => (
        // Two cards a row on a phone, so the four figures fit one screen.
        <div key={key} className={cardStyles}>
          <dt className="text-sm font-medium text-stone-600">{t(`stats.${key}`)}</dt>
          <dd className="mt-2 text-xl font-bold tabular-nums text-stone-900 sm:text-3xl xl:text-2xl 2xl:text-3xl" data-testid={`stat-${key}`}>
            <BreakableNumber text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/dashboard: the shop's figures from the database, vendors waiting for review and the latest orders. */
export default function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  const dashboard = useAdminDashboard();
  return (
    <>
      <SectionHeader title={t('title')} />
      {dashboard.isPending && <LoadingState />}
      {dashboard.isError && <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <div className="space-y-8">
          <StatCards figures={dashboard.data} />
          {dashboard.data.pendingVendors > 0 && (
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
