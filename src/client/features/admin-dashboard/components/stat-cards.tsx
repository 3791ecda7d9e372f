import { formatRupees } from '#shared/money';
import type { AdminDashboard } from '#shared/schemas/admin-dashboard';
import { cardStyles } from '#client/components/ui/styles.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';

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

/** Customers, products, orders and revenue, as the dashboard's four figures. */
export function StatCards({ figures }: { figures: AdminDashboard }) {
  const { t } = useTranslation('admin-dashboard');
  const { count } = useDateFormat();
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
