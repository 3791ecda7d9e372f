import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import type { StoreSeedLabel } from '#shared/schemas/seed-lots';
import { SeedLabelBlock } from './seed-label.tsx';

// docs/product-rules.md 28: the product page's seed label (the server's side is tests/api/seed-labels.test.ts).
const label: StoreSeedLabel = {
  crop: 'Wheat',
  variety: 'HD 2967',
  lotNumber: 'WHT-2611-001',
  testedOn: '2026-11-26',
  germinationPct: 88,
  purityPct: 98.5,
  netQuantity: 40,
  netUnit: 'kg',
  validUntil: '2027-11-26',
  treated: true,
  treatment: 'Carboxin 37.5% + Thiram 37.5% WS',
};

describe('the seed label', () => {
  beforeAll(() => loadNamespaces('seed-label'));
  afterEach(cleanup);

  it('shows every particular of the packet, and the caution of a treated seed', async () => {
    render(<SeedLabelBlock label={label} />);
    expect(await screen.findByRole('heading', { name: 'Seed label' })).toBeTruthy();
    for (const text of ['Wheat', 'HD 2967', 'WHT-2611-001', '26/11/2026', '88%', '98.5%', '40 kg', '26/11/2027', 'Carboxin 37.5% + Thiram 37.5% WS']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('note').textContent).toBe('Treated seed: do not use for food, feed or oil purposes.');
  });

  it('says an untreated seed is untreated, with no caution', async () => {
    render(<SeedLabelBlock label={{ ...label, treated: false, treatment: null }} />);
    expect(await screen.findByText('Untreated seed')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
