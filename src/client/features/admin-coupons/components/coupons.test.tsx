import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon } from '#shared/schemas/coupons';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { LAZY, renderAsRole, serveAdminList, staffPageTests } from '#client/test-helpers.tsx';
import { Coupons } from './coupons.tsx';

// docs/product-rules.md 43: Admin -> Coupons. The server's rules are its own tests; here, what the
// page reads from the form's text, what it refuses before sending, and a refusal said in words.

const COUPON: AdminCoupon = {
  id: 'c-1', code: 'KHARIF10', description: '10% off kharif seeds', kind: 'percent', percentBp: 1000, flatPaise: null, minOrderPaise: 50_000,
  maxDiscountPaise: 20_000, validFrom: '2026-01-01', validTo: '2026-07-31', scope: 'categories', targets: ['seeds'], totalUses: 100,
  usesPerCustomer: 1, firstOrderOnly: false, groups: [], active: true, used: 3, updatedAt: '2026-01-01T00:00:00Z',
};

/** A stand-in server: the coupons, and each write's method, path and body; a DELETE is refused as in use. */
const serve = () =>
  serveAdminList({
    item: COUPON,
    newId: 'c-2',
    refusal: { code: 'coupon_in_use', message: 'Orders were placed with this coupon: switch it off instead of removing it.' },
    products: [{ id: 'p-own', name: 'Neem Oil Bio-Pesticide', vendorId: null }, { id: 'p-vendor', name: 'Neem Cake (vendor)', vendorId: 'v-1' }],
  });

describe("the admin's coupons", () => {
  // Running, Scheduled or Ended is judged on India's date today: the page's today is fixed here, not the real one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-10T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  staffPageTests('admin-coupons');

  it('lists a coupon with its discount and uses, and says to switch it off when orders used it', async () => {
    const sent = serve();
    renderAsRole('owner', <Coupons />);
    const row = await screen.findByRole('row', { name: /KHARIF10/ }, LAZY);
    expect(row.textContent).toContain('10% off, up to ₹200, minimum order ₹500');
    expect(row.textContent).toContain('Categories: Seeds');
    expect(row.textContent).toContain('3 of 100 used');
    expect(row.textContent).toContain('Running');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = within(row).getByRole('button', { name: 'Delete coupon KHARIF10' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete coupon KHARIF10 for good?');
    expect(sent).toEqual([]);
    fireEvent.click(remove);
    expect((await screen.findByRole('alert')).textContent).toContain('Switch it off instead.');
    expect(sent.map((s) => s.method)).toEqual(['DELETE']);
  });

  it('refuses a percentage of 100 before sending, and sends 12.5% as basis points and rupees as paise', async () => {
    const sent = serve();
    renderAsRole('owner', <Coupons />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a coupon' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'rabi 5' } });
    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'Rabi offer' } });
    const percent = within(form).getByLabelText(/^Percentage off/);
    fireEvent.change(percent, { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(form.textContent).toContain('The percentage must be more than 0% and less than 100%');
    expect(sent).toEqual([]);

    fireEvent.change(percent, { target: { value: '12.5' } });
    fireEvent.change(within(form).getByLabelText(/^Largest discount/), { target: { value: '150.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/coupons',
      body: { code: 'RABI5', kind: 'percent', percentBp: 1250, flatPaise: null, minOrderPaise: 0, maxDiscountPaise: 15_050, scope: 'order', targets: [], usesPerCustomer: 1, totalUses: null },
    });
    expect(await screen.findByText('Coupon RABI5 was added.')).toBeTruthy();
  });

  it("switches a coupon off by sending it whole, and finds only the shop's own products for a coupon by product", async () => {
    const sent = serve();
    renderAsRole('owner', <Coupons />);
    const row = await screen.findByRole('row', { name: /KHARIF10/ }, LAZY);
    fireEvent.click(within(row).getByRole('button', { name: 'Switch off coupon KHARIF10' }));
    await screen.findByText('Coupon KHARIF10 is switched off: buyers can no longer use it.');
    const { id: _id, used: _used, updatedAt: _updatedAt, ...whole } = COUPON;
    expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/coupons/c-1', body: { ...whole, active: false } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Add a coupon' }));
    const form = await screen.findByRole('form', { name: 'Add a coupon' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Products' }));
    fireEvent.change(within(form).getByLabelText('Find a product'), { target: { value: 'neem' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    const found = await within(form).findByRole('list', { name: 'Products found' });
    expect(found.textContent).not.toContain('vendor');
    fireEvent.click(within(found).getByRole('button', { name: 'Add Neem Oil Bio-Pesticide' }));
    const chosen = await within(form).findByRole('list', { name: 'Chosen products' });
    expect(chosen.textContent).toContain('Neem Oil Bio-Pesticide');
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'NEEM-5' } });
    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'Neem offer' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'A sum in rupees' }));
    fireEvent.change(await within(form).findByLabelText(/^Rupees off/), { target: { value: '49.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add coupon' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ kind: 'flat', percentBp: null, flatPaise: 4950, scope: 'products', targets: ['p-own'] });
  });

  it('shows a call-centre agent the coupons to read, with nothing to add, change or delete (docs/product-rules.md 49)', async () => {
    await loadNamespaces('admin');
    const sent = serve();
    renderAsRole('call_centre', <Coupons />);
    const row = await screen.findByRole('row', { name: /KHARIF10/ }, LAZY);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.getByText('Your role may only read this here.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
