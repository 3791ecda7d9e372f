import { SeededRandom } from './random.ts';
import { ShopClient, type Answer } from './shop-client.ts';

/** A product the test put on sale, with the stock it started with. */
export interface CrashProduct {
  id: string;
  startStock: number;
}

export interface OrderedLine {
  productId: string;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** An order the shop confirmed (201, or 200 for a retry of one it had already placed). */
export interface AcknowledgedOrder {
  id: string;
  number: string;
  totalPaise: number;
  lines: OrderedLine[];
}

/** An order whose answer never came: the server died while it was under way. */
interface PendingOrder {
  key: string;
  body: unknown;
}

/** Something the shop answered that checkout should never answer here, or a connection lost while the server ran. */
export interface Unexpected {
  what: string;
  detail: string;
}

const SHIPPING = {
  fullName: 'Crash Test Buyer',
  email: 'crash.buyer@example.in',
  phone: '98220 12345',
  address: 'Market Yard Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** Each test product: a hand tool, so no seed lot or licence decides whether it is on sale. */
const productBody = (i: number, stock: number) => ({
  name: `Crash Test Khurpi ${i + 1}`,
  description: 'A hand weeder the crash test sells and counts.',
  pricePaise: 120_00 + i * 5_50,
  category: 'tools',
  hsnCode: '8201',
  stock,
  features: [],
  packSize: 1,
  packUnit: 'piece',
});

const describe = (res: Answer) => `${res.status} ${typeof res.body === 'string' ? res.body.slice(0, 200) : JSON.stringify(res.body).slice(0, 200)}`;

/** A buyer's loopback address: 127.0.1.1 and up (the whole 127/8 is loopback on Linux). */
export const buyerAddress = (i: number) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;

/** Signs in as the configured admin and puts `count` products on sale with `stock` units each. */
export async function createProducts(port: number, admin: { email: string; password: string }, count: number, stock: number): Promise<CrashProduct[]> {
  const client = new ShopClient(port, '127.0.9.1');
  try {
    const login = await client.call('POST', '/api/auth/login', admin);
    if (login.status !== 200) throw new Error(`admin login: ${describe(login)}`);
    const products: CrashProduct[] = [];
    for (let i = 0; i < count; i++) {
      const res = await client.call('POST', '/api/admin/products', productBody(i, stock));
      if (res.status !== 201) throw new Error(`creating a product: ${describe(res)}`);
      const created = res.body as { id: string; stock: number; isActive: boolean };
      if (!created.isActive || created.stock !== stock) throw new Error(`the product was not put on sale as asked: ${describe(res)}`);
      products.push({ id: created.id, startStock: stock });
    }
    return products;
  } finally {
    client.close();
  }
}

/** `count` buyers, each signed up once with its own account and session, from its own address. */
export async function signUpBuyers(port: number, count: number, tag: string): Promise<ShopClient[]> {
  const buyers = Array.from({ length: count }, (_, i) => new ShopClient(port, buyerAddress(i)));
  // All at once: the password hashing runs on the server's thread pool, so this takes a fraction of one after another.
  await Promise.all(
    buyers.map(async (buyer, i) => {
      const res = await buyer.call('POST', '/api/auth/register', {
        name: `Crash Buyer ${i + 1}`,
        email: `crash.${tag}.${i + 1}@example.in`,
        phone: '98220 12345',
        password: 'green-fields-2026',
        confirmPassword: 'green-fields-2026',
      });
      if (res.status !== 201 || !buyer.signedIn) throw new Error(`sign-up of buyer ${i + 1}: ${describe(res)}`);
    }),
  );
  return buyers;
}

/** The order's lines as the shop answered them. */
function acknowledged(body: unknown): AcknowledgedOrder {
  const order = body as { id: string; number: string; totalPaise: number; items: OrderedLine[] };
  return {
    id: order.id,
    number: order.number,
    totalPaise: order.totalPaise,
    lines: order.items.map((i) => ({ productId: i.productId, quantity: i.quantity, unitPricePaise: i.unitPricePaise, lineTotalPaise: i.lineTotalPaise })),
  };
}

/**
 * 50 buyers (or as many as given) at checkout as fast as the shop answers: each adds one to three
 * products to its cart, places a cash-on-delivery order of them with an Idempotency-Key (as the
 * shop's checkout page does), and starts again. Runs until the server dies under it.
 */
export class CheckoutLoad {
  /** Orders confirmed during this load (and by the retries after the restart). */
  readonly acknowledged: AcknowledgedOrder[] = [];
  readonly unexpected: Unexpected[] = [];
  /** Orders retried after the restart that turned out to be placed before the kill (answered 200). */
  committedBeforeKill = 0;
  private readonly pending = new Map<number, PendingOrder>();
  private killed = false;
  private loops: Promise<void>[] = [];
  private confirmFirst!: () => void;
  /** Resolves at the run's first confirmed order: from then on orders are flowing. */
  readonly firstConfirmed = new Promise<void>((resolve) => (this.confirmFirst = resolve));

  constructor(
    private readonly buyers: ShopClient[],
    private readonly products: CrashProduct[],
    private readonly random: SeededRandom,
    /** Makes Idempotency-Keys unique over the whole test. */
    private readonly runTag: string,
  ) {}

  start(): void {
    this.loops = this.buyers.map((buyer, i) => this.buyerLoop(buyer, i, this.random.fork(i)));
  }

  /** Call just before the kill: from then on a lost connection is the crash, not a fault. */
  markKilled(): void {
    this.killed = true;
  }

  /** Resolves once every buyer has stopped (each stops at its first failed connection). */
  async settled(): Promise<void> {
    await Promise.all(this.loops);
  }

  /** Orders under way when the server died. */
  get inFlight(): number {
    return this.pending.size;
  }

  private async buyerLoop(buyer: ShopClient, index: number, random: SeededRandom): Promise<void> {
    for (let n = 0; !this.killed; n++) {
      const lines = random.pick(this.products, random.int(1, 3)).map((p) => ({ productId: p.id, quantity: random.int(1, 3) }));
      const key = `crash-${this.runTag}-${index}-${n}`;
      try {
        for (const line of lines) {
          const added = await buyer.call('POST', '/api/store/cart/items', line);
          if (added.status !== 200) this.unexpected.push({ what: 'add to cart', detail: describe(added) });
        }
        const body = { items: lines, shipping: SHIPPING, paymentMethod: 'cod' };
        this.pending.set(index, { key, body });
        const res = await buyer.call('POST', '/api/store/orders', body, { 'idempotency-key': key });
        this.pending.delete(index);
        if (res.status === 201) {
          this.acknowledged.push(acknowledged(res.body));
          this.confirmFirst();
        } else this.unexpected.push({ what: 'place order', detail: describe(res) });
      } catch (err) {
        if (!this.killed) this.unexpected.push({ what: 'connection', detail: (err as Error).message });
        return;
      }
    }
  }

  /**
   * After the restart, each buyer whose order was under way sends it again with the same
   * Idempotency-Key, as the checkout page does on a failed submit: 201 if it was lost with the
   * server (never confirmed, so allowed), 200 with the same order if it was committed before the
   * kill. Either way it is confirmed now, and checked like the others.
   */
  async retryInFlight(): Promise<void> {
    for (const buyer of this.buyers) buyer.reconnect();
    await Promise.all(
      [...this.pending].map(async ([index, { key, body }]) => {
        try {
          const res = await this.buyers[index]!.call('POST', '/api/store/orders', body, { 'idempotency-key': key });
          if (res.status === 201 || res.status === 200) {
            this.acknowledged.push(acknowledged(res.body));
            if (res.status === 200) this.committedBeforeKill++;
          } else this.unexpected.push({ what: 'retry after restart', detail: describe(res) });
        } catch (err) {
          this.unexpected.push({ what: 'retry after restart', detail: (err as Error).message });
        }
      }),
    );
  }
}
