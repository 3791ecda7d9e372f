import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';
import { EventBus } from '../../src/server/events/event-bus.ts';
import type { ShopEvents } from '../../src/server/events/shop-events.ts';
import { AccountReads } from '../../src/server/modules/accounts/account-reads.ts';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { MailOutbox } from '../../src/server/modules/mail/outbox.ts';
import { VendorOrderMessages } from '../../src/server/modules/mail/vendor-order-messages.ts';
import { OrderReads } from '../../src/server/modules/orders/order-reads.ts';
import { VendorDirectory } from '../../src/server/modules/vendors/vendor-directory.ts';
import { payOnline } from '../helpers/gateway-shop.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import type { Msg91StandIn } from '../support/msg91-stand-in.ts';
import { startTextProviders, type Flows, type TextProviders } from '../helpers/text-providers.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';

const PUBLIC_URL = 'https://shop.example.in';
const KEYS = { keyId: 'rzp_test_Hariyali00001', keySecret: 'S3cret-key-of-the-gateway-0042', webhookSecret: 'Webhook-s3cret-0042' };
const BANK = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };
/** The flows registered at the MSG91 stand-in, as the owner registers them (docs/text-messages.md). */
const FLOWS: Flows = {
  'flow-vendor-order-hi': ['vendor-order-line', 'hi'],
  'flow-vendor-order-en': ['vendor-order-line', 'en'],
  'flow-vendor-applied-mr': ['vendor-awaiting-approval', 'mr'],
};

