import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '#shared/schemas/orders';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import ContactPage from './contact.tsx';

// docs/product-rules.md 20: the FAQ's "What payment methods do you accept?" names the methods checkout offers
// today (Payment Settings), never a fixed "cash on delivery or card".

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function open(methods: PaymentMethod[]) {
  setApiTransport(async (url) => (url.startsWith('/api/store/payment-methods') ? json({ methods, codInstructions: null, codMaxPaise: 5_000_000 }) : json({ user: null })));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the contact page FAQ on payment', () => {
  beforeAll(async () => {
    await loadNamespaces('contact');
  });
  afterEach(cleanup);

  it('names exactly the methods open now', async () => {
    open(['cod', 'bank_transfer']);
    expect(await screen.findByText(/^You can pay cash on delivery or by bank transfer\./)).toBeTruthy();
    expect(screen.queryByText(/card/i)).toBeNull();
  });

  it('says so when none is open', async () => {
    open([]);
    expect(await screen.findByText('No way to pay is open right now: please call us to order.')).toBeTruthy();
  });
});
