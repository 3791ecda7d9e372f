import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSettings } from '#shared/schemas/gst';
import '#client/i18n/staff-loaders.ts';
import { renderAsRole, staffPageTests } from '#client/test-helpers.tsx';
import { EInvoicingCard } from './einvoicing-card.tsx';

// docs/product-rules.md 45: e-invoicing is turned on only with a provider set up on the server, so
// without one the card says so and offers no button that could only fail; it can always be turned off.
// Switching it is the owner's (einvoicing.settings, docs/decisions/0067): an accountant, who keeps
// the tax settings, reads whether it is on and finds the e-invoices in their own section.

const SETTINGS: BusinessSettings = { legalName: 'Hariyali Agri Pvt Ltd', address: 'Pune', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV', eInvoicing: false, eInvoicingProvider: false, updatedAt: '2026-11-01T00:00:00Z' };

describe('the e-invoicing card', () => {
  staffPageTests('admin-tax');

  it('offers the owner no Turn On without a provider, and says what the server lacks', () => {
    renderAsRole('owner', <EInvoicingCard settings={SETTINGS} />);
    expect(screen.getByText(/No e-invoicing provider \(GSP\) is set up on the server/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn On E-invoicing' })).toBeNull();
  });

  it('offers the owner Turn On with a provider, and Turn Off once on, even if the provider is gone', () => {
    renderAsRole('owner', <EInvoicingCard settings={{ ...SETTINGS, eInvoicingProvider: true }} />);
    expect((screen.getByRole('button', { name: 'Turn On E-invoicing' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderAsRole('owner', <EInvoicingCard settings={{ ...SETTINGS, eInvoicing: true }} />);
    expect((screen.getByRole('button', { name: /Turn Off/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an accountant whether it is on, with no switch, and leads to the e-invoices', () => {
    renderAsRole('accountant', <EInvoicingCard settings={{ ...SETTINGS, eInvoicing: true, eInvoicingProvider: true }} />);
    expect(screen.getByText('E-invoicing applies: business invoices are reported to the IRP.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText("Only the shop's owner switches e-invoicing on or off.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the e-invoices that failed or wait' }).getAttribute('href')).toBe('/admin/einvoices');
  });
});
