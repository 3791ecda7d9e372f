import { useState } from 'react';
import type { StoreOrder } from '#shared/schemas/orders';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { ReturnForm } from './return-form.tsx';
import { ReturnSummary } from './return-status.tsx';
import '#client/i18n/on-demand/returns.ts';

/**
 * The order page's returns (docs/product-rules.md 24): each return with where it
 * stands, and while the 14 days last "Return items" with the last day. Loaded after the page's
 * first paint with its own texts (returns), as the order page is near its size budget.
 */
export function OrderReturns({ order, onChanged }: { order: StoreOrder; onChanged: () => void }) {
  const { t } = useTranslation('returns');
  const { longDate } = useDateFormat();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const returns = order.returns ?? [];
  const allowed = order.returnWindow;
  if (returns.length === 0 && !allowed?.open) return null;
  return (
    <section aria-labelledby="returns-title" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm" data-testid="order-returns">
      <h2 id="returns-title" className="mb-2 text-lg font-semibold">{t('title')}</h2>
      <div role="status">{sent && <p className="mb-3 rounded-lg bg-brand-50 p-3 text-brand-900">{t('form.sent')}</p>}</div>
      {returns.length > 0 && (
        <ul className="mb-3 divide-y divide-stone-100">
          {[...returns].reverse().map((r) => <ReturnSummary key={r.id} item={r} />)}
        </ul>
      )}
      {allowed?.open && allowed.until && (
        <>
          <p className="text-stone-800">{t('openUntil', { date: longDate(allowed.until) })}</p>
          {!open && (
            <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => { setOpen(true); setSent(false); }} data-testid="start-return">
              {t('start')}
            </button>
          )}
          {open && (
            <ReturnForm
              order={order}
              allowed={allowed}
              onCancel={() => setOpen(false)}
              onDone={() => {
                setOpen(false);
                setSent(true);
                onChanged();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
