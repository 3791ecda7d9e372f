import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import type { AdminAssistedOrder } from '#shared/schemas/assisted-orders';
import PhoneOrdersPage from './phone-orders.tsx';

const WAITING: AdminAssistedOrder = {
  id: 'ao-1',
  status: 'waiting',
  farmer: { id: 'u-f', name: 'Ramesh Patil', mobile: '+919822040001', isNew: true },
  totalPaise: 6_000_00,
  quote: null,
  expiresAt: '2026-12-04T05:15:00.000Z',
  order: null,
};
const SPRAYER = { id: 'p-sprayer', name: 'Knapsack Sprayer 16 L', pricePaise: 2_450_00, isActive: true };

/** A stand-in server for the page; returns the writes it receives. */
function serve(answers: { confirm?: () => Response } = {}) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let current = WAITING;
  setApiTransport(async (url, init) => {
    const { pathname: path } = new URL(String(url), 'http://shop');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/admin/products') return json({ items: [SPRAYER], total: 1, page: 1, pageSize: 8 });
    if (method === 'GET') return json(current);
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/admin/assisted-orders') return json(current, 201);
    if (path.endsWith('/confirm') && answers.confirm) return answers.confirm();
    current = { ...current, status: 'confirmed', order: { id: 'o-9', number: 'HY-000009' } };
    return json(current);
  });
  return sent;
}

// docs/product-rules.md 53: the agent's order for a farmer, placed only with his code.
describe('Admin -> Order for a farmer', () => {
  staffPageTests('admin-phone-orders');
  beforeAll(() => loadNamespaces('orders'));

  it('asks for a product before sending, then sends the farmer, the lines and the address as the server wants them', async () => {
    const sent = serve();
    renderAsRole('call_centre', <PhoneOrdersPage />, '/admin/phone-orders?mobile=%2B919822040001&name=Ramesh+Patil');
    const form = await screen.findByRole('form', { name: 'Order for a farmer' }, LAZY);
    expect((within(form).getByLabelText(/^Mobile number/) as HTMLInputElement).value).toBe('+919822040001');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the code to the farmer' }));
    expect(await within(form).findByText('Add at least one product.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Find a product'), { target: { value: 'sprayer' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Knapsack Sprayer 16 L to the order' }));
    fireEvent.change(within(form).getByLabelText(/^Quantity of Knapsack Sprayer/), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText(/^Address/), { target: { value: 'At post Wadgaon' } });
    fireEvent.change(within(form).getByLabelText(/^City or town/), { target: { value: 'Pune' } });
    fireEvent.change(within(form).getByLabelText(/^PIN code/), { target: { value: '412210' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the code to the farmer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: '/api/admin/assisted-orders',
      body: { farmer: { mobile: '+919822040001', name: 'Ramesh Patil', language: 'hi' }, items: [{ productId: 'p-sprayer', quantity: 2 }], shipping: { fullName: 'Ramesh Patil', city: 'Pune', state: 'Maharashtra', pincode: '412210' }, paymentMethod: 'cod' },
    });
    expect(await screen.findByRole('heading', { name: "Waiting for the farmer's yes" })).toBeTruthy();
  });

  it("shows a wrong code's tries left at the field, and the order's number once his code places it", async () => {
    let wrong = true;
    const sent = serve({
      confirm: () => {
        if (!wrong) return json({ ...WAITING, status: 'confirmed', order: { id: 'o-9', number: 'HY-000009' } });
        wrong = false;
        const message = 'That code is not the one sent to the farmer. Tries left: 4.';
        return json({ error: { code: 'consent_code_wrong', message, fields: { code: message }, params: { triesLeft: '4' } } }, 400);
      },
    });
    renderAsRole('call_centre', <PhoneOrdersPage />, '/admin/phone-orders?order=ao-1');
    const code = await screen.findByLabelText(/^Code he reads out/, {}, LAZY);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('That code is not the one sent to the farmer. Tries left: 4.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect((await screen.findByRole('status')).textContent).toContain('Order HY-000009 is placed for him.');
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe('/admin/orders/o-9');
    expect(sent.map((s) => s.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
  });
});
