import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LabelClaim } from '#shared/schemas/product-uses';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces, STAFF_NAMESPACE } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { LabelClaims } from './label-claims.tsx';

// docs/product-rules.md 41: Admin -> Label claims. The server's rules are tests/api/product-uses.test.ts;
// here, what the page checks before sending, and that a refusal is said in words.

const LAZY = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CLAIM: LabelClaim = {
  id: 'c-1', genericName: 'Imidacloprid 17.8% SL', crop: 'cotton', cropName: 'Cotton', problem: 'jassid', problemName: 'Jassid (leafhopper)',
  dose: { amount: 50, unit: 'ml' }, waitingDays: 40, source: 'CIB&RC major uses (test copy)', uses: 1,
};

/** A stand-in server: the claims, the crops, and what each write sent; a DELETE is refused as in use. */
function serve() {
  const sent: Array<{ method: string; path: string }> = [];
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/store/crops') return json({ items: [{ slug: 'cotton', name: 'Cotton', seasons: ['kharif'], stageCount: 5, problemCount: 1 }] });
    if (path.startsWith('/api/store/crops/')) return json({ slug: 'cotton', name: 'Cotton', stages: [], problems: [{ slug: 'jassid', name: 'Jassid (leafhopper)' }] });
    if (method !== 'GET') sent.push({ method, path });
    if (method === 'DELETE') return json({ error: { code: 'label_claim_in_use', message: 'Products are linked to crops within this label claim: remove those uses first' } }, 409);
    return json({ items: [CLAIM] });
  });
  return sent;
}

describe("the admin's label claims", () => {
  beforeAll(() => loadNamespaces('admin-label-claims', STAFF_NAMESPACE));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists each claim with its dose per acre and waiting period, and says why one in use is not deleted', async () => {
    const sent = serve();
    render(<QueryClientProvider client={createQueryClient()}><LabelClaims /></QueryClientProvider>);
    const row = await screen.findByRole('row', { name: /Imidacloprid 17\.8% SL/ }, LAZY);
    expect(row.textContent).toContain('50 ml per acre');
    expect(row.textContent).toContain('40 days');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = within(row).getByRole('button', { name: 'Delete the claim of Imidacloprid 17.8% SL on Cotton against Jassid (leafhopper)' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete the label claim of Imidacloprid 17.8% SL on Cotton against Jassid (leafhopper)?');
    expect(sent).toEqual([]);
    fireEvent.click(remove);
    expect((await screen.findByRole('alert')).textContent).toBe('Products are linked to crops within this label claim: remove those uses first.');
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/admin/label-claims/c-1' }]);
  });

  it('asks for every field of a new claim before sending it', async () => {
    const sent = serve();
    render(<QueryClientProvider client={createQueryClient()}><LabelClaims /></QueryClientProvider>);
    const form = await screen.findByRole('form', { name: 'Add a label claim' }, LAZY);
    fireEvent.click(within(form).getByRole('button', { name: 'Add label claim' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Generic \(technical\) name/).getAttribute('aria-invalid')).toBe('true'));
    for (const label of [/^Crop/, /^Pest or disease/, /^Dose per acre/, /^Unit/, /^Waiting period/, /^Source/]) {
      expect(within(form).getByLabelText(label).getAttribute('aria-invalid'), String(label)).toBe('true');
    }
    expect(sent).toEqual([]);
  });
});
