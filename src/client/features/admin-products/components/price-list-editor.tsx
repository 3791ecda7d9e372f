import { useId, useState, type FormEvent } from 'react';
import { CUSTOMER_GROUPS, MAX_PRICE_ROWS, type CustomerGroup, type PriceRow } from '#shared/price-lists';
import { formatRupees, rupeesToPaise } from '#shared/money';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useProductPrices, useSaveProductPrices } from '#client/features/admin-products/api/product-prices.ts';

/** A row as typed: the quantity and the rupees stay text until saved. */
interface Draft {
  key: number;
  group: CustomerGroup;
  minQuantity: string;
  rupees: string;
}

let nextKey = 0;
const draftOf = (r: PriceRow): Draft => ({ key: nextKey++, group: r.group, minQuantity: String(r.minQuantity), rupees: String(r.pricePaise / 100) });
/** A number as typed ("2,300" or "2300.50"); text that is not one goes as NaN, for the server's message on its field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '').trim()));

/**
 * A product's quantity prices and price lists (docs/product-rules.md 46): rows of a group, a
 * quantity from which and a unit price, saved all at once; the server checks them and answers
 * each fault on its own row's field.
 */
export function PriceListEditor({ productId, readOnly = false }: { productId: string; readOnly?: boolean }) {
  const prices = useProductPrices(productId);
  if (prices.isPending) return <LoadingState />;
  if (prices.isError) return <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />;
  return <PriceRows key={productId} productId={productId} basePaise={prices.data.basePaise} initial={prices.data.rows} readOnly={readOnly} />;
}

/** `readOnly`: a role without prices.write reads the rows, every field disabled, nothing to add, remove or save (docs/product-rules.md 49). */
function PriceRows({ productId, basePaise, initial, readOnly }: { productId: string; basePaise: number; initial: PriceRow[]; readOnly: boolean }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveProductPrices(productId);
  const [rows, setRows] = useState<Draft[]>(() => initial.map(draftOf));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const change = (key: number, patch: Partial<Draft>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFields({});
    try {
      const saved = await save.mutateAsync({ rows: rows.map((r) => ({ group: r.group, minQuantity: numberOf(r.minQuantity), pricePaise: rupeesToPaise(numberOf(r.rupees)) })) });
      setRows(saved.rows.map(draftOf));
      setNotice({ ok: true, text: t('prices.saved') });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  const errorOf = (i: number, field: string) => fieldError(fields[`rows.${i}.${field}`]);
  return (
    <section aria-labelledby="price-list-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="price-list-title" className="text-lg font-semibold text-stone-900">{t('prices.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('prices.hint', { price: formatRupees(basePaise) })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <fieldset disabled={readOnly} className="min-w-0 space-y-3">
          {rows.length === 0 && <p className="text-stone-700">{t('prices.none')}</p>}
          {rows.map((row, i) => (
            <fieldset key={row.key} className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
              <legend className="sr-only">{t('prices.row', { n: i + 1 })}</legend>
              <label className="block text-sm font-medium">
                {t('prices.group')}
                <select className={`${inputStyles} mt-1`} value={row.group} onChange={(e) => change(row.key, { group: e.target.value as CustomerGroup })}>
                  {CUSTOMER_GROUPS.map((g) => <option key={g} value={g}>{t(`prices.groups.${g}`)}</option>)}
                </select>
              </label>
              <PriceField label={t('prices.fromQuantity')} value={row.minQuantity} inputMode="numeric" error={errorOf(i, 'minQuantity')} onChange={(v) => change(row.key, { minQuantity: v })} />
              <PriceField label={t('prices.unitPrice')} value={row.rupees} inputMode="decimal" error={errorOf(i, 'pricePaise')} onChange={(v) => change(row.key, { rupees: v })} />
              {!readOnly && (
                <button type="button" className="min-h-11 self-end rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50" aria-label={t('prices.removeRow', { n: i + 1 })} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                  {t('prices.remove')}
                </button>
              )}
            </fieldset>
          ))}
          {fields.rows && <p role="alert" className="text-sm text-red-700">{fieldError(fields.rows)}</p>}
        </fieldset>
        {!readOnly && <div className="flex flex-wrap gap-3">
          <button type="button" disabled={rows.length >= MAX_PRICE_ROWS} className={buttonStyles.secondary} onClick={() => setRows((all) => [...all, { key: nextKey++, group: 'retail', minQuantity: '', rupees: '' }])}>
            {t('prices.add')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>{save.isPending ? t('prices.saving') : t('prices.save')}</button>
        </div>}
        {notice && <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-green-800' : 'text-red-700'}>{notice.text}</p>}
      </form>
    </section>
  );
}

function PriceField({ label, value, error, inputMode, onChange }: { label: string; value: string; error: string | undefined; inputMode: 'numeric' | 'decimal'; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">{label}</label>
      <input id={id} className={`${inputStyles} mt-1`} inputMode={inputMode} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} />
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
