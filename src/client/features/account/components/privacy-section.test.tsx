import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/schemas/auth';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { DeleteAccountSection, MarketingForm } from './privacy-section.tsx';

// docs/product-rules.md 37: offers and crop tips chosen in Profile, and deleting the account with the code
// sent to its mobile or its password; the server's side is tests/api/personal-data.test.ts.

const at = '2026-11-25T06:00:00.000Z';
const farmer: Profile = { id: 'u-7', name: 'Ramesh Jadhav', email: null, type: 'user', phone: null, mobile: '+919822012345', textChannel: 'sms', hasPassword: false, joinedAt: at, marketingOptIn: true, vendor: null };
const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { method: string; path: string; body: unknown };

function show(ui: React.ReactNode, answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const call = { method: init?.method ?? 'GET', path: String(url).replace(/^\/api/, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call) ?? json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <QueryClientProvider client={createQueryClient()}>
        <Routes>
          <Route path="/user/dashboard" element={ui} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}

describe('the profile’s personal data', () => {
  beforeAll(async () => {
    await loadNamespaces('privacy', 'errors');
  });
  afterEach(cleanup);

  it('withdraws the consent to offers as easily as it was given', async () => {
    const calls = show(<MarketingForm profile={farmer} />, ({ path, body }) => (path === '/auth/marketing' ? json({ ...farmer, marketingOptIn: (body as { optIn: boolean }).optIn }) : undefined));
    const box = screen.getByRole('checkbox', { name: 'Send me offers and crop tips (you can stop any time)' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save offers choice' }));
    await screen.findByText('Saved: no offers or crop tips.');
    expect(calls).toEqual([{ method: 'PUT', path: '/auth/marketing', body: { optIn: false } }]);
  });

  it('says what is erased and what is kept 72 months, refuses a wrong code, and deletes with the right one', async () => {
    let tries = 0;
    const calls = show(<DeleteAccountSection profile={farmer} />, ({ path, body }) => {
      if (path === '/auth/delete-account/code') return json({ channel: 'sms', to: '+91 98220 12345', resendAfterSeconds: 30, expiresInSeconds: 300 });
      if (path === '/auth/delete-account') {
        tries += 1;
        return (body as { code: string }).code === '482913' ? json(null, 204) : json({ error: { code: 'code_wrong', message: 'This code is not right. 4 tries left.', fields: { code: 'This code is not right. 4 tries left.' }, params: { triesLeft: 4 } } }, 400);
      }
      if (path === '/auth/logout') return json(null, 204);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Kept for 72 months: your orders and tax invoices');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText('Code sent to +91 98220 12345.');
    fireEvent.change(screen.getByRole('textbox', { name: /^Code/ }), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText(/This code is not right/);
    expect(screen.queryByText('Home page')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /^Code/ }), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByText('Home page');
    expect(tries).toBe(2);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/auth/delete-account/code', {}],
      ['/auth/delete-account', { code: '111111' }],
      ['/auth/delete-account', { code: '482913' }],
      ['/auth/logout', {}],
    ]);
  });

  it('asks the password of an account with an e-mail only, and can be called off', async () => {
    show(<DeleteAccountSection profile={{ ...farmer, mobile: null, email: 'ramesh@example.in', hasPassword: true }} />, () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByText('Type your password to confirm it is you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
