import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminAssistedOrder, StoreOrderConsent } from '../../src/shared/schemas/assisted-orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';

/** The flows registered at the MSG91 stand-in (docs/text-messages.md): the consent in each language, the order's message in Hindi. */
const FLOWS: Flows = {
  'flow-consent-en': ['order-consent', 'en'],
  'flow-consent-hi': ['order-consent', 'hi'],
  'flow-consent-mr': ['order-consent', 'mr'],
  'flow-placed-hi': ['order-placed', 'hi'],
};

/**
 * Orders placed for a farmer by the shop's staff (docs/product-rules.md 53, docs/decisions/0068):
 * nothing is placed until the farmer's code comes back or his link is opened; his units are held
 * meanwhile and let go when he does not; every step is in the audit log.
 */
describeEachDialect('orders placed for a farmer, with his consent', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  const clock = { now: Date.parse('2026-12-04T05:00:00Z') };
  const http = () => api(t.app);
  const staff = {} as Record<'agent' | 'dispatcher', { cookie: string; id: string }>;
  let sprayer: string;
  let tarpaulin: string;

  const staffAs = (role: StaffRole, name: string) => signInAsStaff(t, role, name);
  const ask = (body: unknown, cookie = staff.agent.cookie) => http().call('POST', '/api/admin/assisted-orders', { cookie, body });
  const confirm = (id: string, code: string) => http().call('POST', `/api/admin/assisted-orders/${id}/confirm`, { cookie: staff.agent.cookie, body: { code } });
  const order = (mobile: string, over: Record<string, unknown> = {}) => ({
    farmer: { mobile, name: 'रमेश पाटील', language: 'hi' },
    items: [{ productId: sprayer, quantity: 2 }, { productId: tarpaulin, quantity: 1 }],
    shipping: { ...shipping, email: '', phone: mobile },
    paymentMethod: 'cod',
    ...over,
  });
  /** The last message to a number: its text, the code and the link's token in it. */
  const lastTo = (mobile: string) => {
    const sms = providers.msg91.sent.filter((m) => m.to === mobile).at(-1)!;
    return { ...sms, code: /\b([0-9]{6})\b/.exec(sms.text)?.[1] ?? '', token: /\/c\/([A-Za-z0-9_-]+)/.exec(sms.text)?.[1] ?? '' };
  };
  const held = async (id: string) => Number((await t.db.selectFrom('products').select('reserved').where('id', '=', id).executeTakeFirstOrThrow()).reserved);
  const stockOf = async (id: string) => Number((await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const audit = async (entityId: string) => (await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'outcome']).where('entity_id', '=', entityId).orderBy('id').execute()).map((e) => `${e.action} ${e.outcome}`);

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS });
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://hariyali.in', texts: providers.texts });
    staff.agent = await staffAs('call_centre', 'Asha Agent');
    staff.dispatcher = await staffAs('dispatcher', 'Dinesh Dispatcher');
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', name_hi: 'नैपसैक स्प्रेयर 16 लीटर', category: 'equipment', hsn_code: '8432', price_paise: 2_450_00, stock: 5 })).id;
    tarpaulin = (await createProduct(t.db, { name: 'Tarpaulin 12 x 15 ft', category: 'equipment', hsn_code: '8432', price_paise: 1_100_00, stock: 10 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it("asks a new farmer's consent in Hindi: his account made, the order priced, its units held, the code and link sent, nothing placed", async () => {
    const res = await ask(order('98220 40001'));
    expect(res.statusCode, res.body).toBe(201);
    const asked = res.json<AdminAssistedOrder>();
    expect(asked).toMatchObject({ status: 'waiting', farmer: { name: 'रमेश पाटील', mobile: '+919822040001', isNew: true }, order: null, expiresAt: new Date(clock.now + 15 * 60_000).toISOString() });
    expect(asked.quote!.totalPaise).toBe(asked.totalPaise);
    expect(asked.totalPaise).toBeGreaterThan(2 * 2_450_00 + 1_100_00 - 1);
    const sms = lastTo('+919822040001');
    expect(sms.flowId).toBe('flow-consent-hi');
    expect(sms.code).toMatch(/^[0-9]{6}$/);
    expect(sms.text).toContain(`https://hariyali.in/c/${sms.token}`);
    // Nothing placed; the units held, not taken.
    const farmer = await t.db.selectFrom('users').selectAll().where('mobile', '=', '+919822040001').executeTakeFirstOrThrow();
    expect(farmer).toMatchObject({ type: 'user', language: 'hi', mobile_verified_at: null });
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', farmer.id).execute()).toEqual([]);
    expect([await held(sprayer), await stockOf(sprayer)]).toEqual([2, 5]);
    // The outbox keeps the message without its code or link.
    const kept = await t.db.selectFrom('message_outbox').select('text_body').where('kind', '=', 'order-consent').where('recipient', '=', '+919822040001').executeTakeFirstOrThrow();
    expect(kept.text_body).not.toContain(sms.code);
    expect(kept.text_body).not.toContain(sms.token);
    expect(await audit(asked.id)).toEqual(['assisted_order.ask done']);

    // The code read back places it: the farmer's own order, placed by the agent, its units taken once.
    const placed = await confirm(asked.id, sms.code);
    expect(placed.statusCode, placed.body).toBe(200);
    const done = placed.json<AdminAssistedOrder>();
    expect(done).toMatchObject({ status: 'confirmed', order: { number: expect.stringMatching(/^HY-\d{6}$/) } });
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', done.order!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: farmer.id, placed_by: staff.agent.id, payment_method: 'cod', language: 'hi' });
    expect(Number(row.total_paise)).toBe(asked.totalPaise);
    // The shop's order page says who placed it for him.
    const owner = (await signInAsAdmin(t, 'Shop Owner')).cookie;
    const adminView = (await http().call('GET', `/api/admin/orders/${row.id}`, { cookie: owner })).json();
    expect(adminView).toMatchObject({ customer: { id: farmer.id, name: 'रमेश पाटील' }, placedBy: { id: staff.agent.id, name: 'Asha Agent' } });
    expect([await held(sprayer), await stockOf(sprayer)]).toEqual([0, 3]);
    expect((await t.db.selectFrom('users').select('mobile_verified_at').where('id', '=', farmer.id).executeTakeFirstOrThrow()).mobile_verified_at).toBe(new Date(clock.now).toISOString());
    // His "order placed" message, in Hindi, from the outbox.
    await t.app.sendMail();
    expect(lastTo('+919822040001').flowId).toBe('flow-placed-hi');
    // Once only.
    expect((await confirm(asked.id, sms.code)).json().error.code).toBe('consent_decided');
    expect(await audit(asked.id)).toEqual(['assisted_order.ask done', 'assisted_order.confirm done', 'consent_decided refused']);
  });

  it("holds the farmer's units from the shop's own checkout until he answers, and lets them go when the agent cancels", async () => {
    // 3 sprayers left; the agent holds all 3 for another farmer.
    const res = await ask(order('98220 40002', { items: [{ productId: sprayer, quantity: 3 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const buyer = sessionCookie(await http().register(customer()));
    const checkout = () => http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: sprayer, quantity: 1 }], shipping, paymentMethod: 'cod' } });
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('insufficient_stock');
    // A second agent's order of the same units is refused too.
    expect((await ask(order('98220 40003', { items: [{ productId: sprayer, quantity: 1 }] }))).json().error.code).toBe('insufficient_stock');
    const cancelled = await http().call('POST', `/api/admin/assisted-orders/${res.json<AdminAssistedOrder>().id}/cancel`, { cookie: staff.agent.cookie });
    expect(cancelled.json<AdminAssistedOrder>().status).toBe('cancelled');
    expect(await held(sprayer)).toBe(0);
    expect((await checkout()).statusCode).toBe(201);
  });

  it('counts each wrong code, ends the order at the fifth and lets its units go; nothing is placed', async () => {
    const asked = (await ask(order('98220 40004', { items: [{ productId: tarpaulin, quantity: 4 }] }))).json<AdminAssistedOrder>();
    const right = lastTo('+919822040004').code;
    const wrong = right === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await confirm(asked.id, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'consent_code_wrong', params: { triesLeft: String(left) } });
      expect(res.json().error.fields.code).toBeDefined();
    }
    const fifth = await confirm(asked.id, wrong);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().error.code).toBe('consent_ended');
    // The right code is no good now either.
    expect((await confirm(asked.id, right)).json().error.code).toBe('consent_decided');
    expect(await held(tarpaulin)).toBe(0);
    const farmer = await t.db.selectFrom('users').select('id').where('mobile', '=', '+919822040004').executeTakeFirstOrThrow();
    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', farmer.id).execute()).toEqual([]);
    expect((await audit(asked.id)).filter((a) => a.startsWith('assisted_order'))).toEqual(['assisted_order.ask done', 'assisted_order.refuse done']);
    expect((await audit(asked.id)).filter((a) => a.startsWith('consent_code_wrong'))).toHaveLength(4);
  });

  it('lets the farmer see and confirm the order by the link in his message', async () => {
    const asked = (await ask(order('98220 40005', { farmer: { mobile: '98220 40005', name: 'Sunita Jadhav', language: 'mr' }, items: [{ productId: tarpaulin, quantity: 1 }] }))).json<AdminAssistedOrder>();
    const { token, flowId } = lastTo('+919822040005');
    expect(flowId).toBe('flow-consent-mr');
    const shown = await http().call('GET', `/api/store/order-consent/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<StoreOrderConsent>()).toMatchObject({ status: 'waiting', lines: [{ name: 'Tarpaulin 12 x 15 ft', quantity: 1 }], totalPaise: asked.totalPaise, paymentMethod: 'cod', shipping: { fullName: shipping.fullName, city: 'Pune' }, orderNumber: null });
    const yes = await http().call('POST', `/api/store/order-consent/${token}`);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json<StoreOrderConsent>()).toMatchObject({ status: 'confirmed', orderNumber: expect.stringMatching(/^HY-/) });
    expect((await http().call('POST', `/api/store/order-consent/${token}`)).json().error.code).toBe('consent_decided');
    // Nobody else's link: a made-up token names nothing, a malformed one is refused at its field.
    expect((await http().call('GET', '/api/store/order-consent/AAAAAAAA')).statusCode).toBe(404);
    expect((await http().call('GET', '/api/store/order-consent/<script>')).statusCode).toBe(400);
    const view = (await http().call('GET', `/api/admin/assisted-orders/${asked.id}`, { cookie: staff.agent.cookie })).json<AdminAssistedOrder>();
    expect(view).toMatchObject({ status: 'confirmed', order: { number: yes.json<StoreOrderConsent>().orderNumber } });
    expect(await audit(asked.id)).toEqual(['assisted_order.ask done']);
    // The farmer's own yes is no staff write: the order's confirmation carries the agent as who placed it.
    expect((await t.db.selectFrom('orders').select('placed_by').where('id', '=', view.order!.id).executeTakeFirstOrThrow()).placed_by).toBe(staff.agent.id);
  });

  it('sends a new code and link when asked again, no sooner than 30 seconds after the last; the old ones are no good', async () => {
    const asked = (await ask(order('98220 40010', { items: [{ productId: tarpaulin, quantity: 1 }] }))).json<AdminAssistedOrder>();
    const first = lastTo('+919822040010');
    const resend = () => http().call('POST', `/api/admin/assisted-orders/${asked.id}/resend`, { cookie: staff.agent.cookie });
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toMatchObject({ code: 'consent_wait', params: { seconds: '30' } });
    clock.now += 31_000;
    expect((await resend()).statusCode).toBe(200);
    const second = lastTo('+919822040010');
    expect(second.token).not.toBe(first.token);
    expect((await http().call('GET', `/api/store/order-consent/${first.token}`)).statusCode).toBe(404);
    if (first.code !== second.code) expect((await confirm(asked.id, first.code)).json().error.code).toBe('consent_code_wrong');
    expect((await confirm(asked.id, second.code)).json<AdminAssistedOrder>().status).toBe('confirmed');
    expect(await audit(asked.id)).toContain('assisted_order.resend done');
  });

  it('ends an order the farmer did not confirm in 15 minutes: its units free again, his late code refused', async () => {
    const asked = (await ask(order('98220 40006', { items: [{ productId: tarpaulin, quantity: 2 }] }))).json<AdminAssistedOrder>();
    const { code } = lastTo('+919822040006');
    expect(await held(tarpaulin)).toBe(2);
    clock.now += 15 * 60_000 + 1;
    const late = await confirm(asked.id, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('consent_expired');
    expect(await held(tarpaulin)).toBe(0);
    expect((await http().call('GET', `/api/admin/assisted-orders/${asked.id}`, { cookie: staff.agent.cookie })).json<AdminAssistedOrder>().status).toBe('expired');
  });

  it('refuses a role without orders.assist, a vendor\'s or staff number, a new number without a name, and card payment', async () => {
    expect((await ask(order('98220 40007'), staff.dispatcher.cookie)).statusCode).toBe(403);
    const staffMobile = '+919822040008';
    await t.db.updateTable('users').set({ mobile: staffMobile }).where('id', '=', staff.dispatcher.id).execute();
    const notFarmer = await ask(order('98220 40008'));
    expect(notFarmer.statusCode).toBe(409);
    expect(notFarmer.json().error.code).toBe('not_a_farmer');
    const noName = await ask(order('98220 40009', { farmer: { mobile: '98220 40009', language: 'hi' } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.fields).toHaveProperty('name');
    const online = await ask(order('98220 40009', { paymentMethod: 'online' }));
    expect(online.statusCode).toBe(400);
    expect(online.json().error.fields).toHaveProperty('paymentMethod');
    expect(await t.db.selectFrom('users').select('id').where('mobile', '=', '+919822040009').execute()).toEqual([]);
  });
});
