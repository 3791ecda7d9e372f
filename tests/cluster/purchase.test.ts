// A farmer buys through nginx from three app servers on one PostgreSQL: sign-up, cart, a cash-on-
// delivery order, and the order seen afterwards, whichever server answers each step.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeCluster } from './cluster-fixture.ts';
import { shipping, ShopClient } from './shop-client.ts';

describeCluster('a purchase through nginx and three app servers', {}, (cluster) => {
  it('signs up, fills the cart, places a COD order and finds it again', async () => {
    const farmer = new ShopClient(cluster().url!);
    const upstreams = new Set<string | null>();
    const seen = <T extends { upstream: string | null }>(answer: T) => (upstreams.add(answer.upstream), answer);

    await farmer.register();
    const products = seen(await farmer.get('/api/store/products'));
    expect(products.status).toBe(200);
    const product = products.body.items.find((p: { inStock: boolean; stock: number }) => p.inStock && p.stock >= 2);
    expect(product).toBeDefined();

    expect(seen(await farmer.post('/api/store/cart/items', { productId: product.id, quantity: 2 })).status).toBe(200);
    const cart = seen(await farmer.get('/api/store/cart'));
    expect(cart.body.items).toEqual([expect.objectContaining({ quantity: 2, product: expect.objectContaining({ id: product.id }) })]);

    const order = seen(
      await farmer.post(
        '/api/store/orders',
        { items: cart.body.items.map((l: { product: { id: string }; quantity: number }) => ({ productId: l.product.id, quantity: l.quantity })), shipping, paymentMethod: 'cod' },
        { 'idempotency-key': `cluster-${randomUUID()}` },
      ),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ number: expect.stringMatching(/^HY-\d{6,}$/), items: [expect.objectContaining({ productId: product.id, quantity: 2 })] });

    // Read back several times: each read may land on another server; all see the one database.
    for (let i = 0; i < 3; i++) {
      const again = seen(await farmer.get(`/api/store/orders/${order.body.id}`));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: order.body.id, number: order.body.number });
      const list = seen(await farmer.get('/api/store/orders'));
      expect(list.body.items.map((o: { id: string }) => o.id)).toContain(order.body.id);
    }
    // The session made by one server was honoured by the others.
    expect(upstreams.size).toBe(3);
  });
});
