import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSettings } from '#shared/schemas/gst';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { EInvoicingCard } from './einvoicing-card.tsx';

// docs/product-rules.md 45: e-invoicing is turned on only with a provider set up on the server, so
// without one the card says so and offers no button that could only fail; it can always be turned off.

const SETTINGS: BusinessSettings = { legalName: 'Hariyali Agri Pvt Ltd', address: 'Pune', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', eInvoicing: false, eInvoicingProvider: false, updatedAt: '2026-11-01T00:00:00Z' };

function show(settings: BusinessSettings) {
  setApiTransport(async () => new Response(JSON.stringify({ items: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
  render(<QueryClientProvider client={createQueryClient()}><EInvoicingCard settings={settings} /></QueryClientProvider>);
}

describe('the e-invoicing card', () => {
  beforeAll(() => loadNamespaces('admin-tax', STAFF_NAMESPACE));
  afterEach(cleanup);

  it('offers no Turn On without a provider, and says what the server lacks', () => {
    show(SETTINGS);
    expect(screen.getByText(/No e-invoicing provider \(GSP\) is set up on the server/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn On E-invoicing' })).toBeNull();
  });

  it('offers Turn On with a provider, and Turn Off once on, even if the provider is gone', () => {
    show({ ...SETTINGS, eInvoicingProvider: true });
    expect((screen.getByRole('button', { name: 'Turn On E-invoicing' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    show({ ...SETTINGS, eInvoicing: true });
    expect((screen.getByRole('button', { name: /Turn Off/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});
