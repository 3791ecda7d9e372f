import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#shared/schemas/admin-products';
import type { SeedLabel, SeedLot } from '#shared/schemas/seed-lots';
import type { StockLocation } from '#shared/schemas/stock-locations';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { Route, Routes } from '#client/lib/router.tsx';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import { EditProduct, NewProduct } from './product-editor.tsx';

// docs/product-rules.md 59: once the shop has a godown switched on, a seed lot is put at the
// principal place or at one of them, and the lots list says where each is kept.

const PRINCIPAL: StockLocation = { id: null, name: 'Hariyali Agro', address: 'Market Yard, Pune 411037', city: '', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV', contactName: null, contactPhone: null, active: true };
const INDORE: StockLocation = { ...PRINCIPAL, id: 'loc-1', name: 'Indore godown', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1Z3' };
const NAGPUR: StockLocation = { ...PRINCIPAL, id: 'loc-2', name: 'Nagpur godown', city: 'Nagpur', pincode: '440001', gstin: '27AAPFU0939F2ZU', active: false };

const lot = (over: Partial<SeedLot>): SeedLot => ({
  id: 'lot-1', lotNumber: 'PB-2026-01', testedOn: '2026-10-01', germinationPct: 85, purityPct: 98.5, validUntil: '2027-06-30', stock: 40, expired: false, createdAt: '2026-10-02T00:00:00Z', locationId: null, ...over,
});
const LABEL: SeedLabel = {
  crop: 'Wheat', variety: 'HD 2967', netQuantity: 1, netUnit: 'kg', treated: false, treatment: null, treatmentHi: null, treatmentMr: null,
  lots: [lot({}), lot({ id: 'lot-2', lotNumber: 'PB-2026-02', locationId: 'loc-1' }), lot({ id: 'lot-3', lotNumber: 'PB-2025-09', locationId: 'loc-2' })],
};
const SEED = {
  id: 'p-1', name: 'Wheat HD 2967', description: 'Wheat seed.', pricePaise: 9000, category: 'seeds', imageUrl: null, features: [], stock: 120,
  hsnCode: '1001', gstRateBp: 0, gstClassId: null, packSize: 1, packUnit: 'kg', packaged: true, seedLabel: LABEL, isActive: true, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
  vendorId: null, vendorName: null, listingStatus: 'published', moderationHidden: false,
} as unknown as AdminProduct;

/** A stand-in server: the shop's places, the seed product, and `addLot`'s answer to a new lot or product. Returns what was posted. */
function serve({ places, product = SEED, addLot }: { places: StockLocation[]; product?: AdminProduct; addLot?: () => Response }) {
  const sent: SentRequest[] = [];
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (path === '/api/admin/stock-locations') return json({ locations: places });
    if (init.method === 'POST') {
      sent.push({ method: 'POST', path, body: JSON.parse(String(init.body)) });
      return addLot ? addLot() : json(LABEL);
    }
    if (path === '/api/store/hsn-codes') return json({ items: [{ code: '1209', description: 'Seeds for sowing', unit: 'KGS', rateBp: 0, effectiveFrom: '2017-07-01', classes: [] }] });
    if (path.endsWith('/prices')) return json({ basePaise: 9000, rows: [] });
    if (path.endsWith('/kit-parts')) return json({ productId: 'p-1', pricePaise: 9000, partsPaise: 0, savingPaise: 0, stock: 120, parts: [] });
    if (path.endsWith('/uses')) return json({ items: [] });
    if (path.includes('/hsn')) return json({ items: [] });
    if (path.startsWith('/api/store/')) return json({ items: [] });
    return json(product);
  });
  return sent;
}

async function openSeed(places: StockLocation[], addLot?: () => Response) {
  const sent = serve({ places, addLot });
  renderAsRole('manager', <Routes><Route path="/admin/products/:id/edit" element={<EditProduct onNotice={() => undefined} />} /></Routes>, '/admin/products/p-1/edit');
  const lots = within(await screen.findByTestId('seed-lots', undefined, LAZY));
  return { sent, lots, addForm: within(lots.getByRole('heading', { name: 'Add a lot' }).closest('form')!) };
}

function fillLot(form: ReturnType<typeof within>) {
  fireEvent.change(form.getByLabelText('Lot number'), { target: { value: 'PB-2026-07' } });
  fireEvent.change(form.getByLabelText('Date of test'), { target: { value: '2026-11-01' } });
  fireEvent.change(form.getByLabelText('Valid until'), { target: { value: '2027-10-31' } });
  fireEvent.change(form.getByLabelText('Germination %'), { target: { value: '88' } });
  fireEvent.change(form.getByLabelText('Physical purity %'), { target: { value: '98' } });
  fireEvent.change(form.getByLabelText('Stock'), { target: { value: '30' } });
}

