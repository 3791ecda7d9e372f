import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '#shared/languages';
import type { TextChannel } from '#shared/schemas/mobile-sign-in';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminAssistedOrder, AdminAssistedOrderInput, StoreOrderConsent } from '#shared/schemas/assisted-orders';
import type { StoreCreateOrder } from '#shared/schemas/orders';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, notFound } from '#server/errors';
import { codeRefused, type FarmerAccounts, type SignInCodes } from '#server/modules/accounts';
import type { ProductReads, ProductStock } from '#server/modules/catalog';
import type { CodeMessages } from '#server/modules/mail';
import { CodeNotSent } from '#server/modules/mail';
import { textAmount } from '#server/modules/messaging';
import type { PaymentSettingsService } from '#server/modules/payments';
import { unitsToTake } from './kit-lines.ts';
import type { OrdersService } from './orders.service.ts';
import type { PlaceOrder } from './place-order.workflow.ts';
import * as repo from './assisted-orders.repository.ts';
import type { AssistedOrderRow } from './assisted-orders.repository.ts';

/**
 * How long an order placed for a farmer waits for his consent, its units held meanwhile
 * (docs/product-rules.md 53): long enough to read a code out on a call or open a link, short
 * enough that a farmer who does not answer holds nobody else's seeds for long.
 */
export const CONSENT_HOLD_MS = 15 * 60_000;
/** The code's own life (SIGN_IN_CODE_RULES.validMs): what the message tells him. */
const CODE_MINUTES = 5;

/** The consent link's secret: 48 random bits, as short as a DLT variable (30 characters) allows with the shop's address before it. */
const newLinkToken = () => randomBytes(6).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a field agent keeps this farmer (docs/product-rules.md 55): the agents module answers,
 * filled in services.ts (orders does not import it: agents reads orders).
 */
export interface AgentsFarmers {
  keeps(agentId: string, farmerId: string): Promise<boolean>;
}

/** A field agent orders only for his own farmers, and sees only the orders he asked for (docs/product-rules.md 55). */
const isFieldAgent = (staff: UserRow) => staff.staff_role === 'field_agent';

interface AssistedRequest extends StoreCreateOrder {
  /** The names the farmer's page shows, as the products were named when the agent asked. */
  names: Array<{ name: string; hi?: string; mr?: string }>;
}

/**
 * Orders the shop's staff place for a farmer, with his consent (docs/product-rules.md 53,
 * docs/decisions/0068). An agent asks: the farmer is found by his mobile number, or an account is
 * made for it; the order is priced as checkout would; its units are held; a one-time code and a
 * link go to his phone. Nothing is placed until he says yes, by reading the code back to the agent
 * or by opening the link: then the order is placed as his own checkout would place it, with the
 * agent recorded as who placed it. The fifth wrong code, the agent's cancel or the end of the hold
 * ends it, and lets the units go.
 */
export class AssistedOrders {
  constructor(
    private readonly work: UnitOfWork,
    private readonly orders: OrdersService,
    private readonly placeOrder: PlaceOrder,
    private readonly payments: PaymentSettingsService,
    private readonly stock: ProductStock,
    private readonly products: ProductReads,
    private readonly farmers: FarmerAccounts,
    private readonly codes: SignInCodes,
    private readonly messages: CodeMessages,
    private readonly agentsFarmers: AgentsFarmers,
    /** The shop's address, before the consent link's path. */
    private readonly publicUrl: string,
    private readonly now: () => number,
  ) {}