describeEachDialect('messages to vendors and to the owner', (dialect) => {
  let t: StoppableTestApp;
  let msg91: Msg91StandIn;
  let gateway: RazorpayStandIn;
  let providers: TextProviders;
  let admin: string;
  let buyer: string;
  /** Patil Agro (Hindi, a verified mobile) with two products; Shinde Seeds (English, e-mail only) with one; and the shop's own. */
  const seller = { patil: { id: '', email: '' }, shinde: { id: '', email: '' } };
  const product = { patilOnion: '', patilChilli: '', shindeTomato: '', shopSprayer: '' };
  const http = () => api(t.app);

  const outbox = (eventKeyPrefix: string) =>
    t.db.selectFrom('message_outbox').selectAll().where('event_key', 'like', `${eventKeyPrefix}%`).orderBy('event_key').execute();

  async function place(items: Array<[productId: string, quantity: number]>, paymentMethod: 'cod' | 'bank_transfer' | 'online'): Promise<StoreOrder> {
    const res = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: items.map(([productId, quantity]) => ({ productId, quantity })), shipping, paymentMethod } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  }

  beforeAll(async () => {
    providers = await startTextProviders({ flows: FLOWS });
    msg91 = providers.msg91;
    gateway = await startRazorpayStandIn(KEYS);
    t = await createTestApp(dialect, {
      publicUrl: PUBLIC_URL,
      paymentGateway: { apiUrl: gateway.url, checkoutScriptUrl: gateway.checkoutScriptUrl },
      texts: providers.texts,
    });
    await upsertAdmin(t.db, { email: `owner.${dialect}@example.in`, password: 'owner-passphrase-1', name: 'Shop Owner' });
    admin = sessionCookie(await http().login(`owner.${dialect}@example.in`, 'owner-passphrase-1'));
    const settings = await http().call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank: BANK, cod: { isActive: true, instructions: null, maxOrderPaise: 1_00_00_000_00 }, gateway: { ...KEYS, isActive: true } } });
    expect(settings.statusCode, settings.body).toBe(200);
    buyer = sessionCookie(await http().register(customer()));
    for (const [key, form] of [
      ['patil', vendor({ businessName: 'Patil Agro Traders', ownerName: 'Ravi Patil' })],
      ['shinde', vendor({ businessName: 'Shinde Seeds', ownerName: 'Mohan Shinde' })],
    ] as const) {
      const res = await http().register(form);
      expect(res.statusCode, res.body).toBe(201);
      const cookie = sessionCookie(res);
      seller[key] = { id: (await http().me(cookie)).json<{ user: { id: string } }>().user.id, email: form.email as string };
    }
    // Patil reads Hindi and verified his mobile (a test's setup: the column is what a verified code writes).
    await t.db.updateTable('users').set({ language: 'hi', mobile: '+919822033301', mobile_verified_at: new Date().toISOString(), text_channel: 'sms' }).where('id', '=', seller.patil.id).execute();
    const equipment = { category: 'equipment' as const, hsn_code: '8432', stock: 100 };
    product.patilOnion = (await createProduct(t.db, { ...equipment, name: 'Onion Seed Drill', vendor_id: seller.patil.id })).id;
    product.patilChilli = (await createProduct(t.db, { ...equipment, name: 'Chilli Transplanter', vendor_id: seller.patil.id })).id;
    product.shindeTomato = (await createProduct(t.db, { ...equipment, name: 'Tomato Stake Set', vendor_id: seller.shinde.id })).id;
    product.shopSprayer = (await createProduct(t.db, { ...equipment, name: 'Knapsack Sprayer 16 L' })).id;
  });
  afterAll(async () => {
    await t?.close();
    await providers?.close();
    await gateway?.close();
  });

  it('tells each vendor of a cash order once, with only its own lines and the buyer’s town, by e-mail and by SMS to a verified mobile', async () => {
    const order = await place([[product.patilOnion, 2], [product.shindeTomato, 3], [product.shopSprayer, 1], [product.patilChilli, 1]], 'cod');
    const rows = await outbox(`vendor-order:${order.id}:`);
    expect(rows.map((r) => [r.event_key, r.channel, r.recipient, r.kind, r.language]).sort()).toEqual(
      [
        [`vendor-order:${order.id}:${seller.patil.id}`, 'email', seller.patil.email, 'vendor-order-line', 'hi'],
        [`vendor-order:${order.id}:${seller.patil.id}:text`, 'sms', '+919822033301', 'vendor-order-line', 'hi'],
        [`vendor-order:${order.id}:${seller.shinde.id}`, 'email', seller.shinde.email, 'vendor-order-line', 'en'],
      ].sort(),
    );
    const patil = rows.find((r) => r.event_key === `vendor-order:${order.id}:${seller.patil.id}`)!;
    expect(patil.subject).toBe(`Patil Agro Traders के लिए नया ऑर्डर ${order.number}`);
    expect(patil.text_body).toContain('सामान: 2 × Onion Seed Drill, 1 × Chilli Transplanter');
    expect(patil.text_body).toContain(`${shipping.city} के एक किसान ने`);
    expect(patil.text_body).toContain(`${PUBLIC_URL}/vendor/dashboard?tab=orders`);
    const shinde = rows.find((r) => r.event_key === `vendor-order:${order.id}:${seller.shinde.id}`)!;
    expect(shinde.subject).toBe(`New order ${order.number} for Shinde Seeds`);
    expect(shinde.text_body).toContain('Items: 3 × Tomato Stake Set\n');
    expect(shinde.text_body).toContain(`Delivery to: ${shipping.city}`);
    for (const mail of [patil, shinde]) {
      // Another vendor's lines and the shop's are not this vendor's business.
      expect(mail.text_body).not.toContain('Knapsack Sprayer');
      // The buyer's contacts stay with the shop: the town only.
      for (const secret of [shipping.phone, shipping.email, shipping.address, shipping.pincode, shipping.fullName]) {
        expect(mail.text_body).not.toContain(secret);
        expect(mail.html_body).not.toContain(secret);
      }
    }
    expect(shinde.text_body).not.toContain('Onion Seed Drill');
    expect(patil.text_body).not.toContain('Tomato Stake Set');

    await t.app.sendMail();
    const text = msg91.sent.find((m) => m.to === '919822033301' || m.to === '+919822033301')!;
    expect(text.flowId).toBe('flow-vendor-order-hi');
    expect(text.text).toBe(`हरियाली: Patil Agro Traders, आपके लिए नया ऑर्डर ${order.number}, सामान Onion Seed Drill +1 और, मात्रा 2। विक्रेता डैशबोर्ड में देखें।`);
  });

  it('tells a vendor of a bank-transfer order when it is placed, and not again when it is paid', async () => {
    const order = await place([[product.shindeTomato, 1]], 'bank_transfer');
    expect((await outbox(`vendor-order:${order.id}:`)).map((r) => r.event_key)).toEqual([`vendor-order:${order.id}:${seller.shinde.id}`]);
    const paid = await http().call('POST', `/api/admin/orders/${order.id}/payment`, { cookie: admin, body: { action: 'bank_received', utr: 'SBIN26112512345' } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await outbox(`vendor-order:${order.id}:`)).map((r) => r.event_key)).toEqual([`vendor-order:${order.id}:${seller.shinde.id}`]);
  });

  it('tells a vendor of an online order only once it is paid', async () => {
    const order = await place([[product.patilChilli, 4], [product.shopSprayer, 1]], 'online');
    // Unpaid, it may yet be cancelled in 30 minutes: nobody gets it ready.
    expect(await outbox(`vendor-order:${order.id}:`)).toEqual([]);
    const { back } = await payOnline(t.app, gateway, order.id, buyer);
    expect(back.headers.location).toContain('payment=paid');
    const rows = await outbox(`vendor-order:${order.id}:`);
    expect(rows.map((r) => [r.event_key, r.channel])).toEqual([
      [`vendor-order:${order.id}:${seller.patil.id}`, 'email'],
      [`vendor-order:${order.id}:${seller.patil.id}:text`, 'sms'],
    ]);
    expect(rows[0]!.text_body).toContain('सामान: 4 × Chilli Transplanter\n');
    expect(rows[0]!.text_body).not.toContain('Knapsack Sprayer');
    expect(rows[1]!.text_body).toContain('सामान Chilli Transplanter, मात्रा 4।');
  });

  it('runs no query for an order of the shop’s products alone, inside checkout’s transaction', async () => {
    // The subscriber on the real owners' reads, over a database that counts every query it is given.
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const work = new UnitOfWork(t.db.withPlugin(counting));
    const accounts = new AccountReads(work);
    const events = new EventBus<ShopEvents>();
    new VendorOrderMessages(new MailOutbox(work, PUBLIC_URL), { accounts, businesses: new VendorDirectory(work), orders: new OrderReads(work, accounts) }).subscribe(events);
    const order = { id: 'f3c1d7a0-0000-4000-8000-000000000001', user_id: seller.shinde.id, number: 990_001, total_paise: 100_00, language: 'en', payment_method: 'cod' as const, bank_details: null, expected_delivery_on: '2026-12-10', ship_city: 'Pune', buyer_gstin: null };
    await events.emit('order.placed', { order, lines: [{ supplierId: null, name: 'Knapsack Sprayer 16 L', quantity: 2 }, { supplierId: null, name: 'Hand Hoe', quantity: 1 }], supplierNames: {}, documents: [] });
    expect(queries).toBe(0);
    // The count is real: a vendor's line reads the vendor's account (one query; its business name
    // comes with the event) and queues its e-mail.
    await events.emit('order.placed', { order, lines: [{ supplierId: seller.shinde.id, name: 'Tomato Stake Set', quantity: 1 }], supplierNames: { [seller.shinde.id]: 'Shinde Seeds' }, documents: [] });
    expect(queries).toBe(2);
    expect((await outbox(`vendor-order:${order.id}:`)).map((r) => r.event_key)).toEqual([`vendor-order:${order.id}:${seller.shinde.id}`]);
  });

  it('tells every active admin that a vendor waits for approval, by e-mail and by SMS to a verified mobile, and not a deactivated admin', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['manager', 'mobile', 'former']) {
      await upsertAdmin(t.db, { email: `${name}.${dialect}@example.in`, password: 'owner-passphrase-1', name: `Admin ${name}` });
      ids[name] = (await t.db.selectFrom('users').select('id').where('email', '=', `${name}.${dialect}@example.in`).executeTakeFirstOrThrow()).id;
    }
    await t.db.updateTable('users').set({ language: 'mr', mobile: '+919822033302', mobile_verified_at: new Date().toISOString() }).where('id', '=', ids.mobile!).execute();
    await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', ids.former!).execute();
    const owner = (await t.db.selectFrom('users').select('id').where('email', '=', `owner.${dialect}@example.in`).executeTakeFirstOrThrow()).id;

    const form = vendor({ businessName: 'Kale Krishi Seva Kendra', ownerName: 'Sunil Kale' });
    const signedUp = await http().register(form);
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const vendorId = (await http().me(sessionCookie(signedUp))).json<{ user: { id: string } }>().user.id;
    const rows = await outbox(`vendor-applied:${vendorId}:`);
    expect(rows.map((r) => [r.event_key, r.channel, r.recipient, r.kind, r.language]).sort()).toEqual(
      [
        [`vendor-applied:${vendorId}:${owner}`, 'email', `owner.${dialect}@example.in`, 'vendor-awaiting-approval', 'en'],
        [`vendor-applied:${vendorId}:${ids.manager}`, 'email', `manager.${dialect}@example.in`, 'vendor-awaiting-approval', 'en'],
        [`vendor-applied:${vendorId}:${ids.mobile}`, 'email', `mobile.${dialect}@example.in`, 'vendor-awaiting-approval', 'mr'],
        [`vendor-applied:${vendorId}:${ids.mobile}:text`, 'sms', '+919822033302', 'vendor-awaiting-approval', 'mr'],
      ].sort(),
    );
    const english = rows.find((r) => r.recipient === `manager.${dialect}@example.in`)!;
    expect(english.subject).toBe('New vendor waiting for approval: Kale Krishi Seva Kendra');
    expect(english.text_body).toContain(`${PUBLIC_URL}/admin/vendors`);
    expect(rows.find((r) => r.recipient === `mobile.${dialect}@example.in`)!.subject).toBe('नवीन विक्रेता मंजुरीच्या प्रतीक्षेत: Kale Krishi Seva Kendra');

    await t.app.sendMail();
    const text = msg91.sent.find((m) => m.flowId === 'flow-vendor-applied-mr')!;
    expect(text.text).toBe('हरियाली: नवीन विक्रेता Kale Krishi Seva Kendra तुमच्या मंजुरीची वाट पाहत आहे. ॲडमिनमध्ये जाऊन पाहा.');
  });
});
