import { randomUUID } from 'node:crypto';
import type { CustomerGroup } from '#shared/price-lists';
import { formatRupees } from '#shared/money';
import { indianDate } from '#shared/india';
import type { AdminCoupon, AdminCouponInput, AdminCouponList, AppliedCoupon, CouponRefusal } from '#shared/schemas/coupons';
import type { CouponRow } from '#server/db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/sql-helpers';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, invalidField, notFound } from '#server/errors';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptCopy } from '#server/shared-state/kept-copy';
import { judgeCoupon, type CouponCounts, type CouponJudgement, type CouponLine } from './coupon-rules.ts';
import * as repo from './coupons.repository.ts';

/** The crops of products' approved uses, and which products and crops exist: the catalog and the crop guide answer (filled in services.ts). */
export interface CouponProducts {
  cropsOf(productIds: string[]): Promise<Map<string, string[]>>;
  /** Those of these product ids that are no product's. */
  unknownProducts(ids: string[]): Promise<string[]>;
  /** Those of these crop keys that are no crop's of the crop guide. */
  unknownCrops(keys: string[]): Promise<string[]>;
}

/** A line to price: the product and its value before any discount; the caller knows the rest. */
export type CouponOrderLine = Omit<CouponLine, 'crops'>;

/** The buyer, and whether he placed an order before, not cancelled (the orders module knows; asked only by a first-order coupon). */
export interface CouponBuyerContext {
  userId: string;
  /** Its customer group (docs/product-rules.md 46). */
  group: CustomerGroup;
  hasEarlierOrder: () => Promise<boolean>;
}

/** A coupon applied: what it took off, spread over the lines (one share a line, 0 where it does not apply). */
export interface CouponApplied extends AppliedCoupon {
  couponId: string;
  shares: number[];
  totalUses: number | null;
  usesPerCustomer: number | null;
}

function refusalMessage(reason: CouponRefusal, judgement: { date?: string; amountPaise?: number }): string {
  switch (reason) {
    case 'unknown':
      return 'This code is not valid. Please check it and try again.';
    case 'notYet':
      return `This code can be used from ${judgement.date}.`;
    case 'expired':
      return `This code expired on ${judgement.date}.`;
    case 'otherGroup':
      return 'This code is for other buyers (a dealer\'s or an FPO\'s account), not for this one.';
    case 'minimum':
      return `This code needs at least ${formatRupees(judgement.amountPaise ?? 0)} of the goods it applies to.`;
    case 'notApplicable':
      return 'This code does not apply to anything in your cart.';
    case 'usedUp':
      return 'This code has been used as many times as it can be.';
    case 'alreadyUsed':
      return 'You have already used this code.';
    case 'firstOrderOnly':
      return 'This code is for a first order only.';
  }
}

/** A 400 on the field `couponCode` saying why, with the reason (and its date or sum) for the page to word. */
function refused(j: Extract<CouponJudgement, { ok: false }>): AppError {
  const message = refusalMessage(j.reason, j);
  const params: Record<string, string | number> = { reason: j.reason };
  if (j.date) params.date = j.date;
  if (j.amountPaise !== undefined) params.amount = formatRupees(j.amountPaise);
  return new AppError(400, 'coupon_refused', message, { couponCode: message }, params);
}

/** `used`: its orders not cancelled, counted from the redemptions (the row's own count guards a limit only). */
function toAdmin(row: CouponRow, used: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percentBp: row.percent_bp,
    flatPaise: row.flat_paise === null ? null : Number(row.flat_paise),
    minOrderPaise: Number(row.min_order_paise),
    maxDiscountPaise: row.max_discount_paise === null ? null : Number(row.max_discount_paise),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    scope: row.scope,
    targets: JSON.parse(row.targets) as string[],
    totalUses: row.total_uses,
    usesPerCustomer: row.uses_per_customer,
    firstOrderOnly: row.first_order_only === 1,
    groups: JSON.parse(row.customer_groups) as CustomerGroup[],
    active: row.active === 1,
    used,
    updatedAt: row.updated_at,
  };
}

/** The columns an admin's coupon sets; a kind's other amount is cleared. */
function columnsOf(input: AdminCouponInput) {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    percent_bp: input.kind === 'percent' ? input.percentBp : null,
    flat_paise: input.kind === 'flat' ? input.flatPaise : null,
    min_order_paise: input.minOrderPaise,
    max_discount_paise: input.maxDiscountPaise,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    scope: input.scope,
    targets: JSON.stringify(input.scope === 'order' ? [] : [...new Set(input.targets)]),
    total_uses: input.totalUses,
    uses_per_customer: input.usesPerCustomer,
    first_order_only: input.firstOrderOnly ? 1 : 0,
    customer_groups: JSON.stringify([...new Set(input.groups)]),
    active: input.active ? 1 : 0,
  };
}

