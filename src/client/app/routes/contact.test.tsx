import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '#shared/schemas/orders';
import type { StoreSiteSettings } from '#shared/schemas/site-settings';
import { loadEveryLanguage, loadNamespaces } from '#client/i18n/index.ts';
import { RenderLanguage } from '#client/i18n/use-translation.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import ContactPage from './contact.tsx';
// The grievance officer's texts, in every language (the page loads them with its lazy part, in the reader's).
import '#client/i18n/on-demand/grievance.ts';

// docs/product-rules.md 20: the FAQ's "What payment methods do you accept?" names the methods checkout offers
// today (Payment Settings), never a fixed "cash on delivery or card".

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const noSettings: StoreSiteSettings = { phone: null, email: null, address: null, hours: null, grievanceOfficer: null };

function open(methods: PaymentMethod[], settings = noSettings, language = 'en') {
  setApiTransport(async (url) =>
    url.startsWith('/api/store/payment-methods') ? json({ methods, codInstructions: null, codMaxPaise: 5_000_000 }) : url.startsWith('/api/store/site-settings') ? json(settings) : json({ user: null }),
  );
  render(
    <RenderLanguage.Provider value={language}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactPage />
        </MemoryRouter>
      </QueryClientProvider>
    </RenderLanguage.Provider>,
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

// docs/product-rules.md 52: the grievance officer the E-Commerce Rules ask for, once the owner names one.
describe('the contact page\'s grievance officer', () => {
  beforeAll(() => Promise.all([loadEveryLanguage(), loadNamespaces('contact')]));
  afterEach(cleanup);
  const officer = { name: 'Sunita Kulkarni', designation: 'Grievance Officer', phone: { dial: '+912026123456', display: '+91 20 2612 3456' }, email: 'grievance@hariyali.in' };

  it('shows the officer with a phone to call and an address to write to, in Hindi too', async () => {
    open(['cod'], { ...noSettings, grievanceOfficer: officer }, 'hi');
    // Its code follows the page's (a lazy part): the first import may take a while.
    expect(await screen.findByRole('heading', { name: 'शिकायत अधिकारी' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Sunita Kulkarni')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 20 2612 3456' }).getAttribute('href')).toBe('tel:+912026123456');
    expect(screen.getByRole('link', { name: 'grievance@hariyali.in' }).getAttribute('href')).toBe('mailto:grievance@hariyali.in');
  });

  it('shows nothing until one is named, and no detail that is not given', async () => {
    open(['cod']);
    await screen.findByText(/^You can pay cash on delivery/);
    expect(screen.queryByTestId('grievance-officer')).toBeNull();
    cleanup();
    open(['cod'], { ...noSettings, grievanceOfficer: { ...officer, designation: null, phone: null } });
    expect(await screen.findByTestId('grievance-officer', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Grievance Officer')).toBeNull();
    expect(screen.queryByRole('link', { name: /\+91/ })).toBeNull();
  });
});
