// A farmer's browser, as far as the server can tell: one cookie jar, its own address (sent as
// X-Forwarded-For: the tests run on the same machine as nginx, whose address the app servers
// trust, so the address before it is the one they count; a client elsewhere could not choose it),
// and the Origin of the page on every write, as a browser sends it.
import { randomUUID } from 'node:crypto';

export interface Answer<T = any> {
  status: number;
  body: T;
  /** The app server that answered, from nginx's X-Upstream (cluster tests only). */
  upstream: string | null;
}

let nextAddress = 1;
/** A documentation-range address of its own for each new client (198.18.0.0/15: benchmarking). */
export const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export class ShopClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly address = freshAddress(),
  ) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await fetch(this.base + path, {
      method,
      headers: {
        'x-forwarded-for': this.address,
        ...(method !== 'GET' ? { origin: this.base } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // An HTML error page from nginx (502): kept as text.
    }
    return { status: res.status, body: parsed as T, upstream: res.headers.get('x-upstream') };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => this.request<T>('POST', path, body ?? {}, headers);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body ?? {});

  /** Signs up as a customer (201) and keeps the session. */
  async register(email = `farmer.${randomUUID().slice(0, 8)}@example.in`, password = 'green-fields-2026'): Promise<{ id: string; email: string; password: string }> {
    const res = await this.post('/api/auth/register', { name: 'Asha Patil', email, phone: '98220 12345', password, confirmPassword: password });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
    return { id: res.body.user.id, email, password };
  }

  login(email: string, password: string) {
    return this.post('/api/auth/login', { email, password });
  }
}

/** The address the API tests' orders go to (tests/helpers/factories.ts). */
export { shipping } from '../helpers/factories.ts';
