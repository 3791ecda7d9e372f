import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPickupPoint, StorePickupPoints } from '../../src/shared/schemas/pickup-points.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';

const FLOWS: Flows = { 'flow-link-en': ['agent-link', 'en'], 'flow-code-en': ['sign-in-code', 'en'] };
/** Vitthal's point in his village: Shirur taluka, Pune district. */
const POINT = { name: 'Kendre Krishi Seva Kendra', address: 'Near the gram panchayat, Wadgaon Rasai', city: 'Shirur', state: 'Maharashtra', pincode: '412211', phone: '98220 77777', hours: '8 am to 7 pm, not Sunday', active: true };
/** The farmer's own address, in another state: the point decides where his order goes and its tax. */
const HOME = { ...shipping, fullName: 'Sunita Jadhav', email: '', phone: '98220 60001', address: 'Ward 4, Station Road', city: 'Hubballi', state: 'Karnataka' as const, pincode: '580029' };

/**
 * Village pickup points (docs/product-rules.md 56, docs/decisions/0071): a field agent keeps one
 * point; checkout offers it to the farmers on his list only, while it is on and he is a field agent;
 * an order collected there ships to its address, is taxed there and keeps the point as it was.
 */
describeEachDialect('village pickup points', (dialect) => {
  let t: StoppableTestApp;
  let providers: TextProviders;
  const clock = { now: Date.parse('2026-12-05T05:00:00Z') };
  const http = () => api(t.app);
  const staff = {} as Record<'owner' | 'agent' | 'callCentre', { cookie: string; id: string }>;
  let farmer: string;
  let stranger: string;
  let sprayer: string;

  const staffAs = (role: StaffRole, name: string) => signInAsStaff(t, role, name);
  const codeTo = (mobile: string) => /\b([0-9]{6})\b/.exec(providers.msg91.sent.filter((m) => m.to === mobile).at(-1)!.text)![1]!;
  const save = (body: unknown, cookie = staff.agent.cookie) => http().call('PUT', '/api/admin/agent/pickup-point', { cookie, body });
  const pointsOf = (cookie?: string) => http().call('GET', '/api/store/pickup-points', cookie ? { cookie } : {});
  const place = (cookie: string, over: Record<string, unknown> = {}) =>
    http().call('POST', '/api/store/orders', { cookie, body: { items: [{ productId: sprayer, quantity: 2 }], shipping: HOME, paymentMethod: 'cod', pickupPointId: staff.agent.id, ...over } });
  const countOrders = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS });
    t = await createTestApp(dialect, { clock: () => clock.now, publicUrl: 'https://hariyali.in', texts: providers.texts });
    staff.owner = await staffAs('owner', 'Omkar Owner');
    staff.agent = await staffAs('field_agent', 'Vitthal Kendre');
    staff.callCentre = await staffAs('call_centre', 'Asha Agent');
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_450_00, stock: 20 })).id;
    // Sunita is on Vitthal's list (her code read out to him), and signs in with her number.
    expect((await http().call('POST', '/api/admin/agent/farmers', { cookie: staff.agent.cookie, body: { mobile: HOME.phone, name: HOME.fullName, language: 'en' } })).statusCode).toBe(202);
    expect((await http().call('POST', '/api/admin/agent/farmers/confirm', { cookie: staff.agent.cookie, body: { mobile: HOME.phone, code: codeTo('+919822060001') } })).statusCode).toBe(201);
    clock.now += 31_000;
    expect((await http().call('POST', '/api/auth/mobile/code', { body: { phone: HOME.phone, channel: 'sms' } })).statusCode).toBe(200);
    farmer = sessionCookie(await http().call('POST', '/api/auth/mobile/verify', { body: { phone: HOME.phone, code: codeTo('+919822060001') } }));
    // Another farmer, on nobody's list.
    stranger = sessionCookie(await http().call('POST', '/api/auth/register', { body: customer({ email: 'other.farmer@example.in' }) }));
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
  });

  it('lets a field agent keep his point: every field checked, the pincode in its state, each save in the audit log', async () => {
    expect((await http().call('GET', '/api/admin/agent/pickup-point', { cookie: staff.agent.cookie })).json<AdminPickupPoint>()).toEqual({ point: null });
    const empty = await save({ ...POINT, name: ' ', pincode: '4122', phone: 'call me', hours: 'x'.repeat(101) });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['hours', 'name', 'phone', 'pincode']);
    const elsewhere = await save({ ...POINT, state: 'Karnataka' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toHaveProperty('pincode');
    // Not his to keep: a call-centre agent has no farmers (farmers.own).
    expect((await save(POINT, staff.callCentre.cookie)).statusCode).toBe(403);
    expect(await t.db.selectFrom('pickup_points').selectAll().execute()).toEqual([]);

    const saved = await save({ ...POINT, name: '  Kendre   Krishi Seva Kendra ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminPickupPoint>().point).toMatchObject({ ...POINT, active: true });
    const entry = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'entity_id']).where('action', '=', 'pickup_point.save').executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'pickup_point.save', actor_id: staff.agent.id, entity_id: staff.agent.id });
  });

  it('offers the point to the farmers on his list only', async () => {
    expect((await pointsOf()).statusCode).toBe(401);
    expect((await pointsOf(stranger)).json<StorePickupPoints>()).toEqual({ points: [] });
    const mine = (await pointsOf(farmer)).json<StorePickupPoints>();
    expect(mine.points).toEqual([{ id: staff.agent.id, agentName: 'Vitthal Kendre', name: POINT.name, address: POINT.address, city: POINT.city, state: POINT.state, pincode: POINT.pincode, phone: POINT.phone, hours: POINT.hours }]);
  });

  it('ships an order collected there to the point, taxed where it is, and keeps the point as it was', async () => {
    const res = await place(farmer);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<StoreOrder>();
    expect(order.shipping).toMatchObject({ fullName: HOME.fullName, phone: HOME.phone, address: `${POINT.name}, ${POINT.address}`, city: POINT.city, state: 'Maharashtra', pincode: POINT.pincode });
    expect(order.pickupPoint).toEqual({ id: staff.agent.id, name: POINT.name, phone: POINT.phone, hours: POINT.hours });
    // Supplied in Maharashtra, where the shop is: CGST and SGST, not Karnataka's IGST.
    expect(order.placeOfSupply).toBe('Maharashtra');
    expect(order.taxSplit.map((r) => r.kind)).toEqual(['cgst', 'sgst']);
    // The agent renames his point later: the order keeps the one it was collected at.
    expect((await save({ ...POINT, name: 'Kendre Agro Centre' })).statusCode).toBe(200);
    const again = (await http().call('GET', `/api/store/orders/${order.id}`, { cookie: farmer })).json<StoreOrder>();
    expect(again.pickupPoint?.name).toBe(POINT.name);
    expect(again.shipping.address).toBe(`${POINT.name}, ${POINT.address}`);
    // Without a point, his own address as before.
    const home = await place(farmer, { pickupPointId: '' });
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json<StoreOrder>()).toMatchObject({ pickupPoint: null, placeOfSupply: 'Karnataka', shipping: { city: 'Hubballi' } });
    expect(home.json<StoreOrder>().taxSplit.map((r) => r.kind)).toEqual(['igst']);
  });

  it('refuses a point not offered to the buyer (not on the list, switched off, no longer a field agent), nothing written', async () => {
    const before = await countOrders();
    const refused = async (cookie: string, over: Record<string, unknown> = {}) => {
      const res = await place(cookie, over);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'pickup_point_unavailable', fields: { pickupPointId: expect.any(String) } });
    };
    await refused(stranger);
    await refused(farmer, { pickupPointId: staff.callCentre.id });
    // Switched off, its hours left blank: the form sends null for a blank, as it parsed it.
    const off = await save({ ...POINT, hours: null, active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<AdminPickupPoint>().point).toMatchObject({ hours: null, active: false });
    expect((await pointsOf(farmer)).json<StorePickupPoints>()).toEqual({ points: [] });
    await refused(farmer);
    expect((await save(POINT)).statusCode).toBe(200);
    expect((await pointsOf(farmer)).json<StorePickupPoints>().points).toHaveLength(1);
    await t.db.updateTable('users').set({ staff_role: 'call_centre' }).where('id', '=', staff.agent.id).execute();
    expect((await pointsOf(farmer)).json<StorePickupPoints>()).toEqual({ points: [] });
    await refused(farmer);
    await t.db.updateTable('users').set({ staff_role: 'field_agent' }).where('id', '=', staff.agent.id).execute();
    expect(await countOrders()).toBe(before);
  });
});
