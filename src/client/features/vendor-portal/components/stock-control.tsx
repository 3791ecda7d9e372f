import { useId, useState, type FormEvent } from 'react';
import { VendorProductStock, type VendorProduct } from '#shared/schemas/vendor-products';
import { useErrorMessage } from '#client/components/ui/states.tsx';
import { inputStyles } from '#client/components/ui/styles.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useFieldError } from '#client/lib/form-errors.ts';
import { useSetVendorProductStock } from '#client/features/vendor-portal/api/set-product-stock.ts';

// A box for up to 7 digits, not the full width of the column.
const stockInput = inputStyles.replace('w-full', 'w-28');

/**
 * A listing's stock with its own Update button, checked with the schema the server uses (a whole
 * number from 0 to 10,00,000). Keyed by the stock it shows, so a saved value becomes the new start.
 */
export function StockControl({ product, onSaved }: { product: VendorProduct; onSaved: (stock: number) => void }) {
  const { t } = useTranslation('vendor-tabs');
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const setStock = useSetVendorProductStock();
  const [value, setValue] = useState(String(product.stock));
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = VendorProductStock.safeParse({ stock: value.trim() === '' ? Number.NaN : Number(value) });
    if (!parsed.success) {
      setError(fieldError(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      const saved = await setStock.mutateAsync({ id: product.id, stock: parsed.data.stock });
      onSaved(saved.stock);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="min-w-44">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">{t('products.stockLabel', { name: product.name })}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={stockInput}
        />
        <button type="submit" className="min-h-11 rounded-lg px-2 font-medium text-brand-800 underline-offset-2 hover:underline disabled:opacity-50" disabled={setStock.isPending} aria-label={t('products.updateStockNamed', { name: product.name })}>
          {setStock.isPending ? t('products.updating') : t('products.updateStock')}
        </button>
      </div>
      {error && <p id={`${id}-error`} role="alert" className="mt-1 max-w-56 text-sm text-red-700">{error}</p>}
    </form>
  );
}
