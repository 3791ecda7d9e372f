import type { AdminChangeLinePlace, AdminOrderLine } from '#shared/schemas/admin-orders';
import type { OrderItemRow, OrderRow, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import type { ProductStock } from '#server/modules/catalog';
import { findItemsOfOrders, findOrderById, setLinesPlace } from './orders.repository.ts';
import { ServingPlan, type OrderPlaces } from './serving-places.ts';

type ShipsFrom = AdminOrderLine['shipsFrom'];

const notChangeable = (why: string) => new AppError(409, 'place_not_changeable', `This line's place cannot be changed: ${why}.`);

/**
 * Where an order's shop lines are served from, shown to the dispatcher, who may move a line to
 * another place of the same GST registration before it is packed (docs/product-rules.md 59): its
 * invoice, issued at the order, names the registration, so a move across registrations would
 * need another invoice and is refused.
 */
export class LinePlaces {
  constructor(
    private readonly work: UnitOfWork,
    private readonly stock: Pick<ProductStock, 'unitsByPlace' | 'moveServed'>,
    private readonly places: OrderPlaces,
  ) {}

  /** Each product's place and the places it may move to, by product id; empty in a shop with no godown. */
  async ofOrder(order: OrderRow, items: OrderItemRow[]): Promise<Map<string, ShipsFrom>> {
    const places = await this.places.servingPlaces({ state: order.ship_state, pincode: order.ship_pincode });
    if (places.length <= 1 && items.every((i) => !i.location_id)) return new Map();
    const plan = new ServingPlan(places);
    const names = new Map(places.map((p) => [p.id, p.name]));
    const open = order.status === 'pending' || order.status === 'processing';
    const shop = items.filter((i) => i.supplier_id === null);
    const units = open ? await this.stock.unitsByPlace([...new Set(shop.map((i) => i.product_id))]) : new Map<string, Map<string | null, number>>();
    const answer = new Map<string, ShipsFrom>();
    for (const item of shop) {
      const from = item.location_id ?? null;
      const quantity = shop.filter((i) => i.product_id === item.product_id).reduce((s, i) => s + i.quantity, 0);
      const held = units.get(item.product_id);
      // The place it comes from holds its units already; another must hold them besides its own.
      const choices = held ? places.filter((p) => p.id !== from && plan.registrationOf(p.id) === plan.registrationOf(from) && (held.get(p.id) ?? 0) >= quantity).map((p) => ({ id: p.id, name: p.name })) : [];
      answer.set(item.product_id, { id: from, name: names.get(from) ?? '', choices });
    }
    return answer;
  }

  /** Serves a product's lines of the order from `locationId` instead, audited; refused (409) when it may not move there. */
  async change(admin: UserRow, orderId: string, input: AdminChangeLinePlace): Promise<void> {
    await this.work.transaction(async () => {
      const order = orderId.length <= 64 ? await findOrderById(this.work.db, orderId) : undefined;
      if (!order) throw notFound('Order not found');
      if (order.status !== 'pending' && order.status !== 'processing') throw notChangeable(`the order is ${order.status}`);
      const items = await findItemsOfOrders(this.work.db, [order.id]);
      const lines = items.filter((i) => i.product_id === input.productId && i.supplier_id === null);
      if (lines.length === 0) throw notFound('The order has no line of this product from the shop');
      const choice = (await this.ofOrder(order, items)).get(input.productId);
      const from = lines[0]!.location_id ?? null;
      if (from === input.locationId) return;
      if (!choice?.choices.some((c) => c.id === input.locationId)) {
        throw new AppError(409, 'place_other_registration', 'This line may move only to another place of the same GST registration that holds its units: its invoice names that registration.');
      }
      const quantity = lines.reduce((s, l) => s + l.quantity, 0);
      if (!(await this.stock.moveServed(input.productId, quantity, from, input.locationId))) throw new AppError(409, 'insufficient_stock', 'That place does not hold these units any more.');
      await setLinesPlace(this.work.db, order.id, input.productId, input.locationId);
      await this.work.recordChange({ action: 'order.place', entity: 'order', entityId: order.id, before: { product: input.productId, location: from }, after: { product: input.productId, location: input.locationId } });
    });
  }
}
