import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { formatOrderNumber } from '#shared/order-number';
import { indianDate } from '#shared/india';
import type { StoreOrder } from '#shared/schemas/orders';
import { allowsPaymentEvent, fromStatesOf } from '#shared/order-states';
import { RETURN_WINDOW_MS, type AdminOrderReturns, type AdminReturn, type AdminReturnList, type AdminReturnListQuery, type RefundBankAccount, type ReturnDecisionInput, type ReturnRefundRecorded, type ReturnWindow, type StoreReturn, type StoreReturnRequest, type VendorReturn, type VendorReturnList } from '#shared/schemas/returns';
import { validationMessage } from '#shared/validation-messages';
import type { OrderItemRow, OrderRow, RefundRow, UserRow } from '#server/db/schema';
import { offsetOf } from '#server/db/paging';
import { AppError, notFound } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { EventBus } from '#server/events/event-bus';
import { parseOtherNames, type ProductReads } from '#server/modules/catalog';
import type { ShopEvents } from '#server/events/shop-events';
import type { OrderRefunds, SecretBox } from '#server/modules/payments';
import type { OrderPayments, OrderReads } from '#server/modules/orders';
import * as repo from './returns.repository.ts';
import { returnablesWithKits } from './kit-returns.ts';

const RETURN_NOT_FOUND = 'Return not found';
/** How many returns the vendor's list shows (newest first). */
const VENDOR_LIST_LIMIT = 100;

const iso = (ms: number) => new Date(ms).toISOString();

/** 27/11/2026: the day in India, as Indian readers write it. */
function indianDay(at: string): string {
  const [y, m, d] = indianDate(new Date(at)).split('-');
  return `${d}/${m}/${y}`;
}

/** A paid online order with a gateway payment is refunded through the gateway; anything else by bank transfer. */
export const refundsThroughGateway = (order: OrderRow) =>
  allowsPaymentEvent(order.payment_method, order.payment_status, 'refund_processed') && order.gateway_payment_id !== null;

export const changedMeanwhile = () => new AppError(409, 'return_status_changed', 'This return was changed by someone else just now. Please reload it and try again.');

/** Who acts on a return: an admin, or a vendor for its own lines. */
export interface ReturnActor {
  user: UserRow;
  role: 'admin' | 'vendor';
}

/** The buyers' names on the admin's returns: the accounts module answers (filled in services.ts). */
export interface AccountNames {
  namesOf(userIds: string[]): Promise<Map<string, string>>;
}

type Row = NonNullable<Awaited<ReturnType<typeof repo.findReturn>>>;
/** A return's line, with what its order line sold. */
type LineRow = Awaited<ReturnType<typeof repo.findLinesOfReturns>>[number] & Pick<OrderItemRow, 'product_id' | 'product_name' | 'product_names' | 'supplier_id' | 'position' | 'location_id'>;

/**
 * Returns within 14 days of delivery (docs/product-rules.md 24): the buyer asks for
 * chosen lines with a reason; the admin (or the vendor whose lines they all are) approves or
 * rejects with a reason, and the buyer is mailed in the order's language; the admin marks the
 * goods received (the ReceiveReturn workflow: restock, credit note, refund); a refund by bank
 * transfer is completed when the admin records its UTR. Every step is a compare-and-set on the
 * return's status.
 */
