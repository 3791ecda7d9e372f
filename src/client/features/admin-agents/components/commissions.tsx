import { useState, type FormEvent } from 'react';
import { CATEGORY_SLUGS } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import type { AdminCommissionBalances, CommissionRates } from '#shared/schemas/field-agents';
import { EmptyState, ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, cardStyles } from '#client/components/ui/styles.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useMay } from '#client/lib/staff-access.ts';
import { useCommissionBalances, useCommissionRates, usePayOut, useSaveCommissionRates } from '#client/features/admin-agents/api/agents.ts';

/** Basis points as the owner types them: percent with up to 2 decimals (250 -> "2.5"). */
const percentOf = (bp: number) => String(bp / 100);
const bpOf = (percent: string) => Math.round(Number(percent.replace(',', '.')) * 100);
/** Rupees typed ("1,250.50") in paise. */
const paiseOf = (rupees: string) => Math.round(Number(rupees.replace(/,/g, '')) * 100);

/**
 * Admin -> Commissions (docs/product-rules.md 55): the owner's rate per product category; the
 * accountant's balance of each field agent, and a payout recorded with its reference (UTR).
 */
export function Commissions() {
  const may = useMay();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {may('commissions.settings') && <RatesForm />}
      {may('commissions.payout') && <Balances />}
    </div>
  );
}

function RatesForm() {
  const { t } = useTranslation('admin-agents');
  const rates = useCommissionRates();
  return (
    <section className={cardStyles} aria-labelledby="rates-title">
      <h2 id="rates-title" className="mb-2 text-xl font-bold">{t('rates.title')}</h2>
      <p className="mb-3 text-sm text-stone-700">{t('rates.intro')}</p>
      {rates.isPending ? <LoadingState /> : rates.isError ? <ErrorState error={rates.error} onRetry={() => void rates.refetch()} /> : <RatesFields rates={rates.data} />}
    </section>
  );
}

function RatesFields({ rates }: { rates: CommissionRates }) {
  const { t } = useTranslation('admin-agents');
  const errorMessage = useErrorMessage();
  const saving = useSaveCommissionRates();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(rates.rates.map((r) => [r.category, percentOf(r.percentBp)])));
  const [saved, setSaved] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    saving.mutate({ rates: CATEGORY_SLUGS.map((category) => ({ category, percentBp: bpOf(values[category] ?? '0') })) }, { onSuccess: () => setSaved(true) });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {CATEGORY_SLUGS.map((category) => (
        <TextField
          key={category}
          label={t('rates.category', { category: t(`categories.${category}`) })}
          inputMode="decimal"
          value={values[category] ?? ''}
          onChange={(e) => setValues({ ...values, [category]: e.target.value })}
        />
      ))}
      {saving.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">{errorMessage(saving.error)}</p>}
      {saved && <p role="status" className="rounded-lg bg-brand-50 p-3">{t('rates.saved')}</p>}
      <button type="submit" className={buttonStyles.primary} disabled={saving.isPending}>{t('rates.save')}</button>
    </form>
  );
}

function Balances() {
  const { t } = useTranslation('admin-agents');
  const balances = useCommissionBalances(true);
  return (
    <section className={cardStyles} aria-labelledby="balances-title">
      <h2 id="balances-title" className="mb-3 text-xl font-bold">{t('balances.title')}</h2>
      {balances.isPending ? (
        <LoadingState />
      ) : balances.isError ? (
        <ErrorState error={balances.error} onRetry={() => void balances.refetch()} />
      ) : balances.data.agents.length === 0 ? (
        <EmptyState message={t('balances.none')} />
      ) : (
        <ul className="divide-y divide-stone-200">
          {balances.data.agents.map((a) => <AgentBalance key={a.agentId} agent={a} />)}
        </ul>
      )}
    </section>
  );
}

function AgentBalance({ agent }: { agent: AdminCommissionBalances['agents'][number] }) {
  const { t } = useTranslation('admin-agents');
  const errorMessage = useErrorMessage();
  const paying = usePayOut();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    paying.mutate({ agentId: agent.agentId, amountPaise: paiseOf(amount), reference }, { onSuccess: () => { setAmount(''); setReference(''); } });
  };
  return (
    <li className="py-3">
      <p className="font-semibold">{agent.name}</p>
      <p className="text-sm">
        {t('balances.figures', { earned: formatRupees(agent.earnedPaise), reversed: formatRupees(agent.reversedPaise), paid: formatRupees(agent.paidPaise) })}
      </p>
      <p className="mb-2">{t('balances.due', { amount: formatRupees(agent.balancePaise) })}</p>
      {agent.balancePaise > 0 && (
        <form noValidate onSubmit={submit} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-label={t('balances.payFor', { name: agent.name })}>
          <TextField label={t('balances.amount')} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />
          <TextField label={t('balances.reference')} autoComplete="off" required value={reference} onChange={(e) => setReference(e.target.value)} />
          <button type="submit" className={buttonStyles.primary} disabled={paying.isPending}>{t('balances.pay')}</button>
          {paying.isError && <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 sm:col-span-3">{errorMessage(paying.error)}</p>}
        </form>
      )}
    </li>
  );
}
