import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/schemas/auth';
import type { VendorPayoutAccountState } from '#shared/schemas/vendor-payout';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { PayoutAccountCard } from './payout-account-card.tsx';

// docs/product-rules.md 35: the vendor's payout bank account in Settings. The server's side (sealing, masking,
// who may see it) is tests/api/vendor-payout.test.ts; here, what the card asks, sends and shows.

const profile = (status: 'pending' | 'approved'): Profile => ({
  id: 'v-1', name: 'Ravi Patil', email: 'ravi@example.in', type: 'vendor', phone: '9822012345', mobile: null, textChannel: 'sms', hasPassword: true, joinedAt: '2026-11-01T06:00:00.000Z', marketingOptIn: false,
  vendor: { businessName: 'Patil Agro', ownerName: 'Ravi Patil', phone: '9822012345', address: 'Latur', gstNumber: null, status, rejectionReason: null },
});
// The card's code loads lazily (with its texts): on a busy machine that can take a while.
const LAZY = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SAVED: VendorPayoutAccountState = {
  account: { accountHolderName: 'Ravi Patil', accountNumberLast4: '5127', ifscCode: 'SBIN0001234', bankName: null, upiId: null, updatedAt: '2026-11-25T06:00:00.000Z' },
};

/** A stand-in server: the profile, the account as it stands, and what each PUT sent. */
function serve(status: 'pending' | 'approved', initial: VendorPayoutAccountState = { account: null }) {
  const sent: unknown[] = [];
  let state = initial;
  setApiTransport(async (url, init) => {
    const path = String(url);
    if (path.endsWith('/vendor/profile')) return json(profile(status));
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      state = SAVED;
    }
    return json(state);
  });
  return sent;
}

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutAccountCard />
    </QueryClientProvider>,
  );
}

describe('the payout bank account card', () => {
  beforeAll(async () => {
    await loadNamespaces('vendor-payout');
  });
  afterEach(cleanup);

  it('checks the number typed twice before sending, then shows the account masked with a message', async () => {
    const sent = serve('approved');
    renderCard();
    fireEvent.change(await screen.findByLabelText(/Account holder name/, {}, LAZY), { target: { value: 'Ravi Patil' } });
    fireEvent.change(screen.getByLabelText(/^Account number \*/), { target: { value: '6023 1004 5127' } });
    fireEvent.change(screen.getByLabelText(/Account number again/), { target: { value: '602310045128' } });
    fireEvent.change(screen.getByLabelText(/IFSC code/), { target: { value: 'sbin0001234' } });
    fireEvent.change(screen.getByLabelText(/Your Hariyali password/), { target: { value: 'seed-drill-2026' } });
    expect(screen.getByText(/on your cheque book, on the first page of your passbook/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('The two account numbers do not match')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Account number again/), { target: { value: '602310045127' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ accountHolderName: 'Ravi Patil', accountNumber: '602310045127', confirmAccountNumber: '602310045127', ifscCode: 'SBIN0001234', bankName: null, upiId: null, currentPassword: 'seed-drill-2026' });
    expect((await screen.findByRole('status')).textContent).toBe('Your bank account was saved. The shop will pay you into the account ending 5127.');
    expect(screen.getByTestId('payout-account').textContent).toContain('•••• 5127');
    expect(document.body.textContent).not.toContain('602310045127');
  });

  it('opens the form again on Change, with the number blank', async () => {
    serve('approved', SAVED);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Change payout bank account' }, LAZY));
    expect((screen.getByLabelText(/Account holder name/) as HTMLInputElement).value).toBe('Ravi Patil');
    expect((screen.getByLabelText(/^Account number \*/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('payout-account')).toBeTruthy();
  });

  it('asks a vendor not yet approved to wait, with no form', async () => {
    serve('pending');
    renderCard();
    expect(await screen.findByText('You can add your bank account once your vendor account is approved.', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save bank account' })).toBeNull();
  });
});
