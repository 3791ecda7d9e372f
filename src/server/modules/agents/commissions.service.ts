import { randomUUID } from 'node:crypto';
import { CATEGORY_SLUGS, type CategorySlug } from '#shared/catalog';
import { formatRupees } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminAgentLedger, AdminCommissionBalances, AdminCommissionPayout, CommissionRates } from '#shared/schemas/field-agents';
import type { UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError } from '#server/errors';
import type { AccountReads } from '#server/modules/accounts';
import type { ProductReads } from '#server/modules/catalog';
import type { OrderReads } from '#server/modules/orders';
import * as repo from './agents.repository.ts';

/** What an earned entry keeps of each line it earned on: the rate (basis points), the line's taxable value and quantity. */
type EarnedLines = Record<string, { bp: number; value: number; quantity: number }>;

/** value × quantity × bp / (of × 10 000), in whole paise, half rounded up (BigInt: no float error on large lines). */
export function commissionOf(value: number, bp: number, quantity = 1, of = 1): number {
  const num = BigInt(value) * BigInt(quantity) * BigInt(bp);
  const den = BigInt(of) * 10_000n;
  return Number((num * 2n + den) / (den * 2n));
}

/**
 * The field agents' commission (docs/product-rules.md 55, docs/decisions/0070): the owner sets a
 * rate per product category; an order a field agent placed for one of his farmers earns, when it is
 * delivered, each line's taxable value times its category's rate (in paise, each line rounded half
 * up), recorded in the delivery's transaction (`order.delivered`); a return received reverses what
 * the returned units earned, at the rates they earned at (`return.received`); the accountant pays
 * it out with the transfer's reference, never more than the balance.
 */
