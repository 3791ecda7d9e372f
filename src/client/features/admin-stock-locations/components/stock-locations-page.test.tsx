import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStockLocations, StockLocation, StockLocationInput } from '#shared/schemas/stock-locations';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests, type SentRequest } from '#client/test-helpers.tsx';
import StockLocationsPage from '#client/app/routes/admin/stock-locations.tsx';

// docs/product-rules.md 59: the principal place is Tax & Business's, read here; the owner and the
// accountant register godowns, each refusal of the schema or the server on its field.

const PRINCIPAL: StockLocation = {
  id: null, name: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune 411037', city: '', state: 'Maharashtra', pincode: '411037', gstin: '27AAPFU0939F1ZV', contactName: null, contactPhone: null, active: true,
};
const INDORE: StockLocation = {
  id: 'loc-1', name: 'Indore godown', address: 'Plot 14, Sanwer Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1Z3', contactName: 'Ramesh Patidar', contactPhone: '98260 11111', active: true,
};
const RAIPUR: StockLocation = { ...INDORE, id: 'loc-2', name: 'Raipur godown', city: 'Raipur', state: 'Chhattisgarh', pincode: '492001', gstin: '22AAPFU0939F1Z5', active: false };
const refused = (status: number, code: string, fields: Record<string, string>) =>
  json({ error: { code, message: Object.values(fields)[0] ?? code, fields, params: {} } }, status);

/** A stand-in server holding `locations`; `answer` may refuse a write. */
function serve(locations: StockLocation[], answer?: (body: unknown) => Response | undefined) {
  const sent: SentRequest[] = [];
  const list: AdminStockLocations = { locations: [PRINCIPAL, ...locations] };
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    if (init.method === 'GET') return json(list);
    const body = JSON.parse(String(init.body)) as StockLocation;
    sent.push({ method: String(init.method), path, body });
    const refusal = answer?.(body);
    if (refusal) return refusal;
    list.locations.push({ ...body, id: `loc-${list.locations.length}` });
    return json(list);
  });
  return sent;
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
function fillIndore() {
  fill('Name of the godown', 'Indore godown');
  fill('Address', 'Plot 14, Sanwer Road');
  fill('City or town', 'Indore');
  fill('Pincode', '452015');
  fill(/^State/, 'Madhya Pradesh');
  fill('GSTIN in that state', '23aapfu0939f1z3');
  fill('Contact person', 'Ramesh Patidar');
  fill('Contact phone', '98260 11111');
}

