import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/databases.ts';
import { ONDC_NODE, openOndcShop, type OndcShop } from '../helpers/ondc-shop.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

// Whatever a registered buyer app signs and sends (docs/product-rules.md 62): never a 5xx, always
// an ACK or NACK, and a callback owed only for what was ACKed.
describeEachDialect('hostile signed calls to the ONDC node', (dialect) => {
  let shop: OndcShop;
  const now = Date.parse('2026-12-10T04:30:00Z');

  beforeAll(async () => {
    shop = await openOndcShop(dialect, () => now);
    await shop.ready();
  });
  afterAll(async () => {
    await shop?.close();
  });

  const owed = async (action: string, messageId: string) => (await shop.t.db.selectFrom('ondc_messages').select('id').where('direction', '=', 'out').where('action', '=', `on_${action}`).where('message_id', '=', messageId).execute()).length;
  const hostile = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.constantFrom('__proto__', '\u0000', '9'.repeat(400), '<script>', "' or 1=1 --", 'ONDC:AGR10', '1.2.0'));
  const contextFields = ['domain', 'country', 'city', 'action', 'core_version', 'bap_id', 'bap_uri', 'bpp_id', 'bpp_uri', 'transaction_id', 'message_id', 'timestamp', 'ttl'] as const;

  const BILLING = { name: 'Suresh Jadhav', phone: '9876543210', address: { area_code: '411001', city: 'Pune' } };
  type Action = 'search' | 'select' | 'init' | 'confirm' | 'status' | 'track' | 'cancel' | 'update';
  const valid = (action: Action) => {
    if (action === 'search') return { intent: { item: { descriptor: { name: 'seeds' } } } };
    if (action === 'status' || action === 'track') return { order_id: 'NET-1' };
    if (action === 'update') return { update_target: 'item', order: { id: 'NET-1' } };
    if (action === 'cancel') return { order_id: 'NET-1', cancellation_reason_id: '010' };
    const order = { provider: { id: ONDC_NODE.subscriberId }, items: [{ id: shop.ids['Premium Wheat Seeds'], quantity: { count: 1 } }], fulfillments: [{ id: 'delivery', end: { location: { gps: '18.52,73.85', address: { area_code: '411001' } }, contact: { phone: '9876543210' } } }] };
    if (action === 'select') return { order };
    if (action === 'init') return { order: { ...order, billing: BILLING } };
    // A confirm whose quote is not the shop's: ACKed, then refused by its on_confirm, never placed.
    const at = new Date(now).toISOString();
    return { order: { ...order, billing: BILLING, id: 'NET-1', state: 'Created', quote: { price: { currency: 'INR', value: '1.00' }, breakup: [] }, payment: { type: 'ON-FULFILLMENT' }, created_at: at, updated_at: at } };
  };

  /** Signs and sends `action` with mutated contexts and messages around `good`, a valid message. */
  async function hostileCalls(action: string, good: unknown, overrides: Record<string, unknown>) {
    const answers = { ACK: 0, NACK: 0 };
    await fc.assert(
      fc.asyncProperty(
        // Half the calls leave the context as it is, half the messages are a good one: about one call
        // in four is ACKed (the test below asks for both kinds), the rest refused somewhere.
        fc.option(fc.tuple(fc.constantFrom(...contextFields), hostile), { nil: undefined, freq: 2 }),
        fc.oneof({ arbitrary: fc.constant(good), weight: 3 }, fc.jsonValue({ maxDepth: 3 }), fc.record({ order: fc.jsonValue({ maxDepth: 3 }) }), fc.record({ intent: fc.jsonValue({ maxDepth: 3 }) })),
        async (mutation, message) => {
        const context = shop.buyerApp.context(action, overrides);
        if (mutation) context[mutation[0]] = mutation[1];
        // A NUL cannot even be looked for on PostgreSQL: such a call is refused, and nothing was kept of it.
        const messageId = typeof context.message_id === 'string' && !context.message_id.includes('\u0000') ? context.message_id : '';
        const before = messageId ? await owed(action, messageId) : 0;
        const res = await shop.buyerApp.send(shop.node, action, { context, message });
        expect([200, 400, 401]).toContain(res.status);
        expect(['ACK', 'NACK']).toContain(res.json?.message?.ack?.status);
        answers[res.json.message.ack.status as 'ACK' | 'NACK']++;
        if (res.json.message.ack.status === 'NACK') {
          expect(res.status).not.toBe(200);
          expect(res.json.error.code).toMatch(/^\d{5}$/);
          if (messageId) expect(await owed(action, messageId)).toBe(before);
        } else {
          // Owed once, however often the same message id comes.
          expect(await owed(action, messageId)).toBe(1);
        }
      }),
      { numRuns: RUNS },
    );
    // Both kinds were sent: the property judged something.
    expect(answers.ACK).toBeGreaterThan(0);
    expect(answers.NACK).toBeGreaterThan(0);
    // What was owed is sent, signed, or refused by the shop's own checks: nothing left hanging, nothing a 5xx.
    await shop.t.app.sendOndcCallbacks();
    const pending = await shop.t.db.selectFrom('ondc_messages').select('id').where('status', '=', 'pending').execute();
    expect(pending).toEqual([]);
    const crashed = await shop.t.db.selectFrom('ondc_messages').select('request').where('error_message', '=', 'The shop could not build this callback').execute();
    expect(crashed).toEqual([]);
    expect(await shop.t.db.selectFrom('ondc_orders').select('order_id').execute()).toEqual([]);
  }

  it.each(['search', 'select', 'init', 'confirm', 'status', 'track', 'cancel', 'update'] as const)('%s: mutated contexts and messages are ACKed or NACKed, never a 5xx, and only an ACK is owed a callback', (action) =>
    hostileCalls(action, valid(action), action === 'search' ? {} : { bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl }),
  );

  // IGM 1.0.0's calls: a complaint about an order this buyer app never placed is answered "not found", and makes no ticket.
  it.each(['issue', 'issue_status'] as const)('%s (IGM): mutated contexts and messages are ACKed or NACKed, never a 5xx, and only an ACK is owed a callback', async (action) => {
    const at = new Date(now).toISOString();
    const issue = {
      id: 'I-1', category: 'ITEM', sub_category: 'ITM04',
      complainant_info: { person: { name: 'Suresh Jadhav' }, contact: { phone: '9876543210', email: 'suresh@example.in' } },
      order_details: { id: 'NET-1', state: 'Completed', items: [{ id: 'x', quantity: 1 }], fulfillments: [{ id: 'delivery', state: 'Order-delivered' }], provider_id: ONDC_NODE.subscriberId },
      description: { short_desc: 'Seeds did not germinate', long_desc: '<script>alert(1)</script>' },
      source: { network_participant_id: 'buyer.example.in', type: 'CONSUMER' },
      expected_response_time: { duration: 'PT2H' }, expected_resolution_time: { duration: 'P1D' },
      status: 'OPEN', issue_type: 'ISSUE',
      issue_actions: { complainant_actions: [{ complainant_action: 'ESCALATE', short_desc: 'Escalated', updated_at: at, updated_by: { org: { name: 'buyer.example.in::ONDC:AGR10' }, contact: { phone: '9876543210', email: 'care@buyer.example.in' }, person: { name: 'Suresh Jadhav' } } }] },
      created_at: at, updated_at: at,
    };
    await hostileCalls(action, action === 'issue' ? { issue } : { issue_id: 'I-1' }, { core_version: '1.0.0', bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl, ttl: 'PT1H' });
    expect(await shop.t.db.selectFrom('grievances').select('id').execute()).toEqual([]);
  });
});
