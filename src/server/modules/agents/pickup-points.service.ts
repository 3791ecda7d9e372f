import type { IndianStateOrUt } from '#shared/india';
import type { AdminPickupPoint, PickupPointInput, PickupPointSnapshot, StorePickupPoint, StorePickupPoints } from '#shared/schemas/pickup-points';
import type { PickupPointsTable, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import type { AccountReads } from '#server/modules/accounts';
import * as repo from './agents.repository.ts';

/** Where the shop delivers: a point's pincode must lie in its state and be served (docs/product-rules.md 29). */
export interface PointPlaces {
  placeOfSupply(pincode: string, state: IndianStateOrUt): IndianStateOrUt;
  assertDeliverable(place: { pincode: string; state: IndianStateOrUt }): Promise<void>;
}

/** A point an order is collected at: as the order keeps it, and its address, which the order ships to. */
export interface PickupFor {
  snapshot: PickupPointSnapshot;
  address: { address: string; city: string; state: IndianStateOrUt; pincode: string };
}

/**
 * Village pickup points (docs/product-rules.md 56, docs/decisions/0071): a field agent keeps one
 * point in his village; checkout offers it to the farmers on his list while it is on and he is
 * still an active field agent, and an order collected there ships to its address.
 */
export class PickupPoints {
  constructor(
    private readonly work: UnitOfWork,
    private readonly places: PointPlaces,
    private readonly accounts: AccountReads,
    private readonly now: () => number,
  ) {}

  async mine(agent: UserRow): Promise<AdminPickupPoint> {
    const row = await repo.findPickupPoint(this.work.db, agent.id);
    return { point: row ? pointOf(row) : null };
  }

  /**
   * Saves his point. Its pincode must lie in its state and be one the shop delivers to, else no
   * order could go there: refused on the pincode field, nothing written. Switching it off keeps it.
   */
  async save(agent: UserRow, input: PickupPointInput): Promise<AdminPickupPoint> {
    await onPincodeField(async () => {
      this.places.placeOfSupply(input.pincode, input.state);
      await this.places.assertDeliverable(input);
    });
    const row: PickupPointsTable = { agent_id: agent.id, ...input, active: input.active ? 1 : 0, updated_at: new Date(this.now()).toISOString() };
    await this.work.transaction(async () => {
      const before = await repo.findPickupPoint(this.work.db, agent.id);
      await repo.upsertPickupPoint(this.work.db, row);
      await this.work.recordChange({ action: 'pickup_point.save', entity: 'pickup_point', entityId: agent.id, before: before ? { ...before } : null, after: { ...row } });
    });
    return { point: pointOf(row) };
  }

  /** The points checkout offers this buyer: those on of the agents whose list he is on, who are field agents still. */
  async forBuyer(buyerId: string): Promise<StorePickupPoints> {
    const rows = await repo.findPickupPointsFor(this.work.db, buyerId);
    const roles = await this.accounts.activeStaffRoles(rows.map((r) => r.agent_id));
    const open = rows.filter((r) => roles.get(r.agent_id) === 'field_agent');
    const names = await this.accounts.namesOf(open.map((r) => r.agent_id));
    return { points: open.map((r): StorePickupPoint => ({ id: r.agent_id, agentName: names.get(r.agent_id) ?? '', ...placeOf(r), phone: r.phone, hours: r.hours, name: r.name })) };
  }

  /** The point `pointId` if checkout offers it to this buyer now, with the address his order then ships to; else undefined. */
  async forOrder(buyerId: string, pointId: string): Promise<PickupFor | undefined> {
    const point = (await this.forBuyer(buyerId)).points.find((p) => p.id === pointId);
    if (!point) return undefined;
    return { snapshot: { id: point.id, name: point.name, phone: point.phone, hours: point.hours }, address: { address: `${point.name}, ${point.address}`, city: point.city, state: point.state, pincode: point.pincode } };
  }
}

const placeOf = (r: PickupPointsTable) => ({ address: r.address, city: r.city, state: r.state, pincode: r.pincode });

function pointOf(r: PickupPointsTable): NonNullable<AdminPickupPoint['point']> {
  return { name: r.name, ...placeOf(r), phone: r.phone, hours: r.hours, active: r.active === 1, updatedAt: r.updated_at };
}

/** The delivery checks speak of checkout's `shipping.pincode`: here the field is the point's own pincode. */
async function onPincodeField(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields?.['shipping.pincode']) throw err;
    const { 'shipping.pincode': message, ...others } = err.fields;
    throw new AppError(err.statusCode, err.code, err.message, { ...others, pincode: message! }, err.params);
  }
}
