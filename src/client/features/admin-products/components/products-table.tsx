import { Link } from '#client/lib/router.tsx';
import { formatRupees } from '#shared/money';
import type { AdminProduct } from '#shared/schemas/admin-products';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useDateFormat } from '#client/lib/use-date-format.ts';
import { DataTable, tableStyles } from '#client/components/ui/data-table.tsx';
import { ProductThumbnail } from '#client/components/ui/product-thumbnail.tsx';

const COLUMNS = ['name', 'vendor', 'category', 'price', 'stock', 'status', 'added', 'actions'] as const;
// Rows hold a 40 px picture, so every cell centres on it.
const td = tableStyles.td.replace('align-top', 'align-middle');
const actionClass = 'min-h-11 whitespace-nowrap rounded-lg px-2 py-2 font-medium underline-offset-2 hover:underline disabled:opacity-50';

/** Why a product is or is not in the shop; a vendor product has more reasons than the shop's own. */
function statusOf(p: AdminProduct): 'active' | 'hidden' | 'hiddenByShop' | 'vendorDraft' | 'vendorDeleted' | 'vendorNotApproved' | 'noValidLot' {
  if (p.isActive) return 'active';
  // The shop's own products are hidden by moderation too, and a seed without a valid lot is out (docs/decisions/0026).
  if (p.moderationHidden) return p.vendorId ? 'hiddenByShop' : 'hidden';
  if (p.seedLabel && !p.seedLabel.lots.some((l) => !l.expired)) return 'noValidLot';
  if (!p.vendorId) return 'hidden';
  if (p.listingStatus === 'draft') return 'vendorDraft';
  if (p.listingStatus === 'archived') return 'vendorDeleted';
  return 'vendorNotApproved';
}

/** Which visibility action a row offers: show a hidden product, or (vendor products) hide it from the shop. */
function visibilityAction(p: AdminProduct): 'show' | 'hide' | null {
  if (!p.vendorId) return p.moderationHidden ? 'show' : null;
  if (p.moderationHidden) return 'show';
  return p.listingStatus === 'archived' ? null : 'hide';
}

export interface ProductRowActions {
  /** Where Edit leads, with the router state the edit page needs (where to come back to). */
  editLink: (product: AdminProduct) => { to: string; state?: unknown; onClick?: () => void };
  onDelete: (product: AdminProduct) => void;
  onShow: (product: AdminProduct) => void;
  /** A vendor product: hide it from the shop (moderation). */
  onHide: (product: AdminProduct) => void;
  /** The product an action is under way for; its buttons wait. */
  busyId?: string;
  /**
   * The role may change the catalogue (catalog.write): Edit, Delete, Show and Hide. Without it
   * (docs/product-rules.md 49) a row only opens its product, to read it and add a seed's lots.
   */
  mayWrite: boolean;
}

export function ProductsTable({ products, actions }: { products: AdminProduct[]; actions: ProductRowActions }) {
  const { t } = useTranslation('admin-products');
  const { date } = useDateFormat();
  const label = (key: (typeof COLUMNS)[number]) => t(`table.${key}`);
  return (
    <DataTable columns={COLUMNS} label={label} caption={t('table.caption')}>
      {products.map((p) => {
        const busy = actions.busyId === p.id;
        return (
          <tr key={p.id} className={tableStyles.row}>
            <td className={td}>
              <div className="flex min-w-40 items-center gap-3">
                <ProductThumbnail src={p.imageUrl} />
                <span className="font-medium text-stone-900">{p.name}</span>
              </div>
            </td>
            <td className={`${td} whitespace-nowrap`} data-label={label('vendor')}>
              {p.vendorId ? (
                <span className="font-medium text-stone-900">{p.vendorName ?? t('vendor.unknown')}</span>
              ) : (
                <span className="inline-block rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">{t('vendor.shop')}</span>
              )}
            </td>
            <td className={`${td} whitespace-nowrap`} data-label={label('category')}>{t(`categories.${p.category}`)}</td>
            <td className={`${td} whitespace-nowrap font-medium`} data-label={label('price')}>{formatRupees(p.pricePaise, { maxDecimals: 2 })}</td>
            <td className={`${td} whitespace-nowrap`} data-label={label('stock')}>{p.stock}</td>
            <td className={td} data-label={label('status')}>
              <span className={`inline-block whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ${p.isActive ? 'bg-brand-100 text-brand-900' : 'bg-stone-200 text-stone-800'}`}>
                {t(`status.${statusOf(p)}`)}
              </span>
            </td>
            <td className={`${td} whitespace-nowrap`} data-label={label('added')}>{date(p.createdAt)}</td>
            <td className={td}>
              <div className="flex min-w-36 flex-wrap items-center gap-x-1">
                <Link {...actions.editLink(p)} className={`${actionClass} inline-flex items-center text-brand-800`} aria-label={t(actions.mayWrite ? 'actions.editNamed' : 'actions.viewNamed', { name: p.name })}>
                  {t(actions.mayWrite ? 'actions.edit' : 'actions.view')}
                </Link>
                {actions.mayWrite && <button type="button" className={`${actionClass} text-red-700`} disabled={busy} onClick={() => actions.onDelete(p)} aria-label={t('actions.deleteNamed', { name: p.name })}>
                  {t('actions.delete')}
                </button>}
                {/* Last, so on a narrow column they wrap below Edit and Delete. */}
                {actions.mayWrite && visibilityAction(p) === 'show' && (
                  <button type="button" className={`${actionClass} text-brand-800`} disabled={busy} onClick={() => actions.onShow(p)} aria-label={t('actions.showNamed', { name: p.name })}>
                    {t('actions.show')}
                  </button>
                )}
                {actions.mayWrite && visibilityAction(p) === 'hide' && (
                  <button type="button" className={`${actionClass} text-stone-800`} disabled={busy} onClick={() => actions.onHide(p)} aria-label={t('actions.hideNamed', { name: p.name })}>
                    {t('actions.hide')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
