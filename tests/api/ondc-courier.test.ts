import { afterAll, beforeAll, expect, it } from 'vitest';
import { onStatusSchema, onTrackSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { confirmOndcOrder, ondcCall, openOndcShop, pushedAfter, type OndcShop } from '../helpers/ondc-shop.ts';
import { SHIPROCKET_KEYS, shiprocketUpdate, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

const TOKEN = 'sr-webhook-token-0123456789abcdef';
const HOUR = 3_600_000;

// A network order sent by courier (docs/product-rules.md 58, 62): the courier's scans reach the
// buyer app unasked as its delivery's state (out for delivery, each attempt; delivered), as
// they reach the shop's own buyers by text message.
describeEachDialect('an ONDC buyer app follows its order\'s courier', (dialect) => {
  let shop: OndcShop;
  let sr: ShiprocketStandIn;
  const now = Date.parse('2026-12-10T04:30:00Z');

  beforeAll(async () => {
    sr = await startShiprocketStandIn({ now: () => now });
    shop = await openOndcShop(dialect, () => now, { shiprocket: { apiUrl: sr.url, ...SHIPROCKET_KEYS, webhookToken: TOKEN } });
    await shop.ready();
    // The courier picks up from the business address, which needs its PIN code.
    await shop.t.db.updateTable('business_settings').set({ address: 'Market Yard, Gultekdi, Pune 411037' }).execute();
  });
  afterAll(async () => {
    await shop?.close();
    await sr?.close();
  });

  const scan = (awb: string, status: Parameters<typeof shiprocketUpdate>[1], at: number) => shop.http.call('POST', '/api/webhooks/courier-tracking', { body: shiprocketUpdate(awb, status, at, 'Pune_Kothrud_DC'), headers: { 'x-api-key': TOKEN } });
  const deliveryState = (body: any) => body.message.order.fulfillments[0].state.descriptor.code;

  it('booked with the courier, the order is on its way; out for delivery and delivered are pushed as its delivery\'s state', async () => {
    expect((await confirmOndcOrder(shop, 'NET-C1', { count: 1 })).body.error).toBeUndefined();
    const orderId = (await shop.t.db.selectFrom('ondc_orders').select('order_id').where('network_order_id', '=', 'NET-C1').executeTakeFirstOrThrow()).order_id;
    const booked = await pushedAfter(shop, async () => {
      const res = await shop.http.call('POST', `/api/admin/orders/${orderId}/shipment`, { cookie: shop.admin, body: { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15 } });
      expect(res.statusCode, res.body).toBe(200);
    });
    const number = (await shop.http.call('GET', `/api/admin/orders/${orderId}`, { cookie: shop.admin })).json<AdminOrder>().number;
    const awb = sr.orders.get(number)!.awb!;
    expect(booked.map((c) => deliveryState(c.body))).toEqual(['Order-picked-up']);
    // On its way with an AWB, it can be tracked: on_track gives the courier's own tracking page.
    expect(booked[0]!.body.message.order.fulfillments[0].tracking).toBe(true);
    const track = await ondcCall(shop, 'track', { order_id: 'NET-C1' });
    expect(onTrackSchema.safeParse(track).success).toBe(true);
    expect(track).toMatchObject({ message: { tracking: { id: 'delivery', url: `https://shiprocket.co/tracking/${awb}`, status: 'active' } } });
    expect(track.error).toBeUndefined();
    // A courier that cannot be reached leaves it untracked for now, not an error.
    sr.failNext(503);
    expect((await ondcCall(shop, 'track', { order_id: 'NET-C1' })).message).toEqual({ tracking: { id: 'delivery', status: 'inactive' } });

    const out = await pushedAfter(shop, async () => expect((await scan(awb, 'OUT FOR DELIVERY', now + 20 * HOUR)).json()).toEqual({ applied: true }));
    expect(out.map((c) => c.action)).toEqual(['on_status']);
    expect(onStatusSchema.safeParse(out[0]!.body).success).toBe(true);
    expect(out[0]!.body.message.order).toMatchObject({ id: 'NET-C1', state: 'In-progress' });
    expect(deliveryState(out[0]!.body)).toBe('Out-for-delivery');
    // The buyer app's own status call says the same.
    expect(deliveryState(await ondcCall(shop, 'status', { order_id: 'NET-C1' }))).toBe('Out-for-delivery');

    const delivered = await pushedAfter(shop, async () => expect((await scan(awb, 'DELIVERED', now + 22 * HOUR)).json()).toEqual({ applied: true }));
    expect(delivered.map((c) => c.action)).toEqual(['on_status']);
    expect(delivered[0]!.body.message.order.state).toBe('Completed');
    expect(deliveryState(delivered[0]!.body)).toBe('Order-delivered');
    expect(delivered[0]!.body.message.order.fulfillments[0].tracking).toBe(false);
    // Delivered, there is nothing left to track.
    expect((await ondcCall(shop, 'track', { order_id: 'NET-C1' })).message).toEqual({ tracking: { id: 'delivery', status: 'inactive' } });
  });
});
