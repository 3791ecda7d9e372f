import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import type { AdminCallBack, AdminCallBackDesk, AdminCallBackList } from '#shared/schemas/call-backs';
import CallBacksPage from './call-backs.tsx';

// docs/product-rules.md 51: Admin -> Call-backs. The server's rules are tests/api/call-backs.test.ts;
// here, what the desk shows in each state, Take next, the caller and closing with an outcome.
const REQUEST: AdminCallBack = {
  id: 'cb-1', mobile: '+919881122334', sources: ['missed_call', 'web_form'], calls: 3, firstCallAt: '2026-12-04T04:28:12.000Z', lastCallAt: '2026-12-04T04:40:00.000Z',
  interest: 'Bt cotton seed', product: { id: 'p-1', name: 'Cotton Seeds' }, assignedTo: null, assignedAt: null, closedAt: null, outcome: null, note: null,
};
const CALLER = {
  name: 'Sunita Jadhav', language: 'mr', district: 'Yavatmal', state: 'Maharashtra',
  crops: [{ crop: 'cotton', name: 'Cotton', acres: 2.5, sownOn: '2026-11-20' }],
  orders: [{ number: 'HY-000042', status: 'shipped', totalPaise: 1_250_00, placedAt: '2026-11-30T06:00:00.000Z' }],
};

interface Stand { queue: AdminCallBackList | 'error'; current: AdminCallBackDesk; next: AdminCallBackDesk; closeRefusal?: boolean }
/** A stand-in server; returns the writes it receives. */
function serve(stand: Stand): Array<{ path: string; body: unknown }> {
  const sent: Array<{ path: string; body: unknown }> = [];
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if ((init?.method ?? 'GET') === 'GET') {
      if (path === '/api/admin/call-backs/current') return json(stand.current);
      if (stand.queue === 'error') return json({ error: { code: 'internal_error', message: 'boom' } }, 500);
      return json(stand.queue);
    }
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path.endsWith('/take-next')) return (stand.current = stand.next), json(stand.next);
    if (path.endsWith('/close')) {
      if (stand.closeRefusal) return json({ error: { code: 'call_back_taken', message: 'Another agent (Ravi Agent) is calling this farmer back. Take the next request instead.', params: { agent: 'Ravi Agent' } } }, 409);
      stand.current = { request: null, caller: null };
      stand.queue = { items: [], total: 0, waiting: 0 };
      return json({ ...REQUEST, closedAt: '2026-12-04T05:00:00.000Z', outcome: 'ordered' });
    }
    return json({ items: [], total: 0, waiting: 0 }, 201);
  });
  return sent;
}

describe('Admin -> Call-backs', () => {
  staffPageTests('admin-call-backs');
  beforeAll(() => loadNamespaces('orders'));

  it('says the queue is empty and that nobody waits when Take next finds no one', async () => {
    const sent = serve({ queue: { items: [], total: 0, waiting: 0 }, current: { request: null, caller: null }, next: { request: null, caller: null } });
    renderAsRole('call_centre', <CallBacksPage />);
    expect(await screen.findByText('No open requests.', {}, LAZY)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Take next' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Nobody is waiting to be called back.');
    expect(sent.map((s) => s.path)).toEqual(['/api/admin/call-backs/take-next']);
  });

  it('shows an error with a retry when the queue cannot be read', async () => {
    serve({ queue: 'error', current: { request: null, caller: null }, next: { request: null, caller: null } });
    renderAsRole('call_centre', <CallBacksPage />);
    expect(await screen.findByRole('button', { name: /try again|retry/i }, LAZY)).toBeTruthy();
  });

  it('lists the open requests, takes the next, shows the farmer found by his number and closes it with an outcome and a note', async () => {
    const sent = serve({ queue: { items: [REQUEST], total: 1, waiting: 1 }, current: { request: null, caller: null }, next: { request: { ...REQUEST, assignedTo: { id: 'a-1', name: 'Asha' } }, caller: CALLER } });
    renderAsRole('call_centre', <CallBacksPage />);
    const queue = await screen.findByTestId('queue', {}, LAZY);
    expect(within(queue).getByText(/\+91 98811 22334/)).toBeTruthy();
    expect(within(queue).getByText(/Missed call, Website form/)).toBeTruthy();
    expect(within(queue).getByText('Cotton Seeds · Bt cotton seed')).toBeTruthy();
    expect(screen.getByText('1 open, 1 not taken')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Take next' }));
    expect((await screen.findByTestId('held-mobile')).getAttribute('href')).toBe('tel:+919881122334');
    const caller = screen.getByTestId('caller');
    expect(within(caller).getByText('Sunita Jadhav')).toBeTruthy();
    expect(within(caller).getByText('Marathi')).toBeTruthy();
    expect(within(caller).getByText('Yavatmal, Maharashtra')).toBeTruthy();
    expect(within(caller).getByText('Cotton (2.5 acres)')).toBeTruthy();
    expect(within(caller).getByText(/HY-000042 .* ₹1,250 · In Transit/)).toBeTruthy();

    // No outcome chosen: the form says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Close the request' }));
    expect(await screen.findByText(/Choose how the call ended/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Ordered' }));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Two packets, cash on delivery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the request' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ path: '/api/admin/call-backs/cb-1/close', body: { outcome: 'ordered', note: 'Two packets, cash on delivery' } }));
    expect(await screen.findByText('You are not calling anyone back now.')).toBeTruthy();
  });

  it("says whose call it is when another agent holds the request", async () => {
    serve({ queue: { items: [REQUEST], total: 1, waiting: 0 }, current: { request: REQUEST, caller: null }, next: { request: REQUEST, caller: null }, closeRefusal: true });
    renderAsRole('call_centre', <CallBacksPage />);
    expect(await screen.findByText('New caller: no account has this number.', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No need' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Another agent (Ravi Agent) is calling this farmer back. Take the next request instead.');
  });
});