export class ReturnsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly documents: DocumentsService,
    /** A decision is told (`return.decided`: the buyer's e-mail) in its transaction (docs/decisions/0046). */
    private readonly events: EventBus<ShopEvents>,
    private readonly secretBox: SecretBox,
    private readonly now: () => number,
    /** The orders returned from: the orders module answers. */
    private readonly orders: OrderReads,
    /** An order's lock, and its payment refunded by hand. */
    private readonly orderPayments: OrderPayments,
    /** A return's refund: the payments module keeps refunds. */
    private readonly refunds: OrderRefunds,
    private readonly accounts: AccountNames,
    /** The products' categories (a seed asks about its packet): the catalog answers. */
    private readonly products: ProductReads,
  ) {}

  // ---- the buyer ----

  /** An order's returns and whether more may be asked for, as its buyer sees them (part of StoreOrder). */
  async ofOrder(order: OrderRow): Promise<Pick<StoreOrder, 'returns' | 'returnWindow'>> {
    const rows = await repo.findReturnsOfOrders(this.work.db, [order.id]);
    const views = await this.views(rows);
    const { detail: _detail, ...returnWindow } = await this.windowOf(order);
    return { returns: views.map(({ view }) => toStoreReturn(view)), returnWindow };
  }

  /** Whether (and until when) the buyer may still return what, and whether the form asks for a bank account. */
  private async windowOf(order: OrderRow) {
    const deliveredAt = order.status === 'delivered' ? ((await this.orders.deliveredAt(order.id)) ?? order.updated_at) : undefined;
    const until = deliveredAt ? iso(Date.parse(deliveredAt) + RETURN_WINDOW_MS) : null;
    const lines = await this.linesWithCategory(order.id);
    const credited = await this.documents.creditedQuantities(order.id);
    const open = await repo.findOpenReturnQuantities(this.work.db, order.id);
    // A kit's parts' lines as one line of the kit: returned whole (docs/product-rules.md 48).
    const returnable = returnablesWithKits(lines.map((l) => ({ line: l, returnable: Math.max(0, l.quantity - (credited.get(l.id) ?? 0) - (open.get(l.id) ?? 0)), left: l.quantity - (credited.get(l.id) ?? 0) })));
    const window: ReturnWindow = {
      open: until !== null && iso(this.now()) <= until && returnable.some((r) => r.returnable > 0),
      until,
      // A network order's money goes back to its buyer app, which refunds its buyer (docs/decisions/0080): no account to ask for.
      needsBankAccount: !refundsThroughGateway(order) && order.network_app === null,
      lines: returnable.map((r) => ({ productId: r.line.product_id, returnable: r.returnable, seed: r.line.category === 'seeds' })),
    };
    return Object.assign(window, { detail: returnable });
  }

  /** An order's lines, each with its product's category (seeds ask whether the packet was opened). */
  private async linesWithCategory(orderId: string) {
    const lines = await this.orders.linesOf([orderId]);
    const categories = await this.products.categoriesOf(lines.map((l) => l.product_id));
    return lines.map((l) => ({ ...l, category: categories.get(l.product_id) }));
  }

  /**
   * POST /api/store/orders/:id/returns. Only the order's buyer (anyone else: 404), only a
   * delivered order, only within 14 × 24 hours of its delivery (the app's clock), only units not
   * refunded or held by another return; opened seed packs are refused (the refund policy).
   */
  async request(user: UserRow, orderId: string, input: StoreReturnRequest): Promise<StoreReturn> {
    const id = randomUUID();
    await this.work.transaction(async (trx) => {
      // Takes the order's row lock first (PostgreSQL): two requests for the same units are checked one after the other.
      const locked = orderId.length <= 64 ? await this.orderPayments.lock(orderId) : undefined;
      const order = locked?.user_id === user.id ? locked : undefined;
      if (!order) throw notFound('Order not found');
      if (order.status !== 'delivered') throw new AppError(409, 'return_not_allowed', 'Only a delivered order can be returned.');
      const window = await this.windowOf(order);
      if (window.until && iso(this.now()) > window.until) {
        const date = indianDay(window.until);
        throw new AppError(409, 'return_window_closed', `The 14 days to return this order ended on ${date}.`, undefined, { date });
      }
      const byProduct = new Map(window.detail.map((d) => [d.line.product_id, d]));
      const fields: Record<string, string> = {};
      const held: string[] = [];
      input.lines.forEach((l, i) => {
        const d = byProduct.get(l.productId);
        if (!d) {
          fields[`lines.${i}.productId`] = validationMessage('unknownProduct');
          return;
        }
        // A buyer app's return request has no question for the packet (ONDC's return_request): the
        // shop sees the packet when it decides or receives the return (docs/decisions/0080).
        if (d.line.category === 'seeds' && order.network_app === null) {
          if (l.openedSeedPacket === undefined) fields[`lines.${i}.openedSeedPacket`] = validationMessage('seedPackAnswer');
          // The refund policy: "Opened seed packs may not be returned."
          else if (l.openedSeedPacket) fields[`lines.${i}.openedSeedPacket`] = validationMessage('openedSeedPack');
        }
        if (l.quantity > d.returnable) {
          if (l.quantity <= d.left) held.push(d.line.product_name);
          else fields[`lines.${i}.quantity`] = `At most ${Math.max(0, d.left)} of ${d.line.product_name} can be returned.`;
        }
      });
      if (window.needsBankAccount && !input.bankAccount) fields.bankAccount = validationMessage('required');
      if (Object.keys(fields).length) {
        const summary = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
        throw new AppError(400, 'validation_failed', `Invalid return: ${summary}`, fields);
      }
      if (held.length) {
        const products = held.join(', ');
        throw new AppError(409, 'return_already_requested', `A return is already requested for ${products}.`, undefined, { products });
      }
      const at = iso(this.now());
      const account = window.needsBankAccount ? input.bankAccount : undefined;
      await repo.insertReturn(
        trx,
        {
          id,
          order_id: order.id,
          user_id: user.id,
          status: 'requested',
          reason: input.reason,
          note: input.note ?? null,
          requested_at: at,
          refund_account: account ? this.secretBox.seal(JSON.stringify(account)) : null,
          refund_account_last4: account ? account.accountNumber.slice(-4) : null,
          created_at: at,
          updated_at: at,
        },
        input.lines.flatMap((l) => {
          const d = byProduct.get(l.productId)!;
          // A kit: every part's units of the kits asked back.
          const parts = d.parts ?? [{ line: d.line, perKit: 1 }];
          return parts.map((p) => ({ return_id: id, order_item_id: p.line.id, quantity: l.quantity * p.perKit, opened_seed_packet: p.line.category === 'seeds' && order.network_app === null ? 0 : null }));
        }),
      );
    });
    const [view] = await this.views([(await repo.findReturn(this.work.db, id))!]);
    return toStoreReturn(view!.view);
  }

  // ---- the admin and the vendor ----

  /**
   * Approves or rejects a requested return (a rejection carries its reason), and queues the
   * buyer's mail in the same transaction. A vendor decides only returns whose every line it
   * supplies. Someone else deciding first makes this a 409.
   */
  async decide(actor: ReturnActor, returnId: string, input: ReturnDecisionInput): Promise<Row> {
    await this.work.transaction(async (trx) => {
      const row = await this.find(returnId);
      const lines = await this.linesOfReturns([row.id]);
      if (actor.role === 'vendor') this.assertVendorDecides(actor.user.id, lines);
      if (row.status !== 'requested') throw changedMeanwhile();
      const at = iso(this.now());
      const approved = input.decision === 'approve';
      const won = await repo.setReturnIf(trx, row.id, 'requested', {
        status: approved ? 'approved' : 'rejected',
        decided_at: at,
        decided_by: actor.user.id,
        decided_by_name: actor.user.name,
        decision_reason: input.reason ?? null,
        updated_at: at,
      });
      if (!won) throw changedMeanwhile();
      // A staff member's decision is in the audit log (docs/product-rules.md 50); a vendor's records nothing there.
      await this.work.recordChange({
        action: 'return.decide',
        entity: 'return',
        entityId: row.id,
        before: { status: row.status, decision_reason: row.decision_reason },
        after: { status: approved ? 'approved' : 'rejected', decision_reason: input.reason ?? null },
      });
      const order = (await this.orders.order(row.order_id))!;
      const language = order.language ?? 'en';
      await this.events.emit('return.decided', {
        returnId: row.id,
        order,
        approved,
        reason: input.reason ?? null,
        lines: lines.map((l) => ({ quantity: l.quantity, name: (language === 'hi' || language === 'mr' ? parseOtherNames(l.product_names)[language] : undefined) ?? l.product_name })),
        refundTo: refundsThroughGateway(order) ? { kind: 'online' } : { kind: 'bank', last4: row.refund_account_last4 ?? '' },
      });
    });
    return (await repo.findReturn(this.work.db, returnId))!;
  }

  private assertVendorDecides(vendorId: string, lines: LineRow[]): void {
    const own = lines.filter((l) => l.supplier_id === vendorId).length;
    // Not one of its lines: nothing of the vendor's, so "not found", as ids reveal nothing.
    if (own === 0) throw notFound(RETURN_NOT_FOUND);
    if (own < lines.length) throw new AppError(403, 'forbidden', 'This return holds products of other sellers: the shop decides it.');
  }

  /**
   * The bank transfer that paid a cash or bank order's return back, by its UTR: the refund is
   * processed, the return refunded, and the order's payment refunded in full or in part.
   */
  async recordBankRefund(admin: UserRow, returnId: string, input: ReturnRefundRecorded): Promise<AdminReturn> {
    await this.work.transaction(async (trx) => {
      const row = await this.find(returnId);
      const refund = row.refund_id ? (await this.refunds.byIds([row.refund_id]))[0] : undefined;
      if (row.status !== 'received' || !refund || refund.method !== 'bank' || refund.status !== 'pending') throw changedMeanwhile();
      const at = iso(this.now());
      if (!(await repo.setReturnIf(trx, row.id, 'received', { status: 'refunded', updated_at: at }))) throw changedMeanwhile();
      await this.refunds.markProcessed(refund.id, input.utr, at);
      const order = (await this.orders.order(row.order_id))!;
      const processed = (await this.refunds.ofOrders([order.id])).filter((r) => r.status === 'processed').reduce((s, r) => s + Number(r.amount_paise), 0);
      const paymentStatus = processed >= Number(order.total_paise) ? 'refunded' : 'partially_refunded';
      await this.orderPayments.setPaymentIf(order.id, fromStatesOf('refunded_by_hand'), { payment_status: paymentStatus, updated_at: at });
      await this.events.emit('order.refunded', { orderId: order.id, at });
      await this.work.recordChange({
        action: 'return.refund',
        entity: 'return',
        entityId: row.id,
        before: { status: row.status, refund_status: refund.status, refund_reference: refund.reference, order_payment_status: order.payment_status },
        after: { status: 'refunded', refund_status: 'processed', refund_reference: input.utr, order_payment_status: paymentStatus },
      });
    });
    return this.adminView(returnId);
  }

  async adminList(query: AdminReturnListQuery): Promise<AdminReturnList> {
    const { rows, total } = await repo.listReturns(this.work.db, query.status, query.pageSize, offsetOf(query));
    return { items: await this.adminViews(rows), total, page: query.page, pageSize: query.pageSize };
  }

  async adminOfOrder(orderId: string): Promise<AdminOrderReturns> {
    return { items: await this.adminViews(orderId.length <= 64 ? await repo.findReturnsOfOrders(this.work.db, [orderId]) : []) };
  }

  async adminView(returnId: string): Promise<AdminReturn> {
    const [view] = await this.adminViews([await this.find(returnId)]);
    return view!;
  }

  /** The returns holding the vendor's lines, with only those lines; decidable when every line is its own. */
  async vendorList(vendorId: string): Promise<VendorReturnList> {
    const found = await repo.findReturnsOfLines(this.work.db, this.orders.lineIdsOfSupplier(vendorId), VENDOR_LIST_LIMIT);
    const shipTo = await this.orders.shipToOf(found.map((r) => r.order_id));
    const rows = found.map((r) => {
      const to = shipTo.get(r.order_id)!;
      return { ...r, ship_full_name: to.name, ship_city: to.city, order_number: to.number };
    });
    const views = await this.views(rows);
    return { items: views.map(({ view, lines }, i) => this.toVendorReturn(vendorId, view, lines, rows[i]!)) };
  }

  async vendorView(vendorId: string, returnId: string): Promise<VendorReturn> {
    const row = await this.vendorRow(vendorId, returnId);
    const [v] = await this.views([row]);
    return this.toVendorReturn(vendorId, v!.view, v!.lines, row);
  }

  private async vendorRow(vendorId: string, returnId: string) {
    const row = await this.find(returnId);
    const lines = await this.linesOfReturns([row.id]);
    if (!lines.some((l) => l.supplier_id === vendorId)) throw notFound(RETURN_NOT_FOUND);
    const order = (await this.orders.order(row.order_id))!;
    return { ...row, ship_full_name: order.ship_full_name, ship_city: order.ship_city, order_number: order.number };
  }

  private toVendorReturn(vendorId: string, view: ReturnView, lines: LineRow[], row: { order_id: string; order_number: number; ship_full_name: string; ship_city: string }): VendorReturn {
    const { refundAccountLast4: _hidden, ...store } = toStoreReturn(view);
    const own = new Set(lines.filter((l) => l.supplier_id === vendorId).map((l) => l.product_id));
    return {
      ...store,
      lines: store.lines.filter((l) => own.has(l.productId)),
      orderId: row.order_id,
      orderNumber: formatOrderNumber(row.order_number),
      buyerName: row.ship_full_name,
      shipCity: row.ship_city,
      decidable: own.size === lines.length,
    };
  }

  // ---- reading ----

  /** A return by its id; an unknown one is a 404. */
  async find(returnId: string): Promise<Row> {
    const row = returnId.length <= 64 ? await repo.findReturn(this.work.db, returnId) : undefined;
    if (!row) throw notFound(RETURN_NOT_FOUND);
    return row;
  }

  /** The lines of these returns with what each order line sold, in the order's order of lines. */
  async linesOfReturns(returnIds: string[]): Promise<LineRow[]> {
    const lines = await repo.findLinesOfReturns(this.work.db, returnIds);
    const sold = new Map((await this.orders.linesById(lines.map((l) => l.order_item_id))).map((i) => [i.id, i]));
    return lines
      .map((l) => {
        const { product_id, product_name, product_names, supplier_id, position, location_id } = sold.get(l.order_item_id)!;
        return { ...l, product_id, product_name, product_names, supplier_id, position, location_id };
      })
      .sort((a, b) => a.position - b.position);
  }

  private async views(rows: Row[]): Promise<Array<{ view: ReturnView; lines: LineRow[] }>> {
    const lines = await this.linesOfReturns(rows.map((r) => r.id));
    const refunds = new Map((await this.refunds.byIds(rows.flatMap((r) => (r.refund_id ? [r.refund_id] : [])))).map((r) => [r.id, r]));
    return rows.map((row) => {
      const own = lines.filter((l) => l.return_id === row.id);
      return { view: { row, lines: own, refund: row.refund_id ? refunds.get(row.refund_id) : undefined }, lines: own };
    });
  }

  /** The numbers of the credit notes these returns issued, in the numbers' order. */
  private async creditNoteNumbersOf(returnIds: string[]): Promise<Array<{ return_id: string; number: string }>> {
    const notes = await repo.findCreditNotesOfReturns(this.work.db, returnIds);
    const numbers = await this.documents.numbersOf(notes.map((n) => n.credit_note_id));
    return notes.map((n) => ({ return_id: n.return_id, number: numbers.get(n.credit_note_id)! })).sort((a, b) => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  }

  private async adminViews(rows: Row[]): Promise<AdminReturn[]> {
    const views = await this.views(rows);
    const names = await this.accounts.namesOf(rows.map((r) => r.user_id));
    const notes = await this.creditNoteNumbersOf(rows.map((r) => r.id));
    const numbers = await this.orders.numbersOf(rows.map((r) => r.order_id));
    return views.map(({ view }) => {
      const { row, refund } = view;
      return {
        ...toStoreReturn(view),
        orderId: row.order_id,
        orderNumber: formatOrderNumber(numbers.get(row.order_id)!),
        customerName: names.get(row.user_id) ?? '',
        decidedByName: row.decided_by_name ?? null,
        receivedByName: row.received_by_name ?? null,
        refundAccount: row.refund_account ? (JSON.parse(this.secretBox.open(row.refund_account)) as RefundBankAccount) : null,
        creditNoteNumbers: notes.filter((n) => n.return_id === row.id).map((n) => n.number),
        awaitingBankRefund: row.status === 'received' && refund?.method === 'bank' && refund.status === 'pending',
        refundReference: refund?.method === 'bank' ? refund.reference : null,
      };
    });
  }
}

interface ReturnView {
  row: Row;
  lines: LineRow[];
  refund: RefundRow | undefined;
}

function toStoreReturn({ row, lines, refund }: ReturnView): StoreReturn {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    note: row.note,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at ?? null,
    decisionReason: row.decision_reason ?? null,
    receivedAt: row.received_at ?? null,
    lines: lines.map((l) => ({
      productId: l.product_id,
      name: l.product_name,
      otherNames: parseOtherNames(l.product_names),
      quantity: l.quantity,
      openedSeedPacket: l.opened_seed_packet === null ? null : l.opened_seed_packet === 1,
    })),
    refund: refund ? { amountPaise: Number(refund.amount_paise), method: refund.method, status: refund.status } : null,
    refundAccountLast4: row.refund_account_last4 ?? null,
  };
}