  /** An agent's order for a farmer: priced, its units held, the farmer asked by code and link. */
  async ask(agent: UserRow, input: AdminAssistedOrderInput): Promise<AdminAssistedOrder> {
    await this.expireDue();
    await this.payments.assertOffered(input.paymentMethod);
    // A field agent's farmer is one he added with the farmer's code: no account is made, nothing is written for another number.
    if (isFieldAgent(agent)) {
      const kept = await this.farmers.find(input.farmer.mobile);
      if (!kept || !(await this.agentsFarmers.keeps(agent.id, kept.id))) throw notAgentsFarmer();
    }
    const { farmer, created } = await this.farmers.findOrCreate(input.farmer.mobile, { name: input.farmer.name, language: input.farmer.language });
    const order: StoreCreateOrder = { items: input.items, shipping: input.shipping, paymentMethod: input.paymentMethod, couponCode: input.couponCode, buyerLegalName: undefined, buyerAddress: undefined, buyerCity: undefined, pickupPointId: undefined };
    // Priced as his own checkout would (his group's prices, offers, the coupon, GST where it goes): a refusal reaches the agent now.
    const quote = await this.orders.quote({ items: order.items, shipping: order.shipping, couponCode: order.couponCode }, farmer);
    const rows = await this.products.rowsOf(order.items.map((i) => i.productId));
    const names = order.items.map((i) => {
      const p = rows.get(i.productId)!;
      return { name: p.name, ...(p.name_hi ? { hi: p.name_hi } : {}), ...(p.name_mr ? { mr: p.name_mr } : {}) };
    });
    const channel = this.channelFor(farmer, input.farmer.language);
    const code = await this.newCode(input.farmer.mobile);
    const token = newLinkToken();
    const at = this.now();
    const row = {
      id: randomUUID(),
      farmer_id: farmer.id,
      agent_id: agent.id,
      status: 'waiting' as const,
      request: JSON.stringify({ ...order, names } satisfies AssistedRequest),
      total_paise: quote.totalPaise,
      language: input.farmer.language,
      link_hash: hashOf(token),
      created_at: new Date(at).toISOString(),
      expires_at: new Date(at + CONSENT_HOLD_MS).toISOString(),
      decided_at: null,
      confirmed_by: null,
      order_id: null,
    };
    await this.work.transaction(async () => {
      // One order waits for a farmer at a time: an earlier one is given up, its units let go.
      for (const earlier of await repo.findWaitingOf(this.work.db, farmer.id)) await this.end(earlier, 'cancelled');
      const held = await this.stock.reserve(await this.unitsOf(order));
      if (held.failed.length) throw new AppError(409, 'insufficient_stock', 'Some products do not have enough stock for this order now.', undefined, { products: held.failed.join(', ') });
      await repo.insertAssistedOrder(this.work.db, row);
      await this.work.recordChange({ action: 'assisted_order.ask', entity: 'assisted_order', entityId: row.id, before: null, after: { farmer_id: farmer.id, farmer_new: created, total_paise: row.total_paise, payment_method: order.paymentMethod, items: order.items, expires_at: row.expires_at } });
    });
    try {
      await this.send(farmer, channel, input.farmer.language, code, token, quote.totalPaise);
    } catch (err) {
      // The farmer was never asked: nothing waits for him.
      await this.work.transaction(() => this.end(row, 'cancelled'));
      throw err;
    }
    return this.viewOf(row, farmer, { isNew: created, quote });
  }

  private async viewOf(row: AssistedOrderRow, farmer: UserRow, asked: Pick<AdminAssistedOrder, 'quote'> & { isNew: boolean }): Promise<AdminAssistedOrder> {
    return {
      id: row.id,
      status: row.status,
      farmer: { id: farmer.id, name: farmer.name, mobile: farmer.mobile ?? '', isNew: asked.isNew },
      totalPaise: Number(row.total_paise),
      quote: asked.quote,
      expiresAt: row.expires_at,
      order: row.order_id ? { id: row.order_id, number: await this.numberOf(row.order_id) } : null,
    };
  }

  /** The code the farmer read back: the order is placed, or the try counted (the fifth wrong one ends it). */
  async confirmByCode(agent: UserRow, id: string, code: string): Promise<AdminAssistedOrder> {
    const row = await this.waiting(this.askedBy(agent, await repo.findAssistedOrder(this.work.db, id)));
    const farmer = await this.farmerOf(row);
    const check = await this.codes.check(farmer.mobile!, code, 'order_consent');
    if (check.outcome === 'wrong') {
      const message = `That code is not the one sent to the farmer. Tries left: ${check.triesLeft}.`;
      throw new AppError(400, 'consent_code_wrong', message, { code: message }, { triesLeft: String(check.triesLeft) });
    }
    if (check.outcome === 'ended') {
      // The fifth wrong code, or a code too old: the order is refused; a new one can be asked.
      await this.work.transaction(() => this.end(row, 'refused'));
      throw new AppError(409, 'consent_ended', 'The farmer\'s code has run out (too many wrong tries, or too old): this order was not placed. Ask for it again to send him a new code.');
    }
    return this.place(row, farmer, 'code');
  }

