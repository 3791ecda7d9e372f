import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductUse } from '#shared/schemas/product-uses';
import { VALIDATION_MESSAGES } from '#shared/validation-messages';
import '#client/i18n/staff-loaders.ts';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { ProductUsesEditor } from './product-uses-editor.tsx';

// docs/product-rules.md 41: the "Crops and doses" section the admin and a vendor share. The server's
// rules (label claims, approval) are tests/api/product-uses.test.ts; here, what the form shows and sends.

const LAZY = { timeout: 10_000 };
const DOSE_TOO_HIGH = VALIDATION_MESSAGES.claimDoseTooHigh!;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const CROPS = { items: [{ slug: 'cotton', name: 'Cotton', seasons: ['kharif'], stageCount: 5, problemCount: 3 }, { slug: 'wheat', name: 'Wheat', seasons: ['rabi'], stageCount: 5, problemCount: 2 }] };
const stages = (names: string[]) => ['sowing', 'vegetative', 'flowering', 'fruiting', 'harvest'].map((stage, i) => ({ stage, name: names[i] }));
const CROP: Record<string, unknown> = {
  cotton: { slug: 'cotton', name: 'Cotton', stages: stages(['Sowing', 'Vegetative growth', 'Square and flowering', 'Boll development', 'Picking']), problems: [{ slug: 'jassid', name: 'Jassid (leafhopper)' }, { slug: 'pink-bollworm', name: 'Pink bollworm' }] },
  wheat: { slug: 'wheat', name: 'Wheat', stages: stages(['Sowing', 'Tillering', 'Heading', 'Grain filling', 'Harvest']), problems: [{ slug: 'termites', name: 'Termites' }] },
};
const use = (over: Partial<ProductUse> = {}): ProductUse => ({
  id: 'u-1', crop: 'cotton', cropName: 'Cotton', stage: 'vegetative', stageName: 'Vegetative growth', problem: 'jassid', problemName: 'Jassid (leafhopper)',
  dose: { amount: 40, unit: 'ml', basis: 'acre' }, waitingDays: 40, source: 'CIB&RC major uses (test copy)', status: 'approved', ...over,
});

/** A stand-in server: the product's uses, the crops, and what each PUT and POST sent; `refuse` answers the next PUT with a 400. */
function serve(initial: ProductUse[], refuse?: Record<string, string>) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let items = initial;
  setApiTransport(async (url, init) => {
    const path = new URL(String(url), 'http://shop').pathname;
    const method = init?.method ?? 'GET';
    if (path === '/api/store/crops') return json(CROPS);
    if (path.startsWith('/api/store/crops/')) return json(CROP[path.split('/').pop()!]);
    if (method !== 'GET') sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'PUT' && refuse) return json({ error: { code: 'validation_failed', message: 'Invalid uses', fields: refuse } }, 400);
    if (method === 'POST') items = items.map((u) => ({ ...u, status: 'approved' as const }));
    return json({ items });
  });
  return sent;
}

function renderEditor(side: 'admin' | 'vendor') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductUsesEditor base={`/${side}/products/p-neem`} side={side} />
    </QueryClientProvider>,
  );
}

const row = (i: number) => screen.getByTestId(`product-use-${i}`);
const select = (i: number, label: RegExp, value: string) => fireEvent.change(within(row(i)).getByLabelText(label), { target: { value } });

