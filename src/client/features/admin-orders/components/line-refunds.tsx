import { useEffect, useId, useRef, useState } from 'react';
import { formatRupees } from '#shared/money';
import { refundLineKey, type AdminOrder, type AdminOrderLine } from '#shared/schemas/admin-orders';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useLineName } from '#client/lib/line-name.ts';
import { useRefundLines } from '#client/features/admin-orders/api/refund-lines.ts';
import { canRefundLines } from './payment-rules.ts';

/**
 * "Refund items": chosen quantities of a paid online order's lines (goods returned or not
 * supplied) go back through Razorpay, each with a credit note. The server works out the amount
 * (the lines' share of price and GST) and refuses more than is left of a line.
 */
export function LineRefunds({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const lineName = useLineName();
  const errorMessage = useErrorMessage();
  const refund = useRefundLines(order.id);
  const mayRefund = useMay()('orders.refund');
  const formId = useId();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // A form and nothing else: not shown to a role without orders.refund (docs/product-rules.md 49).
  if (!mayRefund || (!canRefundLines(order) && !notice)) return null;

  const lines = order.items.filter((line) => line.quantity - line.creditedQuantity > 0);
  // A kit's part and the same product bought alone are two lines (docs/product-rules.md 48).
  const keyOf = (line: AdminOrderLine) => refundLineKey({ productId: line.productId, kitProductId: line.kit?.productId });
  const nameOf = (line: AdminOrderLine) => (line.kit ? t('lineRefunds.kitPart', { name: lineName(line), kit: lineName(line.kit) }) : lineName(line));
  const chosen = lines.flatMap((line) => (quantities[keyOf(line)] ? [{ line, quantity: quantities[keyOf(line)]! }] : []));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setNotice({ kind: 'error', text: t('lineRefunds.noneChosen') });
      return;
    }
    const what = chosen.map((c) => `${c.quantity} × ${nameOf(c.line)}`).join(', ');
    if (!window.confirm(t('lineRefunds.confirm', { what, name: order.customer.name }))) return;
    try {
      const updated = await refund.mutateAsync({ lines: chosen.map((c) => ({ productId: c.line.productId, kitProductId: c.line.kit?.productId ?? null, quantity: c.quantity })) });
      const amount = updated.refunds[updated.refunds.length - 1]?.amountPaise ?? 0;
      setQuantities({});
      setNotice({ kind: 'ok', text: t('lineRefunds.done', { amount: formatRupees(amount) }) });
    } catch (err) {
      setNotice({ kind: 'error', text: err instanceof ApiError && err.fields.lines ? t('lineRefunds.tooMany') : errorMessage(err) });
    }
  };

  return (
    <section className={cardStyles} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="mb-1 text-lg font-semibold text-stone-900">{t('lineRefunds.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('lineRefunds.intro')}</p>
      <div ref={noticeRef} tabIndex={-1} className="mb-3 outline-none">
        <NoticeBanner notice={notice} />
      </div>
      {lines.length > 0 && canRefundLines(order) && (
        <form noValidate onSubmit={submit} className="space-y-3">
          {lines.map((line) => {
            const left = line.quantity - line.creditedQuantity;
            const key = keyOf(line);
            const id = `${formId}-${key}`;
            return (
              <div key={key} className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 pb-2">
                <label htmlFor={id} className="min-w-0 flex-1 text-stone-900">
                  <span className="block font-medium">{nameOf(line)}</span>
                  <span className="block text-sm text-stone-600">{t('lineRefunds.left', { count: left })}</span>
                </label>
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  value={quantities[key] ?? 0}
                  onChange={(e) => setQuantities((q) => ({ ...q, [key]: Math.max(0, Math.min(left, Math.trunc(Number(e.target.value) || 0))) }))}
                  className="h-11 w-24 rounded-md border border-stone-400 px-3 text-right"
                />
              </div>
            );
          })}
          <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={refund.isPending}>
            {refund.isPending ? t('lineRefunds.saving') : t('lineRefunds.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