  /** The farmer opened his link and said yes. */
  async confirmByLink(token: string): Promise<StoreOrderConsent> {
    const row = await this.waiting(await repo.findAssistedOrderByLink(this.work.db, hashOf(token)));
    await this.place(row, await this.farmerOf(row), 'link');
    return this.consentOf(token);
  }

  /** What the farmer's link shows: the order asked for him, and whether it waits, was placed or ended. */
  async consentOf(token: string): Promise<StoreOrderConsent> {
    await this.expireDue();
    const row = await repo.findAssistedOrderByLink(this.work.db, hashOf(token));
    if (!row) throw notFound('This link is not valid. Please ask the shop to send a new one.');
    const request = JSON.parse(row.request) as AssistedRequest;
    return {
      status: row.status,
      lines: request.items.map((item, i) => ({ name: request.names[i]!.name, otherNames: { hi: request.names[i]!.hi, mr: request.names[i]!.mr }, quantity: item.quantity })),
      totalPaise: Number(row.total_paise),
      paymentMethod: request.paymentMethod as StoreOrderConsent['paymentMethod'],
      shipping: { fullName: request.shipping.fullName, city: request.shipping.city, state: request.shipping.state, pincode: request.shipping.pincode },
      expiresAt: row.expires_at,
      orderNumber: row.order_id ? await this.numberOf(row.order_id) : null,
    };
  }

  /** The agent gives up an order still waiting. */
  async cancel(agent: UserRow, id: string): Promise<AdminAssistedOrder> {
    const row = await this.waiting(this.askedBy(agent, await repo.findAssistedOrder(this.work.db, id)));
    await this.work.transaction(() => this.end(row, 'cancelled'));
    return this.view(agent, id);
  }

  /** A new code and link for an order still waiting (the first did not arrive, or ran out). */
  async resend(agent: UserRow, id: string): Promise<AdminAssistedOrder> {
    const row = await this.waiting(this.askedBy(agent, await repo.findAssistedOrder(this.work.db, id)));
    const farmer = await this.farmerOf(row);
    const channel = this.channelFor(farmer, row.language as Language);
    const code = await this.newCode(farmer.mobile!);
    const token = newLinkToken();
    await this.work.transaction(async () => {
      await repo.setLink(this.work.db, row.id, hashOf(token));
      await this.work.recordChange({ action: 'assisted_order.resend', entity: 'assisted_order', entityId: row.id, before: null, after: { farmer_id: farmer.id } });
    });
    await this.send(farmer, channel, row.language as Language, code, token, Number(row.total_paise));
    return this.view(agent, id);
  }

  async view(agent: UserRow, id: string): Promise<AdminAssistedOrder> {
    const row = this.askedBy(agent, await repo.findAssistedOrder(this.work.db, id));
    if (!row) throw notFound('No such order for a farmer.');
    const farmer = await this.farmerOf(row);
    return this.viewOf(row, farmer, { isNew: false, quote: null });
  }

  /** Ends the waiting orders whose time is up, letting their units go (the unpaid-order timer runs it too). */
  async expireDue(): Promise<number> {
    let ended = 0;
    for (const row of await repo.findDue(this.work.db, new Date(this.now()).toISOString())) {
      if (await this.work.transaction(() => this.end(row, 'expired'))) ended++;
    }
    return ended;
  }

  /** Places the order as the farmer's own checkout would, in one transaction with its decision and the units let go. */
  private async place(row: AssistedOrderRow, farmer: UserRow, via: 'code' | 'link'): Promise<AdminAssistedOrder> {
    const request = JSON.parse(row.request) as AssistedRequest;
    const { names: _names, ...order } = request;
    await this.work.transaction(async () => {
      const at = new Date(this.now()).toISOString();
      if (!(await repo.decide(this.work.db, row.id, { status: 'confirmed', decided_at: at, confirmed_by: via }))) throw decidedAlready();
      // The held units are let go in the transaction that takes them for the order: nobody else can take them between.
      await this.stock.release(await this.unitsOf(order));
      const placed = await this.placeOrder.run(farmer, order, undefined, row.language as Language, row.agent_id);
      await repo.setOrder(this.work.db, row.id, placed.order.id);
      await this.farmers.verified(farmer);
      await this.work.recordChange({ action: 'assisted_order.confirm', entity: 'assisted_order', entityId: row.id, before: { status: 'waiting' }, after: { status: 'confirmed', confirmed_by: via, order_id: placed.order.id, order_number: placed.order.number } });
    });
    return this.viewOf((await repo.findAssistedOrder(this.work.db, row.id))!, farmer, { isNew: false, quote: null });
  }

