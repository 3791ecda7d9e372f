import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StoreProduct } from '#shared/schemas/catalog';
import { hasErrorCode } from '#client/lib/api-client.ts';
import { cart, type CartItem } from './cart-store.ts';

/** How to read one product as the shop sells it now: the catalogue's query, passed in by the page. */
export type ProductQuery<K extends QueryKey> = (id: string) => UseQueryOptions<StoreProduct, Error, StoreProduct, K>;

export interface PriceChange {
  productId: string;
  name: string;
  fromPaise: number;
  toPaise: number;
}

/**
 * Compares the cart with the shop's current catalogue (docs/product-rules.md 11): products no longer sold
 * or out of stock are reported, and new prices are taken over and reported, never hidden.
 * The server still prices the order itself at checkout.
 */
export function useCartCheck<K extends QueryKey>(items: CartItem[], productQuery: ProductQuery<K>) {
  const results = useQueries({
    queries: items.map((i) => ({ ...productQuery(i.product.id), staleTime: 0, retry: false })),
  });
  const [priceChanges, setPriceChanges] = useState<PriceChange[]>([]);

  const unavailable = new Set<string>();
  items.forEach((item, index) => {
    const r = results[index];
    if (hasErrorCode(r?.error, 'not_found')) unavailable.add(item.product.id);
    if (r?.data && !r.data.inStock) unavailable.add(item.product.id);
  });

  const fresh = results.map((r) => r.data);
  useEffect(() => {
    items.forEach((item, index) => {
      const current = fresh[index];
      if (!current) return;
      const priceMoved = current.pricePaise !== item.product.pricePaise;
      if (priceMoved) {
        setPriceChanges((list) => [...list.filter((c) => c.productId !== item.product.id), { productId: item.product.id, name: current.name, fromPaise: item.product.pricePaise, toPaise: current.pricePaise }]);
      }
      if (priceMoved || current.stock !== item.product.stock || current.inStock !== item.product.inStock || current.gstRateBp !== item.product.gstRateBp) cart.refresh(current);
    });
    // Runs when an answer with different data arrives; the refresh itself updates `items`.
  }, [fresh.map((p) => (p ? `${p.id}:${p.pricePaise}:${p.stock}:${p.gstRateBp}` : '-')).join('|')]);

  return { unavailable, priceChanges, checking: results.some((r) => r.isPending) };
}
