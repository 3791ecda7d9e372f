import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminUser } from '../../src/shared/schemas/admin-users.ts';
import type { Cart } from '../../src/shared/schemas/cart.ts';
import type { StoreOrder, StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import type { AdminProductPrices } from '../../src/shared/schemas/price-lists.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Quantity prices and price lists (docs/product-rules.md 46), on both databases: the soil testing
// kit is ₹2,500; from 10, ₹2,300 for anyone; an FPO pays ₹2,400 from 1 and ₹2,200 from 5.
const KIT_PRICES = [
  { group: 'retail', minQuantity: 10, pricePaise: 2300_00 },
  { group: 'fpo', minQuantity: 1, pricePaise: 2400_00 },
  { group: 'fpo', minQuantity: 5, pricePaise: 2200_00 },
];

describeEachDialect('price lists', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let admin: string;
  let farmer: string;
  let ids: Record<string, string>;
  let fpo: { id: string; cookie: string };

  beforeAll(async () => {
    ({ t, http, admin, buyer: farmer, ids } = await openSeededShop(dialect));
    const res = await http.register(customer({ name: 'Tungabhadra FPC' }));
    fpo = { id: res.json().user.id as string, cookie: sessionCookie(res) };
  });
  afterAll(async () => t?.close());

  const kit = () => ids['Soil Testing Kit']!;
  const setPrices = (rows: unknown, productId = kit(), cookie = admin) => http.call('PUT', `/api/admin/products/${productId}/prices`, { cookie, body: { rows } });
  const quote = async (cookie: string | undefined, quantity: number) => {
    const res = await http.call('POST', '/api/store/orders/quote', { cookie, body: { items: [{ productId: kit(), quantity }], shipping: { state: PUNE.state, pincode: PUNE.pincode } } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreOrderQuote>();
  };

  it('keeps a product’s prices by group and quantity, in order, and shows them to the admin', async () => {
    const res = await setPrices([KIT_PRICES[2], KIT_PRICES[0], KIT_PRICES[1]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProductPrices>()).toEqual({ productId: kit(), basePaise: 2500_00, rows: KIT_PRICES });
    expect((await http.call('GET', `/api/admin/products/${kit()}/prices`, { cookie: admin })).json<AdminProductPrices>().rows).toEqual(KIT_PRICES);
  });

  it.each([
    ['a retail price from 1 unit', [{ group: 'retail', minQuantity: 1, pricePaise: 2400_00 }], 'rows.0.minQuantity', "A retail quantity price starts from 2 units: from 1 unit it is the product's own price"],
    ['a quantity below 1', [{ group: 'fpo', minQuantity: 0, pricePaise: 2400_00 }], 'rows.0.minQuantity', 'The quantity must be a whole number, 1 or more'],
    ['two prices of a group from one quantity', [KIT_PRICES[1], { ...KIT_PRICES[1], pricePaise: 2350_00 }], 'rows.1.minQuantity', 'This group already has a price from this quantity'],
    ['a larger quantity at a higher price', [KIT_PRICES[1], { group: 'fpo', minQuantity: 5, pricePaise: 2450_00 }], 'rows.1.pricePaise', 'A larger quantity cannot cost more a unit than a smaller one of the same group'],
    ['a price at or above the product’s own', [{ group: 'dealer', minQuantity: 1, pricePaise: 2500_00 }], 'rows.0.pricePaise', "A quantity price must be below the product's own price"],
    ['an unknown group', [{ group: 'wholesale', minQuantity: 1, pricePaise: 2000_00 }], 'rows.0.group', 'Please choose a customer group: retail, dealer, FPO or institution'],
    ['a negative price', [{ group: 'dealer', minQuantity: 1, pricePaise: -1 }], 'rows.0.pricePaise', 'Please enter the price in rupees, for example 1200 or 49.50'],
    ['thirteen rows', Array.from({ length: 13 }, (_, i) => ({ group: 'dealer', minQuantity: i + 1, pricePaise: 2400_00 - i * 100 })), 'rows', 'A product can have at most 12 quantity prices'],
  ])('refuses %s on its field and writes nothing', async (_label, rows, field, message) => {
    const res = await setPrices(rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect((await http.call('GET', `/api/admin/products/${kit()}/prices`, { cookie: admin })).json<AdminProductPrices>().rows).toEqual(KIT_PRICES);
  });

  it('refuses prices on a vendor’s goods (sold at the vendor’s own price), and an unknown product', async () => {
    const seller = sessionCookie(await http.register(vendor({ businessName: 'Nil Seeds Co', gstNumber: '' })));
    const listing = (await http.call('POST', '/api/vendor/products', {
      cookie: seller,
      body: { name: 'Desi Moong Seed', description: 'Moong seed for sowing.', pricePaise: 400_00, category: 'seeds', hsnCode: '1209', stock: 9, imageUrl: '', features: [], published: false },
    })).json<VendorProduct>();
    const res = await setPrices([{ group: 'fpo', minQuantity: 1, pricePaise: 300_00 }], listing.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ rows: "A vendor's goods are sold at the vendor's own price: they take no quantity prices or price lists" });
    expect((await setPrices([], 'no-such-product')).statusCode).toBe(404);
  });

  it('lets only an admin read or change prices and groups', async () => {
    for (const cookie of [farmer, undefined]) {
      const expected = cookie ? 403 : 401;
      expect((await http.call('GET', `/api/admin/products/${kit()}/prices`, { cookie })).statusCode).toBe(expected);
      expect((await http.call('PUT', `/api/admin/products/${kit()}/prices`, { cookie, body: { rows: [] } })).statusCode).toBe(expected);
      expect((await http.call('PUT', `/api/admin/users/${fpo.id}/group`, { cookie, body: { group: 'fpo' } })).statusCode).toBe(expected);
    }
    expect((await http.call('GET', `/api/admin/products/${kit()}/prices`, { cookie: admin })).json<AdminProductPrices>().rows).toEqual(KIT_PRICES);
  });

  it('prices a farmer at retail: the product’s price below 10, the quantity price from 10, in the cart, the quote and the order', async () => {
    expect((await quote(farmer, 9)).subtotalPaise).toBe(9 * 2500_00);
    expect((await quote(farmer, 10)).subtotalPaise).toBe(10 * 2300_00);
    // A visitor sees the same retail prices.
    expect((await quote(undefined, 10)).subtotalPaise).toBe(10 * 2300_00);
    const cart = (await http.call('POST', '/api/store/cart/items', { cookie: farmer, body: { productId: kit(), quantity: 10 } })).json<Cart>();
    expect(cart.items.map((i) => [i.product.pricePaise, i.seenPricePaise, i.quantity])).toEqual([[2300_00, 2300_00, 10]]);
    const fewer = (await http.call('PUT', `/api/store/cart/items/${kit()}`, { cookie: farmer, body: { quantity: 9 } })).json<Cart>();
    expect(fewer.items.map((i) => [i.product.pricePaise, i.seenPricePaise])).toEqual([[2500_00, 2500_00]]);
    const order = await http.call('POST', '/api/store/orders', { cookie: farmer, body: { items: [{ productId: kit(), quantity: 10 }], shipping: PUNE } });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json<StoreOrder>().items.map((i) => [i.unitPricePaise, i.lineTotalPaise])).toEqual([[2300_00, 23000_00]]);
  });

  it('prices an FPO at its own list once the admin puts it in the group, never above what anyone pays', async () => {
    const vendorAccount = (await http.register(vendor({ businessName: 'Group Test Agro' }))).json().user.id as string;
    const refused = await http.call('PUT', `/api/admin/users/${vendorAccount}/group`, { cookie: admin, body: { group: 'dealer' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ group: "Only a customer's account has a customer group" });
    expect((await http.call('PUT', `/api/admin/users/${fpo.id}/group`, { cookie: admin, body: { group: 'co-op' } })).json().error.fields).toEqual({ group: 'Please choose a customer group: retail, dealer, FPO or institution' });

    expect((await quote(fpo.cookie, 1)).subtotalPaise).toBe(2500_00);
    const set = await http.call('PUT', `/api/admin/users/${fpo.id}/group`, { cookie: admin, body: { group: 'fpo' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AdminUser>().customerGroup).toBe('fpo');
    expect((await quote(fpo.cookie, 1)).subtotalPaise).toBe(2400_00);
    expect((await quote(fpo.cookie, 5)).subtotalPaise).toBe(5 * 2200_00);
    // The farmer next door still pays retail.
    expect((await quote(farmer, 1)).subtotalPaise).toBe(2500_00);
    const cart = (await http.call('POST', '/api/store/cart/items', { cookie: fpo.cookie, body: { productId: kit(), quantity: 2 } })).json<Cart>();
    expect(cart.items[0]!.product.pricePaise).toBe(2400_00);
    const order = await http.call('POST', '/api/store/orders', { cookie: fpo.cookie, body: { items: [{ productId: kit(), quantity: 2 }], shipping: PUNE } });
    expect(order.statusCode, order.body).toBe(201);
    const placed = order.json<StoreOrder>();
    // 2 × ₹2,400 = ₹4,800, GST 18% within Maharashtra: ₹432 + ₹432.
    expect([placed.subtotalPaise, placed.gstPaise, placed.totalPaise]).toEqual([4800_00, 864_00, 5664_00]);

    // Back to retail: the list no longer applies.
    expect((await http.call('PUT', `/api/admin/users/${fpo.id}/group`, { cookie: admin, body: { group: 'retail' } })).json<AdminUser>().customerGroup).toBe('retail');
    expect((await quote(fpo.cookie, 1)).subtotalPaise).toBe(2500_00);
  });
});
