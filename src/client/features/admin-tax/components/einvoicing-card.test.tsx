import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEInvoice } from '#shared/schemas/einvoices';
import type { BusinessSettings } from '#shared/schemas/gst';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { EInvoicingCard } from './einvoicing-card.tsx';

// docs/product-rules.md 45: e-invoicing is turned on only with a provider set up on the server, so
// without one the card says so and offers no button that could only fail; it can always be turned off.
// Its list names a credit note's invoice, and says when the credit note waits for that invoice.

const SETTINGS: BusinessSettings = { legalName: 'Hariyali Agri Pvt Ltd', address: 'Pune', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', eInvoicing: false, eInvoicingProvider: false, updatedAt: '2026-11-01T00:00:00Z' };

function show(settings: BusinessSettings, items: AdminEInvoice[] = []) {
  setApiTransport(async () => new Response(JSON.stringify({ items }), { status: 200, headers: { 'content-type': 'application/json' } }));
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

  it('lists a credit note with the invoice it credits, waiting for that invoice\'s report rather than for a next try', async () => {
    const row = { orderId: 'o1', irn: null, updatedAt: '2026-12-10T06:00:00Z', nextAttemptAt: '2026-12-10T07:00:00Z' };
    show({ ...SETTINGS, eInvoicing: true, eInvoicingProvider: true }, [
      { ...row, documentId: 'i1', documentNumber: 'HYI2627-00000042', kind: 'tax_invoice', refersToNumber: null, waitsForInvoice: false, status: 'failed', attempts: 1, lastError: '2228: Invalid HSN code' },
      { ...row, documentId: 'c1', documentNumber: 'HYC2627-00000007', kind: 'credit_note', refersToNumber: 'HYI2627-00000042', waitsForInvoice: true, status: 'pending', attempts: 0, lastError: null },
    ]);
    expect(await screen.findByText('HYC2627-00000007')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Document' })).toBeTruthy();
    expect(screen.getByText('Credit note against HYI2627-00000042')).toBeTruthy();
    expect(screen.getByText('Sent once invoice HYI2627-00000042 is reported.')).toBeTruthy();
    expect(screen.queryByText(/Next try/)).toBeNull();
    // Only the refused invoice is sent again by hand.
    expect(screen.getAllByRole('button', { name: /^Send e-invoice/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Send e-invoice HYI2627-00000042 again']);
  });
});
