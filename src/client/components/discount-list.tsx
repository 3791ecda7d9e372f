import { Fragment, useState, type ReactNode } from 'react';
import { indianDate } from '#shared/india';
import type { ErrorCode } from '#shared/schemas/errors';
import { NoticeBanner, type Notice } from '#client/components/ui/notice-banner.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import type { TFunction } from '#client/i18n/translator.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { RoleNote } from './ui/role-note.tsx';

/**
 * A coupon (docs/product-rules.md 43) or an automatic offer (47): money off that the owner
 * switches off or on, running from one Indian calendar day to another (both included).
 */
export interface Discount {
  id: string;
  active: boolean;
  validFrom: string;
  validTo: string;
}

/** The placeholders that name a discount in its list's texts: { code } for a coupon, { name } for an offer. */
export type DiscountName = Record<string, string>;

export type DiscountState = 'running' | 'notYet' | 'ended' | 'off';

/** Where a discount stands today in India (its days are Indian calendar days, both included). */
export function discountState(discount: Pick<Discount, 'active' | 'validFrom' | 'validTo'>, today = indianDate()): DiscountState {
  if (!discount.active) return 'off';
  if (today < discount.validFrom) return 'notYet';
  if (today > discount.validTo) return 'ended';
  return 'running';
}

const STATE_STYLES: Record<DiscountState, string> = {
  running: 'bg-brand-100 text-brand-900',
  notYet: 'bg-amber-100 text-amber-900',
  ended: 'bg-stone-200 text-stone-800',
  off: 'bg-red-100 text-red-900',
};

/** Deleting a discount for good (asked again first); kept here, not in the shared styles every storefront page loads. */
const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-red-700 bg-white px-5 py-2.5 font-semibold text-red-800 transition hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

/** Where a discount stands today, as a coloured pill: its text is `states.<state>` of the list's namespace (`t`). */
export function DiscountStatePill({ state, t }: { state: DiscountState; t: TFunction }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE_STYLES[state]}`}>{t(`states.${state}`)}</span>;
}

/** What a discount list's rows can do: edit, switch off or on, delete; `busyId` is the discount being switched or deleted. */
export interface DiscountActions<T extends Discount> {
  busyId?: string;
  onEdit: (discount: T) => void;
  onSwitch: (discount: T) => void;
  onDelete: (discount: T) => void;
}

/**
 * A row's Edit, Switch off/on and Delete, each named for screen readers by the discount
 * (`named`: its placeholders, { code } or { name }, in the list's texts `t`). Switch and Delete
 * wait while the row is busy.
 */
export function DiscountRowActions<T extends Discount>({ discount, named, t, busyId, onEdit, onSwitch, onDelete }: { discount: T; named: DiscountName; t: TFunction } & DiscountActions<T>) {
  const busy = busyId === discount.id;
  // A role with discounts.read only (a call-centre agent) reads them (docs/product-rules.md 49).
  const mayWrite = useMay()('discounts.write');
  if (!mayWrite) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonStyles.secondary} aria-label={t('editLabel', named)} onClick={() => onEdit(discount)}>{t('edit')}</button>
      <button type="button" className={buttonStyles.secondary} disabled={busy} aria-label={t(discount.active ? 'switchOffLabel' : 'switchOnLabel', named)} onClick={() => onSwitch(discount)}>
        {t(discount.active ? 'switchOff' : 'switchOn')}
      </button>
      <button type="button" className={dangerButton} disabled={busy} aria-label={t('deleteLabel', named)} onClick={() => onDelete(discount)}>{t('delete')}</button>
    </div>
  );
}

/** The list's query, as useQuery gives it. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { items: T[] };
}

/**
 * Admin -> Coupons and Admin -> Offers (docs/decisions/0059, 0063): what was done last (a notice
 * that takes the focus), one form to add or edit, and the list with Switch off/on and Delete after
 * a confirmation (refused once an order used the discount: the orders keep it, so the owner
 * switches it off instead). The texts are the keys of namespace `ns` with the discount's
 * placeholders (`named`): add, empty, switchedOff, switchedOn, confirmDelete, deleted, added,
 * saved; a refusal with `inUse.code` says `inUse.text`, any other the error's words.
 */
export function DiscountList<T extends Discount>({
  ns,
  query,
  named,
  switchOver,
  remove,
  inUse,
  form,
  table,
}: {
  ns: string;
  query: ListQuery<T>;
  named: (discount: T) => DiscountName;
  /** Saves the discount switched the other way (whole: the API takes it so). */
  switchOver: (discount: T) => Promise<unknown>;
  remove: (discount: T) => Promise<unknown>;
  inUse: { code: ErrorCode; text: (discount: T) => string };
  /** The form for a saved discount, or for a new one (undefined). */
  form: (discount: T | undefined, done: { onSaved: (saved: T) => void; onCancel: () => void }) => ReactNode;
  table: (discounts: T[], actions: DiscountActions<T>) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const errorMessage = useErrorMessage();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string>();
  /** The discount in the form: 'new', a saved one, or none (the form closed). */
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const mayWrite = useMay()('discounts.write');

  const act = async (discount: T, run: () => Promise<unknown>, done: string, refused?: (err: unknown) => string | undefined) => {
    setNotice(null);
    setBusyId(discount.id);
    try {
      await run();
      setNotice({ kind: 'ok', text: done });
    } catch (err) {
      setNotice({ kind: 'error', text: refused?.(err) ?? errorMessage(err) });
    } finally {
      setBusyId(undefined);
    }
  };
  const edit = (discount: T | 'new') => {
    setNotice(null);
    setEditing(discount);
  };
  const actions: DiscountActions<T> = {
    busyId,
    onEdit: edit,
    onSwitch: (d) => void act(d, () => switchOver(d), t(d.active ? 'switchedOff' : 'switchedOn', named(d))),
    onDelete: (d) => {
      if (!window.confirm(t('confirmDelete', named(d)))) return;
      void act(d, () => remove(d), t('deleted', named(d)), (err) => (hasErrorCode(err, inUse.code) ? inUse.text(d) : undefined));
    },
  };
  const onSaved = (saved: T) => {
    setNotice({ kind: 'ok', text: t(editing === 'new' ? 'added' : 'saved', named(saved)) });
    setEditing(null);
  };

  return (
    <div className="space-y-6">
      <NoticeBanner notice={notice} />
      {!mayWrite ? (
        <RoleNote />
      ) : editing ? (
        // A form per discount: switching to another starts from its saved values.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{form(editing === 'new' ? undefined : editing, { onSaved, onCancel: () => setEditing(null) })}</Fragment>
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => edit('new')}>{t('add')}</button>
      )}
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data?.items.length === 0 && <EmptyState message={t('empty')} />}
      {!!query.data?.items.length && table(query.data.items, actions)}
    </div>
  );
}
