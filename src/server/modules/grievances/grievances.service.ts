import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { GrievanceReplyRow, GrievanceRow } from '#server/db/schema';
import { dialectOf } from '#server/db/dialect-of';
import type { EventBus } from '#server/events/event-bus';
import type { GrievanceStep, ShopEvents } from '#server/events/shop-events';
import { AppError, notFound } from '#server/errors';
import { formatOrderNumber, parseOrderNumber } from '#shared/order-number';
import { parseIndianPhone } from '#shared/phone';
import {
  formatGrievanceNumber,
  grievanceClock,
  grievanceDueDates,
  GRIEVANCE_LIST_LIMIT,
  type AdminCreateGrievance,
  type AdminGrievance,
  type AdminGrievanceList,
  type GrievanceCategory,
  type GrievanceFilter,
  type GrievanceSource,
  type StoreGrievance,
  parseGrievanceNumber,
  type StoreGrievanceCreated,
  type StoreGrievanceLookup,
  type StoreReportProblem,
} from '#shared/schemas/grievances';
import * as repo from './grievances.repository.ts';

/** What the tickets read of accounts (filled in services.ts from the accounts module). */
export interface GrievanceAccounts {
  contactOf(ids: string[]): Promise<Map<string, { name: string; email: string | null; mobile: string | null; text_channel: 'sms' | 'whatsapp'; language: string | null }>>;
  namesOf(ids: string[]): Promise<Map<string, string>>;
  byMobile(mobile: string): Promise<{ id: string; type: string } | undefined>;
}
/** What the tickets read of orders (the orders module): an order and its buyer, by id or number; their numbers. */
export interface GrievanceOrders {
  order(id: string): Promise<{ id: string; user_id: string } | undefined>;
  byNumber(number: number): Promise<{ id: string; user_id: string } | undefined>;
  numbersOf(ids: string[]): Promise<Map<string, number>>;
}
/** The next ticket number, in the caller's transaction (the documents module's counter, as order numbers'). */
export type TicketNumbers = (highestSoFar: () => Promise<number>) => Promise<number>;

/** A complaint from the contact form: the form's fields, its phone kept for texts when it is an Indian mobile. */
export interface ContactComplaint {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  userId?: string;
}

/**
 * A complaint from an ONDC buyer app about one of its orders (docs/decisions/0079): the
 * complainant's name and contacts as the buyer app gave them, the shop's order, the category the
 * issue's ONDC category maps to, and its words.
 */
export interface NetworkComplaint {
  name: string;
  email: string | null;
  /** Any phone the buyer app gave; kept for texts when it is an Indian mobile. */
  phone: string;
  orderId: string;
  category: GrievanceCategory;
  text: string;
}

/** A ticket as the network is told of it: its state, its times, the shop's acknowledgement and resolution. */
export type NetworkTicket = Pick<AdminGrievance, 'id' | 'number' | 'status' | 'createdAt' | 'ackDueAt' | 'resolveDueAt' | 'acknowledgedAt' | 'resolvedAt' | 'closedAt' | 'replies'> & {
  resolution: string | null;
};

/** The most tickets a customer's list shows (his newest). */
const CUSTOMER_LIST_LIMIT = 100;

/**
 * Grievances (docs/product-rules.md 54, docs/decisions/0069): every complaint a ticket with a
 * number, acknowledged within 48 hours and resolved within a month of the app's clock; every
 * staff step in the audit log (docs/product-rules.md 50), the customer told of each.
 */
