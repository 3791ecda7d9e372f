import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { VendorPayoutPanel } from './vendor-payout-panel.tsx';

// docs/product-rules.md 35: a vendor's payout account on the admin's review card, masked until the admin asks.
const LAZY = { timeout: 10_000 };
const ACCOUNT = { accountHolderName: 'Ravi Patil', accountNumberLast4: '5127', ifscCode: 'SBIN0001234', bankName: 'State Bank of India', upiId: null, updatedAt: '2026-11-25T06:00:00.000Z' };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("the admin's view of a vendor's payout account", () => {
  beforeAll(async () => {
    await loadNamespaces('vendor-payout');
  });
  afterEach(cleanup);

  it('shows it masked, and the full number only after "Show full number" asks the server', async () => {
    const calls: string[] = [];
    setApiTransport(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      return json(init?.method === 'POST' ? { ...ACCOUNT, accountNumber: '602310045127' } : { account: ACCOUNT });
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VendorPayoutPanel userId="v-1" businessName="Patil Agro" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Ravi Patil, account •••• 5127, IFSC SBIN0001234', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('Bank: State Bank of India')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('POST'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show full number for Patil Agro' }));
    expect(await screen.findByText('Ravi Patil, account 602310045127, IFSC SBIN0001234')).toBeTruthy();
    expect(calls).toContain('POST /api/admin/vendors/v-1/payout-account/reveal');
    fireEvent.click(screen.getByRole('button', { name: 'Hide number' }));
    expect(screen.getByText('Ravi Patil, account •••• 5127, IFSC SBIN0001234')).toBeTruthy();
  });

  it('says when the vendor has none', async () => {
    setApiTransport(async () => json({ account: null }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <VendorPayoutPanel userId="v-2" businessName="Shinde Krishi" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('The vendor has not added a bank account yet.', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show full number/ })).toBeNull();
  });
});