describe('Admin -> Stock locations', () => {
  staffPageTests('admin-stock-locations');
  // The states' names, as the admin area's page() loads them with the section.
  beforeAll(() => loadNamespaces('orders'));

  it('shows the principal place from Tax & Business first, then each godown, a switched-off one saying it serves no new order', async () => {
    serve([INDORE, RAIPUR]);
    renderAsRole('owner', <StockLocationsPage />, '/admin/stock-locations');
    const principal = within(await screen.findByRole('article', { name: 'Hariyali Agro Private Limited' }, LAZY));
    expect(principal.getByText('Principal place of business — from Tax & Business')).toBeTruthy();
    expect(principal.getByText('27AAPFU0939F1ZV')).toBeTruthy();
    expect(principal.getByRole('link', { name: 'Open Tax & Business' }).getAttribute('href')).toBe('/admin/tax');
    expect(principal.queryByRole('button')).toBeNull();
    const indore = within(screen.getByRole('article', { name: 'Indore godown' }));
    expect(indore.getByText('Serving orders')).toBeTruthy();
    expect(indore.getByText('Plot 14, Sanwer Road, Indore 452015')).toBeTruthy();
    expect(indore.getByText('Madhya Pradesh')).toBeTruthy();
    expect(indore.getByText('Ramesh Patidar, 98260 11111')).toBeTruthy();
    const raipur = within(screen.getByRole('article', { name: 'Raipur godown' }));
    expect(raipur.getByText('Switched off')).toBeTruthy();
    expect(raipur.getByText('Switched off: it serves no new order. Its stock and its orders stay.')).toBeTruthy();
    // The cards come in the server's order: the principal place first.
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(names).toEqual(['principal-place-title', 'godown-loc-1', 'godown-loc-2']);
    expect(screen.queryByText('No godowns yet: all stock is at the principal place.')).toBeNull();
  });

  it('tells a shop without godowns so; a dispatcher reads the places, with nothing to add or edit', async () => {
    serve([]);
    renderAsRole('dispatcher', <StockLocationsPage />, '/admin/stock-locations');
    expect(await screen.findByText('No godowns yet: all stock is at the principal place.', undefined, LAZY)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Add a godown' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open Tax & Business' })).toBeNull();
    serve([INDORE]);
    renderAsRole('dispatcher', <StockLocationsPage />, '/admin/stock-locations');
    await screen.findByRole('article', { name: 'Indore godown' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Edit Indore godown' })).toBeNull();
  });

  it("puts the schema's messages, then the server's refusals, on their fields; a name in use on the name", async () => {
    const sent = serve([], (body) => {
      const b = body as StockLocationInput;
      if (b.gstin.startsWith('27')) return refused(400, 'validation_failed', { gstin: 'This GSTIN is registered in another state than the one chosen' });
      if (b.name === 'Indore godown' && b.pincode === '452015' && b.gstin.endsWith('1Z3') && b.city === 'Indore') return undefined;
      return refused(409, 'location_exists', { name: 'A stock location of this name exists already' });
    });
    renderAsRole('accountant', <StockLocationsPage />, '/admin/stock-locations');
    await screen.findByRole('heading', { name: 'Add a godown' }, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Add godown' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('Please choose a state or union territory')).toBeTruthy();
    expect(screen.getByText('Pincode must be exactly 6 digits')).toBeTruthy();
    expect(screen.getByLabelText('GSTIN in that state', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fillIndore();
    fill('GSTIN in that state', '27AAPFU0939F1ZV');
    fireEvent.click(screen.getByRole('button', { name: 'Add godown' }));
    const gstin = screen.getByLabelText('GSTIN in that state', { exact: false });
    // Said under the GSTIN, which names it for a screen reader.
    await waitFor(() => expect(document.getElementById(`${gstin.id}-error`)?.textContent).toBe('This GSTIN is registered in another state than the one chosen'));
    expect(gstin.getAttribute('aria-describedby')).toContain(`${gstin.id}-error`);
    expect(sent).toHaveLength(1);

    fill('GSTIN in that state', '23aapfu0939f1z3');
    fill('City or town', 'Indore city');
    fireEvent.click(screen.getByRole('button', { name: 'Add godown' }));
    expect(await screen.findByText('A stock location of this name exists already.')).toBeTruthy();
    expect(screen.getByLabelText('Name of the godown', { exact: false }).getAttribute('aria-invalid')).toBe('true');

    fill('City or town', 'Indore');
    fireEvent.click(screen.getByRole('button', { name: 'Add godown' }));
    expect(await screen.findByText('Indore godown was added. Count its stock from each product\'s page.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Indore godown' })).toBeTruthy();
    // The GSTIN goes in capitals, as registered; the form is empty again for the next godown.
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/admin/stock-locations', body: { name: 'Indore godown', address: 'Plot 14, Sanwer Road', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: '23AAPFU0939F1Z3', contactName: 'Ramesh Patidar', contactPhone: '98260 11111', active: true } });
    expect((screen.getByLabelText('Name of the godown', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('edits a godown in place: switched off, it is said to serve no new order', async () => {
    const sent: SentRequest[] = [];
    let list: StockLocation[] = [INDORE];
    setApiTransport(async (url, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as StockLocation;
        sent.push({ method: 'PUT', path: new URL(String(url), 'http://shop').pathname, body });
        list = [{ ...body, id: 'loc-1' }];
      }
      return json({ locations: [PRINCIPAL, ...list] });
    });
    renderAsRole('owner', <StockLocationsPage />, '/admin/stock-locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Indore godown' }, LAZY));
    expect(screen.getByRole('heading', { name: 'Edit Indore godown' })).toBeTruthy();
    expect((screen.getByLabelText('Contact person', { exact: false }) as HTMLInputElement).value).toBe('Ramesh Patidar');
    fireEvent.click(screen.getByRole('checkbox', { name: /Serves orders/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Indore godown was saved. It is switched off: it serves no new order.')).toBeTruthy();
    expect(sent).toMatchObject([{ path: '/api/admin/stock-locations/loc-1', body: { name: 'Indore godown', active: false } }]);
    expect(within(screen.getByRole('article', { name: 'Indore godown' })).getByText('Switched off')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Add a godown' })).toBeTruthy();
  });
});