export class Grievances {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
    private readonly accounts: GrievanceAccounts,
    private readonly orders: GrievanceOrders,
    private readonly numbers: TicketNumbers,
    private readonly events: EventBus<ShopEvents>,
  ) {}

  /** A complaint sent with the contact form (inquiry type complaint): its ticket at once. */
  async fromContactForm(input: ContactComplaint): Promise<StoreGrievanceCreated> {
    const phone = parseIndianPhone(input.phone);
    const account = input.userId ? (await this.accounts.contactOf([input.userId])).get(input.userId) : undefined;
    return this.work.transaction(() =>
      this.create({
        source: 'contact_form',
        userId: account ? input.userId! : null,
        name: input.name,
        email: input.email,
        mobile: phone?.kind === 'mobile' ? phone.dial : (account?.mobile ?? null),
        textChannel: account?.text_channel ?? 'sms',
        language: account?.language ?? null,
        orderId: null,
        category: 'other',
        text: `${input.subject}\n\n${input.message}`,
        by: null,
      }),
    );
  }

  /** "Report a problem" on the buyer's own order page; another's order is not found (404), as its page is. */
  async fromOrderPage(orderId: string, userId: string, input: StoreReportProblem): Promise<StoreGrievanceCreated> {
    const order = await this.orders.order(orderId);
    if (!order || order.user_id !== userId) throw new AppError(404, 'not_found', 'Order not found');
    const account = (await this.accounts.contactOf([userId])).get(userId);
    if (!account) throw new AppError(401, 'unauthenticated', 'Please log in to continue.');
    return this.work.transaction(() =>
      this.create({ source: 'order_page', userId, name: account.name, email: account.email, mobile: account.mobile, textChannel: account.text_channel, language: account.language, orderId, category: input.category, text: input.text, by: null }),
    );
  }

  /** A complaint heard on a call or read on WhatsApp, entered by staff with the customer's mobile (his account's when he has one). */
  async fromStaff(input: AdminCreateGrievance, staffId: string): Promise<AdminGrievance> {
    let orderId: string | null = null;
    if (input.orderNumber) {
      const number = parseOrderNumber(input.orderNumber);
      const order = number === undefined ? undefined : await this.orders.byNumber(number);
      if (!order) throw new AppError(400, 'unknown_order', 'No order has this number. Check it with the customer, or leave it empty.');
      orderId = order.id;
    }
    const holder = await this.accounts.byMobile(input.mobile);
    const account = holder?.type === 'user' ? (await this.accounts.contactOf([holder.id])).get(holder.id) : undefined;
    const created = await this.work.transaction(() =>
      this.create({
        source: input.source,
        userId: account ? holder!.id : null,
        name: input.name,
        email: account?.email ?? null,
        mobile: input.mobile,
        textChannel: input.source === 'whatsapp' ? 'whatsapp' : (account?.text_channel ?? 'sms'),
        language: account?.language ?? null,
        orderId,
        category: input.category,
        text: input.text,
        by: staffId,
      }),
    );
    return this.adminView(created.id);
  }

  /**
   * An ONDC buyer app's issue about its order (docs/decisions/0079): a ticket with the rule's
   * clocks, source ondc, tied to the order, in the caller's transaction. No account owns it: the
   * buyer app's customer hears of it through the buyer app, and by the contacts it gave.
   */
  async fromNetwork(input: NetworkComplaint): Promise<{ id: string; number: string }> {
    const phone = parseIndianPhone(input.phone);
    const created = await this.work.transaction(() =>
      this.create({ source: 'ondc', userId: null, name: input.name, email: input.email, mobile: phone?.kind === 'mobile' ? phone.dial : null, textChannel: 'sms', language: null, orderId: input.orderId, category: input.category, text: input.text, by: null }),
    );
    return { id: created.id, number: created.number };
  }

  /**
   * The complainant closed his issue on the network: an open or acknowledged ticket is closed with
   * his words as its note; a resolved or closed one stays as it is (a close after the resolution
   * is the usual end of an issue).
   */
  async closeFromNetwork(id: string, message: string): Promise<void> {
    await this.work.transaction(async () => {
      const ticket = await repo.lockGrievance(this.work.db, id, dialectOf(this.work.db) === 'postgres');
      if (ticket?.status !== 'open' && ticket?.status !== 'acknowledged') return;
      await this.step(id, null, 'grievance.close', ['open', 'acknowledged'], 'close', message, (_t, at) => ({ status: 'closed', closed_at: at }));
    });
  }

  /**
   * The complainant escalated his issue on the network (IGM's ESCALATE): the ticket takes no step
   * (a resolved one is settled, rule 54), but it keeps the first escalation's time and words for
   * the desk, and the shop's admins are told (grievance.escalated), for the grievance officer to
   * take it up; both in the caller's transaction.
   */
  async escalateFromNetwork(id: string, via: string, message: string): Promise<void> {
    const ticket = await repo.findGrievance(this.work.db, id);
    if (!ticket) return;
    await repo.markEscalated(this.work.db, id, new Date(this.now()).toISOString(), message);
    await this.events.emit('grievance.escalated', { ticket: contactOf(ticket), via, message });
  }

  /** A ticket's state for the network, with the answers the shop sent and its resolution. */
  async forNetwork(id: string): Promise<NetworkTicket | undefined> {
    const row = await repo.findGrievance(this.work.db, id);
    if (!row) return undefined;
    const [view] = await this.views([row]);
    return { ...view!, resolution: view!.replies.find((r) => r.step === 'resolve')?.message ?? null };
  }

  /** The signed-in customer's own tickets with every answer, newest first. */
  async listOfCustomer(userId: string): Promise<StoreGrievance[]> {
    return this.customerViews(await repo.listOfUser(this.work.db, userId, CUSTOMER_LIST_LIMIT));
  }

  private async customerViews(rows: GrievanceRow[]): Promise<StoreGrievance[]> {
    // A close's note is the desk's own: the customer reads the answers he was sent.
    return (await this.views(rows)).map(({ source: _s, customer: _c, handledBy: _h, closedAt: _a, overdue: _o, escalation: _e, replies, ...mine }) => ({ ...mine, replies: replies.filter((r) => r.step !== 'close') }));
  }

  /**
   * A ticket found by its number and the mobile or e-mail it was made with, for a customer not
   * signed in; a wrong number or contact is the same "not found", telling nobody a ticket exists.
   */
  async lookup(input: StoreGrievanceLookup): Promise<StoreGrievance> {
    const number = parseGrievanceNumber(input.number);
    const row = number === undefined ? undefined : await repo.findByNumber(this.work.db, number);
    const phone = parseIndianPhone(input.contact);
    const matches = row && ((row.email !== null && row.email.toLowerCase() === input.contact.toLowerCase()) || (phone?.kind === 'mobile' && row.mobile === phone.dial));
    if (!row || !matches) throw notFound('No complaint has this number with this mobile or e-mail.');
    return this.customerViews([row]).then((views) => views[0]!);
  }

  /** The desk's list by its filter, with the counts and the time the clocks count from. */
  async list(filter: GrievanceFilter): Promise<AdminGrievanceList> {
    const asOf = new Date(this.now()).toISOString();
    const [rows, counts] = await Promise.all([repo.listForDesk(this.work.db, filter, asOf, GRIEVANCE_LIST_LIMIT), repo.countForDesk(this.work.db, asOf)]);
    return { items: await this.views(rows), asOf, openCount: counts.open, overdueCount: counts.overdue };
  }

  async get(id: string): Promise<AdminGrievance> {
    return this.adminView(id);
  }

  /** Acknowledges an open ticket with a first reply to the customer. */
  acknowledge(id: string, message: string, staffId: string): Promise<AdminGrievance> {
    return this.step(id, staffId, 'grievance.acknowledge', ['open'], 'acknowledge', message, (t, at) => ({ status: 'acknowledged', acknowledged_at: at, handled_by: t.handled_by ?? staffId }));
  }

  /** Another answer on an acknowledged ticket. */
  reply(id: string, message: string, staffId: string): Promise<AdminGrievance> {
    return this.step(id, staffId, 'grievance.reply', ['acknowledged'], 'reply', message, (t) => ({ handled_by: t.handled_by ?? staffId }));
  }

  /** Resolves the ticket with the resolution, told to the customer; an open one is acknowledged by it too. */
  resolve(id: string, message: string, staffId: string): Promise<AdminGrievance> {
    return this.step(id, staffId, 'grievance.resolve', ['open', 'acknowledged'], 'resolve', message, (t, at) => ({ status: 'resolved', resolved_at: at, acknowledged_at: t.acknowledged_at ?? at, handled_by: t.handled_by ?? staffId }));
  }

  /** Closes a ticket not to be resolved (withdrawn, a duplicate), with an optional note; the customer is not told. */
  close(id: string, message: string | undefined, staffId: string): Promise<AdminGrievance> {
    return this.step(id, staffId, 'grievance.close', ['open', 'acknowledged'], 'close', message ?? null, (t, at) => ({ status: 'closed', closed_at: at, handled_by: t.handled_by ?? staffId }));
  }

  private async step(
    id: string,
    /** null: the complainant's own step through the network. */
    staffId: string | null,
    action: 'grievance.acknowledge' | 'grievance.reply' | 'grievance.resolve' | 'grievance.close',
    from: GrievanceRow['status'][],
    replyStep: GrievanceReplyRow['step'],
    message: string | null,
    change: (t: GrievanceRow, at: string) => Partial<Pick<GrievanceRow, 'status' | 'acknowledged_at' | 'resolved_at' | 'closed_at' | 'handled_by'>>,
  ): Promise<AdminGrievance> {
    await this.work.transaction(async () => {
      const ticket = await repo.lockGrievance(this.work.db, id, dialectOf(this.work.db) === 'postgres');
      if (!ticket) throw notFound('This complaint does not exist.');
      if (!from.includes(ticket.status)) throw new AppError(409, 'grievance_status', `This complaint is ${ticket.status} now: reload it to see what was done.`, undefined, { status: ticket.status });
      const at = new Date(this.now()).toISOString();
      const set = change(ticket, at);
      await repo.updateGrievance(this.work.db, id, set);
      const replyId = randomUUID();
      if (message) await repo.insertReply(this.work.db, { id: replyId, grievance_id: id, step: replyStep, message, created_by: staffId, created_at: at });
      const before = Object.fromEntries(Object.keys(set).map((k) => [k, ticket[k as keyof typeof set]]));
      await this.work.recordChange({ action, entity: 'grievance', entityId: id, before, after: { ...set, message } });
      const told: Record<GrievanceReplyRow['step'], GrievanceStep> = { acknowledge: 'acknowledged', reply: 'replied', resolve: 'resolved', close: 'closed' };
      await this.events.emit('grievance.changed', { step: told[replyStep], stepId: replyId, ticket: contactOf(ticket), message });
    });
    return this.adminView(id);
  }

  /** Makes the ticket in the caller's transaction, its number from the counter, its deadlines from the app's clock. */
  private async create(input: {
    source: GrievanceSource;
    userId: string | null;
    name: string;
    email: string | null;
    mobile: string | null;
    textChannel: 'sms' | 'whatsapp';
    language: string | null;
    orderId: string | null;
    category: GrievanceCategory;
    text: string;
    by: string | null;
  }): Promise<StoreGrievanceCreated> {
    const id = randomUUID();
    const createdAt = new Date(this.now()).toISOString();
    const due = grievanceDueDates(createdAt);
    const number = await this.numbers(() => repo.findHighestNumber(this.work.db));
    const row = {
      id,
      number,
      user_id: input.userId,
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      text_channel: input.textChannel,
      language: input.language,
      source: input.source,
      order_id: input.orderId,
      category: input.category,
      text: input.text,
      status: 'open' as const,
      created_at: createdAt,
      ack_due_at: due.ackDueAt,
      resolve_due_at: due.resolveDueAt,
      created_by: input.by,
    };
    await repo.insertGrievance(this.work.db, row);
    // A staff entry is a staff write (docs/product-rules.md 50); a customer's own complaint records nothing there.
    await this.work.recordChange({ action: 'grievance.create', entity: 'grievance', entityId: id, before: null, after: { number: formatGrievanceNumber(number), source: input.source, category: input.category, order_id: input.orderId, mobile: input.mobile } });
    await this.events.emit('grievance.changed', { step: 'created', stepId: id, ticket: contactOf(row), message: null });
    return { id, number: formatGrievanceNumber(number), ...due };
  }

  private async adminView(id: string): Promise<AdminGrievance> {
    const row = await repo.findGrievance(this.work.db, id);
    if (!row) throw notFound('This complaint does not exist.');
    return (await this.views([row]))[0]!;
  }

  private async views(rows: GrievanceRow[]): Promise<AdminGrievance[]> {
    const now = new Date(this.now()).toISOString();
    const [replies, orderNumbers, staff] = await Promise.all([
      repo.repliesOf(this.work.db, rows.map((r) => r.id)),
      this.orders.numbersOf([...new Set(rows.flatMap((r) => (r.order_id ? [r.order_id] : [])))]),
      this.accounts.namesOf([...new Set(rows.flatMap((r) => (r.handled_by ? [r.handled_by] : [])))]),
    ]);
    return rows.map((r) => {
      const orderNumber = r.order_id ? orderNumbers.get(r.order_id) : undefined;
      const ticket = { status: r.status, ackDueAt: r.ack_due_at, resolveDueAt: r.resolve_due_at };
      return {
        id: r.id,
        number: formatGrievanceNumber(Number(r.number)),
        status: r.status,
        category: r.category,
        text: r.text,
        orderNumber: orderNumber === undefined ? null : formatOrderNumber(orderNumber),
        createdAt: r.created_at,
        acknowledgedAt: r.acknowledged_at,
        resolvedAt: r.resolved_at,
        ackDueAt: r.ack_due_at,
        resolveDueAt: r.resolve_due_at,
        replies: (replies.get(r.id) ?? []).map((x) => ({ id: x.id, from: 'staff' as const, message: x.message, step: x.step, createdAt: x.created_at })),
        source: r.source,
        customer: { userId: r.user_id, name: r.name, email: r.email, mobile: r.mobile },
        handledBy: r.handled_by ? { id: r.handled_by, name: staff.get(r.handled_by) ?? null } : null,
        closedAt: r.closed_at,
        overdue: grievanceClock(ticket, now).overdue,
        escalation: r.escalated_at ? { at: r.escalated_at, words: r.escalation ?? '' } : null,
      };
    });
  }
}

function contactOf(t: Pick<GrievanceRow, 'id' | 'number' | 'name' | 'email' | 'mobile' | 'text_channel' | 'language' | 'source'>): ShopEvents['grievance.changed']['ticket'] {
  return { id: t.id, number: formatGrievanceNumber(Number(t.number)), name: t.name, email: t.email, mobile: t.mobile, textChannel: t.text_channel, language: t.language, source: t.source };
}
