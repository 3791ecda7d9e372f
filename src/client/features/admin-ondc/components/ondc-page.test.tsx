import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOndcCall, AdminOndcOrdersByApp, AdminOndcOverview } from '#shared/schemas/ondc';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import OndcPage from '#client/app/routes/admin/ondc.tsx';

// docs/product-rules.md 62: whether buyer apps can find the shop and what it lacks, the store's
// place and days to ship, the shop's own products offered or kept off, the latest calls, the
// orders each buyer app placed.

const NOT_SET_UP: AdminOndcOverview = {
  configured: false, subscriberId: null, subscriberUrl: null, settings: null, missing: ['settings', 'legalName', 'address', 'phone', 'email'], calls: [], withheldProductIds: ['p-2'],
};
const SETTINGS = { storeGps: '18.5204,73.8567', storePincode: '411037', storeCity: 'Pune', daysToShip: 2, updatedAt: '2026-11-30T06:00:00.000Z' };
const SEARCH_IN: AdminOndcCall = {
  id: 'c1', direction: 'in', action: 'search', status: 'ack', buyerApp: 'buyer-app.ondc.example', transactionId: 't1', errorCode: null, errorMessage: null, attempts: 1, createdAt: '2026-11-30T06:30:00.000Z', sentAt: null,
};
const CATALOGUE_OUT: AdminOndcCall = { ...SEARCH_IN, id: 'c2', direction: 'out', action: 'on_search', status: 'failed', errorCode: '20001', errorMessage: 'Invalid signature', attempts: 4, createdAt: '2026-11-30T06:30:01.000Z' };
const READY: AdminOndcOverview = {
  configured: true, subscriberId: 'hariyali.example.in', subscriberUrl: 'https://hariyali.example.in/ondc', settings: SETTINGS, missing: [], calls: [CATALOGUE_OUT, SEARCH_IN], withheldProductIds: [],
};
const product = (id: string, name: string, vendorId: string | null = null) => ({ id, name, vendorId, isActive: true });
const PRODUCTS = [product('p-1', 'Neem Oil 1 L'), product('p-2', 'Knapsack Sprayer 16 L'), product('p-3', 'Vendor Urea 45 kg', 'v-1')];

const NO_ORDERS: AdminOndcOrdersByApp = { apps: [] };

/** A stand-in server: the overview, the orders by buyer app, the products list, and the writes (each answered by `answer`, else as sent). */
function serve(overview: AdminOndcOverview, answer?: (path: string, body: unknown) => Response | undefined, orders = NO_ORDERS) {
  const sent: SentRequest[] = [];
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (path === '/api/admin/ondc/orders') return json(orders);
    if (path === '/api/admin/products') return json({ items: PRODUCTS, total: PRODUCTS.length, page: 1, pageSize: 20 });
    if (init.method === 'GET') return json(overview);
    const body = JSON.parse(String(init.body)) as unknown;
    sent.push({ method: String(init.method), path, body });
    return answer?.(path, body) ?? json(path.endsWith('/settings') ? { ...(body as object), updatedAt: SETTINGS.updatedAt } : body);
  });
  return sent;
}

