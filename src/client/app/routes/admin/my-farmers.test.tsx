import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import type { AdminAgentFarmerList, AdminAgentLedger } from '#shared/schemas/field-agents';
import MyFarmersPage from './my-farmers.tsx';
import CommissionsPage from './commissions.tsx';

// docs/product-rules.md 55: Admin -> My farmers and Commissions. The server's rules are
// tests/api/field-agents.test.ts; here, adding a farmer with his code, his orders, the ledger, a payout.
const FARMER = { id: 'f-1', name: 'Ramesh Patil', mobile: '+919822050001', addedAt: '2026-12-05T05:00:00.000Z', orders: [{ id: 'o-1', number: 'HY-000042', status: 'shipped', totalPaise: 5_299_00, placedAt: '2026-12-05T05:10:00.000Z', expectedOn: '2026-12-09' }] };

function serve(): Array<{ path: string; body: unknown }> {
  const sent: Array<{ path: string; body: unknown }> = [];
  let farmers: AdminAgentFarmerList = { farmers: [] };
  const ledger: AdminAgentLedger = { balancePaise: 122_50, entries: [{ id: 'e-1', kind: 'earned', amountPaise: 122_50, orderNumber: 'HY-000042', reference: null, createdAt: '2026-12-06T05:00:00.000Z' }] };
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if ((init?.method ?? 'GET') !== 'GET') sent.push({ path, body });
    if (path === '/api/admin/agent/farmers' && init?.method === 'POST') return json({ farmer: { id: 'f-1', name: 'Ramesh Patil', mobile: '+919822050001', isNew: false }, expiresAt: '2026-12-05T05:05:00.000Z' }, 202);
    if (path === '/api/admin/agent/farmers/confirm') {
      if (body.code !== '482913') return json({ error: { code: 'link_code_wrong', message: 'That code is not the one sent to the farmer. 4 tries are left.', params: { triesLeft: '4' }, fields: { code: 'wrong' } } }, 400);
      farmers = { farmers: [FARMER] };
      return json(FARMER, 201);
    }
    if (path === '/api/admin/agent/farmers') return json(farmers);
    if (path === '/api/admin/agent/commission') return json(ledger);
    if (path === '/api/admin/agent/pickup-point' && init?.method === 'PUT') {
      if (body.pincode === '560001') return json({ error: { code: 'validation_failed', message: 'Invalid', fields: { pincode: 'This pincode is in another state than the one chosen' } } }, 400);
      return json({ point: { ...body, updatedAt: '2026-12-05T05:00:00.000Z' } });
    }
    if (path === '/api/admin/agent/pickup-point') return json({ point: null });
    if (path === '/api/admin/commissions') return json({ agents: [{ agentId: 'a-1', name: 'Vitthal Kendre', earnedPaise: 122_50, reversedPaise: 0, paidPaise: 0, balancePaise: 122_50 }] });
    if (path === '/api/admin/commissions/a-1/payouts') return json(ledger, 201);
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  return sent;
}

describe('Admin -> My farmers', () => {
  staffPageTests('admin-agents');
  beforeAll(() => loadNamespaces('orders'));

  it("adds a farmer with the code he reads out, then lists him with the agent's order and where it is", async () => {
    const sent = serve();
    renderAsRole('field_agent', <MyFarmersPage />);
    expect(await screen.findByText('You have no farmers yet. Add one with his code.', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('Due to you: ₹122.50')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Farmer's mobile number/), { target: { value: '98220 50001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send him the code' }));
    fireEvent.change(await screen.findByLabelText(/Code the farmer read out/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add him' }));
    expect((await screen.findByRole('alert')).textContent).toContain('4');
    fireEvent.change(screen.getByLabelText(/Code the farmer read out/), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add him' }));
    expect((await screen.findByText('Ramesh Patil is now one of your farmers.'))).toBeTruthy();
    expect(await screen.findByText(/HY-000042 .* In Transit/)).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual(['/api/admin/agent/farmers', '/api/admin/agent/farmers/confirm', '/api/admin/agent/farmers/confirm']);
    expect(sent[0]!.body).toMatchObject({ mobile: '98220 50001', language: 'hi' });
  });

  it('keeps his village pickup point: checked in the form, a refused pincode shown on its field, then saved', async () => {
    const sent = serve();
    renderAsRole('field_agent', <MyFarmersPage />);
    const save = await screen.findByRole('button', { name: 'Save pickup point' }, LAZY);
    fireEvent.click(save);
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(4);
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Name of the point/), { target: { value: 'Kendre Krishi Seva Kendra' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Near the gram panchayat, Wadgaon Rasai' } });
    fireEvent.change(screen.getByLabelText(/Village or town/), { target: { value: 'Shirur' } });
    fireEvent.change(screen.getByLabelText(/^Pincode/), { target: { value: '560001' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'Maharashtra' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '98220 77777' } });
    fireEvent.click(save);
    expect(await screen.findByText('This pincode is in another state than the one chosen')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Pincode/), { target: { value: '412211' } });
    fireEvent.click(save);
    expect(await screen.findByText('Saved. Your farmers can choose it at checkout.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/api/admin/agent/pickup-point', body: { name: 'Kendre Krishi Seva Kendra', address: 'Near the gram panchayat, Wadgaon Rasai', city: 'Shirur', state: 'Maharashtra', pincode: '412211', phone: '98220 77777', hours: null, active: true } });
  });

  it('lets the accountant record a payout with its reference', async () => {
    const sent = serve();
    renderAsRole('accountant', <CommissionsPage />);
    expect(await screen.findByText('Due: ₹122.50', {}, LAZY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Amount paid/), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/Reference \(UTR\)/), { target: { value: 'SBIN26120500001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record payout' }));
    await screen.findByText('Due: ₹122.50');
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([{ path: '/api/admin/commissions/a-1/payouts', body: { amountPaise: 100_00, reference: 'SBIN26120500001' } }]);
    // The accountant does not set the rates.
    expect(screen.queryByText('Commission rates')).toBeNull();
  });
});
