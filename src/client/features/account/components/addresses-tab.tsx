import { useState } from 'react';
import type { SavedAddress } from '#shared/schemas/addresses';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useAddressActions, useSavedAddresses } from '#client/lib/saved-addresses.ts';
import { useStateName } from '#client/lib/state-name.ts';
import { AddressForm } from './address-form.tsx';
import '#client/i18n/on-demand/addresses.ts';

/** The lines of an address as it is written on a parcel. */
function AddressLines({ address }: { address: SavedAddress }) {
  const stateName = useStateName();
  return (
    <p className="text-stone-800">
      {address.fullName}, {address.phone}
      <br />
      {address.address}, {address.city}, {stateName(address.state)} {address.pincode}
    </p>
  );
}

/**
 * The account's Addresses tab (docs/product-rules.md 32): list, add, edit, delete (asked first, on the page: a
 * phone's confirm box hides what is deleted), and make default. Its own chunk and namespace.
 */
export function AddressesTab() {
  const { t } = useTranslation('addresses');
  const errorMessage = useErrorMessage();
  const list = useSavedAddresses();
  const { remove, makeDefault } = useAddressActions();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  if (list.isPending) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { addresses, max } = list.data;
  const run = async (action: () => Promise<unknown>, done: string) => {
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: done });
    } catch (err) {
      setStatus({ ok: false, text: errorMessage(err) });
    }
  };

  return (
    <section aria-labelledby="addresses-title" className="space-y-6">
      <div>
        <h2 id="addresses-title" className="text-xl font-semibold">{t('title')}</h2>
        <p className="mt-1 text-stone-700">{t('intro', { max })}</p>
      </div>
      {status && (
        <p role={status.ok ? 'status' : 'alert'} className={`rounded-lg p-3 ${status.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}>{status.text}</p>
      )}
      {addresses.length === 0 && editing === null && <p className="text-stone-700">{t('empty')}</p>}
      <ul className="grid gap-4 md:grid-cols-2">
        {addresses.map((a) =>
          editing !== 'new' && editing?.id === a.id ? (
            <li key={a.id} className="md:col-span-2">
              <AddressForm address={a} onCancel={() => setEditing(null)} onDone={(text) => { setEditing(null); setStatus({ ok: true, text }); }} />
            </li>
          ) : (
            <li key={a.id} className={`rounded-xl border p-4 ${a.isDefault ? 'border-brand-700 bg-brand-50' : 'border-stone-200'}`} aria-label={a.label ?? a.fullName}>
              <div className="mb-2 flex flex-wrap items-center gap-2">
                {a.label && <span className="font-semibold">{a.label}</span>}
                {a.isDefault && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('default')}</span>}
              </div>
              <AddressLines address={a} />
              {deleting === a.id ? (
                <div role="group" aria-label={t('delete')} className="mt-3 rounded-lg bg-red-50 p-3">
                  <p className="text-red-900">{t('confirmDelete', { name: a.fullName, city: a.city })}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button type="button" className={buttonStyles.primary} disabled={remove.isPending} onClick={() => void run(() => remove.mutateAsync(a.id), t('deleted')).then(() => setDeleting(null))}>{t('confirmYes')}</button>
                    <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(null)}>{t('cancel')}</button>
                  </div>
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <button type="button" className={buttonStyles.secondary} onClick={() => { setStatus(null); setEditing(a); }}>{t('edit')}</button>
                  {!a.isDefault && (
                    <button type="button" className={buttonStyles.secondary} disabled={makeDefault.isPending} onClick={() => void run(() => makeDefault.mutateAsync(a.id), t('defaultSet'))}>{t('makeDefault')}</button>
                  )}
                  <button type="button" className={buttonStyles.ghost} onClick={() => { setStatus(null); setDeleting(a.id); }}>{t('delete')}</button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm onCancel={() => setEditing(null)} onDone={(text) => { setEditing(null); setStatus({ ok: true, text }); }} />
      ) : addresses.length >= max ? (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t('limitReached', { max })}</p>
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => { setStatus(null); setEditing('new'); }}>{t('add')}</button>
      )}
    </section>
  );
}