describe('the crops and doses editor', () => {
  beforeAll(() => loadNamespaces('admin-product-uses'));
  afterEach(cleanup);

  it("shows each saved use as a row of fields, marks a vendor's waiting one, and lets the admin approve them", async () => {
    const sent = serve([use(), use({ id: 'u-2', crop: 'wheat', cropName: 'Wheat', stage: 'sowing', stageName: 'Sowing', problem: null, problemName: null, dose: { amount: 1.5, unit: 'kg', basis: 'kg_seed' }, source: null, status: 'pending' })]);
    renderEditor('admin');
    await screen.findByTestId('product-use-1', {}, LAZY);
    const first = within(row(0));
    expect((first.getByLabelText(/^Crop/) as HTMLSelectElement).value).toBe('cotton');
    await waitFor(() => expect((first.getByLabelText(/^Stage/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Vegetative growth'));
    expect((first.getByLabelText(/^Pest, disease/) as HTMLSelectElement).value).toBe('jassid');
    expect((first.getByLabelText(/^Dose/) as HTMLInputElement).value).toBe('40');
    expect((first.getByLabelText(/^Unit/) as HTMLSelectElement).value).toBe('ml');
    expect(first.queryByText('Waiting for approval')).toBeNull();
    const second = within(row(1));
    expect(second.getByText('Waiting for approval')).toBeTruthy();
    expect((second.getByLabelText(/^Dose/) as HTMLInputElement).value).toBe('1.5');
    expect((second.getByLabelText(/^Per/) as HTMLSelectElement).value).toBe('kg_seed');
    expect((second.getByLabelText(/^Pest, disease/) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('None');
    expect(screen.getByTestId('uses-pending').textContent).toContain('1 crop and dose from the vendor waits for your approval');

    fireEvent.click(screen.getByRole('button', { name: 'Approve these uses' }));
    expect((await screen.findByRole('status')).textContent).toBe('The crops and doses were approved. The shop shows them now.');
    expect(sent).toEqual([{ method: 'POST', path: '/api/admin/products/p-neem/uses/approve', body: undefined }]);
    expect(screen.queryByText('Waiting for approval')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve these uses' })).toBeNull();
  });

  it('sends the whole list on Save, and shows a refused field at its row and field', async () => {
    const sent = serve([use()], { 'uses.1.doseAmount': DOSE_TOO_HIGH });
    renderEditor('admin');
    await screen.findByTestId('product-use-0', {}, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Add a crop' }));
    select(1, /^Crop/, 'cotton');
    await waitFor(() => expect(within(row(1)).getByRole('option', { name: 'Pink bollworm' })).toBeTruthy());
    select(1, /^Stage/, 'flowering');
    select(1, /^Pest, disease/, 'pink-bollworm');
    fireEvent.change(within(row(1)).getByLabelText(/^Dose/), { target: { value: '600' } });
    select(1, /^Unit/, 'ml');
    fireEvent.click(screen.getByRole('button', { name: 'Save crops and doses' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/products/p-neem/uses',
      body: {
        uses: [
          { crop: 'cotton', stage: 'vegetative', problem: 'jassid', doseAmount: 40, doseUnit: 'ml', doseBasis: 'acre', source: 'CIB&RC major uses (test copy)' },
          { crop: 'cotton', stage: 'flowering', problem: 'pink-bollworm', doseAmount: 600, doseUnit: 'ml', doseBasis: 'acre', source: null },
        ],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the fields marked in red.');
    const dose = within(row(1)).getByLabelText(/^Dose/);
    expect(dose.getAttribute('aria-invalid')).toBe('true');
    expect(within(row(1)).getByText(DOSE_TOO_HIGH)).toBeTruthy();
    expect(within(row(0)).queryByText(DOSE_TOO_HIGH)).toBeNull();
  });

  it('checks a row before sending it, and removes a row from the list Save sends', async () => {
    const sent = serve([use()]);
    renderEditor('vendor');
    await screen.findByTestId('product-use-0', {}, LAZY);
    fireEvent.click(screen.getByRole('button', { name: 'Add a crop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save crops and doses' }));
    await waitFor(() => expect(within(row(1)).getByLabelText(/^Crop/).getAttribute('aria-invalid')).toBe('true'));
    expect(within(row(1)).getByLabelText(/^Dose/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove crop and dose 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove crop and dose 1' }));
    expect(screen.getByText('No crops and doses yet. Add a crop to say what this product is for.')).toBeTruthy();
    expect(screen.getByText(/Save replaces this listing's whole list/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save crops and doses' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/vendor/products/p-neem/uses', body: { uses: [] } }]));
    expect((await screen.findByRole('status')).textContent).toBe("Crops and doses saved. They wait for the admin's approval before buyers see them.");
  });

  it("shows a vendor its waiting uses without the admin's Approve", async () => {
    serve([use({ status: 'pending' })]);
    renderEditor('vendor');
    expect(await within(await screen.findByTestId('product-use-0', {}, LAZY)).findByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve these uses' })).toBeNull();
    expect(screen.getByText(/Your changes wait for the admin's approval before buyers see them/)).toBeTruthy();
  });
});
