import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminAssistedOrder } from '../../src/shared/schemas/assisted-orders.ts';
import type { AdminAgentFarmerList, AdminAgentLedger, AdminCommissionBalances, CommissionRates } from '../../src/shared/schemas/field-agents.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';
import { statusChange } from '../helpers/tracking.ts';

/** The flows registered at the MSG91 stand-in (docs/text-messages.md): the agent's code, the order's consent, the farmer's sign-in. */
const FLOWS: Flows = {
  'flow-link-en': ['agent-link', 'en'],
  'flow-link-hi': ['agent-link', 'hi'],
  'flow-consent-en': ['order-consent', 'en'],
  'flow-consent-hi': ['order-consent', 'hi'],
  'flow-code-en': ['sign-in-code', 'en'],
  'flow-code-hi': ['sign-in-code', 'hi'],
};
const ACCOUNT = { accountHolderName: 'Ramesh Patil', accountNumber: '1234 5678 9012', ifscCode: 'sbin0001234' };
const RATES = { equipment: 250, tools: 125 };
/** A line's commission: its taxable value times the rate, half rounded up (docs/product-rules.md 55). */
const commission = (value: number, bp: number) => Math.floor((value * bp * 2 + 10_000) / 20_000);

/**
 * Field agents (docs/product-rules.md 55, docs/decisions/0070): a village entrepreneur keeps his own
 * farmers, each added with the code the farmer reads out; orders only for them, through their
 * consent (rule 53); sees only his own; earns a commission when his orders are delivered, given back
 * when their lines are returned, paid out by the accountant with its reference.
 */
