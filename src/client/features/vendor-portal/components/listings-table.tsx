import { formatRupees } from '#shared/money';
import type { ListingState, VendorProduct } from '#shared/schemas/vendor-products';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { StockControl } from './stock-control.tsx';
import { ProductThumbnail } from '#client/components/ui/product-thumbnail.tsx';

const STATE_COLOURS: Record<ListingState, string> = {
  draft: 'bg-stone-200 text-stone-800',
  in_shop: 'bg-brand-100 text-brand-900',
  hidden_by_shop: 'bg-red-100 text-red-900',
  awaiting_approval: 'bg-amber-100 text-amber-900',
  licence_missing: 'bg-red-100 text-red-900',
  no_valid_lot: 'bg-red-100 text-red-900',
};
// Rows hold a 40 px picture and a stock box, so every cell centres on them.
const td = tableStyles.td.replace('align-top', 'align-middle');
const actionClass = 'min-h-11 whitespace-nowrap rounded-lg px-2 py-2 font-medium underline-offset-2 hover:underline disabled:opacity-50';

export interface ListingActions {
  onEdit: (product: VendorProduct) => void;
  onDelete: (product: VendorProduct) => void;
  onStockSaved: (product: VendorProduct, stock: number) => void;
  /** The listing a delete is under way for; its buttons wait. */
  busyId?: string;
}

export function ListingsTable({ products, actions }: { products: VendorProduct[]; actions: ListingActions }) {
  const { t } = useTranslation('vendor-tabs');
  const { t: tp } = useTranslation('admin-products');
  const columns = ['name', 'price', 'stock', 'status', 'actions'] as const;
  const label = (key: (typeof columns)[number]) => t(`products.table.${key}`);
  return (
    <DataTable columns={columns} label={label} caption={t('products.table.caption')} className="border border-stone-200">
      {products.map((p) => (
        <tr key={p.id} className={tableStyles.row}>
          <td className={td}>
            <div className="flex min-w-48 items-center gap-3">
              <ProductThumbnail src={p.imageUrl} />
              <span>
                <span className="block font-medium text-stone-900">{p.name}</span>
                <span className="block text-xs text-stone-600">{tp(`categories.${p.category}`)}</span>
              </span>
            </div>
          </td>
          <td className={`${td} whitespace-nowrap font-medium`} data-label={label('price')}>{formatRupees(p.pricePaise, { maxDecimals: 2 })}</td>
          <td className={td} data-label={label('stock')}>
            {/* A seed's stock is its lots' (docs/product-rules.md 28): added as a new lot in its editor. */}
            {p.category === 'seeds' ? (
              <span className="whitespace-nowrap">{t('seeds.stockFromLots', { count: p.stock })}</span>
            ) : (
              <StockControl key={`${p.id}-${p.stock}`} product={p} onSaved={(stock) => actions.onStockSaved(p, stock)} />
            )}
          </td>
          <td className={td} data-label={label('status')}>
            <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${STATE_COLOURS[p.state]}`} data-testid="listing-state">
              {t(`products.state.${p.state}`)}
            </span>
          </td>
          <td className={td}>
            <div className="flex min-w-32 flex-wrap items-center gap-x-1">
              <button type="button" className={`${actionClass} text-brand-800`} onClick={() => actions.onEdit(p)} aria-label={t('products.editNamed', { name: p.name })}>
                {t('products.edit')}
              </button>
              <button type="button" className={`${actionClass} text-red-700`} disabled={actions.busyId === p.id} onClick={() => actions.onDelete(p)} aria-label={t('products.deleteNamed', { name: p.name })}>
                {t('products.delete')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
