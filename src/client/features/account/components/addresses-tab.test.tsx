import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAddress } from '#shared/schemas/addresses';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { AddressesTab } from './addresses-tab.tsx';

// docs/product-rules.md 32: the account's Addresses tab. The rules (limit, one default, ownership) are the
// server's, tested in tests/api/addresses.test.ts; here, what the tab shows and sends.

const at = '2026-11-25T06:00:00.000Z';
const farm: SavedAddress = { id: 'a-farm', label: 'Farm', fullName: 'Sunita Pawar', phone: '98220 11111', address: 'Gat No. 112, Wadgaon', city: 'Shirur', state: 'Maharashtra', pincode: '412210', isDefault: true, createdAt: at, updatedAt: at };
const home: SavedAddress = { ...farm, id: 'a-home', label: 'Home', address: 'Flat 4, Shivaji Nagar', city: 'Pune', pincode: '411005', isDefault: false };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(addresses: SavedAddress[], refuse?: { status: number; body: unknown }) {
  const sent: string[] = [];
  const bodies: unknown[] = [];
  setApiTransport(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return json({ addresses, max: 10 });
    sent.push(`${method} ${String(url).replace(/^.*\/api/, '')}`);
    bodies.push(init?.body ? JSON.parse(String(init.body)) : null);
    if (refuse) return json(refuse.body, refuse.status);
    return method === 'DELETE' ? new Response(null, { status: 204 }) : json(farm, method === 'POST' ? 201 : 200);
  });
  return { sent, bodies };
}

async function show() {
  await act(async () =>
    void render(
      <QueryClientProvider client={createQueryClient()}>
        <AddressesTab />
      </QueryClientProvider>,
    ),
  );
}

describe("the account's saved addresses", () => {
  beforeAll(async () => {
    await loadNamespaces('addresses', 'orders');
  });
  afterEach(cleanup);

  it('lists them with the default marked, makes another the default, and deletes only once confirmed', async () => {
    const { sent } = serve([farm, home]);
    await show();
    const farmCard = await screen.findByRole('listitem', { name: 'Farm' });
    expect(within(farmCard).getByText('Default')).toBeTruthy();
    expect(within(farmCard).queryByRole('button', { name: 'Make default' })).toBeNull();
    const homeCard = screen.getByRole('listitem', { name: 'Home' });
    fireEvent.click(within(homeCard).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(sent).toEqual(['POST /auth/addresses/a-home/default']));
    expect(await screen.findByText('This is now your default address.')).toBeTruthy();

    fireEvent.click(within(homeCard).getByRole('button', { name: 'Delete' }));
    expect(within(homeCard).getByText(/Delete the address of Sunita Pawar in Pune\?/)).toBeTruthy();
    fireEvent.click(within(homeCard).getByRole('button', { name: 'Cancel' }));
    expect(sent).toHaveLength(1);
    fireEvent.click(within(homeCard).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(homeCard).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(sent).toEqual(['POST /auth/addresses/a-home/default', 'DELETE /auth/addresses/a-home']));
  });

  it("adds one with checkout's rules, and shows the server's message on its field", async () => {
    const { sent, bodies } = serve([], { status: 400, body: { error: { code: 'validation_failed', message: 'Invalid address', fields: { pincode: 'This pincode is not in the state you chose' } } } });
    await show();
    expect(await screen.findByText('You have no saved addresses yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    // Checked in the browser first: nothing is sent while a required field is empty.
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Farm' } });
    fireEvent.change(screen.getByLabelText(/^Full Name/), { target: { value: 'Sunita Pawar' } });
    fireEvent.change(screen.getByLabelText(/^Phone Number/), { target: { value: '98220 11111' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Gat No. 112' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Shirur' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'Karnataka' } });
    fireEvent.change(screen.getByLabelText(/^Pincode/), { target: { value: '412210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This pincode is not in the state you chose')).toBeTruthy();
    expect(sent).toEqual(['POST /auth/addresses']);
    expect(bodies[0]).toEqual({ label: 'Farm', fullName: 'Sunita Pawar', phone: '98220 11111', address: 'Gat No. 112', city: 'Shirur', state: 'Karnataka', pincode: '412210' });
  });

  it('offers no Add once the account keeps 10', async () => {
    serve(Array.from({ length: 10 }, (_, i) => ({ ...home, id: `a-${i}`, label: `Place ${i}`, isDefault: i === 0 })));
    await show();
    expect(await screen.findByText(/You have 10 saved addresses/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
  });
});