describeEachDialect('field agents', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  const clock = { now: Date.parse('2026-12-05T05:00:00Z') };
  const http = () => api(t.app);
  const staff = {} as Record<'owner' | 'agent' | 'other' | 'callCentre' | 'dispatcher' | 'accountant' | 'manager', { cookie: string; id: string }>;
  let sprayer: string;
  let pruner: string;
  let orderId: string;

  const staffAs = (role: StaffRole, name: string) => signInAsStaff(t, role, name);
  const lastTo = (mobile: string) => {
    const sms = providers.msg91.sent.filter((m) => m.to === mobile).at(-1)!;
    return { ...sms, code: /\b([0-9]{6})\b/.exec(sms.text)?.[1] ?? '' };
  };
  const addFarmer = (body: unknown, cookie = staff.agent.cookie) => http().call('POST', '/api/admin/agent/farmers', { cookie, body });
  const confirmFarmer = (mobile: string, code: string, cookie = staff.agent.cookie) => http().call('POST', '/api/admin/agent/farmers/confirm', { cookie, body: { mobile, code } });
  const ask = (body: unknown, cookie = staff.agent.cookie) => http().call('POST', '/api/admin/assisted-orders', { cookie, body });
  const order = (mobile: string, over: Record<string, unknown> = {}) => ({
    farmer: { mobile, name: 'रमेश पाटील', language: 'hi' },
    items: [{ productId: sprayer, quantity: 2 }, { productId: pruner, quantity: 1 }],
    shipping: { ...shipping, email: '', phone: mobile },
    paymentMethod: 'cod',
    ...over,
  });
  const later = () => {
    clock.now += 31_000;
  };
  /** Adds a farmer to an agent's own: the code asked, read out, typed. */
  const link = async (mobile: string, cookie: string, name = 'Sunita Jadhav') => {
    later();
    expect((await addFarmer({ mobile, name, language: 'en' }, cookie)).statusCode).toBe(202);
    const res = await confirmFarmer(mobile, lastTo(`+91${mobile.replace(/\D/g, '').slice(-10)}`).code, cookie);
    expect(res.statusCode, res.body).toBe(201);
  };
  const audit = async (entityId: string) => (await t.db.selectFrom('audit_log').select(['action', 'outcome']).where('entity_id', '=', entityId).orderBy('id').execute()).map((e) => `${e.action} ${e.outcome}`);
  const ledgerOf = async (cookie = staff.agent.cookie) => (await http().call('GET', '/api/admin/agent/commission', { cookie })).json<AdminAgentLedger>();
  const entries = async () => t.db.selectFrom('commission_entries').selectAll().orderBy('created_at').execute();

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS });
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://hariyali.in', texts: providers.texts });
    staff.owner = await staffAs('owner', 'Omkar Owner');
    staff.agent = await staffAs('field_agent', 'Vitthal Kendre');
    staff.other = await staffAs('field_agent', 'Sakharam Other');
    staff.callCentre = await staffAs('call_centre', 'Asha Agent');
    staff.dispatcher = await staffAs('dispatcher', 'Dinesh Dispatcher');
    staff.accountant = await staffAs('accountant', 'Anita Accountant');
    staff.manager = await staffAs('manager', 'Mohan Manager');
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8432', price_paise: 2_450_00, stock: 20 })).id;
    pruner = (await createProduct(t.db, { name: 'Pruning Secateurs', category: 'tools', hsn_code: '8432', price_paise: 399_00, stock: 20 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('lets only the owner set the commission rates, per category, each in the audit log', async () => {
    const put = (cookie: string, body: unknown) => http().call('PUT', '/api/admin/commission-rates', { cookie, body });
    const body = { rates: Object.entries(RATES).map(([category, percentBp]) => ({ category, percentBp })) };
    for (const who of [staff.manager, staff.accountant, staff.agent]) expect((await put(who.cookie, body)).statusCode).toBe(403);
    const bad = await put(staff.owner.cookie, { rates: [{ category: 'equipment', percentBp: 10_001 }, { category: 'gold', percentBp: 10 }] });
    expect(bad.statusCode).toBe(400);
    const res = await put(staff.owner.cookie, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CommissionRates>().rates).toEqual(expect.arrayContaining([{ category: 'equipment', percentBp: 250 }, { category: 'tools', percentBp: 125 }, { category: 'seeds', percentBp: 0 }]));
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'changes']).where('action', '=', 'commission_rate.set').executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(staff.owner.id);
    expect(entry.changes).toContain('"equipment"');
  });

  it("adds a farmer only with the code he reads out: each wrong code counted, the fifth ends it", async () => {
    const asked = await addFarmer({ mobile: '98220 50001', name: 'रमेश पाटील', language: 'hi' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ farmer: { mobile: '+919822050001', name: 'रमेश पाटील', isNew: true } });
    const sms = lastTo('+919822050001');
    expect(sms.flowId).toBe('flow-link-hi');
    expect(sms.text).toContain('Vitthal Kendre');
    const wrong = sms.code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await confirmFarmer('98220 50001', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'link_code_wrong', params: { triesLeft: String(left) } });
    }
    expect((await confirmFarmer('98220 50001', wrong)).json().error.code).toBe('link_ended');
    expect((await confirmFarmer('98220 50001', sms.code)).json().error.code).toBe('link_ended');
    expect(await t.db.selectFrom('agent_farmers').selectAll().execute()).toEqual([]);

    // Asked again, the right code read out: he is the agent's.
    later();
    expect((await addFarmer({ mobile: '98220 50001', language: 'hi' })).statusCode).toBe(202);
    const added = await confirmFarmer('98220 50001', lastTo('+919822050001').code);
    expect(added.statusCode, added.body).toBe(201);
    const farmerId = added.json<{ id: string }>().id;
    expect(await t.db.selectFrom('agent_farmers').select(['agent_id', 'farmer_id']).execute()).toEqual([{ agent_id: staff.agent.id, farmer_id: farmerId }]);
    const list = (await http().call('GET', '/api/admin/agent/farmers', { cookie: staff.agent.cookie })).json<AdminAgentFarmerList>();
    expect(list.farmers).toMatchObject([{ id: farmerId, name: 'रमेश पाटील', mobile: '+919822050001', orders: [] }]);
    const trail = await audit(farmerId);
    expect(trail.filter((a) => a.startsWith('agent_farmer'))).toEqual(['agent_farmer.ask done', 'agent_farmer.ask done', 'agent_farmer.add done']);
    // Someone else's role cannot keep farmers.
    expect((await addFarmer({ mobile: '98220 50001', language: 'hi' }, staff.callCentre.cookie)).statusCode).toBe(403);
  });

  it("orders for his own farmer with the farmer's consent, and is refused (403, nothing written) for anyone else's", async () => {
    later();
    const asked = await ask(order('98220 50001'));
    expect(asked.statusCode, asked.body).toBe(201);
    const placed = await http().call('POST', `/api/admin/assisted-orders/${asked.json<AdminAssistedOrder>().id}/confirm`, { cookie: staff.agent.cookie, body: { code: lastTo('+919822050001').code } });
    expect(placed.statusCode, placed.body).toBe(200);
    orderId = placed.json<AdminAssistedOrder>().order!.id;
    expect((await t.db.selectFrom('orders').select('placed_by').where('id', '=', orderId).executeTakeFirstOrThrow()).placed_by).toBe(staff.agent.id);

    // A number of nobody's: refused before anything is made or held.
    const reservedBefore = await t.db.selectFrom('products').select('reserved').where('id', '=', sprayer).executeTakeFirstOrThrow();
    const asksBefore = (await t.db.selectFrom('assisted_orders').select('id').execute()).length;
    const stranger = await ask(order('98220 50002'));
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.code).toBe('not_agents_farmer');
    expect(await t.db.selectFrom('users').select('id').where('mobile', '=', '+919822050002').execute()).toEqual([]);
    // Another agent's farmer: refused too.
    await link('98220 50003', staff.other.cookie);
    const others = await ask(order('98220 50003'));
    expect(others.statusCode).toBe(403);
    expect(others.json().error.code).toBe('not_agents_farmer');
    expect((await t.db.selectFrom('assisted_orders').select('id').execute()).length).toBe(asksBefore);
    expect(await t.db.selectFrom('products').select('reserved').where('id', '=', sprayer).executeTakeFirstOrThrow()).toEqual(reservedBefore);

    // The call centre orders for anyone, as before.
    later();
    const callCentre = await ask(order('98220 50009'), staff.callCentre.cookie);
    expect(callCentre.statusCode, callCentre.body).toBe(201);
    const theirs = callCentre.json<AdminAssistedOrder>().id;
    // A field agent may not see or decide an order he did not ask for.
    for (const [method, path, body] of [['GET', '', undefined], ['POST', '/confirm', { code: '123456' }], ['POST', '/resend', undefined], ['POST', '/cancel', undefined]] as const) {
      const res = await http().call(method, `/api/admin/assisted-orders/${theirs}${path}`, { cookie: staff.agent.cookie, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not_agents_order');
    }
    expect((await http().call('POST', `/api/admin/assisted-orders/${theirs}/cancel`, { cookie: staff.callCentre.cookie })).json<AdminAssistedOrder>().status).toBe('cancelled');

    // His farmers show his order and where it is; the other agent sees only his own.
    const mine = (await http().call('GET', '/api/admin/agent/farmers', { cookie: staff.agent.cookie })).json<AdminAgentFarmerList>();
    expect(mine.farmers).toHaveLength(1);
    expect(mine.farmers[0]!.orders).toMatchObject([{ id: orderId, status: 'pending', number: expect.stringMatching(/^HY-/) }]);
    const theirsList = (await http().call('GET', '/api/admin/agent/farmers', { cookie: staff.other.cookie })).json<AdminAgentFarmerList>();
    expect(theirsList.farmers.map((f) => f.mobile)).toEqual(['+919822050003']);
  });

  it('earns his commission when the order is delivered, gives it back for returned lines, and the accountant pays it out', async () => {
    const move = (status: string) => http().call('PATCH', `/api/admin/orders/${orderId}/status`, { cookie: staff.dispatcher.cookie, body: statusChange(status) });
    for (const status of ['processing', 'shipped']) {
      const res = await move(status);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await entries()).toEqual([]);
    expect((await move('delivered')).statusCode).toBe(200);
    const lines = await t.db.selectFrom('order_items').select(['id', 'product_id', 'line_total_paise', 'quantity']).where('order_id', '=', orderId).execute();
    const sprayerLine = lines.find((l) => l.product_id === sprayer)!;
    const prunerLine = lines.find((l) => l.product_id === pruner)!;
    const earned = commission(Number(sprayerLine.line_total_paise), RATES.equipment) + commission(Number(prunerLine.line_total_paise), RATES.tools);
    expect(earned).toBeGreaterThan(0);
    const ledger = await ledgerOf();
    expect(ledger).toMatchObject({ balancePaise: earned, entries: [{ kind: 'earned', amountPaise: earned, orderNumber: expect.stringMatching(/^HY-/) }] });
    // Nobody else's ledger shows it.
    expect(await ledgerOf(staff.other.cookie)).toEqual({ balancePaise: 0, entries: [] });
    expect((await http().call('GET', '/api/admin/agent/commission', { cookie: staff.dispatcher.cookie })).statusCode).toBe(403);
    const list = (await http().call('GET', '/api/admin/agent/farmers', { cookie: staff.agent.cookie })).json<AdminAgentFarmerList>();
    expect(list.farmers[0]!.orders[0]!.status).toBe('delivered');

    // The farmer returns one sprayer: signed in with his number's code, he asks; the shop approves, has the cash, receives it.
    later();
    expect((await http().call('POST', '/api/auth/mobile/code', { body: { phone: '98220 50001', channel: 'sms' } })).statusCode).toBe(200);
    const verified = await http().call('POST', '/api/auth/mobile/verify', { body: { phone: '98220 50001', code: lastTo('+919822050001').code } });
    expect(verified.statusCode, verified.body).toBe(200);
    const farmer = sessionCookie(verified);
    const asked = await http().call('POST', `/api/store/orders/${orderId}/returns`, { cookie: farmer, body: { lines: [{ productId: sprayer, quantity: 1 }], reason: 'damaged', bankAccount: ACCOUNT } });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json<{ id: string }>().id;
    expect((await http().call('POST', `/api/admin/returns/${returnId}/decision`, { cookie: staff.owner.cookie, body: { decision: 'approve' } })).statusCode).toBe(200);
    expect((await http().call('POST', `/api/admin/orders/${orderId}/payment`, { cookie: staff.owner.cookie, body: { action: 'cod_collected' } })).statusCode).toBe(200);
    const received = await http().call('POST', `/api/admin/returns/${returnId}/received`, { cookie: staff.dispatcher.cookie });
    expect(received.statusCode, received.body).toBe(200);
    const reversed = Math.floor((Number(sprayerLine.line_total_paise) * 1 * RATES.equipment * 2 + Number(sprayerLine.quantity) * 10_000) / (Number(sprayerLine.quantity) * 20_000));
    const after = await ledgerOf();
    expect(after.balancePaise).toBe(earned - reversed);
    expect(after.entries.map((e) => [e.kind, e.amountPaise])).toEqual(expect.arrayContaining([['earned', earned], ['reversed', -reversed]]));

    // The accountant pays it out: never above the balance, always with its reference.
    const pay = (body: unknown, cookie = staff.accountant.cookie) => http().call('POST', `/api/admin/commissions/${staff.agent.id}/payouts`, { cookie, body });
    const balance = after.balancePaise;
    expect((await pay({ amountPaise: 100_00, reference: 'SBIN26120500001' }, staff.dispatcher.cookie)).statusCode).toBe(403);
    expect((await pay({ amountPaise: 100_00, reference: 'SBIN26120500001' }, staff.agent.cookie)).statusCode).toBe(403);
    expect((await pay({ amountPaise: 100_00 })).json().error.fields).toHaveProperty('reference');
    const above = await pay({ amountPaise: balance + 1, reference: 'SBIN26120500001' });
    expect(above.statusCode).toBe(409);
    expect(above.json().error.code).toBe('payout_above_balance');
    const paid = await pay({ amountPaise: balance - 1, reference: 'SBIN26120500001' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<AdminAgentLedger>().balancePaise).toBe(1);
    expect((await pay({ amountPaise: 2, reference: 'SBIN26120500002' })).statusCode).toBe(409);
    expect((await pay({ amountPaise: 1, reference: 'SBIN26120500002' }, staff.owner.cookie)).statusCode).toBe(201);
    const mine = await ledgerOf();
    expect(mine.balancePaise).toBe(0);
    expect(mine.entries.filter((e) => e.kind === 'paid').map((e) => [e.amountPaise, e.reference])).toEqual(expect.arrayContaining([[-(balance - 1), 'SBIN26120500001'], [-1, 'SBIN26120500002']]));
    const paidRow = (await entries()).find((e) => e.reference === 'SBIN26120500001')!;
    expect(paidRow.paid_by).toBe(staff.accountant.id);

    // The accountant's balances per agent.
    const balances = (await http().call('GET', '/api/admin/commissions', { cookie: staff.accountant.cookie })).json<AdminCommissionBalances>();
    expect(balances.agents).toEqual([{ agentId: staff.agent.id, name: 'Vitthal Kendre', earnedPaise: earned, reversedPaise: reversed, paidPaise: balance, balancePaise: 0 }]);
    expect((await http().call('GET', '/api/admin/commissions', { cookie: staff.dispatcher.cookie })).statusCode).toBe(403);
    // Each payout in the audit log, and each refusal.
    expect((await audit(staff.agent.id)).filter((a) => a.startsWith('commission') || a.startsWith('payout'))).toEqual(['payout_above_balance refused', 'commission.pay done', 'payout_above_balance refused', 'commission.pay done']);
  });

  it('earns nothing on an order the call centre placed', async () => {
    later();
    const asked = (await ask(order('98220 50001', { items: [{ productId: pruner, quantity: 1 }] }), staff.callCentre.cookie)).json<AdminAssistedOrder>();
    const placed = await http().call('POST', `/api/admin/assisted-orders/${asked.id}/confirm`, { cookie: staff.callCentre.cookie, body: { code: lastTo('+919822050001').code } });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json<AdminAssistedOrder>().order!.id;
    for (const status of ['processing', 'shipped', 'delivered']) expect((await http().call('PATCH', `/api/admin/orders/${id}/status`, { cookie: staff.dispatcher.cookie, body: statusChange(status) })).statusCode).toBe(200);
    expect((await entries()).filter((e) => e.order_id === id)).toEqual([]);
  });
});

/** A shop whose agent's text is registered in Hindi only: a Hindi-speaking farmer is still asked, in Hindi (docs/decisions/0070). */
describeEachDialect('field agents, the agent text in Hindi only', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;

  beforeAll(async () => {
    providers = await startTextProviders({ flows: { 'flow-link-hi': ['agent-link', 'hi'] } });
    t = await createTestApp(dialect, { publicUrl: 'https://hariyali.in', texts: providers.texts });
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('sends a Hindi farmer the Hindi text', async () => {
    const { cookie, email } = await signInAsAdmin(t, 'Vitthal Kendre');
    await t.db.updateTable('users').set({ staff_role: 'field_agent' }).where('email', '=', email).execute();
    const asked = await api(t.app).call('POST', '/api/admin/agent/farmers', { cookie, body: { mobile: '98220 50009', name: 'रमेश पाटील', language: 'hi' } });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(providers.msg91.sent.map((m) => [m.to, m.flowId])).toEqual([['+919822050009', 'flow-link-hi']]);
  });
});