/**
 * How long this server keeps the coupons without reading them again. A change by the owner drops
 * every server's copy at once (the cache bus); this bounds a copy whose message was lost. The
 * copy is the coupons' terms only: uses are counted where they are taken (claim).
 */
const COUPONS_TTL_MS = 60_000;

const codeTaken = () => new AppError(409, 'coupon_exists', 'Another coupon has this code: choose another.', { code: 'Another coupon has this code: choose another.' });

/**
 * Coupons (docs/product-rules.md 43, docs/decisions/0059): the owner's codes, and a code judged
 * on a buyer's lines for checkout's summary and, in the order's transaction, redeemed.
 */
export class CouponsService {
  /** Every coupon by its code, this server's copy: judging a code reads no row. */
  readonly #byCode: KeptCopy<Map<string, CouponRow>>;

  constructor(
    private readonly work: UnitOfWork,
    private readonly products: CouponProducts,
    events: EventBus<ShopEvents>,
    private readonly bus: CacheBus,
    /** The app's clock: which day it is in India decides whether a coupon runs. */
    private readonly now: () => number = Date.now,
  ) {
    // A cancelled order gives its use back, in the cancellation's own transaction.
    events.on('order.cancelled', (e) => repo.releaseUse(this.work.db, e.orderId));
    this.#byCode = KeptCopy.on(bus, 'coupons', async () => new Map((await repo.listCoupons(this.work.db)).map((row) => [row.code, row])), COUPONS_TTL_MS, now);
  }

