import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './redis-connection.ts';

/**
 * What a server keeps a copy of between reads: the payment settings, the delivery rules, the tax
 * table and the shop's business settings, its public contact details (site settings); 'page-data':
 * anything else a storefront page shows that is not the catalogue (the pages kept rendered,
 * docs/decisions/0040-pages-kept-rendered.md); 'coupons': the coupons a checkout judges
 * (docs/decisions/0059); 'offers': the offers every cart, quote and order applies (docs/decisions/0063);
 * 'ondc': the seller node's settings and the products kept off the network, read by every search
 * the network sends (docs/decisions/0077).
 */
export type CacheTopic = 'payment-settings' | 'delivery-rules' | 'gst' | 'site-settings' | 'page-data' | 'coupons' | 'offers' | 'ondc';
export const CACHE_TOPICS: readonly CacheTopic[] = ['payment-settings', 'delivery-rules', 'gst', 'site-settings', 'page-data', 'coupons', 'offers', 'ondc'];
/**
 * The topics a kept page shows (prices with tax, delivery and payment notes, contact details):
 * a change of one drops the kept pages too. Coupons are applied in the cart and at checkout,
 * which are not kept, so a coupon or an offer saved leaves the pages kept.
 */
export const PAGE_TOPICS: readonly CacheTopic[] = ['payment-settings', 'delivery-rules', 'gst', 'site-settings', 'page-data'];
const TOPICS = new Set<string>(CACHE_TOPICS);

/**
 * Tells the app servers that something they keep a copy of changed (docs/decisions/0032). A
 * service registers how it drops its copy (`on`), and says `changed` after the transaction that
 * changed it committed. Each copy also keeps its time limit, which bounds a copy whose message was
 * lost (Redis down when it was sent).
 */
export interface CacheBus {
  on(topic: CacheTopic, drop: () => void): void;
  /** Drops this server's copy at once, and every other server's as soon as the message reaches it. */
  changed(topic: CacheTopic): Promise<void>;
}

/** One server (no REDIS_URL): a change drops this process's copy only, as there is no other. */
export class LocalCacheBus implements CacheBus {
  readonly #drops = new Map<CacheTopic, Array<() => void>>();

  on(topic: CacheTopic, drop: () => void): void {
    this.#drops.set(topic, [...(this.#drops.get(topic) ?? []), drop]);
  }

  async changed(topic: CacheTopic): Promise<void> {
    this.drop(topic);
  }

  protected drop(topic: CacheTopic): void {
    for (const drop of this.#drops.get(topic) ?? []) drop();
  }

  protected dropAll(): void {
    for (const topic of this.#drops.keys()) this.drop(topic);
  }
}

/**
 * Several servers: a change is published on the shop's cache channel, and every server drops its
 * copy when the message arrives (its own already did). Each (re)subscription drops every copy, as
 * messages sent while this server was not subscribed are lost.
 */
export class RedisCacheBus extends LocalCacheBus {
  /** This server's name on the channel: it ignores its own messages. */
  readonly #origin = randomUUID();
  readonly #channel: string;
  /** Resolves once the first subscription is confirmed (and the copies made before it dropped). */
  readonly subscribed: Promise<void>;

  constructor(private readonly redis: SharedRedis) {
    super();
    this.#channel = redis.key('cache');
    const subscriber = redis.subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      const [origin, topic] = message.split(' ');
      if (channel === this.#channel && origin !== this.#origin && topic && TOPICS.has(topic)) this.drop(topic as CacheTopic);
    });
    let confirmed!: () => void;
    this.subscribed = new Promise((resolve) => (confirmed = resolve));
    const subscribe = () => {
      subscriber.subscribe(this.#channel).then(
        () => {
          this.dropAll();
          confirmed();
        },
        // The connection dropped again: its next 'ready' subscribes.
        () => undefined,
      );
    };
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') subscribe();
  }

  override async changed(topic: CacheTopic): Promise<void> {
    this.drop(topic);
    await this.redis.attempt(
      (client) => client.publish(this.#channel, `${this.#origin} ${topic}`),
      // Redis down: the other servers' copies last until their time limit, as without Redis.
      () => 0,
    );
  }
}
