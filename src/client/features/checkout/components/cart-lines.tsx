import { formatRupees } from '#shared/money';
import type { CartLine } from '#shared/schemas/cart';

/** The cart's lines as "name × quantity ... amount": checkout's summary and the phone's glance above Place Order. */
export function CartLines({ items, className }: { items: CartLine[]; className: string }) {
  return (
    <ul className={className}>
      {items.map(({ product, quantity }) => (
        <li key={product.id} className="flex justify-between gap-3 text-sm">
          <span>{product.name} × {quantity}</span>
          <span className="font-medium">{formatRupees(product.pricePaise * quantity)}</span>
        </li>
      ))}
    </ul>
  );
}
