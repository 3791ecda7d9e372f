import { useState, type FormEvent } from 'react';
import { LANGUAGES, type Language } from '#shared/languages';
import { formatRupees } from '#shared/money';
import type { AdminAgentFarmerAsked } from '#shared/schemas/field-agents';
import { SelectField } from '#client/components/ui/form-fields.tsx';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { spacedMobile as spaced } from '#client/lib/spaced-mobile.ts';
import { useAgentFarmers, useAgentLedger, useAskFarmer, useConfirmFarmer } from '#client/features/admin-agents/api/agents.ts';
import { PickupPointCard } from './pickup-point-form.tsx';


/**
 * Admin -> My farmers (docs/product-rules.md 55): a field agent adds a farmer with the code the
 * farmer reads out, sees his farmers with his orders for them and where they are, and his
 * commission ledger and balance, and keeps his village pickup point (docs/product-rules.md 56).
 */
export function MyFarmers() {
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <FarmerList />
      <div className="space-y-6">
        <AddFarmer />
        <Ledger />
        <PickupPointCard />
      </div>
    </div>
  );
}

function AddFarmer() {
  const { t } = useTranslation('admin-agents');
  const errorMessage = useErrorMessage();
  const asking = useAskFarmer();
  const confirming = useConfirmFarmer();
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>('hi');
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState<AdminAgentFarmerAsked | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const ask = (e: FormEvent) => {
    e.preventDefault();
    setAdded(null);
    asking.mutate({ mobile, name: name || undefined, language }, { onSuccess: (a) => setAsked(a) });
  };
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!asked) return;
    confirming.mutate(
      { mobile: asked.farmer.mobile, code },
      {
        onSuccess: (farmer) => {
          setAdded(farmer.name);
          setAsked(null);
          setCode('');
          setMobile('');
          setName('');
        },
      },
    );
  };
  return (
    <section className={cardStyles} aria-labelledby="add-farmer-title">
      <h2 id="add-farmer-title" className="mb-2 text-xl font-bold">{t('add.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('add.intro')}</p>
      {added && <p role="status" className="mb-3 rounded-lg bg-brand-50 p-3">{t('add.added', { name: added })}</p>}
      {!asked ? (
        <form noValidate onSubmit={ask} className="space-y-3">
          <TextField label={t('add.mobile')} type="tel" inputMode="tel" autoComplete="off" required value={mobile} onChange={(e) => setMobile(e.target.value)} />
          <TextField label={t('add.name')} hint={t('add.nameHint')} value={name} onChange={(e) => setName(e.target.value)} />
          <SelectField label={t('add.language')} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => <option key={l} value={l}>{t(`languages.${l}`)}</option>)}
          </SelectField>
          {asking.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(asking.error)}</p>}
          <button type="submit" className={buttonStyles.primary} disabled={asking.isPending}>{asking.isPending ? t('add.sending') : t('add.send')}</button>
        </form>
      ) : (
        <form noValidate onSubmit={confirm} className="space-y-3">
          <p role="status">{t('add.sent', { name: asked.farmer.name, mobile: spaced(asked.farmer.mobile) })}</p>
          <TextField label={t('add.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
          {confirming.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(confirming.error)}</p>}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={confirming.isPending}>{t('add.confirm')}</button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setAsked(null)}>{t('add.cancel')}</button>
          </div>
        </form>
      )}
    </section>
  );
}

function FarmerList() {
  const { t } = useTranslation('admin-agents');
  const { t: orders } = useTranslation('orders');
  const format = useDateFormat();
  const list = useAgentFarmers();
  return (
    <section className={cardStyles} aria-labelledby="farmers-title">
      <h2 id="farmers-title" className="mb-3 text-xl font-bold">{t('farmers.title')}</h2>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.farmers.length === 0 ? (
        <EmptyState message={t('farmers.none')} />
      ) : (
        <ul className="divide-y divide-stone-200">
          {list.data.farmers.map((f) => (
            <li key={f.id} className="py-3">
              <p className="font-semibold">{f.name} · <a href={`tel:${f.mobile}`} className="text-brand-800 hover:underline">{spaced(f.mobile)}</a></p>
              <p className="text-sm text-stone-700">{t('farmers.added', { date: format.date(f.addedAt) })}</p>
              {f.orders.length ? (
                <ul className="mt-1 text-sm">
                  {f.orders.map((o) => (
                    <li key={o.id}>
                      {o.number} · {format.date(o.placedAt)} · {formatRupees(o.totalPaise)} · {orders(`status.${o.status}`)}
                      {o.expectedOn && o.status !== 'delivered' && o.status !== 'cancelled' ? ` · ${t('farmers.expected', { date: format.date(o.expectedOn) })}` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm">{t('farmers.noOrders')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Ledger() {
  const { t } = useTranslation('admin-agents');
  const format = useDateFormat();
  const ledger = useAgentLedger();
  return (
    <section className={cardStyles} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="mb-2 text-xl font-bold">{t('ledger.title')}</h2>
      {ledger.isPending ? (
        <LoadingState />
      ) : ledger.isError ? (
        <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <>
          <p className="mb-3 text-lg">{t('ledger.balance', { amount: formatRupees(ledger.data.balancePaise) })}</p>
          {ledger.data.entries.length === 0 ? (
            <EmptyState message={t('ledger.none')} />
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t('ledger.title')}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">{t('ledger.date')}</th>
                  <th scope="col">{t('ledger.what')}</th>
                  <th scope="col" className="text-right">{t('ledger.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data.entries.map((e) => (
                  <tr key={e.id} className="border-t border-stone-200">
                    <td>{format.date(e.createdAt)}</td>
                    <td>{t(`kinds.${e.kind}`)} {e.orderNumber ?? e.reference ?? ''}</td>
                    <td className="text-right">{formatRupees(e.amountPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