  /**
   * The coupon with this code, from this server's copy of the coupons (read again after a change
   * and at most a minute after the last read), as the tax table is kept: an order with a coupon
   * adds no read of it (docs/benchmarks.md, checkout with a coupon). A coupon switched off or
   * changed on another server counts here once the cache bus says so.
   */
  private async couponByCode(code: string): Promise<CouponRow | undefined> {
    return (await this.#byCode.get()).get(code);
  }

  /** The owner changed the coupons (committed): every server's next judgement reads them again. */
  private forgetCoupons(): Promise<void> {
    return this.bus.changed('coupons');
  }

  async list(): Promise<AdminCouponList> {
    const [rows, uses] = await Promise.all([repo.listCoupons(this.work.db), repo.countUses(this.work.db)]);
    return { items: rows.map((row) => toAdmin(row, uses.get(row.id) ?? 0)) };
  }

  async create(input: AdminCouponInput, adminId: string): Promise<AdminCoupon> {
    await this.assertTargetsExist(input);
    const at = new Date(this.now()).toISOString();
    const id = randomUUID();
    const columns = columnsOf(input);
    try {
      await this.work.transaction(async () => {
        await repo.insertCoupon(this.work.db, { id, ...columns, created_at: at, updated_at: at, updated_by: adminId });
        await this.work.recordChange({ action: 'coupon.create', entity: 'coupon', entityId: id, before: null, after: columns });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken();
      throw err;
    }
    await this.forgetCoupons();
    return toAdmin((await repo.findCoupon(this.work.db, id))!, 0);
  }

  /** The whole coupon replaced; its uses so far stay counted (a lower limit only stops new ones). */
  async update(id: string, input: AdminCouponInput, adminId: string): Promise<AdminCoupon> {
    if (!(await repo.findCoupon(this.work.db, id))) throw notFound('Coupon not found');
    await this.assertTargetsExist(input);
    try {
      // A limit set on a coupon that had none counts the uses it had (docs/decisions/0059).
      await this.work.transaction(async () => {
        const before = await repo.findCoupon(this.work.db, id);
        const columns = columnsOf(input);
        await repo.updateCoupon(this.work.db, id, { ...columns, updated_at: new Date(this.now()).toISOString(), updated_by: adminId });
        await repo.recountUses(this.work.db, id);
        await this.work.recordChange({ action: 'coupon.update', entity: 'coupon', entityId: id, before, after: columns });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw codeTaken();
      throw err;
    }
    await this.forgetCoupons();
    const row = (await repo.findCoupon(this.work.db, id))!;
    return toAdmin(row, (await repo.countUses(this.work.db)).get(id) ?? 0);
  }

  /** A coupon never used is removed; one orders name is kept for them (409: switch it off instead). */
  async remove(id: string): Promise<void> {
    await this.work.transaction(async () => {
      const before = await repo.findCoupon(this.work.db, id);
      if (!before) throw notFound('Coupon not found');
      if (await repo.hasRedemptions(this.work.db, id)) throw new AppError(409, 'coupon_in_use', 'Orders were placed with this coupon: switch it off instead of removing it.');
      await repo.deleteCoupon(this.work.db, id);
      await this.work.recordChange({ action: 'coupon.delete', entity: 'coupon', entityId: id, before, after: null });
    });
    await this.forgetCoupons();
  }

  /**
   * A coupon by crop or product names only crops of the crop guide and products of the catalogue:
   * one that names no real one would take nothing, silently. A 400 on `targets` before anything
   * is written (the schema checks the categories, a fixed list).
   */
  private async assertTargetsExist(input: AdminCouponInput): Promise<void> {
    if (input.scope === 'crops' && (await this.products.unknownCrops(input.targets)).length > 0) throw invalidField('targets', 'couponUnknownCrops');
    if (input.scope === 'products' && (await this.products.unknownProducts(input.targets)).length > 0) throw invalidField('targets', 'couponUnknownProducts');
  }

  /**
   * The code on these lines for checkout's summary: what it would take off, or a 400 saying why
   * not. Nothing is written; placing the order judges it again and claims a use (claim). The
   * buyer's and everyone's uses are counted here only for a coupon that limits them.
   */
  async judge(code: string, buyer: CouponBuyerContext, lines: CouponOrderLine[]): Promise<CouponApplied> {
    return this.judged(code, buyer, lines, async (coupon) => ({
      usesOfCoupon: coupon.uses_per_customer !== null ? await repo.usesBy(this.work.db, coupon.id, buyer.userId) : null,
      usedByAll: coupon.total_uses !== null ? await repo.usedOf(this.work.db, coupon.id) : null,
    }));
  }

  /**
   * The code on the lines as priced in the order's transaction, before the order is written:
   * as judge, but the buyer's and everyone's uses are left to the claim, which counts them once
   * the order holds its number (those are the last checks, so the refusal is the same).
   */
  judgeInOrder(code: string, buyer: CouponBuyerContext, lines: CouponOrderLine[]): Promise<CouponApplied> {
    return this.judged(code, buyer, lines, async () => ({ usesOfCoupon: null, usedByAll: null }));
  }

  /**
   * In the order's transaction, once the code was judged on the lines as priced there
   * (judgeInOrder) and the order written with its number: the buyer's own uses counted, then one
   * use taken and the redemption recorded with the order's id, so a last use goes to one order
   * only. The order's number keeps orders in line from there to their commit (on PostgreSQL its
   * counter row stays locked, SQLite writes one transaction at a time), so two orders of one buyer
   * at once see each other's redemption; a coupon with a total limit also holds its own row to the
   * commit (docs/decisions/0059). Any refusal is a 400 and rolls the order back.
   */
  async claim(applied: CouponApplied, userId: string, orderId: string): Promise<void> {
    if (applied.usesPerCustomer !== null && (await repo.usesBy(this.work.db, applied.couponId, userId)) >= applied.usesPerCustomer) throw refused({ ok: false, reason: 'alreadyUsed' });
    const redemption = { order_id: orderId, coupon_id: applied.couponId, user_id: userId, discount_paise: applied.discountPaise, created_at: new Date(this.now()).toISOString() };
    try {
      if (!(await repo.takeUse(this.work.db, redemption, applied.totalUses !== null))) throw refused({ ok: false, reason: 'usedUp' });
    } catch (err) {
      // Removed by the owner after this server's copy was read (its message not yet here).
      if (isForeignKeyViolation(err)) throw refused({ ok: false, reason: 'unknown' });
      throw err;
    }
  }

  private async judged(code: string, buyer: CouponBuyerContext, lines: CouponOrderLine[], uses: (coupon: CouponRow) => Promise<Omit<CouponCounts, 'hasEarlierOrder' | 'group'>>): Promise<CouponApplied> {
    const coupon = await this.couponByCode(code);
    const crops = coupon?.scope === 'crops' ? await this.products.cropsOf(lines.map((l) => l.productId)) : new Map<string, string[]>();
    // Each count is one indexed read, asked only by a coupon with that limit: an order with a
    // coupon for everyone reads nothing for it (docs/benchmarks.md, checkout with a coupon).
    const counts: CouponCounts = coupon
      ? { group: buyer.group, hasEarlierOrder: coupon.first_order_only ? await buyer.hasEarlierOrder() : false, ...(await uses(coupon)) }
      : { group: buyer.group, hasEarlierOrder: false, usesOfCoupon: null, usedByAll: null };
    const judgement = judgeCoupon(coupon, lines.map((l) => ({ ...l, crops: crops.get(l.productId) ?? [] })), counts, indianDate(new Date(this.now())));
    if (!judgement.ok) throw refused(judgement);
    return { couponId: coupon!.id, code: coupon!.code, description: coupon!.description, discountPaise: judgement.discountPaise, shares: judgement.shares, totalUses: coupon!.total_uses, usesPerCustomer: coupon!.uses_per_customer };
  }
}
