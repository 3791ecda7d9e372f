import { useStateName } from '#client/lib/state-name.ts';
import { OrderTotals, type OrderTotalsProps } from './order-totals.tsx';

/**
 * OrderTotals with the place of supply named in the page's language: checkout and the orders,
 * which know the delivery state. Apart from OrderTotals so that the cart, which does not, loads
 * no state names (its first load is at its 100 KB budget).
 */
export function OrderTotalsWithState({ placeOfSupply, ...totals }: OrderTotalsProps) {
  const stateName = useStateName();
  return <OrderTotals {...totals} placeOfSupply={placeOfSupply ? stateName(placeOfSupply) : placeOfSupply} />;
}
