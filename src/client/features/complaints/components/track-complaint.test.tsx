import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { QueryClientProvider } from '#client/lib/query.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { json, LAZY, sampleComplaint } from '#client/test-helpers.tsx';
import { TrackComplaint } from './track-complaint.tsx';

// docs/product-rules.md 54: a customer not signed in finds his complaint by its number and his mobile or e-mail.
describe('tracking a complaint without signing in', () => {
  beforeAll(() => loadNamespaces('complaints', 'errors'));
  afterEach(cleanup);

  it('shows the complaint for the right contact and says so for a wrong one', async () => {
    const asked: unknown[] = [];
    setApiTransport(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { contact: string };
      asked.push(body);
      return body.contact === '98220 40009' ? json(sampleComplaint({ number: 'GR-000009' })) : json({ error: { code: 'not_found', message: 'No complaint' } }, 404);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/account/complaints']}>
          <TrackComplaint />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Complaint number'), { target: { value: 'GR-000009' } });
    fireEvent.change(screen.getByLabelText('Mobile or e-mail'), { target: { value: '98220 40008' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect((await screen.findByRole('alert', {}, LAZY)).textContent).toMatch(/No complaint has this number/);
    fireEvent.change(screen.getByLabelText('Mobile or e-mail'), { target: { value: '98220 40009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { name: 'Complaint GR-000009' }, LAZY)).toBeTruthy();
    expect(asked).toEqual([{ number: 'GR-000009', contact: '98220 40008' }, { number: 'GR-000009', contact: '98220 40009' }]);
  });
});
