import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#shared/schemas/admin-products';
import type { StaffRole } from '#shared/staff-roles';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { Route, Routes } from '#client/lib/router.tsx';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { EditProduct } from './product-editor.tsx';

// docs/product-rules.md 49: a product's page shows each role what its permissions let it change;
// a dispatcher (catalog.read, no catalog.write or prices.write) reads it and saves nothing.

const PRODUCT = {
  id: 'p-1', name: 'Neem Oil 1500 ppm', description: 'Neem oil for sucking pests.', pricePaise: 45000, category: 'pesticides', imageUrl: null, features: [], stock: 12,
  hsnCode: '3808', gstRateBp: 1800, gstClassId: null, packSize: 1, packUnit: 'l', packaged: true, seedLabel: null, isActive: true, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
  vendorId: null, vendorName: null, listingStatus: 'published', moderationHidden: false,
} as unknown as AdminProduct;

const PRINCIPAL = { id: null, name: 'Hariyali Agro', address: 'Market Yard, Pune 411037', city: '', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV', contactName: null, contactPhone: null, active: true };
const INDORE = { ...PRINCIPAL, id: 'loc-1', name: 'Indore godown', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1Z3', contactName: 'Ramesh', contactPhone: '98260 11111' };

async function openProductAs(role: StaffRole, { godowns = false, product = PRODUCT } = {}) {
  setApiTransport(async (url) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (path.endsWith('/stock-locations')) return json({ locations: godowns ? [PRINCIPAL, INDORE] : [PRINCIPAL] });
    if (path.endsWith('/location-stock')) return json({ productId: 'p-1', total: 12, locations: [{ id: null, name: 'Hariyali Agro', units: 7 }, { id: 'loc-1', name: 'Indore godown', units: 5 }] });
    if (path.endsWith('/prices')) return json({ basePaise: 45000, rows: [] });
    if (path.endsWith('/kit-parts')) return json({ productId: 'p-1', pricePaise: 45000, partsPaise: 0, savingPaise: 0, stock: 12, parts: [] });
    if (path.endsWith('/uses')) return json({ items: [] });
    if (path.startsWith('/api/store/')) return json({ items: [] });
    return json(product);
  });
  renderAsRole(role, <Routes><Route path="/admin/products/:id/edit" element={<EditProduct onNotice={() => undefined} />} /></Routes>, '/admin/products/p-1/edit');
  await screen.findByDisplayValue('Neem Oil 1500 ppm', undefined, LAZY);
}

describe("a product's page for each staff role", () => {
  staffPageTests('admin-products');

  it('shows a dispatcher the product to read: every field disabled, nothing to save, and why', async () => {
    await loadNamespaces('admin', 'admin-product-uses');
    await openProductAs('dispatcher');
    expect(screen.getByRole('heading', { name: 'Product' })).toBeTruthy();
    expect(screen.getByDisplayValue('Neem Oil 1500 ppm').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await screen.findByRole('heading', { name: 'Kit parts' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Save Prices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save Kit Parts' })).toBeNull();
    expect(screen.getByText('Your role may only read this here.')).toBeTruthy();
  });

  it('lets a manager change the product, its prices and its kit parts', async () => {
    await openProductAs('manager');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Prices' }, LAZY)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Kit Parts' }, LAZY)).toBeTruthy();
  });

  // docs/product-rules.md 59: a godown's units are counted on the product's page, once the shop has one.
  it("shows a shop's own product's units at each place once the shop has a godown, a seed's nowhere", async () => {
    await openProductAs('manager', { godowns: true });
    expect(await screen.findByRole('heading', { name: 'Stock by location' }, LAZY)).toBeTruthy();
    expect(screen.getByLabelText('Units at Indore godown')).toBeTruthy();
    cleanup();
    await openProductAs('manager', { godowns: true, product: { ...PRODUCT, category: 'seeds' } as AdminProduct });
    await screen.findByRole('heading', { name: 'Kit parts' }, LAZY);
    expect(screen.queryByRole('heading', { name: 'Stock by location' })).toBeNull();
  });
});