export class Commissions {
  constructor(
    private readonly work: UnitOfWork,
    private readonly orders: OrderReads,
    private readonly products: ProductReads,
    private readonly accounts: AccountReads,
    private readonly keeps: (agentId: string, farmerId: string) => Promise<boolean>,
    private readonly now: () => number,
  ) {}

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('order.delivered', (e) => this.earn(e.orderId));
    events.on('return.received', (e) => this.reverse(e.orderId, e.lines));
  }

  async rates(): Promise<CommissionRates> {
    const set = new Map((await repo.findRates(this.work.db)).map((r) => [r.category, Number(r.percent_bp)]));
    return { rates: CATEGORY_SLUGS.map((category) => ({ category, percentBp: set.get(category) ?? 0 })) };
  }

  /** The owner's rates: the categories given change, the others stay. */
  async setRates(input: CommissionRates): Promise<CommissionRates> {
    const before = await this.rates();
    await this.work.transaction(async () => {
      const at = new Date(this.now()).toISOString();
      for (const r of input.rates) await repo.upsertRate(this.work.db, r.category, r.percentBp, at);
      const after = await this.rates();
      await this.work.recordChange({ action: 'commission_rate.set', entity: 'commission_rates', entityId: null, before: rateMap(before), after: rateMap(after) });
    });
    return this.rates();
  }

  /** The agent's own ledger and balance. */
  async ledger(agentId: string): Promise<AdminAgentLedger> {
    const entries = await repo.findEntriesOf(this.work.db, agentId);
    const numbers = await this.orders.numbersOf([...new Set(entries.flatMap((e) => (e.order_id ? [e.order_id] : [])))]);
    return {
      balancePaise: await repo.sumOf(this.work.db, agentId),
      entries: entries.map((e) => {
        const n = e.order_id ? numbers.get(e.order_id) : undefined;
        return { id: e.id, kind: e.kind, amountPaise: Number(e.amount_paise), orderNumber: n === undefined ? null : formatOrderNumber(n), reference: e.reference, createdAt: e.created_at };
      }),
    };
  }

  /** Every agent with a ledger: what he earned, what came back, what was paid, what is due. */
  async balances(): Promise<AdminCommissionBalances> {
    const totals = await repo.findTotals(this.work.db);
    const byAgent = new Map<string, { earned: number; reversed: number; paid: number }>();
    for (const t of totals) {
      const sums = byAgent.get(t.agent_id) ?? { earned: 0, reversed: 0, paid: 0 };
      sums[t.kind] += Number(t.total);
      byAgent.set(t.agent_id, sums);
    }
    const names = await this.accounts.namesOf([...byAgent.keys()]);
    return {
      agents: [...byAgent.entries()]
        .map(([agentId, s]) => ({ agentId, name: names.get(agentId) ?? '', earnedPaise: s.earned, reversedPaise: -s.reversed, paidPaise: -s.paid, balancePaise: s.earned + s.reversed + s.paid }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.agentId.localeCompare(b.agentId)),
    };
  }

  /** The accountant paid the agent (a bank transfer, its UTR the reference): never more than his balance. */
  async payOut(accountant: UserRow, agentId: string, input: AdminCommissionPayout): Promise<AdminAgentLedger> {
    await this.work.transaction(async () => {
      await repo.lockLedger(this.work.db, agentId);
      const balance = await repo.sumOf(this.work.db, agentId);
      if (input.amountPaise > balance) {
        throw new AppError(409, 'payout_above_balance', `This is more than the agent's commission balance (${formatRupees(balance)}): record at most what is due to him.`, undefined, { balance: formatRupees(balance) });
      }
      const id = randomUUID();
      await repo.insertEntry(this.work.db, { id, agent_id: agentId, order_id: null, kind: 'paid', amount_paise: -input.amountPaise, lines: null, reference: input.reference, paid_by: accountant.id, created_at: new Date(this.now()).toISOString() });
      await this.work.recordChange({ action: 'commission.pay', entity: 'user', entityId: agentId, before: { balance_paise: balance }, after: { balance_paise: balance - input.amountPaise, paid_paise: input.amountPaise, reference: input.reference, entry_id: id } });
    });
    return this.ledger(agentId);
  }

  /** An order was delivered: a field agent's order for his farmer earns his commission (in the delivery's transaction). */
  private async earn(orderId: string): Promise<void> {
    const order = await this.orders.order(orderId);
    if (!order?.placed_by || !(await this.keeps(order.placed_by, order.user_id))) return;
    const lines = await this.orders.linesOf([orderId]);
    const products = await this.products.rowsOf([...new Set(lines.map((l) => l.product_id))]);
    const rates = new Map((await repo.findRates(this.work.db)).map((r) => [r.category as CategorySlug, Number(r.percent_bp)]));
    const earned: EarnedLines = {};
    let amount = 0;
    for (const line of lines) {
      const category = products.get(line.product_id)?.category;
      const bp = (category && rates.get(category)) || 0;
      if (bp === 0) continue;
      earned[line.id] = { bp, value: Number(line.line_total_paise), quantity: Number(line.quantity) };
      amount += commissionOf(Number(line.line_total_paise), bp);
    }
    if (amount === 0) return;
    await repo.insertEntry(this.work.db, { id: randomUUID(), agent_id: order.placed_by, order_id: orderId, kind: 'earned', amount_paise: amount, lines: JSON.stringify(earned), reference: null, paid_by: null, created_at: new Date(this.now()).toISOString() });
  }

  /** Lines of such an order came back: what their units earned is taken back, never more than the order earned. */
  private async reverse(orderId: string, returned: Array<{ lineId: string; quantity: number }>): Promise<void> {
    const entries = await repo.findEntriesOfOrder(this.work.db, orderId);
    const earned = entries.find((e) => e.kind === 'earned');
    if (!earned) return;
    const lines = JSON.parse(earned.lines ?? '{}') as EarnedLines;
    let amount = 0;
    for (const r of returned) {
      const line = lines[r.lineId];
      if (line) amount += commissionOf(line.value, line.bp, r.quantity, line.quantity);
    }
    const left = entries.reduce((sum, e) => sum + Number(e.amount_paise), 0);
    amount = Math.min(amount, left);
    if (amount <= 0) return;
    await repo.insertEntry(this.work.db, { id: randomUUID(), agent_id: earned.agent_id, order_id: orderId, kind: 'reversed', amount_paise: -amount, lines: null, reference: null, paid_by: null, created_at: new Date(this.now()).toISOString() });
  }
}

const rateMap = (rates: CommissionRates) => Object.fromEntries(rates.rates.map((r) => [r.category, r.percentBp]));
