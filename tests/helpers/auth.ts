import type { FastifyInstance, InjectOptions } from 'fastify';

let nextAddress = 1;
/** A fresh client address per call, so the sign-up and login limits only bite where a test wants them. */
export const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export const customer = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Patil',
  email: `asha.${Math.random().toString(36).slice(2, 10)}@example.in`,
  phone: '98220 12345',
  password: 'green-fields-2026',
  confirmPassword: 'green-fields-2026',
  ...over,
});

export const vendor = (over: Record<string, unknown> = {}) => ({
  type: 'vendor',
  businessName: 'Patil Agro Traders',
  ownerName: 'Ravi Patil',
  email: `ravi.${Math.random().toString(36).slice(2, 10)}@example.in`,
  phone: '+91 98230 55555',
  address: 'Market Yard, Latur, Maharashtra 413512',
  gstNumber: '27AAPFU0939F1ZV',
  password: 'seed-drill-2026',
  confirmPassword: 'seed-drill-2026',
  ...over,
});

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : [raw];
  const found = all.find((c): c is string => typeof c === 'string' && c.startsWith('hariyali_session='));
  if (!found) throw new Error('no session cookie was set');
  return found.split(';')[0]!;
}

export function api(app: FastifyInstance) {
  const call = (method: InjectOptions['method'], url: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string>; address?: string } = {}) =>
    app.inject({
      method,
      url,
      remoteAddress: options.address ?? freshAddress(),
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
  return {
    call,
    register: (body: unknown, options: { address?: string } = {}) => call('POST', '/api/auth/register', { body, ...options }),
    login: (email: string, password: string, options: { address?: string; cookie?: string } = {}) =>
      call('POST', '/api/auth/login', { body: { email, password }, ...options }),
    me: (cookie?: string) => call('GET', '/api/auth/me', { cookie }),
  };
}
