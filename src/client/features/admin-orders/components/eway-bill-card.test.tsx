import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderEWayBill } from '#shared/schemas/eway-bills';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, LAZY, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { EWayBillCard } from './eway-bill-card.tsx';

// docs/product-rules.md 57: the dispatcher's e-way bill card. The server's rules are tests/api/eway-bills.test.ts.
const NEEDED: AdminOrderEWayBill = { needed: true, valuePaise: 892500_00, thresholdPaise: 50000_00, interState: true, invoice: { id: 'd-1', number: 'HYI2627-00000007' }, bill: null, valid: false, gsp: false };
const BILL = { number: '331012345678', documentId: 'd-1', generatedAt: '2026-12-10T04:20:00.000Z', validUntil: '2026-12-13T18:30:00.000Z', distanceKm: 600, cargo: 'regular' as const, mode: 'road' as const, vehicleNo: 'MH12AB1234', transporterId: null, enteredByName: 'Dispatcher', createdAt: '2026-12-10T04:30:00.000Z' };

function serve(status: AdminOrderEWayBill) {
  const sent: unknown[] = [];
  setApiTransport(async (_url, init) => {
    if (init?.method !== 'POST') return json(status);
    const body = JSON.parse(String(init.body));
    sent.push(body);
    if (body.number === '123') return json({ error: { code: 'validation_failed', message: 'Invalid', fields: { number: 'An e-way bill number is 12 digits' } } }, 400);
    return json({ ...status, bill: BILL, valid: true });
  });
  return sent;
}

describe('the e-way bill card', () => {
  staffPageTests('admin-eway-bills');

  it('says a big consignment needs one, links the portal file with Part B, refuses a bad number on its field, then shows the number and its validity', async () => {
    const sent = serve(NEEDED);
    renderAsRole('dispatcher', <EWayBillCard orderId="o-1" />);
    expect(await screen.findByText(/worth ₹8,92,500 with tax, above ₹50,000/, {}, LAZY)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Distance/), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText(/Vehicle number/), { target: { value: 'MH12AB1234' } });
    expect(screen.getByRole('link', { name: /Download the file/ }).getAttribute('href')).toBe('/api/admin/orders/o-1/eway-bill.json?distanceKm=600&mode=road&vehicleNo=MH12AB1234');

    fireEvent.change(screen.getByLabelText(/E-way bill number/), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText(/Generated on/), { target: { value: '2026-12-10T09:50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-way bill' }));
    expect(await screen.findByText('An e-way bill number is 12 digits')).toBeTruthy();
    expect(sent[0]).toEqual({ number: '123', generatedAt: '2026-12-10T09:50:00+05:30', distanceKm: 600, mode: 'road', vehicleNo: 'MH12AB1234' });

    fireEvent.change(screen.getByLabelText(/E-way bill number/), { target: { value: '331012345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-way bill' }));
    expect(await screen.findByText('E-way bill saved: the order can ship.')).toBeTruthy();
    expect(screen.getByTestId('eway-bill-current').textContent).toMatch(/E-way bill 331012345678.*Valid until/);
  });

  it('with a GSP: generates the bill with the vehicle or the transporter\'s ID, shows the provider\'s refusal beside the button, then the number', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    let refuse = true;
    setApiTransport(async (url, init) => {
      if (init?.method !== 'POST') return json({ ...NEEDED, gsp: true });
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      if (refuse) {
        refuse = false;
        return json({ error: { code: 'eway_bill_refused', message: 'The e-way bill system refused it: error 312', params: { reason: 'The e-way bill system refused it: error 312' } } }, 422);
      }
      return json({ ...NEEDED, gsp: true, bill: { ...BILL, vehicleNo: null, transporterId: '27AAPFU0939F1ZV' }, valid: true });
    });
    renderAsRole('dispatcher', <EWayBillCard orderId="o-3" />);
    fireEvent.change(await screen.findByLabelText(/Distance/, {}, LAZY), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText(/Transporter's ID/), { target: { value: '27AAPFU0939F1ZV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate e-way bill' }));
    expect((await screen.findByRole('alert')).textContent).toContain('312');
    expect(sent[0]).toEqual({ url: expect.stringMatching(/\/api\/admin\/orders\/o-3\/eway-bill\/generate$/), body: { distanceKm: 600, mode: 'road', vehicleNo: '', transporterId: '27AAPFU0939F1ZV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate e-way bill' }));
    expect(await screen.findByText('E-way bill generated: the order can ship.')).toBeTruthy();
    expect(screen.getByTestId('eway-bill-current').textContent).toMatch(/E-way bill 331012345678.*Valid until/);
    // Generated once: the button is gone.
    expect(screen.queryByRole('button', { name: 'Generate e-way bill' })).toBeNull();
  });

  it('without a GSP there is no Generate button', async () => {
    serve(NEEDED);
    renderAsRole('dispatcher', <EWayBillCard orderId="o-4" />);
    expect(await screen.findByRole('button', { name: 'Save e-way bill' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate e-way bill' })).toBeNull();
  });

  it('shows nothing for an order that needs none', async () => {
    serve({ ...NEEDED, needed: false, valuePaise: 2950_00 });
    const { container } = renderAsRole('dispatcher', <EWayBillCard orderId="o-2" />);
    await new Promise((r) => setTimeout(r, 200));
    expect(container.querySelector('[data-testid="eway-bill-card"]')).toBeNull();
  });
});
