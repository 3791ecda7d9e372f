import { useId, useState, type FormEvent } from 'react';
import type { ProductLocationStock, StockLocation } from '#shared/schemas/stock-locations';
import { ErrorState, LoadingState, useErrorMessage } from '#client/components/ui/states.tsx';
import { buttonStyles, inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useKitParts } from '#client/features/admin-products/api/kit-parts.ts';
import { useProductLocationStock, useReloadLocationStock, useSetLocationStock, useStockPlaces } from '#client/features/admin-products/api/location-stock.ts';

/**
 * A product's units at each place (docs/product-rules.md 59), on its admin page: shown once the
 * shop has a godown, for the shop's own products other than seeds (kept by lot) and kits (their
 * parts'), which the editor and the kit's parts decide. The principal place holds the rest: the
 * product form's Stock sets the whole; a godown's units are counted here, each on its own.
 */
export function StockByLocation({ productId, readOnly }: { productId: string; readOnly: boolean }) {
  const places = useStockPlaces();
  const kit = useKitParts(productId);
  const godowns = (places.data?.locations.length ?? 0) > 1;
  const kept = godowns && kit.data !== undefined && kit.data.parts.length === 0;
  const stock = useProductLocationStock(productId, kept);
  if (!kept) return null;
  if (stock.isPending) return <LoadingState />;
  if (stock.isError) return <ErrorState error={stock.error} onRetry={() => void stock.refetch()} />;
  return <StockRows productId={productId} stock={stock.data} version={stock.dataUpdatedAt} places={places.data!.locations} readOnly={readOnly} />;
}

type Notice = { ok: boolean; text: string; row?: string; field?: boolean };

function StockRows({ productId, stock, version, places, readOnly }: { productId: string; stock: ProductLocationStock; version: number; places: StockLocation[]; readOnly: boolean }) {
  const { t } = useTranslation('admin-products');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const save = useSetLocationStock(productId);
  const reload = useReloadLocationStock(productId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const active = new Map(places.map((p) => [p.id, p.active]));
  const submit = async (row: ProductLocationStock['locations'][number], typed: string) => {
    if (row.id === null) return;
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ locationId: row.id, units: typed.trim() === '' ? Number.NaN : Number(typed.trim()), expected: row.units });
      const units = saved.locations.find((l) => l.id === row.id)?.units ?? 0;
      setNotice({ ok: true, text: t('locationStock.saved', { name: row.name, units, total: saved.total }) });
    } catch (err) {
      const units = err instanceof ApiError ? err.fields.units : undefined;
      if (units) return setNotice({ ok: false, text: fieldError(units) ?? units, row: row.id, field: true });
      // An order took units meanwhile: the numbers as they are now, to count again from.
      const changed = err instanceof ApiError && err.code === 'location_stock_changed';
      setNotice({ ok: false, text: changed ? `${errorMessage(err)} ${t('locationStock.reloaded')}` : errorMessage(err), row: row.id });
      if (changed) void reload();
    }
  };
  return (
    <section aria-labelledby="location-stock-title" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="location-stock-title" className="text-lg font-semibold text-stone-900">{t('locationStock.title')}</h2>
      <p className="mt-1 text-sm text-stone-700">{t('locationStock.hint')}</p>
      <ul className="mt-4 space-y-3">
        {stock.locations.map((row) => (
          <li key={row.id ?? 'principal'} className="rounded-lg border border-stone-200 p-3">
            {row.id === null ? (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">{t('locationStock.principal', { name: row.name })}</span>
                  <span className="text-lg font-semibold tabular-nums" data-testid="principal-units">{row.units}</span>
                </div>
                <p className="mt-1 text-sm text-stone-700">{t('locationStock.principalNote')}</p>
              </>
            ) : (
              // Each row starts again from the numbers each time they come (a save, a reload after a refusal).
              <GodownRow key={`${row.id}:${version}`} row={row} off={active.get(row.id) === false} readOnly={readOnly} busy={save.isPending} error={notice && !notice.ok && notice.field && notice.row === row.id ? notice.text : undefined} onSave={(typed) => submit(row, typed)} />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold">
        {t('locationStock.total')}: <span className="tabular-nums" data-testid="location-stock-total">{stock.total}</span>
      </p>
      {notice && !notice.field && <p role={notice.ok ? 'status' : 'alert'} className={`mt-2 ${notice.ok ? 'text-green-800' : 'text-red-700'}`}>{notice.text}</p>}
    </section>
  );
}

function GodownRow({ row, off, readOnly, busy, error, onSave }: { row: { id: string | null; name: string; units: number }; off: boolean; readOnly: boolean; busy: boolean; error: string | undefined; onSave: (typed: string) => void }) {
  const { t } = useTranslation('admin-products');
  const id = useId();
  const [typed, setTyped] = useState(String(row.units));
  const name = off ? `${row.name} (${t('locationStock.off')})` : row.name;
  if (readOnly) {
    return (
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="text-lg font-semibold tabular-nums">{row.units}</span>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(typed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="block font-medium">{t('locationStock.unitsAt', { name })}</label>
      {/* The number and its Save side by side: each godown is counted on its own. */}
      <div className="mt-1 flex items-start gap-3">
        <input
          id={id}
          className={`${inputStyles} max-w-40`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={buttonStyles.secondary} disabled={busy} aria-label={t('locationStock.saveAt', { name: row.name })}>
          {busy ? t('locationStock.saving') : t('locationStock.save')}
        </button>
      </div>
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-red-700">{error}</p>}
    </form>
  );
}
