import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreDeliveryCheck } from '#shared/schemas/delivery';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { DeliveryCheckButton } from './delivery-check-button.tsx';

// docs/product-rules.md 29: "Check delivery" is a button until tapped; then the check (its own chunk and texts)
// opens in place and answers for a pincode. The server's side is tests/api/delivery.test.ts.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ANSWERS: Record<string, StoreDeliveryCheck> = {
  '411001': { pincode: '411001', known: true, deliverable: true, district: 'Pune', state: 'Maharashtra', cod: true, from: '2026-12-02', by: '2026-12-04' },
  '413512': { pincode: '413512', known: true, deliverable: false, district: 'Latur', state: 'Maharashtra', cod: false, from: null, by: null },
  '999999': { pincode: '999999', known: false, deliverable: false, district: null, state: null, cod: false, from: null, by: null },
};
const asked: string[] = [];

function open() {
  setApiTransport(async (url) => {
    const pincode = url.split('/').pop()!;
    asked.push(pincode);
    return json(ANSWERS[pincode]);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeliveryCheckButton label="Check delivery" />
    </QueryClientProvider>,
  );
}

async function checkPincode(pincode: string) {
  const field = await screen.findByLabelText('Your pincode');
  fireEvent.change(field, { target: { value: pincode } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('Check delivery', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    asked.length = 0;
    setApiTransport((url, init) => fetch(url, init));
  });

  it('is a button until tapped, then answers with the place, the day and cash on delivery, and remembers the pincode', async () => {
    open();
    expect(screen.queryByLabelText('Your pincode')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check delivery' }));
    await checkPincode('411001');
    expect(await screen.findByText('Delivers to Pune, Maharashtra.')).toBeTruthy();
    expect(screen.getByText('Delivery by Friday, 4 December')).toBeTruthy();
    expect(screen.getByText('Cash on delivery available')).toBeTruthy();
    expect(localStorage.getItem('hariyali.pincode')).toBe('411001');
  });

  it('says when the shop does not deliver there yet, or the pincode does not exist, and asks nothing for a malformed one', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Check delivery' }));
    await checkPincode('413512');
    expect(await screen.findByText('Sorry, we do not deliver to 413512 yet.')).toBeTruthy();
    await checkPincode('999999');
    expect(await screen.findByText('We could not find the pincode 999999. Please check it.')).toBeTruthy();
    await checkPincode('4110');
    expect(screen.getByText('Please enter the 6-digit pincode.')).toBeTruthy();
    expect(asked).toEqual(['413512', '999999']);
  });
});
