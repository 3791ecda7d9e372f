import { useState } from 'react';
import { indianDate } from '#shared/india';
import type { AdminCoupon } from '#shared/schemas/coupons';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useDeleteCoupon } from '../api/delete-coupon.ts';
import { useCoupons } from '../api/list-coupons.ts';
import { useUpdateCoupon } from '../api/update-coupon.ts';
import { couponInputOf } from './coupon-form-values.ts';
import { CouponForm } from './coupon-form.tsx';
import { CouponsTable } from './coupons-table.tsx';

/**
 * Admin -> Coupons (docs/product-rules.md 43, docs/decisions/0059): the list, one form to add or
 * edit, Switch off/on, and Delete after a confirmation (refused once an order used the code: the
 * orders keep it, so the owner switches it off instead).
 */
export function Coupons() {
  const { t } = useTranslation('admin-coupons');
  const errorMessage = useErrorMessage();
  const coupons = useCoupons();
  const update = useUpdateCoupon();
  const remove = useDeleteCoupon();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string>();
  /** The coupon in the form: 'new', a saved one, or none (the form closed). */
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const today = indianDate();

  const act = async (coupon: AdminCoupon, run: () => Promise<unknown>, done: string, refused?: (err: unknown) => string | undefined) => {
    setNotice(null);
    setBusyId(coupon.id);
    try {
      await run();
      setNotice({ kind: 'ok', text: done });
    } catch (err) {
      setNotice({ kind: 'error', text: refused?.(err) ?? errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };
  const onSwitch = (coupon: AdminCoupon) =>
    act(coupon, () => update.mutateAsync({ id: coupon.id, input: { ...couponInputOf(coupon), active: !coupon.active } }), t(coupon.active ? 'switchedOff' : 'switchedOn', { code: coupon.code }));
  const onDelete = (coupon: AdminCoupon) => {
    if (!window.confirm(t('confirmDelete', { code: coupon.code }))) return;
    void act(coupon, () => remove.mutateAsync(coupon.id), t('deleted', { code: coupon.code }), (err) =>
      hasErrorCode(err, 'coupon_in_use') ? t('inUse', { code: coupon.code, count: coupon.used }) : undefined,
    );
  };
  const onSaved = (saved: AdminCoupon) => {
    setNotice({ kind: 'ok', text: t(editing === 'new' ? 'added' : 'saved', { code: saved.code }) });
    setEditing(null);
  };

  return (
    <div className="space-y-6">
      <NoticeBanner notice={notice} />
      {editing ? (
        // A form per coupon: switching to another starts from its saved values.
        <CouponForm key={editing === 'new' ? 'new' : editing.id} coupon={editing === 'new' ? undefined : editing} onSaved={onSaved} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => { setNotice(null); setEditing('new'); }}>{t('add')}</button>
      )}
      {coupons.isPending && <LoadingState />}
      {coupons.isError && <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />}
      {coupons.data?.items.length === 0 && <EmptyState message={t('empty')} />}
      {!!coupons.data?.items.length && (
        <CouponsTable
          coupons={coupons.data.items}
          today={today}
          busyId={busyId}
          onEdit={(c) => { setNotice(null); setEditing(c); }}
          onSwitch={(c) => void onSwitch(c)}
          onDelete={onDelete}
        />
      )}
    </div>
  );
}
