import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCodRemittance, AdminCodRemittanceDetail } from '#shared/schemas/cod-remittances';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import CodRemittancesPage from '#client/app/routes/admin/cod-remittances.tsx';

// docs/product-rules.md 60: the accountant uploads the courier's statement; the matched lines and
// the differences come back, the differences highlighted; an unreadable row is named in her language.

const remittance: AdminCodRemittance = {
  id: 'r1', carrier: 'shiprocket', reference: 'CRF-1002', utr: 'UTIB26121400123', remittedOn: '2026-12-14', amountPaise: 2_450_00, matchedPaise: 1_200_00,
  lineCount: 2, matchedCount: 1, differenceCount: 1, recordedBy: 'u-me', recordedByName: 'Meera Staff', createdAt: '2026-12-14T06:00:00Z',
};
const detail: AdminCodRemittanceDetail = {
  remittance,
  lines: [
    { row: 2, awb: 'SR10000001', orderId: 'o1', orderNumber: 'HY-000041', amountPaise: 1_200_00, expectedPaise: 1_200_00, outcome: 'matched' },
    { row: 3, awb: 'SR10000002', orderId: 'o2', orderNumber: 'HY-000042', amountPaise: 1_250_00, expectedPaise: 1_300_00, outcome: 'amount_differs' },
  ],
};
const statement = () => new File(['AWB,COD Amount,CRF ID,Remittance Date\nSR10000001,1200,CRF-1002,2026-12-14\n'], 'remittance.csv', { type: 'text/csv' });

describe('Admin -> COD remittances', () => {
  staffPageTests('admin-cod-remittances');

  it('uploads a statement and shows its lines, the difference highlighted', async () => {
    const sent: unknown[] = [];
    let imported = false;
    setApiTransport(async (url, init) => {
      if (init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        imported = true;
        return json(detail, 201);
      }
      if (url.includes('/cod-remittances/r1')) return json(detail);
      return json({ items: imported ? [remittance] : [] });
    });
    renderAsRole('accountant', <CodRemittancesPage />, '/admin/cod-remittances');
    expect(await screen.findByText('No remittance imported yet.', undefined, LAZY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Remittance statement (CSV)'), { target: { files: [statement()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Remittance CRF-1002 imported: 1 matched, 1 to look into.', undefined, LAZY)).toBeTruthy();
    expect(sent).toEqual([{ csv: 'AWB,COD Amount,CRF ID,Remittance Date\nSR10000001,1200,CRF-1002,2026-12-14\n' }]);
    const lines = within(await screen.findByRole('table', { name: 'Lines of remittance CRF-1002' }, LAZY));
    expect(lines.getByText('Cash collected')).toBeTruthy();
    const differs = lines.getByText('Amount differs').closest('tr')!;
    expect(differs.className).toContain('bg-amber-50');
    expect(lines.getByText('Cash collected').closest('tr')!.className).not.toContain('bg-amber-50');
    expect(within(differs).getByRole('link', { name: 'HY-000042' }).getAttribute('href')).toBe('/admin/orders/o2');
  });

  it('names the row a refused file could not be read at, in the page\'s words', async () => {
    setApiTransport(async (_url, init) =>
      init.method === 'POST'
        ? json({ error: { code: 'remittance_file_invalid', message: 'Row 3 of the remittance file cannot be read: the COD amount is not an amount in rupees. Nothing was imported.', fields: {}, params: { row: 3, problem: 'amount', reason: 'the COD amount is not an amount in rupees' } } }, 400)
        : json({ items: [] }),
    );
    renderAsRole('accountant', <CodRemittancesPage />, '/admin/cod-remittances');
    expect(await screen.findByText('No remittance imported yet.', undefined, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the remittance\'s CSV file first.');
    fireEvent.change(screen.getByLabelText('Remittance statement (CSV)'), { target: { files: [statement()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Row 3 of the file cannot be read: the COD amount is not an amount in rupees. Nothing was imported: fix that row and upload the file again.', undefined, LAZY)).toBeTruthy();
  });
});
