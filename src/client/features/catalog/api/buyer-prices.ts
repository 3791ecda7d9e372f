import { useQuery } from '#client/lib/query.ts';
import { useSession } from '#client/lib/session.ts';
import type { StoreBuyerPrices } from '#shared/schemas/price-lists';
import { api } from '#client/lib/api-client.ts';

type BuyerPrice = StoreBuyerPrices['items'][number];

/**
 * A dealer's, an FPO's or an institution's own prices of these products (docs/product-rules.md 46):
 * the pages are kept rendered for every visitor with retail's, so a buyer in a group asks for its
 * own once its session is known; the server prices them. Everyone else asks nothing.
 */
export function useBuyerPrices(productIds: string[]) {
  const group = useSession().data?.customerGroup ?? 'retail';
  const asks = group !== 'retail' && productIds.length > 0;
  const prices = useQuery({
    queryKey: ['buyer-prices', group, productIds] as const,
    queryFn: ({ signal }) => api.get<StoreBuyerPrices>('/store/prices', { ids: productIds }, signal),
    enabled: asks,
    staleTime: 60_000,
  });
  const byProduct = new Map<string, BuyerPrice>((asks ? (prices.data?.items ?? []) : []).map((i) => [i.productId, i]));
  return { group, of: (productId: string) => byProduct.get(productId) };
}

/** The cards' prices: each product at the buyer's own price for one unit. */
export function useBuyerPrice(products: ReadonlyArray<{ id: string }>) {
  const { of } = useBuyerPrices(products.map((p) => p.id));
  return (product: { id: string; pricePaise: number }) => of(product.id)?.pricePaise ?? product.pricePaise;
}