describe('Admin -> ONDC', () => {
  staffPageTests('admin-ondc');

  it('says the node is not set up on the server and where each missing fact is given; no calls yet', async () => {
    serve(NOT_SET_UP);
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    expect(await screen.findByText(/Not set up on the server yet: the ONDC_\* settings are not set/, undefined, LAZY)).toBeTruthy();
    expect(screen.getByText(/see docs\/operating.md, Selling on ONDC/)).toBeTruthy();
    const missing = within(screen.getByRole('heading', { name: 'Still missing before buyer apps see the catalogue' }).parentElement!);
    expect(missing.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "The store's map point, PIN code, town and days to ship: fill them in below",
      "The shop's legal name, in Tax & Business, Business settings: open Tax & Business",
      "The shop's address, in Tax & Business, Business settings: open Tax & Business",
      "The shop's contact phone, in Tax & Business, Shop contact details (the site settings): open Tax & Business",
      "The shop's contact e-mail, in Tax & Business, Shop contact details (the site settings): open Tax & Business",
    ]);
    expect(missing.getAllByRole('link', { name: 'open Tax & Business' })[0]!.getAttribute('href')).toBe('/admin/tax');
    expect(screen.queryByText('Buyer apps can find the shop.')).toBeNull();
    expect(screen.getByText(/No calls yet/)).toBeTruthy();
    expect(await screen.findByText('No orders through ONDC yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the orders placed through ONDC' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the orders of each buyer app: open, delivered, cancelled, their value in rupees, the latest; and the way to them in Orders', async () => {
    const orders: AdminOndcOrdersByApp = {
      apps: [
        { buyerApp: 'paytm.ondc.example.in', orders: 12, open: 3, delivered: 8, cancelled: 1, valuePaise: 1_234_567_89, latestOrderAt: '2026-11-30T06:30:00.000Z' },
        { buyerApp: 'buyer.example.org', orders: 1, open: 0, delivered: 0, cancelled: 1, valuePaise: 0, latestOrderAt: '2026-11-20T06:30:00.000Z' },
      ],
    };
    serve(READY, undefined, orders);
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    const table = await screen.findByRole('table', { name: 'Orders by buyer app' }, LAZY);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Buyer app', 'Orders', 'Open', 'Delivered', 'Cancelled', 'Value', 'Latest order']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[1]!).slice(0, 6)).toEqual(['paytm.ondc.example.in', '12', '3', '8', '1', '₹12,34,567.89']);
    expect(cells(rows[2]!).slice(0, 6)).toEqual(['buyer.example.org', '1', '0', '0', '1', '₹0']);
    // 06:30 UTC is noon in India, whatever the computer's time zone.
    expect(cells(rows[1]!)[6]).toBe('30 Nov 2026, 12:00 pm');
    expect(within(rows[1]!).getByText(/2026/).getAttribute('datetime')).toBe('2026-11-30T06:30:00.000Z');
    expect(screen.getByRole('link', { name: 'See the orders placed through ONDC' }).getAttribute('href')).toBe('/admin/orders?placedThrough=ondc');
  });

  it('says buyer apps can find the shop, and lists the calls in words at India\'s time', async () => {
    serve(READY);
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    expect(await screen.findByText('Buyer apps can find the shop.', undefined, LAZY)).toBeTruthy();
    expect(screen.getByText('hariyali.example.in')).toBeTruthy();
    expect(screen.getByText('https://hariyali.example.in/ondc')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Latest calls' })).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    // 06:30 UTC is noon in India, whatever the computer's time zone.
    expect(cells(rows[0]!)).toEqual(['30 Nov 2026, 12:00 pm', 'To a buyer app', 'Catalogue sent', 'buyer-app.ondc.example', 'Not delivered', '20001: Invalid signature', '4']);
    expect(cells(rows[1]!)).toEqual(['30 Nov 2026, 12:00 pm', 'From a buyer app', 'Search', 'buyer-app.ondc.example', 'Accepted (ACK)', 'None', '1']);
    expect((screen.getByLabelText(/^Map point of the store/) as HTMLInputElement).value).toBe('18.5204,73.8567');
  });

  it('puts a wrong map point on its field, then the server\'s refusal on its field, then says it is saved', async () => {
    const sent = serve(NOT_SET_UP, (path, body) =>
      (body as { storePincode: string }).storePincode === '999999' ? json({ error: { code: 'validation_failed', message: 'Pincode must be exactly 6 digits', fields: { storePincode: 'Pincode must be exactly 6 digits' }, params: {} } }, 400) : undefined,
    );
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    const gps = await screen.findByLabelText(/^Map point of the store/, undefined, LAZY);
    fireEvent.change(gps, { target: { value: '73.8567,18.5204' } });
    fireEvent.change(screen.getByLabelText(/^PIN code of the store/), { target: { value: '999999' } });
    fireEvent.change(screen.getByLabelText(/^Town or city/), { target: { value: 'Pune' } });
    fireEvent.change(screen.getByLabelText(/^Days to hand an order to the courier/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gps.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${gps.id}-error`)?.textContent).toMatch(/^Please enter the store's map point as latitude,longitude in India/);
    expect(sent).toEqual([]);

    fireEvent.change(gps, { target: { value: ' 18.5204, 73.8567 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const pincode = screen.getByLabelText(/^PIN code of the store/);
    await waitFor(() => expect(pincode.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${pincode.id}-error`)?.textContent).toBe('Pincode must be exactly 6 digits');
    expect(gps.getAttribute('aria-invalid')).not.toBe('true');

    fireEvent.change(pincode, { target: { value: '411037' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Buyer apps get these with the next search.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ method: 'PUT', path: '/api/admin/ondc/settings', body: { storeGps: '18.5204,73.8567', storePincode: '411037', storeCity: 'Pune', daysToShip: 3 } });
  });

  it("lists the shop's own products with their switch, never a vendor's; switching one off and on, and a refusal said plainly", async () => {
    let refuse = false;
    const sent = serve(READY, () => (refuse ? json({ error: { code: 'not_found', message: 'Product not found', fields: {}, params: {} } }, 404) : undefined));
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    const neem = await screen.findByRole('checkbox', { name: 'Offered on ONDC: Neem Oil 1 L' }, LAZY);
    expect((neem as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Offered on ONDC: Knapsack Sprayer 16 L' })).toBeTruthy();
    expect(screen.queryByText('Vendor Urea 45 kg')).toBeNull();
    expect(screen.getAllByText(/Vendors' products are never offered on ONDC/)).toHaveLength(1);

    fireEvent.click(neem);
    expect(await screen.findByText('Neem Oil 1 L is kept off ONDC now.')).toBeTruthy();
    await waitFor(() => expect((neem as HTMLInputElement).checked).toBe(false));
    expect(neem.getAttribute('aria-describedby') && document.getElementById(neem.getAttribute('aria-describedby')!)?.textContent).toBe('Kept off ONDC');
    fireEvent.click(neem);
    expect(await screen.findByText('Neem Oil 1 L is offered on ONDC again.')).toBeTruthy();
    await waitFor(() => expect((neem as HTMLInputElement).checked).toBe(true));
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/admin/ondc/products/p-1', body: { offered: false } },
      { method: 'PUT', path: '/api/admin/ondc/products/p-1', body: { offered: true } },
    ]);

    refuse = true;
    fireEvent.click(neem);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Neem Oil 1 L could not be changed: /);
    expect((neem as HTMLInputElement).checked).toBe(true);
  });

  it('shows a product kept off as such, and says when the shop has no products of its own', async () => {
    serve(NOT_SET_UP);
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    expect(((await screen.findByRole('checkbox', { name: 'Offered on ONDC: Knapsack Sprayer 16 L' }, LAZY)) as HTMLInputElement).checked).toBe(false);
    setApiTransport(async (url) => (new URL(String(url), 'http://shop').pathname === '/api/admin/products' ? json({ items: [PRODUCTS[2]], total: 1, page: 1, pageSize: 20 }) : json(READY)));
    renderAsRole('owner', <OndcPage />, '/admin/ondc');
    expect(await screen.findByText('The shop has no products of its own yet.', undefined, LAZY)).toBeTruthy();
  });
});
