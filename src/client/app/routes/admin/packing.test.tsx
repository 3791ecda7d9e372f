import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminPackingQueue } from '#shared/schemas/packing';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import PackingPage from '#client/app/routes/admin/packing.tsx';

// docs/product-rules.md 61: the dispatcher chooses a place; its orders to pack with their slips and
// the pick list; an empty place says so by its name.

const PLACES = {
  locations: [
    { id: null, name: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune', city: '', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV', contactName: null, contactPhone: null, active: true },
    { id: 'g1', name: 'Indore godown', address: 'Sanwer Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1ZX', contactName: 'Ramesh', contactPhone: '98260 11111', active: true },
  ],
};
const okra = { productId: 'p1', productName: 'Okra Seeds', otherNames: { hi: 'भिंडी के बीज' }, packSize: 250, packUnit: 'g' as const };
const QUEUE: AdminPackingQueue = {
  place: { id: null, name: 'Hariyali Agro Private Limited' },
  orders: [
    {
      id: 'o1', number: 'HY-000041', placedAt: '2026-12-06T05:00:00Z', status: 'pending', buyerName: 'Sunita Jadhav', city: 'Pune', state: 'Maharashtra', pincode: '411001', paymentMethod: 'cod', codAmountPaise: 3_112_50,
      lines: [{ ...okra, kitName: null, quantity: 3, lots: [{ lotNumber: 'OKR-2611-07', quantity: 3 }] }],
      parcel: { weightGrams: 800, box: { lengthCm: 20, breadthCm: 12, heightCm: 4 } },
    },
  ],
  total: 1,
  limit: 100,
  pickList: [{ ...okra, quantity: 3, lots: [{ lotNumber: 'OKR-2611-07', quantity: 3 }], orders: 1 }],
};

describe('Admin -> Packing', () => {
  staffPageTests('admin-packing');

  it("lists the principal place's orders with their slip and order links, then its pick list", async () => {
    const asked: string[] = [];
    setApiTransport(async (url) => {
      asked.push(url);
      return url.includes('stock-locations') ? json(PLACES) : json(QUEUE);
    });
    renderAsRole('dispatcher', <PackingPage />, '/admin/packing');
    const row = (await screen.findByText('HY-000041', undefined, LAZY)).closest('tr')!;
    expect(within(row).getByText('Lots: OKR-2611-07 × 3')).toBeTruthy();
    expect(within(row).getByText('Cash on delivery: collect ₹3,112.50')).toBeTruthy();
    expect(within(row).getByText('About 0.8 kg')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Packing slip of order HY-000041 (PDF, opens in a new tab)' }).getAttribute('href')).toBe('/api/admin/orders/o1/packing-slip.pdf?location=principal');
    expect(within(row).getByRole('link', { name: 'Open order HY-000041 to book the courier' }).getAttribute('href')).toBe('/admin/orders/o1');
    expect(asked.some((u) => u.includes('/api/admin/packing?location=principal'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pick list' }));
    const pick = (await screen.findByTestId('pick-line')) as HTMLElement;
    expect(within(pick).getByText('Okra Seeds')).toBeTruthy();
    expect(within(pick).getByText('OKR-2611-07 × 3')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Indore godown' })).toBeTruthy();
  });

  it('says there is nothing to pack at the place, by its name', async () => {
    setApiTransport(async (url) => (url.includes('stock-locations') ? json(PLACES) : json({ ...QUEUE, place: { id: 'g1', name: 'Indore godown' }, orders: [], total: 0, pickList: [] })));
    renderAsRole('dispatcher', <PackingPage />, '/admin/packing?place=g1');
    expect(await screen.findByText('Nothing to pack at Indore godown.', undefined, LAZY)).toBeTruthy();
  });
});
