import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { ErrorCode } from '#shared/schemas/errors';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { sessionKey } from '#client/lib/session.ts';
import { ROLE_PERMISSIONS, type StaffRole } from '#shared/staff-roles';
import { grievanceDueDates, type StoreGrievance } from '#shared/schemas/grievances';

// What the client tests share (test-setup.ts starts them): stand-ins for the API and the page's
// query client. Imported by tests only.

/** How long to wait for what a page shows after its lazy code and texts arrive. */
export const LAZY = { timeout: 10_000 };

/** A JSON answer of a stand-in server. */
export const json = (body: unknown, status = 200) => new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signed-in staff account of a staff page's test: what the session tells the client (docs/decisions/0067). */
export const staffSession = (role: StaffRole) => ({
  id: 'u-me', name: 'Meera Staff', email: 'meera@example.in', mobile: null, type: 'admin' as const, language: null, customerGroup: 'retail' as const, staffRole: role, permissions: [...ROLE_PERMISSIONS[role]],
});

/** `ui` at `path`, under a query client whose session is a staff account with `role`: the admin area as that role sees it. */
export function renderAsRole(role: StaffRole, ui: ReactNode, path = '/admin') {
  const client = createQueryClient();
  client.setQueryData(sessionKey, staffSession(role));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * For a describe of a staff page's tests: its namespace's texts and the staff's (error and form
 * messages) are loaded first, and after each test the page is taken away and spies restored.
 */
export function staffPageTests(namespace: string): void {
  beforeAll(() => loadNamespaces(namespace, STAFF_NAMESPACE));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}

/** A write the stand-in server received. */
export interface SentRequest {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * A stand-in server for an admin list the owner adds to, edits, switches off and deletes from
 * (coupons, offers): any other GET lists `item`; a PUT answers the item as sent, a POST a new one
 * (id `newId`, unused); every DELETE is refused (409) with `refusal`, as when orders used the
 * item. It also answers the crops (none) and the admin's product list with `products`. Returns the
 * writes it receives (method, path, body), in order.
 */
export function serveAdminList<T extends { id: string; used: number }>({
  item,
  newId,
  refusal,
  products,
}: {
  item: T;
  newId: string;
  refusal: { code: ErrorCode; message: string };
  products: Array<{ id: string; name: string; vendorId: string | null }>;
}): SentRequest[] {
  const sent: SentRequest[] = [];
  setApiTransport(async (url, init) => {
    const { pathname: path, searchParams } = new URL(String(url), 'http://shop');
    const method = init?.method ?? 'GET';
    if (path === '/api/store/crops') return json({ items: [] });
    if (path === '/api/admin/products') return json({ items: products, total: products.length, page: 1, pageSize: Number(searchParams.get('pageSize')) });
    if (method !== 'GET') sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'DELETE') return json({ error: refusal }, 409);
    if (method === 'PUT') return json({ ...item, ...JSON.parse(String(init?.body)) });
    if (method === 'POST') return json({ ...item, ...JSON.parse(String(init?.body)), id: newId, used: 0 }, 201);
    return json({ items: [item] });
  });
  return sent;
}

/** A complaint made at 10:00 in India on 4 December 2026, open, about order HY-000042 (docs/product-rules.md 54): the complaints' tests start from it. */
export function sampleComplaint(over: Partial<StoreGrievance> = {}): StoreGrievance {
  const createdAt = '2026-12-04T04:30:00.000Z';
  return { id: 'g1', number: 'GR-000001', status: 'open', category: 'delivery', text: 'Parcel not delivered.', orderNumber: 'HY-000042', createdAt, acknowledgedAt: null, resolvedAt: null, ...grievanceDueDates(createdAt), replies: [], ...over };
}
