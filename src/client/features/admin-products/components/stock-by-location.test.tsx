import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductLocationStock, StockLocation } from '#shared/schemas/stock-locations';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import { StockByLocation } from './stock-by-location.tsx';

// docs/product-rules.md 59: a godown's units are counted on the product's page, refused when an
// order took some since they were shown; the principal place holds the rest, set by the Stock field.

const PRINCIPAL: StockLocation = { id: null, name: 'Hariyali Agro', address: 'Market Yard, Pune 411037', city: '', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV', contactName: null, contactPhone: null, active: true };
const INDORE: StockLocation = { id: 'loc-1', name: 'Indore godown', address: 'Plot 14', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1Z3', contactName: 'Ramesh', contactPhone: '98260 11111', active: true };
const stockOf = (indore: number, total: number): ProductLocationStock => ({ productId: 'p-1', total, locations: [{ id: null, name: 'Hariyali Agro', units: total - indore }, { id: 'loc-1', name: 'Indore godown', units: indore }] });
const KIT = { productId: 'p-1', pricePaise: 45000, partsPaise: 0, savingPaise: 0, stock: 20 };

/** A stand-in server: the shop's places, the product's kit parts, and its units at each place as `units()` has them now. */
function serve({ places = [PRINCIPAL, INDORE], parts = [] as unknown[], units, put }: { places?: StockLocation[]; parts?: unknown[]; units: () => ProductLocationStock; put?: (body: { units: number; expected: number }) => Response }) {
  const sent: SentRequest[] = [];
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (path.endsWith('/kit-parts') || path === '/api/admin/stock-locations') {
      sent.push({ method: 'GET', path });
      return json(path.endsWith('/kit-parts') ? { ...KIT, parts } : { locations: places });
    }
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { units: number; expected: number };
      sent.push({ method: 'PUT', path, body });
      return put ? put(body) : json(units());
    }
    sent.push({ method: 'GET', path });
    return json(units());
  });
  return sent;
}

describe('Stock by location on a product\'s page', () => {
  staffPageTests('admin-products');

  it('counts a godown\'s units, sending the units it showed; the whole stock follows', async () => {
    let now = stockOf(5, 20);
    const sent = serve({ units: () => now, put: (body) => json((now = stockOf(body.units, 20 + body.units - body.expected))) });
    renderAsRole('manager', <StockByLocation productId="p-1" readOnly={false} />, '/admin/products/p-1/edit');
    const section = within(await screen.findByRole('region', { name: 'Stock by location' }, LAZY));
    expect(section.getByText('Hariyali Agro (principal place)')).toBeTruthy();
    expect(section.getByTestId('principal-units').textContent).toBe('15');
    // The principal place's units are the Stock field's: nothing to type here.
    expect(section.getAllByRole('spinbutton')).toHaveLength(1);
    fireEvent.change(section.getByLabelText('Units at Indore godown'), { target: { value: '8' } });
    fireEvent.click(section.getByRole('button', { name: 'Save units at Indore godown' }));
    expect(await section.findByText('Indore godown now holds 8. The whole stock is 23.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/admin/products/p-1/location-stock', body: { locationId: 'loc-1', units: 8, expected: 5 } }]);
    expect(section.getByTestId('location-stock-total').textContent).toBe('23');
    expect(section.getByTestId('principal-units').textContent).toBe('15');
  });

  it('says an order took units meanwhile and shows the numbers as they are now', async () => {
    let now = stockOf(5, 20);
    const sent = serve({
      units: () => now,
      put: () => {
        // An order took 2 from Indore while the page was open.
        now = stockOf(3, 18);
        return json({ error: { code: 'location_stock_changed', message: 'The units at this location changed since you opened it (an order may have taken some). Reload to see them, then count again.', fields: {}, params: {} } }, 409);
      },
    });
    renderAsRole('owner', <StockByLocation productId="p-1" readOnly={false} />, '/admin/products/p-1/edit');
    const section = within(await screen.findByRole('region', { name: 'Stock by location' }, LAZY));
    fireEvent.change(section.getByLabelText('Units at Indore godown'), { target: { value: '8' } });
    fireEvent.click(section.getByRole('button', { name: 'Save units at Indore godown' }));
    const alert = await section.findByRole('alert');
    expect(alert.textContent).toBe('The units at this location changed since you opened it (an order may have taken some). Reload to see them, then count again. The numbers were reloaded.');
    await waitFor(() => expect((section.getByLabelText('Units at Indore godown') as HTMLInputElement).value).toBe('3'));
    expect(section.getByTestId('location-stock-total').textContent).toBe('18');
    expect(sent.filter((r) => r.path.endsWith('/location-stock') && r.method === 'GET')).toHaveLength(2);
  });

  it('puts a refused number on its row', async () => {
    serve({ units: () => stockOf(5, 20), put: () => json({ error: { code: 'validation_failed', message: 'Invalid', fields: { units: 'Stock must be a whole number from 0 to 10,00,000' }, params: {} } }, 400) });
    renderAsRole('owner', <StockByLocation productId="p-1" readOnly={false} />, '/admin/products/p-1/edit');
    const section = within(await screen.findByRole('region', { name: 'Stock by location' }, LAZY));
    const input = section.getByLabelText('Units at Indore godown');
    fireEvent.change(input, { target: { value: '2.5' } });
    fireEvent.click(section.getByRole('button', { name: 'Save units at Indore godown' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Stock must be a whole number from 0 to 10,00,000');
  });

  it('shows a reader the units without a field to change them', async () => {
    serve({ units: () => stockOf(5, 20) });
    renderAsRole('dispatcher', <StockByLocation productId="p-1" readOnly />, '/admin/products/p-1/edit');
    const section = within(await screen.findByRole('region', { name: 'Stock by location' }, LAZY));
    expect(section.getByText('Indore godown')).toBeTruthy();
    expect(section.queryByRole('spinbutton')).toBeNull();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('is not there for a shop without godowns, nor for a kit', async () => {
    const without = serve({ places: [PRINCIPAL], units: () => stockOf(0, 20) });
    const { unmount } = renderAsRole('owner', <StockByLocation productId="p-1" readOnly={false} />, '/admin/products/p-1/edit');
    await waitFor(() => expect(without.map((r) => r.path).sort()).toEqual(['/api/admin/products/p-1/kit-parts', '/api/admin/stock-locations']));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Stock by location' })).toBeNull();
    expect(without.filter((r) => r.path.endsWith('/location-stock'))).toEqual([]);
    unmount();
    const kit = serve({ parts: [{ productId: 'p-2', name: 'Gloves', pricePaise: 5000, quantity: 1, stock: 10 }], units: () => stockOf(0, 20) });
    renderAsRole('owner', <StockByLocation productId="p-1" readOnly={false} />, '/admin/products/p-1/edit');
    // A kit's stock is its parts': nowhere in particular.
    await waitFor(() => expect(kit.map((r) => r.path).sort()).toEqual(['/api/admin/products/p-1/kit-parts', '/api/admin/stock-locations']));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Stock by location' })).toBeNull();
    expect(kit.filter((r) => r.path.endsWith('/location-stock'))).toEqual([]);
  });
});
