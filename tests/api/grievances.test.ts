import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminGrievance, AdminGrievanceList, StoreGrievanceCreated, StoreGrievanceList } from '../../src/shared/schemas/grievances.ts';
import type { StoreContactMessageCreated } from '../../src/shared/schemas/contact.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { openSeededShop, PUNE } from '../helpers/shop.ts';

// Grievances (docs/product-rules.md 54, docs/decisions/0069) on both databases: tickets from the
// contact form, the buyer's order page and the staff's desk, the rule's clocks (48 hours to
// acknowledge, a month to resolve) on the app's clock, which the test moves, never the real one.
const START = Date.parse('2026-12-04T04:30:00Z');
const HOUR = 3_600_000;

describeEachDialect('grievances', (dialect) => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof openSeededShop>>['http'];
  let now = START;
  let buyer: string;
  let other: string;
  let productId: string;
  const staff = {} as Record<'support' | 'agent' | 'dispatcher', { cookie: string; id: string }>;

  const staffOf = async (role: StaffRole, name: string) => {
    const { cookie, email } = await signInAsAdmin(t, name);
    const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
    return { cookie, id };
  };

  beforeAll(async () => {
    const shop = await openSeededShop(dialect, { clock: () => now });
    ({ t, http } = shop);
    buyer = sessionCookie(await http.register(customer({ name: 'Ganesh Shinde', email: 'ganesh.grievance@example.in' })));
    other = sessionCookie(await http.register(customer({ name: 'Someone Else' })));
    productId = (await t.db.selectFrom('products').select('id').where('is_active', '=', 1).where('stock', '>', 5).orderBy('price_paise').executeTakeFirstOrThrow()).id;
    staff.support = await staffOf('support', 'Meena Support');
    staff.agent = await staffOf('call_centre', 'Asha Agent');
    staff.dispatcher = await staffOf('dispatcher', 'Dinesh Dispatcher');
  });
  afterAll(async () => {
    await t?.close();
  });

  const desk = async (show: 'open' | 'overdue' | 'all', cookie = staff.support.cookie) => {
    const res = await http.call('GET', `/api/admin/grievances?show=${show}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminGrievanceList>();
  };
  const placeOrder = async (cookie: string) => {
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId, quantity: 1 }], shipping: PUNE } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const audit = (id: string) => t.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity_id', '=', id).where('outcome', '=', 'done').orderBy('id').execute();
  const outbox = (kind: string) => t.db.selectFrom('message_outbox').select(['recipient', 'channel', 'text_body', 'kind']).where('kind', '=', kind).orderBy('created_at').execute();

  it('numbers a complaint sent with the contact form and tells the number, keeping the message in the inbox', async () => {
    const body = { name: 'Ramesh Pawar', email: 'ramesh@example.in', phone: '98220 40001', subject: 'Seeds did not sprout', message: 'Half the packet did not sprout.', inquiryType: 'complaint' };
    const res = await http.call('POST', '/api/store/contact-messages', { body });
    expect(res.statusCode, res.body).toBe(201);
    const { ticket } = res.json<StoreContactMessageCreated>();
    expect(ticket?.number).toMatch(/^GR-\d{6}$/);
    expect(ticket).toMatchObject({ ackDueAt: new Date(START + 48 * HOUR).toISOString(), resolveDueAt: '2027-01-04T04:30:00.000Z' });
    const row = await t.db.selectFrom('grievances').selectAll().where('number', '=', Number(ticket!.number.slice(3))).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'contact_form', status: 'open', mobile: '+919822040001', email: 'ramesh@example.in', user_id: null });
    expect(await t.db.selectFrom('contact_messages').select('inquiry_type').where('email', '=', 'ramesh@example.in').executeTakeFirst()).toEqual({ inquiry_type: 'complaint' });
    // Told at once by e-mail and SMS with the number.
    expect((await outbox('grievance-received')).map((m) => m.recipient)).toEqual(expect.arrayContaining(['ramesh@example.in', '+919822040001']));
    expect((await outbox('grievance-received')).find((m) => m.channel === 'sms')?.text_body).toContain(ticket!.number);
    // Another inquiry makes no ticket.
    const plain = await http.call('POST', '/api/store/contact-messages', { body: { ...body, inquiryType: 'general' } });
    expect(plain.json<StoreContactMessageCreated>().ticket).toBeUndefined();
  });

  it('lets a visitor find his ticket by its number and the mobile or e-mail it was made with, and nothing else', async () => {
    const body = { name: 'Kavita Shinde', email: 'kavita@example.in', phone: '98220 40009', subject: 'Wrong bill', message: 'The bill shows a wrong amount.', inquiryType: 'complaint' };
    const { ticket } = (await http.call('POST', '/api/store/contact-messages', { body, address: '10.77.0.1' })).json<StoreContactMessageCreated>();
    const lookup = (number: string, contact: string) => http.call('POST', '/api/store/grievances/lookup', { body: { number, contact }, address: '10.77.0.2' });
    const byMobile = await lookup(ticket!.number.toLowerCase(), '+91 98220 40009');
    expect(byMobile.statusCode, byMobile.body).toBe(200);
    expect(byMobile.json<StoreGrievanceList['items'][number]>()).toMatchObject({ number: ticket!.number, status: 'open', replies: [] });
    expect((await lookup(String(Number(ticket!.number.slice(3))), 'KAVITA@example.in')).statusCode).toBe(200);
    const wrong = await lookup(ticket!.number, '98220 40008');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.code).toBe('not_found');
    expect((await lookup('GR-999999', 'kavita@example.in')).statusCode).toBe(404);
  });

  it('lets a buyer report a problem on his own order only: another buyer 404, a visitor 401', async () => {
    const order = await placeOrder(buyer);
    const report = { category: 'product_quality', text: 'The bottle was leaking.' };
    expect((await http.call('POST', `/api/store/orders/${order.id}/grievances`, { body: report })).statusCode).toBe(401);
    const theirs = await http.call('POST', `/api/store/orders/${order.id}/grievances`, { cookie: other, body: report });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('not_found');
    const res = await http.call('POST', `/api/store/orders/${order.id}/grievances`, { cookie: buyer, body: report });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<StoreGrievanceCreated>();
    const mine = (await http.call('GET', '/api/store/grievances', { cookie: buyer })).json<StoreGrievanceList>();
    expect(mine.items).toEqual([expect.objectContaining({ number: created.number, status: 'open', orderNumber: order.number, category: 'product_quality' })]);
    expect((await http.call('GET', '/api/store/grievances', { cookie: other })).json<StoreGrievanceList>().items).toEqual([]);
    expect((await http.call('GET', '/api/store/grievances')).statusCode).toBe(401);
  });

  it('takes a call\'s complaint from staff with the mobile, the order by its number; refuses an unknown order and a dispatcher', async () => {
    const body = { source: 'call', mobile: '98220 40002', name: 'Sunita Jadhav', category: 'delivery', text: 'Parcel not delivered after 10 days.' };
    const denied = await http.call('POST', '/api/admin/grievances', { cookie: staff.dispatcher.cookie, body });
    expect(denied.statusCode).toBe(403);
    expect((await http.call('GET', '/api/admin/grievances', { cookie: staff.dispatcher.cookie })).statusCode).toBe(403);
    const unknown = await http.call('POST', '/api/admin/grievances', { cookie: staff.agent.cookie, body: { ...body, orderNumber: 'HY-999999' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('unknown_order');
    const res = await http.call('POST', '/api/admin/grievances', { cookie: staff.agent.cookie, body });
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json<AdminGrievance>();
    expect(ticket).toMatchObject({ source: 'call', status: 'open', customer: { name: 'Sunita Jadhav', mobile: '+919822040002' }, overdue: false });
    expect(await audit(ticket.id)).toEqual([{ action: 'grievance.create', actor_id: staff.agent.id }]);
  });

  it('acknowledges within 48 hours, replies, resolves: each step dated by the app clock, told to the customer and in the audit log', async () => {
    const order = await placeOrder(buyer);
    const created = (await http.call('POST', `/api/store/orders/${order.id}/grievances`, { cookie: buyer, body: { category: 'wrong_item', text: 'Got a different pesticide.' } })).json<StoreGrievanceCreated>();
    const id = (await desk('open')).items.find((g) => g.number === created.number)!.id;
    now = START + 20 * HOUR;
    const ack = await http.call('POST', `/api/admin/grievances/${id}/acknowledge`, { cookie: staff.support.cookie, body: { message: 'Sorry. We are checking with the seller.' } });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json<AdminGrievance>()).toMatchObject({ status: 'acknowledged', acknowledgedAt: new Date(now).toISOString(), overdue: false, handledBy: { id: staff.support.id, name: 'Meena Support' } });
    const again = await http.call('POST', `/api/admin/grievances/${id}/acknowledge`, { cookie: staff.support.cookie, body: { message: 'Again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('grievance_status');
    now = START + 30 * HOUR;
    expect((await http.call('POST', `/api/admin/grievances/${id}/replies`, { cookie: staff.support.cookie, body: { message: 'The right one leaves tomorrow.' } })).statusCode).toBe(200);
    now = START + 5 * 24 * HOUR;
    const resolved = await http.call('POST', `/api/admin/grievances/${id}/resolve`, { cookie: staff.agent.cookie, body: { message: 'Delivered the right product; keep the other.' } });
    expect(resolved.json<AdminGrievance>()).toMatchObject({ status: 'resolved', resolvedAt: new Date(now).toISOString() });
    expect((await http.call('POST', `/api/admin/grievances/${id}/close`, { cookie: staff.agent.cookie, body: {} })).statusCode).toBe(409);

    const mine = (await http.call('GET', '/api/store/grievances', { cookie: buyer })).json<StoreGrievanceList>().items.find((g) => g.number === created.number)!;
    expect(mine.status).toBe('resolved');
    expect(mine.replies.map((r) => [r.step, r.message])).toEqual([
      ['acknowledge', 'Sorry. We are checking with the seller.'],
      ['reply', 'The right one leaves tomorrow.'],
      ['resolve', 'Delivered the right product; keep the other.'],
    ]);
    expect((await http.call('GET', '/api/store/grievances', { cookie: other })).json<StoreGrievanceList>().items).toEqual([]);
    expect((await audit(id)).map((a) => a.action)).toEqual(['grievance.acknowledge', 'grievance.reply', 'grievance.resolve']);
    const updates = (await outbox('grievance-updated')).filter((m) => m.text_body.includes(created.number));
    expect(updates.filter((m) => m.recipient === 'ganesh.grievance@example.in')).toHaveLength(3);
    now = START;
  });

  it('flags a ticket overdue past 48 hours unacknowledged and past a month unresolved; closing stops the clock', async () => {
    const body = { source: 'whatsapp', mobile: '98220 40003', name: 'Vijay More', category: 'payment_refund', text: 'Refund not received.' };
    now = START;
    const ticket = (await http.call('POST', '/api/admin/grievances', { cookie: staff.support.cookie, body })).json<AdminGrievance>();
    const closing = (await http.call('POST', '/api/admin/grievances', { cookie: staff.support.cookie, body: { ...body, text: 'Same refund, again.' } })).json<AdminGrievance>();
    now = START + 47 * HOUR;
    expect((await desk('overdue')).items.map((g) => g.id)).not.toContain(ticket.id);
    now = START + 49 * HOUR;
    const late = await desk('overdue');
    expect(late.items.find((g) => g.id === ticket.id)).toMatchObject({ overdue: true, status: 'open' });
    expect(late.asOf).toBe(new Date(now).toISOString());
    expect(late.overdueCount).toBeGreaterThanOrEqual(2);
    expect((await http.call('POST', `/api/admin/grievances/${closing.id}/close`, { cookie: staff.support.cookie, body: { message: 'Duplicate' } })).json<AdminGrievance>().status).toBe('closed');
    expect((await desk('overdue')).items.map((g) => g.id)).not.toContain(closing.id);
    expect((await http.call('POST', `/api/admin/grievances/${ticket.id}/acknowledge`, { cookie: staff.support.cookie, body: { message: 'Checking with the bank.' } })).statusCode).toBe(200);
    expect((await desk('overdue')).items.map((g) => g.id)).not.toContain(ticket.id);
    now = Date.parse('2027-01-04T04:30:01Z');
    expect((await desk('overdue')).items.find((g) => g.id === ticket.id)).toMatchObject({ overdue: true, status: 'acknowledged' });
    expect((await desk('all')).items.find((g) => g.id === closing.id)).toMatchObject({ status: 'closed', overdue: false });
    // Sent by WhatsApp, as the complaint came.
    expect((await outbox('grievance-updated')).find((m) => m.recipient === '+919822040003')).toMatchObject({ channel: 'whatsapp' });
    expect((await audit(closing.id)).map((a) => a.action)).toEqual(['grievance.create', 'grievance.close']);
    now = START;
  });
});
