import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EWayBillSettings } from '#shared/schemas/eway-bills';
import '#client/i18n/staff-loaders.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { json, renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { EWayBillSettingsForm } from './eway-bill-settings-form.tsx';

// docs/product-rules.md 57: the owner's e-way bill limit within the state, typed in rupees and saved in paise.
const SETTINGS: EWayBillSettings = { intraStateThresholdPaise: 50000_00, interStateThresholdPaise: 50000_00, updatedAt: null };

describe('the e-way bill limit card', () => {
  staffPageTests('admin-tax');

  it('shows the limit in rupees, refuses what is not whole rupees up to ₹1,00,000 without asking the server, and saves ₹1,00,000 as paise', async () => {
    const sent: unknown[] = [];
    setApiTransport(async (url, init) => {
      sent.push({ url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) });
      return json({ ...SETTINGS, intraStateThresholdPaise: 1_00_00_000, updatedAt: '2026-12-10T04:30:00Z' });
    });
    renderAsRole('owner', <EWayBillSettingsForm settings={SETTINGS} />);
    expect(screen.getByText(/Between states the limit is ₹50,000/)).toBeTruthy();
    const field = screen.getByLabelText(/Limit within the state/) as HTMLInputElement;
    expect(field.value).toBe('50000');

    for (const bad of ['50,000.50', '100001', '']) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Save e-way bill limit' }));
      expect(await screen.findByText('Enter the limit in whole rupees, from 0 to 1,00,000 (for example 50000)')).toBeTruthy();
    }
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-way bill limit' }));
    expect(await screen.findByText('E-way bill limit saved: orders are checked against it from now on.')).toBeTruthy();
    expect(sent).toEqual([{ url: expect.stringMatching(/\/api\/admin\/eway-bill-settings$/), method: 'PUT', body: { intraStateThresholdPaise: 1_00_00_000 } }]);
  });

  it('puts the server\'s refusal on the field', async () => {
    setApiTransport(async () => json({ error: { code: 'validation_failed', message: 'Invalid', fields: { intraStateThresholdPaise: 'The limit is a whole number of paise from ₹0 to ₹1,00,000' } } }, 400));
    renderAsRole('owner', <EWayBillSettingsForm settings={SETTINGS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save e-way bill limit' }));
    expect(await screen.findByText('The limit is a whole number of paise from ₹0 to ₹1,00,000')).toBeTruthy();
    expect(screen.getByText('Please correct the fields marked above.')).toBeTruthy();
  });
});
