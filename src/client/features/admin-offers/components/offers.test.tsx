import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOffer } from '#shared/schemas/offers';
import '#client/i18n/staff-loaders.ts';
import { LAZY, renderAsRole, serveAdminList, staffPageTests } from '#client/test-helpers.tsx';
import { Offers } from './offers.tsx';

// docs/product-rules.md 47: Admin -> Offers. The server's rules are its own tests (tests/api/offers.test.ts);
// here, what the page reads from the form's text, what it refuses before sending, and a refusal in words.

const OFFER: AdminOffer = {
  id: 'o-1', name: 'Kharif seeds 10% off', kind: 'percent', percentBp: 1000, scope: 'categories', targets: ['seeds'], minValuePaise: 50_000, maxDiscountPaise: 20_000,
  productId: null, buyQuantity: null, giftProductId: null, getQuantity: null, validFrom: '2026-01-01', validTo: '2026-07-31', active: true, used: 3, updatedAt: '2026-01-01T00:00:00Z',
};

/** A stand-in server: the offers and the products, and each write's method, path and body; a DELETE is refused as in use. */
const serve = () =>
  serveAdminList({
    item: OFFER,
    newId: 'o-2',
    refusal: { code: 'offer_in_use', message: 'Orders took this offer: switch it off instead of removing it.' },
    products: [{ id: 'p-own', name: 'NPK 19:19:19', vendorId: null }, { id: 'p-kit', name: 'Soil Testing Kit', vendorId: null }, { id: 'p-vendor', name: 'Neem Cake (vendor)', vendorId: 'v-1' }],
  });

describe("the admin's offers", () => {
  // Running, Scheduled or Ended is judged on India's date today: the page's today is fixed here, not the real one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-10T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  staffPageTests('admin-offers');

  it('lists an offer with its terms and orders, switches it off whole, and says to switch it off when orders took it', async () => {
    const sent = serve();
    renderAsRole('owner', <Offers />);
    const row = await screen.findByRole('row', { name: /Kharif seeds 10% off/ }, LAZY);
    expect(row.textContent).toContain('10% off 1 category or crop, from ₹500, up to ₹200');
    expect(row.textContent).toContain('3 orders');
    expect(row.textContent).toContain('Running');
    fireEvent.click(within(row).getByRole('button', { name: 'Switch off offer Kharif seeds 10% off' }));
    await screen.findByText('Offer Kharif seeds 10% off is switched off: carts no longer take it.');
    const { id: _id, used: _used, updatedAt: _updatedAt, ...whole } = OFFER;
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/offers/o-1', body: { ...whole, active: false } }]);
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete offer Kharif seeds 10% off' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Switch it off instead.');
  });

  it("refuses a free item without its products before sending, offers only the shop's own, and sends the chosen kind's fields only", async () => {
    const sent = serve();
    renderAsRole('owner', <Offers />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an offer' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Add an offer' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Kit free with NPK' } });
    fireEvent.change(within(form).getByLabelText(/^Percentage off/), { target: { value: '95' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'A free item' }));
    fireEvent.change(within(form).getByLabelText(/^Units needed/), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    const bought = within(form).getByLabelText(/^Product bought/);
    await waitFor(() => expect(bought.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('Quantity must be a whole number from 1 to 999');
    expect(sent).toEqual([]);
    await waitFor(() => expect(within(bought).queryByText('NPK 19:19:19')).toBeTruthy());
    expect(within(bought).queryByText('Neem Cake (vendor)')).toBeNull();

    fireEvent.change(bought, { target: { value: 'p-own' } });
    fireEvent.change(within(form).getByLabelText(/^Free product/), { target: { value: 'p-kit' } });
    fireEvent.change(within(form).getByLabelText(/^Units needed/), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/offers',
      body: { name: 'Kit free with NPK', kind: 'free_item', percentBp: null, scope: null, targets: [], minValuePaise: 0, maxDiscountPaise: null, productId: 'p-own', buyQuantity: 3, giftProductId: 'p-kit', getQuantity: 1 },
    });
    expect(await screen.findByText('Offer Kit free with NPK was added.')).toBeTruthy();
  });
});