  /** Ends a waiting order (cancelled, expired, refused) and lets its units go; false when another decision came first. */
  private async end(row: AssistedOrderRow, status: 'cancelled' | 'expired' | 'refused'): Promise<boolean> {
    if (!(await repo.decide(this.work.db, row.id, { status, decided_at: new Date(this.now()).toISOString() }))) return false;
    await this.stock.release(await this.unitsOf(JSON.parse(row.request) as StoreCreateOrder));
    await this.work.recordChange({ action: END_ACTIONS[status], entity: 'assisted_order', entityId: row.id, before: { status: 'waiting' }, after: { status } });
    return true;
  }

  private async unitsOf(order: Pick<StoreCreateOrder, 'items'>) {
    return unitsToTake(order.items, await this.products.kitParts(order.items.map((i) => i.productId)));
  }

  /** The row, when the staff account may act on it: a field agent only on the orders he asked for (docs/product-rules.md 55). */
  private askedBy(agent: UserRow, row: AssistedOrderRow | undefined): AssistedOrderRow | undefined {
    if (row && isFieldAgent(agent) && row.agent_id !== agent.id) throw new AppError(403, 'not_agents_order', 'This order for a farmer was asked for by another agent: only he can see or decide it.');
    return row;
  }

  /** A waiting order, else why it cannot be decided. */
  private async waiting(row: AssistedOrderRow | undefined): Promise<AssistedOrderRow> {
    if (!row) throw notFound('No such order for a farmer.');
    if (row.status === 'waiting' && Date.parse(row.expires_at) <= this.now()) {
      await this.work.transaction(() => this.end(row, 'expired'));
      throw expired();
    }
    if (row.status === 'expired') throw expired();
    if (row.status !== 'waiting') throw decidedAlready();
    return row;
  }

  private async farmerOf(row: AssistedOrderRow): Promise<UserRow> {
    const farmer = await this.farmers.byId(row.farmer_id);
    if (!farmer?.mobile) throw new AppError(409, 'consent_decided', 'This farmer\'s account has no mobile number any more.');
    return farmer;
  }

  private async numberOf(orderId: string): Promise<string> {
    return formatOrderNumber(await repo.findOrderNumber(this.work.db, orderId));
  }

  /** The farmer's own channel when it can carry the consent, else the one that can. */
  private channelFor(farmer: UserRow, language: Language): TextChannel {
    const channels = this.messages.channels('order-consent', language);
    const channel = channels.includes(farmer.text_channel) ? farmer.text_channel : channels[0];
    if (!channel) throw new AppError(503, 'consent_unavailable', 'No SMS or WhatsApp provider is set up to ask the farmer: his consent cannot be asked.');
    return channel;
  }

  /** A new one-time code for the number, under the sign-in codes' limits (30 seconds apart, 5 an hour, the shop's day's cap). */
  private async newCode(mobile: string): Promise<string> {
    const issued = await this.codes.issue(mobile, 'order_consent');
    if ('refused' in issued) throw codeRefused(issued.refused);
    return issued.code;
  }

  private async send(farmer: UserRow, channel: TextChannel, language: Language, code: string, token: string, totalPaise: number): Promise<void> {
    try {
      await this.messages.sendConsent(farmer.mobile!, channel, language, { code, total: textAmount(totalPaise), link: `${this.publicUrl}/c/${token}`, minutes: CODE_MINUTES });
    } catch (err) {
      if (err instanceof CodeNotSent) throw new AppError(503, 'code_not_sent', 'The code could not be sent to the farmer now. Please try again in a minute.');
      throw err;
    }
  }
}

/** The audit log's action for each way a waiting order ends (docs/product-rules.md 50). */
const END_ACTIONS = { cancelled: 'assisted_order.cancel', expired: 'assisted_order.expire', refused: 'assisted_order.refuse' } as const;

const notAgentsFarmer = () => new AppError(403, 'not_agents_farmer', 'This farmer is not one of yours: add him to your farmers with his code first, then order for him.');
const expired = () => new AppError(409, 'consent_expired', 'The farmer did not confirm this order in time: it was not placed, and its stock is free again. Ask for it again to send him a new code.');
const decidedAlready = () => new AppError(409, 'consent_decided', 'This order is not waiting for the farmer any more: it was placed, cancelled or ended already.');
