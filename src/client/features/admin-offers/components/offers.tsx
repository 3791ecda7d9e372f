import { useState } from 'react';
import { indianDate } from '#shared/india';
import { formatRupees } from '#shared/money';
import type { AdminOffer } from '#shared/schemas/offers';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { useDeleteOffer, useOfferProducts, useOffers, useUpdateOffer } from '../api/offers.ts';
import { offerInputOf, offerState, type OfferState } from './offer-form-values.ts';
import { OfferForm } from './offer-form.tsx';

const COLUMNS = ['name', 'terms', 'dates', 'uses', 'state', 'actions'] as const;
const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';
const STATE_STYLES: Record<OfferState, string> = {
  running: 'bg-brand-100 text-brand-900',
  notYet: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-800',
  off: 'bg-red-100 text-red-900',
};

/**
 * Admin -> Offers (docs/product-rules.md 47, docs/decisions/0063): the list, one form to add or
 * edit, Switch off/on, and Delete after a confirmation (refused once an order took the offer).
 */
export function Offers() {
  const { t } = useTranslation('admin-offers');
  const { day } = useDateFormat();
  const errorMessage = useErrorMessage();
  const offers = useOffers();
  const products = useOfferProducts();
  const update = useUpdateOffer();
  const remove = useDeleteOffer();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string>();
  const [editing, setEditing] = useState<AdminOffer | 'new' | null>(null);
  const today = indianDate();
  const productName = (id: string | null) => products.data?.items.find((p) => p.id === id)?.name ?? id ?? '';
  const label = (column: (typeof COLUMNS)[number]) => t(`columns.${column}`);

  const terms = (o: AdminOffer) => {
    if (o.kind === 'buy_get') return t('termsBuyGet', { buy: o.buyQuantity, get: o.getQuantity, product: productName(o.productId) });
    if (o.kind === 'free_item') return t('termsFreeItem', { buy: o.buyQuantity, product: productName(o.productId), get: o.getQuantity, gift: productName(o.giftProductId) });
    return [
      t('termsPercent', { percent: (o.percentBp ?? 0) / 100, count: o.targets.length }),
      o.minValuePaise > 0 ? t('minimum', { amount: formatRupees(o.minValuePaise) }) : null,
      o.maxDiscountPaise !== null ? t('upTo', { amount: formatRupees(o.maxDiscountPaise) }) : null,
    ].filter(Boolean).join(', ');
  };

  const act = async (offer: AdminOffer, run: () => Promise<unknown>, done: string, refused?: (err: unknown) => string | undefined) => {
    setNotice(null);
    setBusyId(offer.id);
    try {
      await run();
      setNotice({ kind: 'ok', text: done });
    } catch (err) {
      setNotice({ kind: 'error', text: refused?.(err) ?? errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };
  const onSwitch = (o: AdminOffer) => act(o, () => update.mutateAsync({ id: o.id, input: { ...offerInputOf(o), active: !o.active } }), t(o.active ? 'switchedOff' : 'switchedOn', { name: o.name }));
  const onDelete = (o: AdminOffer) => {
    if (!window.confirm(t('confirmDelete', { name: o.name }))) return;
    void act(o, () => remove.mutateAsync(o.id), t('deleted', { name: o.name }), (err) => (hasErrorCode(err, 'offer_in_use') ? t('inUse', { name: o.name }) : undefined));
  };
  const onSaved = (saved: AdminOffer) => {
    setNotice({ kind: 'ok', text: t(editing === 'new' ? 'added' : 'saved', { name: saved.name }) });
    setEditing(null);
  };

  return (
    <div className="space-y-6">
      <NoticeBanner notice={notice} />
      {editing ? (
        <OfferForm key={editing === 'new' ? 'new' : editing.id} offer={editing === 'new' ? undefined : editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => { setNotice(null); setEditing('new'); }}>{t('add')}</button>
      )}
      {offers.isPending && <LoadingState />}
      {offers.isError && <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />}
      {offers.data?.items.length === 0 && <EmptyState message={t('empty')} />}
      {!!offers.data?.items.length && (
        <DataTable columns={COLUMNS} label={label} caption={t('caption')}>
          {offers.data.items.map((o) => {
            const state = offerState(o, today);
            return (
              <tr key={o.id} className={tableStyles.row}>
                <td className={`${tableStyles.td} font-semibold`}>{o.name}</td>
                <td className={`${tableStyles.td} max-w-xs`} data-label={label('terms')}>{terms(o)}</td>
                <td className={`${tableStyles.td} whitespace-nowrap`} data-label={label('dates')}>{t('dateRange', { from: day(o.validFrom), to: day(o.validTo) })}</td>
                <td className={tableStyles.td} data-label={label('uses')}>{t('orders', { count: o.used })}</td>
                <td className={tableStyles.td} data-label={label('state')}>
                  <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLES[state]}`}>{t(`states.${state}`)}</span>
                </td>
                <td className={tableStyles.td}>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className={buttonStyles.secondary} aria-label={t('editLabel', { name: o.name })} onClick={() => { setNotice(null); setEditing(o); }}>{t('edit')}</button>
                    <button type="button" className={buttonStyles.secondary} disabled={busyId === o.id} aria-label={t(o.active ? 'switchOffLabel' : 'switchOnLabel', { name: o.name })} onClick={() => void onSwitch(o)}>
                      {t(o.active ? 'switchOff' : 'switchOn')}
                    </button>
                    <button type="button" className={dangerButton} disabled={busyId === o.id} aria-label={t('deleteLabel', { name: o.name })} onClick={() => onDelete(o)}>{t('delete')}</button>
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
