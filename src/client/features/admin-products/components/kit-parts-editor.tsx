import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '#shared/money';
import { MAX_KIT_PARTS, type AdminKitParts } from '#shared/schemas/kits';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useKitParts, useProductSearch, useSaveKitParts } from '#client/features/admin-products/api/kit-parts.ts';

/** A part as chosen: its quantity stays text until saved; its price is for the sum shown. */
interface Draft {
  productId: string;
  name: string;
  pricePaise: number;
  quantity: string;
}

const draftsOf = (kit: AdminKitParts): Draft[] => kit.parts.map((p) => ({ productId: p.productId, name: p.name, pricePaise: p.pricePaise, quantity: String(p.quantity) }));
/** A quantity as typed; text that is not a number goes as NaN, for the server's message on its field. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * A shop product's kit parts (docs/product-rules.md 48): the products it holds and how many of
 * each, chosen by searching the shop's own products, with what they cost together at retail and
 * the kit discount; saved all at once, each fault on its own row's field.
 */
export function KitPartsEditor({ productId, readOnly = false }: { productId: string; readOnly?: boolean }) {
  const kit = useKitParts(productId);
  if (kit.isPending) return <LoadingState />;
  if (kit.isError) return <ErrorState error={kit.error} onRetry={() => void kit.refetch()} />;
  return <KitRows key={productId} productId={productId} initial={kit.data} readOnly={readOnly} />;
}

/** `readOnly`: a role without catalog.write reads the parts, every field disabled, nothing to add, remove or save (docs/product-rules.md 49). */
function KitRows({ productId, initial, readOnly }: { productId: string; initial: AdminKitParts; readOnly: boolean }) {
  const { t } = useTranslation('admin-products');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const save = useSaveKitParts(productId);
  const [rows, setRows] = useState<Draft[]>(() => draftsOf(initial));
  const [stock, setStock] = useState(initial.stock);
  const [search, setSearch] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const searchId = useId();
  const found = useProductSearch(search.trim());
  const candidates = search.trim().length >= 2 ? (found.data?.items ?? []).filter((p) => !p.vendorId && p.id !== productId && !rows.some((r) => r.productId === p.id)).slice(0, 5) : [];
  const partsPaise = rows.reduce((s, r) => s + r.pricePaise * (Number.isInteger(numberOf(r.quantity)) ? numberOf(r.quantity) : 0), 0);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setFields({});
    try {
      const saved = await save.mutateAsync({ parts: rows.map((r) => ({ productId: r.productId, quantity: numberOf(r.quantity) })) });
      setRows(draftsOf(saved));
      setStock(saved.stock);
      setNotice({ ok: true, text: t('kit.saved') });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      setNotice({ ok: false, text: errorMessage(err) });
    }
  };
  return (
    <section aria-labelledby="kit-parts-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="kit-parts-title" className="text-lg font-semibold text-stone-900">{t('kit.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('kit.hint')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-3">
        <fieldset disabled={readOnly} className="min-w-0 space-y-3">
          {rows.length === 0 && <p className="text-stone-700">{t('kit.none')}</p>}
          {rows.map((row, i) => (
            <KitRow
              key={row.productId}
              row={row}
              n={i + 1}
              productError={fieldError(fields[`parts.${i}.productId`])}
              quantityError={fieldError(fields[`parts.${i}.quantity`])}
              onQuantity={(quantity) => setRows((all) => all.map((r) => (r.productId === row.productId ? { ...r, quantity } : r)))}
              onRemove={readOnly ? undefined : () => setRows((all) => all.filter((r) => r.productId !== row.productId))}
            />
          ))}
          {fields.parts && <p role="alert" className="text-sm text-red-700">{fieldError(fields.parts)}</p>}
          {!readOnly && <div>
            <label htmlFor={searchId} className="block text-sm font-medium">{t('kit.find')}</label>
            <input id={searchId} type="search" className={`${inputStyles} mt-1`} value={search} disabled={rows.length >= MAX_KIT_PARTS} onChange={(e) => setSearch(e.target.value)} />
            {candidates.length > 0 && (
              <ul className="mt-2 space-y-1">
                {candidates.map((p) => (
                  <li key={p.id}>
                    <button type="button" className={buttonStyles.secondary} onClick={() => { setRows((all) => [...all, { productId: p.id, name: p.name, pricePaise: p.pricePaise, quantity: '1' }]); setSearch(''); }}>
                      {t('kit.add', { name: p.name, price: formatRupees(p.pricePaise) })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>}
          <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t('kit.partsSum')}</dt>
            <dd className="text-right">{formatRupees(partsPaise)}</dd>
            <dt>{t('kit.price')}</dt>
            <dd className="text-right">{formatRupees(initial.pricePaise)}</dd>
            <dt className="font-semibold">{t('kit.discount')}</dt>
            <dd className="text-right font-semibold">{formatRupees(Math.max(0, partsPaise - initial.pricePaise))}</dd>
            <dt>{t('kit.stock')}</dt>
            <dd className="text-right">{stock}</dd>
          </dl>
          {fields.pricePaise && <p role="alert" className="text-sm text-red-700">{fieldError(fields.pricePaise)}</p>}
        </fieldset>
        {!readOnly && <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>{save.isPending ? t('kit.saving') : t('kit.save')}</button>}
        {notice && <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-green-800' : 'text-red-700'}>{notice.text}</p>}
      </form>
    </section>
  );
}

function KitRow({ row, n, productError, quantityError, onQuantity, onRemove }: { row: Draft; n: number; productError: string | undefined; quantityError: string | undefined; onQuantity: (value: string) => void; onRemove?: () => void }) {
  const { t } = useTranslation('admin-products');
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
      <legend className="sr-only">{t('kit.row', { n })}</legend>
      <div>
        <p className="font-medium">{row.name}</p>
        <p className="text-sm text-stone-700">{formatRupees(row.pricePaise)}</p>
        {productError && <p className="mt-1 text-sm text-red-700">{productError}</p>}
      </div>
      <div>
        <label htmlFor={id} className="block text-sm font-medium">{t('kit.quantity')}</label>
        <input id={id} className={`${inputStyles} mt-1`} inputMode="numeric" value={row.quantity} aria-invalid={quantityError ? true : undefined} aria-describedby={quantityError ? `${id}-error` : undefined} onChange={(e) => onQuantity(e.target.value)} />
        {quantityError && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{quantityError}</p>}
      </div>
      {onRemove && (
        <button type="button" className="min-h-11 self-end rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50" aria-label={t('kit.removeRow', { name: row.name })} onClick={onRemove}>
          {t('kit.remove')}
        </button>
      )}
    </fieldset>
  );
}
