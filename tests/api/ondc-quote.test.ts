import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import { onInitSchema, onSelectSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { ONDC_NODE, openOndcShop, type OndcShop } from '../helpers/ondc-shop.ts';

const PUNE = { gps: '18.5204,73.8567', address: { area_code: '411001', city: 'Pune', state: 'Maharashtra' } };
const BILLING = { name: 'Suresh Jadhav', phone: '9876543210', address: { name: 'Suresh Jadhav', building: 'House 12', street: 'Shivaji Nagar', locality: 'Shivaji Nagar', city: 'Pune', state: 'Maharashtra', country: 'IND', area_code: '411001' } };
const END = { location: PUNE, contact: { phone: '9876543210' }, person: { name: 'Suresh Jadhav' } };
const paise = (rupees: string) => Math.round(Number(rupees) * 100);

// A buyer app's cart quoted by the shop's own checkout (docs/product-rules.md 62): on_select, then
// on_init with the payment terms, each signed; what the shop refuses is ONDC's error.
describeEachDialect('an ONDC buyer app asks the shop for a quote', (dialect) => {
  let shop: OndcShop;
  const now = Date.parse('2026-12-10T04:30:00Z');
  const id = (name: string) => shop.ids[name]!;

  beforeAll(async () => {
    shop = await openOndcShop(dialect, () => now);
    await shop.ready();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const order = (items: Array<{ id: string; count: number }>, extra: Record<string, unknown> = {}) => ({
    provider: { id: ONDC_NODE.subscriberId, locations: [{ id: 'store' }] },
    items: items.map((i) => ({ id: i.id, location_id: 'store', quantity: { count: i.count } })),
    fulfillments: [{ end: { location: PUNE } }],
    ...extra,
  });
  const ask = async (action: 'select' | 'init', message: unknown) => {
    const res = await shop.buyerApp.send(shop.node, action, { context: shop.buyerApp.context(action, { bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl }), message });
    expect(res.json).toEqual({ message: { ack: { status: 'ACK' } } });
    await shop.t.app.sendOndcCallbacks();
    const callback = shop.buyerApp.callbacks().at(-1)!;
    expect(callback).toMatchObject({ action: `on_${action}`, signed: true });
    return callback.body;
  };
  const webQuote = async (items: Array<{ productId: string; quantity: number }>) => {
    const res = await shop.http.call('POST', '/api/store/orders/quote', { body: { items, shipping: { state: 'Maharashtra', pincode: '411001' } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreOrderQuote>();
  };

  it('on_select quotes the cart at what the shop\'s own checkout would charge, each item at its catalogue price with GST', async () => {
    const body = await ask('select', { order: order([{ id: id('Premium Wheat Seeds'), count: 2 }, { id: id('NPK 19:19:19 Water Soluble Fertilizer'), count: 3 }]) });
    expect(onSelectSchema.safeParse(body).success).toBe(true);
    const quote = body.message.order.quote;
    const web = await webQuote([{ productId: id('Premium Wheat Seeds'), quantity: 2 }, { productId: id('NPK 19:19:19 Water Soluble Fertilizer'), quantity: 3 }]);
    expect(paise(quote.price.value)).toBe(web.totalPaise);
    // The breakup adds up to the price, to the paisa.
    expect(quote.breakup.reduce((sum: number, line: { price: { value: string } }) => sum + paise(line.price.value), 0)).toBe(web.totalPaise);
    const wheat = quote.breakup.find((l: Record<string, unknown>) => l['@ondc/org/item_id'] === id('Premium Wheat Seeds') && l['@ondc/org/title_type'] === 'item');
    expect(wheat).toMatchObject({ '@ondc/org/item_quantity': { count: 2 }, price: { value: '2400.00' }, item: { price: { value: '1200.00' } } });
    expect(body.message.order.fulfillments[0]).toMatchObject({ id: 'delivery', type: 'Delivery', state: { descriptor: { code: 'Serviceable' } }, '@ondc/org/provider_name': 'Hariyali Agro Private Limited' });
    expect(body.message.order.fulfillments[0]['@ondc/org/TAT']).toMatch(/^P\d+D$/);
  });

  it('what the shop cannot quote is ONDC\'s error: more than in stock, an unknown or withheld item, another provider, an address not served, a line twice', async () => {
    const wheat = id('Premium Wheat Seeds');
    const errorOf = async (message: unknown) => (await ask('select', message)).error;
    expect(await errorOf({ order: order([{ id: wheat, count: 151 }]) })).toMatchObject({ code: '40002', message: 'Premium Wheat Seeds: 150 available' });
    expect(await errorOf({ order: order([{ id: 'no-such-item', count: 1 }]) })).toMatchObject({ code: '30004', path: 'message.order.items.0.id' });
    expect(await errorOf({ order: { ...order([{ id: wheat, count: 1 }]), provider: { id: 'other-shop' } } })).toMatchObject({ code: '30001' });
    expect(await errorOf({ order: { ...order([{ id: wheat, count: 1 }]), fulfillments: [{ end: { location: { gps: '0,0', address: { area_code: '999999' } } } }] } })).toMatchObject({ code: '30009' });
    expect(await errorOf({ order: order([{ id: wheat, count: 1 }, { id: wheat, count: 2 }]) })).toMatchObject({ code: '30000', path: 'message.order.items.1.id' });
    expect(await errorOf({ order: order([{ id: id('Combine Harvester'), count: 1 }]) })).toMatchObject({ code: '40002' });
    await shop.http.call('PUT', `/api/admin/ondc/products/${wheat}`, { cookie: shop.admin, body: { offered: false } });
    expect(await errorOf({ order: order([{ id: wheat, count: 1 }]) })).toMatchObject({ code: '30004' });
    await shop.http.call('PUT', `/api/admin/ondc/products/${wheat}`, { cookie: shop.admin, body: { offered: true } });
  });

  it('on_init takes cash on delivery collected by the shop, with the buyer\'s billing and delivery echoed and the same quote', async () => {
    const items = [{ id: id('Premium Wheat Seeds'), count: 1 }];
    const body = await ask('init', { order: order(items, { billing: BILLING, fulfillments: [{ id: 'delivery', type: 'Delivery', end: END }], payment: { type: 'ON-FULFILLMENT', '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' } }) });
    expect(onInitSchema.safeParse(body).success).toBe(true);
    const placed = body.message.order;
    expect(placed.billing).toEqual(BILLING);
    expect(placed.fulfillments[0].end).toEqual(END);
    expect(placed.payment).toMatchObject({ type: 'ON-FULFILLMENT', collected_by: 'BPP', '@ondc/org/buyer_app_finder_fee_type': 'percent', '@ondc/org/buyer_app_finder_fee_amount': '3' });
    expect(paise(placed.quote.price.value)).toBe((await webQuote([{ productId: id('Premium Wheat Seeds'), quantity: 1 }])).totalPaise);
  });

  it('a prepaid order is settled to the shop\'s bank account, and refused while none is set', async () => {
    const init = () => ask('init', { order: order([{ id: id('Soil Testing Kit'), count: 1 }], { billing: BILLING, fulfillments: [{ id: 'delivery', type: 'Delivery', end: END }], payment: { type: 'ON-ORDER' } }) });
    expect((await init()).error).toMatchObject({ code: '40004' });
    const bank = { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', ifscCode: 'SBIN0001234', isActive: true };
    expect((await shop.http.call('PUT', '/api/admin/payment-settings', { cookie: shop.admin, body: { bank } })).statusCode).toBe(200);
    const payment = (await init()).message.order.payment;
    expect(payment).toMatchObject({ type: 'ON-ORDER', collected_by: 'BAP', '@ondc/org/settlement_details': [{ settlement_type: 'neft', settlement_bank_account_no: '30123456789012', settlement_ifsc_code: 'SBIN0001234', beneficiary_name: 'Hariyali Agro Pvt Ltd' }] });
  });
});
