import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import type { StoreOrderConsent } from '#shared/schemas/assisted-orders';
import OrderConsentPage from './order-consent.tsx';

// docs/product-rules.md 53: the farmer's yes from his link, with JavaScript. Without it, and the
// page as the server renders it, tests/api/order-consent-page.test.ts.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = 'Ab3_x-9Q';
const waiting: StoreOrderConsent = {
  status: 'waiting',
  lines: [{ name: 'Knapsack Sprayer 16 L', otherNames: { hi: 'नैपसैक स्प्रेयर 16 लीटर' }, quantity: 2 }],
  totalPaise: 4_900_00,
  paymentMethod: 'bank_transfer',
  shipping: { fullName: 'Ganesh Shinde', city: 'Pune', state: 'Maharashtra', pincode: '412210' },
  expiresAt: '2026-12-04T05:15:00.000Z',
  orderNumber: null,
};

function open(answer: (method: string, url: string) => Response) {
  const calls: string[] = [];
  setApiTransport(async (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    return url === '/api/store/site-settings' ? json({ phone: { dial: '18001234567', display: '1800 123 4567' }, email: null, address: null, hours: null, grievanceOfficer: null }) : answer(method, url);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/c/${TOKEN}`]}>
        <Routes>
          <Route path="/c/:token" element={<OrderConsentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe("a farmer's consent page", () => {
  beforeAll(() => loadNamespaces('order-consent', 'orders'));
  afterEach(cleanup);

  it('shows what he is asked and places it with one tap through the API, then the number has the focus', async () => {
    const calls = open((method) => json(method === 'POST' ? { ...waiting, status: 'confirmed', orderNumber: 'HY-000123' } : waiting));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your order' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Knapsack Sprayer 16 L')).toBeTruthy();
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(screen.getByText('₹4,900')).toBeTruthy();
    expect(screen.getByText(/^Bank transfer/)).toBeTruthy();
    expect(screen.getByText(/Pune, Maharashtra 412210/)).toBeTruthy();
    expect(screen.getByText(/until 10:45 am \(India time\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, place my order' }));
    const placed = await screen.findByRole('heading', { level: 1, name: 'Your order HY-000123 is placed' });
    expect(document.activeElement).toBe(placed);
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/user/dashboard');
    expect(calls).toContain(`POST /api/store/order-consent/${TOKEN}`);
  });

  it('reads the page again when the order was decided meanwhile, and gives the shop\'s phone', async () => {
    let decided = false;
    open((method) => {
      if (method === 'POST') {
        decided = true;
        return json({ error: { code: 'consent_expired', message: 'Too late.' } }, 409);
      }
      return json(decided ? { ...waiting, status: 'expired' } : waiting);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, place my order' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This order waited too long' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call us: 1800 123 4567' }).getAttribute('href')).toBe('tel:18001234567');
  });

  it('says a link that is not one is not valid', async () => {
    open(() => json({ error: { code: 'not_found', message: 'This link is not valid.' } }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' }, { timeout: 10_000 })).toBeTruthy();
  });
});
