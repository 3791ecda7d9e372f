import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import type { StoreProductLabel } from '#shared/schemas/catalog';
import { ProductLabelBlock } from './product-label.tsx';

// docs/product-rules.md 38: the product page's pack label (the server's side is tests/api/product-label.test.ts).
const label: StoreProductLabel = {
  brand: 'Kisan Kavach',
  makerRole: 'manufacturer',
  makerName: 'Sahyadri Agro Inputs Pvt Ltd',
  makerAddress: 'Plot 12, MIDC Ambad, Nashik 422010',
  genericName: 'Azadirachtin 0.15% EC',
  mrpPaise: 185_00,
  countryOfOrigin: 'India',
  bestBeforeMonths: 18,
  consumerCare: '1800 233 4455',
  unitSalePrice: { paise: 74, per: 'ml' },
};

describe('the pack label', () => {
  beforeAll(() => loadNamespaces('product-label', 'catalog'));
  afterEach(cleanup);

  it("shows what a pesticide's pack declares, with the caution to read its label", async () => {
    render(<ProductLabelBlock label={label} product={{ category: 'pesticides', packSize: 250, packUnit: 'ml' }} />);
    expect(await screen.findByRole('heading', { name: 'On the pack' })).toBeTruthy();
    for (const text of ['Kisan Kavach', 'Azadirachtin 0.15% EC', '250 ml', '₹185 (inclusive of all taxes)', '₹0.74 per ml', '18 months from the date of manufacture (see pack)', 'Manufactured by', 'Sahyadri Agro Inputs Pvt Ltd, Plot 12, MIDC Ambad, Nashik 422010', 'India', '1800 233 4455']) {
      expect(screen.getByText(text), text).toBeTruthy();
    }
    expect(screen.getByRole('note').textContent).toBe('Read the label and leaflet before use.');
  });

  it("gives a seed its lot's valid-until day, leaves out what is not given, and has no caution", async () => {
    render(<ProductLabelBlock label={{ ...label, makerRole: 'packer', makerAddress: null, consumerCare: null, bestBeforeMonths: null }} product={{ category: 'seeds', packSize: 40, packUnit: 'kg' }} seedValidUntil="2027-11-26" />);
    expect(await screen.findByText('Seed lot valid until 26/11/2027')).toBeTruthy();
    expect(screen.getByText('Packed by')).toBeTruthy();
    expect(screen.getByText('Sahyadri Agro Inputs Pvt Ltd')).toBeTruthy();
    expect(screen.queryByText('Consumer care')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