describe("where a seed lot is kept, on the admin's product page", () => {
  staffPageTests('admin-products');

  it('lists each lot at its place and puts a new lot at the godown chosen', async () => {
    const { sent, lots, addForm } = await openSeed([PRINCIPAL, INDORE, NAGPUR]);
    const keptAt = (await addForm.findByLabelText('Kept at', undefined, LAZY)) as HTMLSelectElement;
    // The principal place first and chosen; a godown switched off takes no new lot.
    expect([...keptAt.options].map((o) => [o.value, o.text])).toEqual([['', 'Hariyali Agro (principal place)'], ['loc-1', 'Indore godown']]);
    expect(keptAt.value).toBe('');
    // Each lot's place under its number.
    expect(lots.getAllByTestId('lot-place').map((p) => [p.closest('td')!.textContent!.replace(p.textContent!, ''), p.textContent])).toEqual([
      ['PB-2026-01', 'At: principal place'],
      ['PB-2026-02', 'At: Indore godown'],
      ['PB-2025-09', 'At: Nagpur godown (switched off)'],
    ]);

    fillLot(addForm);
    fireEvent.change(keptAt, { target: { value: 'loc-1' } });
    fireEvent.click(addForm.getByRole('button', { name: 'Add lot' }));
    expect(await addForm.findByText('Lot PB-2026-07 added.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/products/p-1/lots', body: { lotNumber: 'PB-2026-07', testedOn: '2026-11-01', germinationPct: 88, purityPct: 98, validUntil: '2027-10-31', stock: 30, locationId: 'loc-1' } }]);
  });

  it('sends no place for the principal place', async () => {
    const { sent, addForm } = await openSeed([PRINCIPAL, INDORE]);
    await addForm.findByLabelText('Kept at', undefined, LAZY);
    fillLot(addForm);
    fireEvent.click(addForm.getByRole('button', { name: 'Add lot' }));
    await addForm.findByText('Lot PB-2026-07 added.');
    expect(sent.map((r) => r.body)).toEqual([{ lotNumber: 'PB-2026-07', testedOn: '2026-11-01', germinationPct: 88, purityPct: 98, validUntil: '2027-10-31', stock: 30 }]);
  });

  it("puts the server's refusal of the place on the select", async () => {
    const refusal = () => json({ error: { code: 'validation_failed', message: 'Invalid', fields: { locationId: 'There is no stock location with this id' }, params: {} } }, 400);
    const { addForm } = await openSeed([PRINCIPAL, INDORE], refusal);
    const keptAt = await addForm.findByLabelText('Kept at', undefined, LAZY);
    fillLot(addForm);
    fireEvent.change(keptAt, { target: { value: 'loc-1' } });
    fireEvent.click(addForm.getByRole('button', { name: 'Add lot' }));
    await waitFor(() => expect(keptAt.getAttribute('aria-invalid')).toBe('true'));
    const described = keptAt.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toContain('There is no stock location with this id');
    expect(document.activeElement).toBe(keptAt);
  });

  it('changes nothing on screen for a shop without a godown switched on', async () => {
    const none = await openSeed([PRINCIPAL]);
    // The places came: the form stays as it was, and the list names no place.
    await waitFor(() => expect(none.sent).toEqual([]));
    await screen.findByRole('heading', { name: 'Kit parts' }, LAZY);
    expect(none.addForm.queryByLabelText('Kept at')).toBeNull();
    expect(none.lots.queryAllByTestId('lot-place')).toEqual([]);
    cleanup();
    // A godown switched off takes no new lot, but still names the lots kept there.
    const off = await openSeed([PRINCIPAL, NAGPUR]);
    expect(await off.lots.findByText('At: Nagpur godown (switched off)', undefined, LAZY)).toBeTruthy();
    expect(off.addForm.queryByLabelText('Kept at')).toBeNull();
  });

  it("asks where a new seed product's first lot is kept", async () => {
    serve({ places: [PRINCIPAL, INDORE] });
    renderAsRole('manager', <NewProduct onNotice={() => undefined} />, '/admin/products/new');
    const firstLot = within((await screen.findByText('First lot', undefined, LAZY)).closest('fieldset')!);
    const keptAt = (await firstLot.findByLabelText('Kept at', undefined, LAZY)) as HTMLSelectElement;
    expect([...keptAt.options].map((o) => o.text)).toEqual(['Hariyali Agro (principal place)', 'Indore godown']);
  });

  it("sends the first lot's place with a new seed product and puts its refusal on the select", async () => {
    const sent = serve({ places: [PRINCIPAL, INDORE], addLot: () => json({ error: { code: 'validation_failed', message: 'Invalid', fields: { 'seedLabel.lot.locationId': 'There is no stock location with this id' }, params: {} } }, 400) });
    renderAsRole('manager', <NewProduct onNotice={() => undefined} />, '/admin/products/new');
    const firstLot = within((await screen.findByText('First lot', undefined, LAZY)).closest('fieldset')!);
    const keptAt = await firstLot.findByLabelText('Kept at', undefined, LAZY);
    await screen.findByRole('option', { name: /^1209/ }, LAZY);
    fireEvent.change(screen.getAllByLabelText(/^Name/)[0]!, { target: { value: 'Okra Seeds Arka Anamika' } });
    fireEvent.change(screen.getAllByLabelText(/^Description/)[0]!, { target: { value: 'Open-pollinated okra.' } });
    fireEvent.change(screen.getByLabelText(/^Price/), { target: { value: '220' } });
    fireEvent.change(screen.getByLabelText(/^HSN/), { target: { value: '1209' } });
    fillLot(firstLot);
    fireEvent.change(keptAt, { target: { value: 'loc-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(keptAt.getAttribute('aria-invalid')).toBe('true'));
    expect((sent[0]?.body as { seedLabel: { lot: unknown } }).seedLabel.lot).toEqual({ lotNumber: 'PB-2026-07', testedOn: '2026-11-01', germinationPct: 88, purityPct: 98, validUntil: '2027-10-31', stock: 30, locationId: 'loc-1' });
    expect(keptAt.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toContain('There is no stock location with this id');
  });
});
