import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedAddress } from '#shared/schemas/addresses';
import type { SessionUser } from '#shared/schemas/auth';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { CheckoutForm } from './checkout-form.tsx';

// docs/product-rules.md 32: checkout fills in what the account knows (its phone, its default address), saves a
// new address when asked, and keeps what was typed over a reload. The server's side of saved
// addresses is tests/api/addresses.test.ts.

const user = { id: 'u-1', name: 'Sunita Pawar', email: 'sunita@example.in', mobile: null, type: 'user' as const, language: null, customerGroup: 'retail' as const };
const at = '2026-11-25T06:00:00.000Z';
const farm: SavedAddress = { id: 'a-farm', label: 'Farm', fullName: 'Sunita Pawar', phone: '98220 11111', address: 'Gat No. 112, Wadgaon', city: 'Shirur', state: 'Maharashtra', pincode: '412210', isDefault: true, createdAt: at, updatedAt: at };
const home: SavedAddress = { ...farm, id: 'a-home', label: null, phone: '98220 22222', address: 'Flat 4, Shivaji Nagar', city: 'Pune', pincode: '411005', isDefault: false };
const product = { id: 'p-1', name: 'Okra Seeds', pricePaise: 30000 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as checkout sees it, with what was sent to it. */
function serve(addresses: SavedAddress[], account: Record<string, unknown> = {}, points: unknown[] = [], addressesCome: Promise<void> = Promise.resolve()) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  setApiTransport(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    if (method !== 'GET') sent.push({ method, url: path, body: JSON.parse(String(init?.body ?? 'null')) });
    if (path.includes('/auth/addresses') && method === 'GET') return addressesCome.then(() => json({ addresses, max: 10 }));
    if (path.includes('/auth/addresses')) return json({ ...farm, id: 'a-new', isDefault: false }, 201);
    if (path.includes('/auth/profile')) return json({ id: user.id, name: user.name, email: user.email, type: 'user', phone: '+91 98220 99999', mobile: null, textChannel: 'sms', hasPassword: true, joinedAt: at, vendor: null, ...account });
    if (path.includes('/store/payment-methods')) return json({ methods: ['cod'], codInstructions: null, codMaxPaise: 5_000_000 });
    if (path.includes('/store/pickup-points')) return json({ points });
    if (path.includes('/store/cart')) return json({ items: [{ product, quantity: 2, seenPricePaise: 30000, available: true }], updatedAt: at });
    if (path.includes('/store/orders')) return json({ id: 'o-1', paymentMethod: 'cod' }, 201);
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return sent;
}

/** Renders the form, once its texts are there (it waits for them, as in the browser). */
async function show(buyer: SessionUser = user) {
  const placed: unknown[] = [];
  await act(async () => void render(
    <MemoryRouter initialEntries={['/checkout']}>
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <CheckoutForm user={buyer} lines={[{ productId: 'p-1', quantity: 2 }]} totalPaise={60000} onPlaced={(order) => void placed.push(order)} />
        </Suspense>
      </QueryClientProvider>
    </MemoryRouter>,
  ));
  return placed;
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('checkout without retyping', () => {
  beforeAll(async () => {
    await loadNamespaces('checkout', 'orders', 'addresses');
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('preselects the default address, can pick another, and orders to the one chosen', async () => {
    const sent = serve([farm, home]);
    const placed = await show();
    const chosen = await screen.findByRole('radio', { name: /Farm/ });
    await waitFor(() => expect((chosen as HTMLInputElement).checked).toBe(true));
    expect(value(/Phone Number/)).toBe(farm.phone);
    // A saved address is not shown as fields to type again.
    expect(screen.queryByLabelText(/^Address/)).toBeNull();
    expect(screen.getByTestId('order-glance').textContent).toContain('Items: 2');

    fireEvent.click(screen.getByRole('radio', { name: /Flat 4, Shivaji Nagar/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    const order = sent.find((s) => s.url.includes('/store/orders'))!.body as { shipping: Record<string, string> };
    expect(order.shipping).toMatchObject({ fullName: home.fullName, phone: home.phone, address: home.address, city: 'Pune', state: 'Maharashtra', pincode: '411005', email: user.email });
    // Nothing saved: the address was a saved one; and what was kept for a reload is gone.
    expect(sent.filter((s) => s.url.includes('/auth/addresses'))).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it("prefills the account's phone and saves a new address once the order is placed (ticked from the start)", async () => {
    const sent = serve([]);
    const placed = await show();
    await waitFor(() => expect(value(/Phone Number/)).toBe('+91 98220 99999'));
    expect(screen.queryByRole('radio', { name: /A new address/ })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'At post Wadgaon' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Shirur' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'Maharashtra' } });
    fireEvent.change(screen.getByLabelText(/^Pincode/), { target: { value: '412210' } });
    // Ticked from the start: the next order needs no typing.
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: /Save this address to my account/ })).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(sent.map((s) => `${s.method} ${s.url.replace(/^.*\/api/, '')}`)).toEqual(['POST /store/orders', 'POST /auth/addresses']);
    expect(sent[1]!.body).toEqual({ fullName: user.name, phone: '+91 98220 99999', address: 'At post Wadgaon', city: 'Shirur', state: 'Maharashtra', pincode: '412210' });
  });

  it('keeps what was typed over a reload', async () => {
    serve([]);
    await show();
    await waitFor(() => expect(value(/Phone Number/)).toBe('+91 98220 99999'));
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the temple, Wadgaon' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Shirur' } });
    cleanup();
    // The page again, as after a reload: the same tab's storage.
    await show();
    await waitFor(() => expect(value(/^Address/)).toBe('Near the temple, Wadgaon'));
    expect(value(/^City/)).toBe('Shirur');
    expect(value(/Phone Number/)).toBe('+91 98220 99999');
  });

  it('keeps an address typed while the saved ones were on their way: not replaced by the default when they come, a new address', async () => {
    let come!: () => void;
    serve([farm, home], {}, [], new Promise<void>((resolve) => (come = resolve)));
    await show();
    await waitFor(() => expect(value(/Phone Number/)).toBe('+91 98220 99999'));
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the temple, Wadgaon' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Shirur' } });
    await act(async () => come());
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /A new address/ }).checked).toBe(true));
    expect(value(/^Address/)).toBe('Near the temple, Wadgaon');
    expect(value(/^City/)).toBe('Shirur');
  });

  it('keeps an address typed over a reload made before the saved addresses came', async () => {
    serve([farm, home], {}, [], new Promise<void>(() => {}));
    await show();
    await waitFor(() => expect(value(/Phone Number/)).toBe('+91 98220 99999'));
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the temple, Wadgaon' } });
    cleanup();
    // The page again, as after a reload on a slow network: the saved addresses come after it shows.
    let come!: () => void;
    serve([farm, home], {}, [], new Promise<void>((resolve) => (come = resolve)));
    await show();
    await waitFor(() => expect(value(/^Address/)).toBe('Near the temple, Wadgaon'));
    await act(async () => come());
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: /A new address/ }).checked).toBe(true));
    expect(value(/^Address/)).toBe('Near the temple, Wadgaon');
  });

  it("offers his field agent's village point: chosen, the order goes to the point and nothing is saved as an address", async () => {
    const point = { id: 'agent-1', agentName: 'Vitthal Kendre', name: 'Kendre Krishi Seva Kendra', address: 'Near the gram panchayat', city: 'Wadgaon Rasai', state: 'Maharashtra', pincode: '412211', phone: '98220 77777', hours: '8 am to 7 pm' };
    const sent = serve([farm], {}, [point]);
    const placed = await show();
    const home = await screen.findByRole<HTMLInputElement>('radio', { name: 'Deliver to my address' });
    await waitFor(() => expect(home.checked).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: /Pick up at Kendre Krishi Seva Kendra/ }));
    expect(screen.getByText(/Vitthal Kendre's village point: Near the gram panchayat, Wadgaon Rasai 412211/)).toBeTruthy();
    expect(screen.getByText('Your order is delivered to this point. Collect it there with your order number.')).toBeTruthy();
    // His saved addresses step aside while the point is chosen.
    expect(screen.queryByRole('radio', { name: /Farm/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    const order = sent.find((s) => s.url.includes('/store/orders'))!.body as { shipping: Record<string, string>; pickupPointId: string };
    expect(order.pickupPointId).toBe('agent-1');
    expect(order.shipping).toMatchObject({ fullName: user.name, address: 'Kendre Krishi Seva Kendra, Near the gram panchayat', city: 'Wadgaon Rasai', state: 'Maharashtra', pincode: '412211' });
    expect(sent.filter((s) => s.url.includes('/auth/addresses'))).toEqual([]);
  });

  it('asks an account made with a mobile number for an optional e-mail, and prefills its mobile as the phone', async () => {
    serve([], { email: null, phone: null, mobile: '+919822012345', hasPassword: false });
    await show({ ...user, email: null, mobile: '+919822012345' });
    await waitFor(() => expect(value(/Phone Number/)).toBe('+919822012345'));
    const email = screen.getByLabelText(/^Email Address \(optional\)/) as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.getAttribute('aria-required')).toBeNull();
  });
});
