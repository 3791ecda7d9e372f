import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A rendered page as every visitor gets it, with its compressed forms made once, when first asked for. */
export class KeptPage {
  readonly etag: string;
  readonly #encoded = new Map<PageEncoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    readonly body: Buffer,
    /** The catalogue's version and the page data's generation it was rendered at. */
    readonly stamp: string,
    /** When it was rendered (the cache's clock). */
    readonly renderedAt: number,
  ) {
    this.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    this.#encoded.set('identity', Promise.resolve(body));
  }

  /** The page's bytes in `encoding`. Brotli at quality 5: within a gzip's time, a sixth smaller. */
  encoded(encoding: PageEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } })
          : gzip(this.body, { level: 6 });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /** The ETag of the bytes in `encoding` (each encoding is other bytes, so its own tag). */
  etagFor(encoding: PageEncoding): string {
    return encoding === 'identity' ? this.etag : `${this.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
  }

  /** The size it is counted at: the page and at most its two compressed forms (about a fifth each). */
  get weight(): number {
    return Math.ceil(this.body.length * 1.5) + 200;
  }
}

export interface PageCacheOptions {
  /** The most bytes of pages kept (default 32 MiB); the least recently asked go first. */
  maxBytes?: number;
  /** How long a page is kept at most, for what the catalogue's version does not follow (stock, ratings). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Storefront pages rendered once and served to every visitor who asks for the same page
 * (docs/decisions/0040-pages-kept-rendered.md), keyed by language and address. A page is kept
 * with the catalogue's version it was rendered at and is used only while that is still the
 * version; `dropAll` (any setting a page shows changed) forgets every page, and a render that
 * began before a drop is not kept after it. Bounded in bytes, so addresses no one links to (an
 * unknown parameter, a made-up product id) cannot grow it.
 */
export class PageCache {
  readonly #pages: LRUCache<string, KeptPage>;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ maxBytes = 32 * 1024 * 1024, maxAgeMs = 60_000, now = Date.now }: PageCacheOptions = {}) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.weight });
    this.#maxAgeMs = maxAgeMs;
    this.#now = now;
  }

  /** The page data's generation: changes with every `dropAll`. Part of every stamp. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The kept page for `key`, if it was rendered at `stamp` and is not too old. */
  get(key: string, stamp: string): KeptPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.stamp !== stamp || this.#now() - page.renderedAt >= this.#maxAgeMs) {
      this.#pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps a page rendered at `stamp`, unless the page data changed since `generation` was read. */
  keep(key: string, generation: number, status: number, body: Buffer, stamp: string): KeptPage {
    const page = new KeptPage(status, body, stamp, this.#now());
    if (generation === this.#generation) this.#pages.set(key, page);
    return page;
  }

  /** Something every page may show changed (settings in the footer, payment methods, tax rates). */
  dropAll(): void {
    this.#generation++;
    this.#pages.clear();
  }
}
