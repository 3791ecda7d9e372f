import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminCodRemittanceDetail, AdminCodRemittanceList } from '../../src/shared/schemas/cod-remittances.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { PUNE } from '../helpers/shop.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHIPROCKET_KEYS, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

const TOKEN = 'sr-webhook-token-0123456789abcdef';
const BOX = { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15 };
const BANK = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };
/** Rupees as Shiprocket's statement writes them, from paise. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The courier's COD remittances matched to orders (docs/product-rules.md 60, docs/decisions/0075):
 * orders booked with a stand-in of Shiprocket, delivered by its webhook, then the accountant
 * uploads the remittance's statement as Shiprocket's panel exports it.
 */
describeEachDialect('COD remittances from the courier', (dialect) => {
  let t: TestApp;
  let sr: ShiprocketStandIn;
  const now = Date.parse('2026-12-10T05:00:00Z');
  let admin: string;
  let accountant: string;
  let dispatcher: string;
  let buyer: string;
  let product: string;
  const http = () => api(t.app);

  const staffAs = async (role: StaffRole) => (await signInAsStaff(t, role)).cookie;
  /** An order booked with the courier (shipped with its AWB), delivered by the courier's webhook unless told not to. */
  const shippedOrder = async (paymentMethod: 'cod' | 'bank_transfer' = 'cod', delivered = true) => {
    const placed = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: product, quantity: 1 }], shipping: PUNE, paymentMethod } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    const booked = await http().call('POST', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher, body: BOX });
    expect(booked.statusCode, booked.body).toBe(200);
    const awb = sr.orders.get(order.number)!.awb!;
    if (delivered) {
      const update = { awb, courier_name: 'Delhivery Surface', current_status: 'DELIVERED', current_status_id: 7, shipment_status: 'DELIVERED', shipment_status_id: 7, current_timestamp: '10 12 2026 15:00:00', order_id: order.number };
      const res = await http().call('POST', '/api/webhooks/courier-tracking', { body: update, headers: { 'x-api-key': TOKEN } });
      expect(res.json(), res.body).toEqual({ applied: true });
    }
    return { ...order, awb };
  };
  const statement = (rows: Array<[awb: string, amountPaise: number]>, crf = 'CRF-20261214', utr = 'UTIB26121400123') =>
    ['AWB No,Order ID,COD Amount,CRF ID,UTR,Remittance Date', ...rows.map(([awb, paise], i) => `${awb},HY-${i},"${Number(rupees(paise)).toLocaleString('en-IN', { minimumFractionDigits: 2 })}",${crf},${utr},14-12-2026`)].join('\r\n');
  const upload = (csv: string, cookie = accountant) => http().call('POST', '/api/admin/cod-remittances', { cookie, body: { csv } });
  const orderOf = async (id: string) => (await http().call('GET', `/api/admin/orders/${id}`, { cookie: admin })).json<AdminOrder>();
  const revenue = async () => (await http().call('GET', '/api/admin/dashboard', { cookie: admin })).json<{ revenuePaise: number }>().revenuePaise;
  const remittanceRows = async () => (await t.db.selectFrom('cod_remittances').select('id').execute()).length;

  beforeAll(async () => {
    sr = await startShiprocketStandIn({ now: () => now });
    t = await createTestApp(dialect, { clock: () => now, shiprocket: { apiUrl: sr.url, ...SHIPROCKET_KEYS, webhookToken: TOKEN } });
    admin = (await signInAsAdmin(t)).cookie;
    accountant = await staffAs('accountant');
    dispatcher = await staffAs('dispatcher');
    buyer = sessionCookie(await http().register(customer()));
    product = (await t.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow()).id;
    const saved = await http().call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await http().call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank: BANK } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sr?.close();
  });

  it('marks a delivered COD order\'s cash collected with the remittance\'s reference, and only then counts it as money received', async () => {
    const order = await shippedOrder();
    expect((await orderOf(order.id)).status).toBe('delivered');
    const before = await revenue();
    // Delivered, the cash still with the courier: not money received.
    expect((await orderOf(order.id)).paymentStatus).toBe('cod_due');

    const res = await upload(statement([[order.awb, order.totalPaise]], 'CRF-1001', 'UTIB26121400001'));
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json<AdminCodRemittanceDetail>();
    expect(detail.remittance).toMatchObject({ carrier: 'shiprocket', reference: 'CRF-1001', utr: 'UTIB26121400001', remittedOn: '2026-12-14', amountPaise: order.totalPaise, matchedPaise: order.totalPaise, lineCount: 1, matchedCount: 1, differenceCount: 0 });
    expect(detail.lines).toEqual([{ row: 2, awb: order.awb, orderId: order.id, orderNumber: order.number, amountPaise: order.totalPaise, expectedPaise: order.totalPaise, outcome: 'matched' }]);

    const after = await orderOf(order.id);
    expect(after).toMatchObject({ paymentStatus: 'cod_collected', bankUtr: 'UTIB26121400001', paymentSettledAt: expect.any(String) });
    expect(await revenue()).toBe(before + order.totalPaise);
    // The order's payment and the import are in the audit log, as the accountant's.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', 'in', ['order.payment', 'cod_remittance.import']).where('entity_id', 'in', [order.id, detail.remittance.id]).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['cod_remittance.import', 'order.payment']);
    const list = (await http().call('GET', '/api/admin/cod-remittances', { cookie: accountant })).json<AdminCodRemittanceList>();
    expect(list.items.find((r) => r.id === detail.remittance.id)).toMatchObject({ reference: 'CRF-1001', recordedByName: 'Staff accountant' });
  });

  it('lists an amount that differs, an AWB it never shipped, a prepaid order, cash already collected and a cancelled order, changing none of them', async () => {
    const short = await shippedOrder();
    const prepaid = await shippedOrder('bank_transfer', false);
    const byHand = await shippedOrder();
    expect((await http().call('POST', `/api/admin/orders/${byHand.id}/payment`, { cookie: accountant, body: { action: 'cod_collected' } })).statusCode).toBe(200);
    const matched = await shippedOrder('cod', false);
    // A parcel the shop cancelled on its way (its cash is never recorded on a cancelled order).
    const cancelled = await shippedOrder('cod', false);
    const cancelling = await http().call('PATCH', `/api/admin/orders/${cancelled.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect(cancelling.statusCode, cancelling.body).toBe(200);
    const before = await revenue();

    const res = await upload(statement([[short.awb, short.totalPaise - 50_00], ['SR99999999', 100_00], [prepaid.awb, prepaid.totalPaise], [byHand.awb, byHand.totalPaise], [matched.awb, matched.totalPaise], [cancelled.awb, cancelled.totalPaise]], 'CRF-1002'));
    expect(res.statusCode, res.body).toBe(201);
    const { remittance, lines } = res.json<AdminCodRemittanceDetail>();
    expect(lines.map((l) => [l.row, l.outcome])).toEqual([[2, 'amount_differs'], [3, 'unknown_awb'], [4, 'not_cod'], [5, 'already_collected'], [6, 'matched'], [7, 'order_cancelled']]);
    expect(lines[0]).toMatchObject({ orderId: short.id, amountPaise: short.totalPaise - 50_00, expectedPaise: short.totalPaise });
    expect(lines[1]).toMatchObject({ orderId: null, orderNumber: null, expectedPaise: null });
    expect(remittance).toMatchObject({ lineCount: 6, matchedCount: 1, differenceCount: 5, matchedPaise: matched.totalPaise });

    expect((await orderOf(short.id)).paymentStatus).toBe('cod_due');
    expect((await orderOf(prepaid.id)).paymentStatus).toBe('bank_awaiting');
    expect(await orderOf(byHand.id)).toMatchObject({ paymentStatus: 'cod_collected', bankUtr: null });
    expect(await orderOf(cancelled.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cod_due' });
    // A shipped order's cash is collected though its delivery scan has not come yet: the courier remitted it.
    expect(await orderOf(matched.id)).toMatchObject({ status: 'shipped', paymentStatus: 'cod_collected' });
    expect(await revenue()).toBe(before + matched.totalPaise);

    const read = await http().call('GET', `/api/admin/cod-remittances/${remittance.id}`, { cookie: accountant });
    expect(read.json<AdminCodRemittanceDetail>().lines).toEqual(lines);
    expect((await http().call('GET', '/api/admin/cod-remittances/no-such-remittance', { cookie: accountant })).statusCode).toBe(404);
  });

  it('refuses the same remittance imported again, changing nothing; two imports at once: one wins', async () => {
    const first = await shippedOrder();
    const csv = statement([[first.awb, first.totalPaise]], 'CRF-1003');
    expect((await upload(csv)).statusCode).toBe(201);
    const count = await remittanceRows();
    const again = await upload(csv);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('remittance_exists');
    expect(await remittanceRows()).toBe(count);

    const second = await shippedOrder();
    const both = statement([[second.awb, second.totalPaise]], 'CRF-1004');
    const answers = await Promise.all([upload(both), upload(both)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await remittanceRows()).toBe(count + 1);
    expect((await t.db.selectFrom('audit_log').select('id').where('action', '=', 'order.payment').where('entity_id', '=', second.id).execute()).length).toBe(1);
  });

  it('refuses a file it cannot read with the row named, writing nothing', async () => {
    const order = await shippedOrder();
    const good = `${order.awb},HY-1,${rupees(order.totalPaise)},CRF-1005,UTIB26121400005,2026-12-14`;
    const header = 'awb_code, order id ,cod amount,CRF ID,utr,REMITTANCE DATE';
    const count = await remittanceRows();
    const cases: Array<[csv: string, row: number, problem: string]> = [
      [`${header}\n${good}\nSR12345678,HY-2,12.345,CRF-1005,UTIB26121400005,2026-12-14`, 3, 'amount'],
      [`${header}\n${good}\n${good}`, 3, 'duplicate_awb'],
      [`${header}\n${good}\nSR12345679,HY-2,100,CRF-1006,UTIB26121400005,2026-12-14`, 3, 'mixed_references'],
      [`${header}\n\n${good.replace('2026-12-14', '31-02-2026')}`, 3, 'date'],
      [`${header}\n${good.replace(order.awb, 'AW B!')}`, 2, 'awb'],
      ['AWB,CRF ID,Remittance Date\nSR1,CRF-1,2026-12-14', 1, 'missing_column'],
      [`${header}\n"${order.awb},100`, 2, 'unclosed_quote'],
      [header, 2, 'empty'],
    ];
    for (const [csv, row, problem] of cases) {
      const res = await upload(csv);
      expect(res.statusCode, `${problem}: ${res.body}`).toBe(400);
      expect(res.json().error, problem).toMatchObject({ code: 'remittance_file_invalid', params: { row, problem } });
      expect(res.json().error.message, problem).toContain(`Row ${row}`);
    }
    const tooLarge = await upload('x'.repeat(512 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual({ csv: 'This file is too large for one remittance: at most 512 KB of text' });
    expect(await remittanceRows()).toBe(count);
    expect((await orderOf(order.id)).paymentStatus).toBe('cod_due');
    // Read whole once it is right: headers in any case and spacing, a byte-order mark, amounts with the rupee sign.
    const res = await upload(`\uFEFF${header}\n${good.replace(rupees(order.totalPaise), `"₹ ${rupees(order.totalPaise)}"`)}\n`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminCodRemittanceDetail>().lines.map((l) => l.outcome)).toEqual(['matched']);
  });

  it('is the accountant\'s, a manager\'s and the owner\'s: a dispatcher is refused', async () => {
    const order = await shippedOrder();
    const refused = await upload(statement([[order.awb, order.totalPaise]], 'CRF-1007'), dispatcher);
    expect(refused.statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/cod-remittances', { cookie: dispatcher })).statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/cod-remittances', { cookie: buyer })).statusCode).toBe(403);
    expect((await orderOf(order.id)).paymentStatus).toBe('cod_due');
    const manager = await staffAs('manager');
    expect((await upload(statement([[order.awb, order.totalPaise]], 'CRF-1007'), manager)).statusCode).toBe(201);
  });
});
