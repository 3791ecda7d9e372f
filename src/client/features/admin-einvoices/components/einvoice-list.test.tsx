import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEInvoice } from '#shared/schemas/einvoices';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { EInvoiceList } from './einvoice-list.tsx';

// docs/product-rules.md 45: the list names a credit note's invoice, and says when the credit note
// waits for that invoice; only a refused one is sent again by hand. A section of its own, for
// `einvoices.manage` (docs/decisions/0067): a manager, who may not touch the tax settings, uses it.

describe('Admin -> E-invoices', () => {
  staffPageTests('admin-einvoices');

  it('lists a credit note with the invoice it credits, waiting for that invoice\'s report rather than for a next try', async () => {
    const row = { orderId: 'o1', irn: null, updatedAt: '2026-12-10T06:00:00Z', nextAttemptAt: '2026-12-10T07:00:00Z' };
    const items: AdminEInvoice[] = [
      { ...row, documentId: 'i1', documentNumber: 'HYI2627-00000042', kind: 'tax_invoice', refersToNumber: null, waitsForInvoice: false, status: 'failed', attempts: 1, lastError: '2228: Invalid HSN code' },
      { ...row, documentId: 'c1', documentNumber: 'HYC2627-00000007', kind: 'credit_note', refersToNumber: 'HYI2627-00000042', waitsForInvoice: true, status: 'pending', attempts: 0, lastError: null },
    ];
    setApiTransport(async () => json({ items }));
    renderAsRole('manager', <EInvoiceList />, '/admin/einvoices');
    expect(await screen.findByText('HYC2627-00000007', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Document' })).toBeTruthy();
    expect(screen.getByText('Credit note against HYI2627-00000042')).toBeTruthy();
    expect(screen.getByText('Sent once invoice HYI2627-00000042 is reported.')).toBeTruthy();
    expect(screen.queryByText(/Next try/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Send e-invoice/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Send e-invoice HYI2627-00000042 again']);
  });
});
