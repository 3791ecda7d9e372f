import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/schemas/auth';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter } from '#client/lib/router.tsx';
import { ProfileTab } from './profile-tab.tsx';

// docs/product-rules.md 36: the profile's mobile number, added or changed with a code sent to it, where order
// messages go, and an account made with a mobile number (no e-mail, no password). The server's side is
// the API's tests.

const at = '2026-11-25T06:00:00.000Z';
const mobileOnly: Profile = { id: 'u-7', name: 'Ramesh Jadhav', email: null, type: 'user', phone: null, mobile: null, textChannel: 'sms', hasPassword: false, joinedAt: at, marketingOptIn: false, vendor: null };
const withEmail: Profile = { ...mobileOnly, email: 'ramesh@example.in', hasPassword: true };
const sent = { channel: 'sms', to: '+91 98220 12345', resendAfterSeconds: 30, expiresInSeconds: 300 };
const LAZY = { timeout: 10_000 };

const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown };

function show(profile: Profile, channels: string[], answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const call = { method: init?.method ?? 'GET', path: String(url).replace(/^\/api/, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (call.method !== 'GET') calls.push(call);
    const given = answer(call);
    if (given) return given;
    if (call.path === '/auth/profile') return json(profile);
    if (call.path === '/auth/mobile') return json({ channels });
    if (call.path === '/auth/session') return json({ user: null });
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/user/dashboard']}>
      <QueryClientProvider client={createQueryClient()}>
        <ProfileTab />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return calls;
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the profile of an account with a mobile number', () => {
  beforeAll(async () => {
    await loadNamespaces('dashboard');
  });
  afterEach(cleanup);

  it('shows an account made with a mobile number: no e-mail, no password to change', async () => {
    show(mobileOnly, ['sms']);
    expect(await screen.findByText('No e-mail address', {}, LAZY)).toBeTruthy();
    expect(await screen.findByText('No mobile number yet', {}, LAZY)).toBeTruthy();
    expect(screen.getAllByText('This account signs in with its mobile number and a one-time code, so it has no password.')).toHaveLength(2);
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
    // Its name can still be changed.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('adds a number with the code sent to it, and shows it once saved', async () => {
    const calls = show(mobileOnly, ['sms'], ({ method, path }) => {
      if (path === '/auth/mobile/change-code') return json(sent);
      if (method === 'PUT' && path === '/auth/mobile') return json({ ...mobileOnly, mobile: '+919822012345' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add mobile number' }, LAZY));
    type(/^Mobile number/, '98220 12345');
    click('Send code');
    await screen.findByText('We sent a 6-digit code to +91 98220 12345 by SMS.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^6-digit code/ })));
    type(/^6-digit code/, '482913');
    click('Save number');
    await screen.findByText('Your mobile number is saved.');
    expect(screen.getByTestId('profile-mobile').textContent).toBe('+91 98220 12345');
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/mobile/change-code', body: { phone: '+919822012345', channel: 'sms' } },
      { method: 'PUT', path: '/auth/mobile', body: { phone: '+919822012345', code: '482913' } },
    ]);
  });

  it('says so when another account has the number', async () => {
    show(withEmail, ['sms'], ({ method, path }) => {
      if (path === '/auth/mobile/change-code') return json(sent);
      if (method === 'PUT' && path === '/auth/mobile') return json({ error: { code: 'mobile_taken', message: 'Another account uses this mobile number.' } }, 409);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add mobile number' }, LAZY));
    type(/^Mobile number/, '9822012345');
    click('Send code');
    await screen.findByRole('textbox', { name: /^6-digit code/ });
    type(/^6-digit code/, '482913');
    click('Save number');
    expect((await screen.findByRole('alert')).textContent).toBe('Another account uses this mobile number.');
  });

  it('lets an account with a number choose WhatsApp for its order messages, where the shop has it', async () => {
    const calls = show({ ...withEmail, mobile: '+919822012345' }, ['sms', 'whatsapp'], ({ path }) => (path === '/auth/text-channel' ? json(null, 204) : undefined));
    const sms = (await screen.findByRole('radio', { name: 'SMS' }, LAZY)) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    click('Save choice');
    await screen.findByText('Saved: messages about your orders come by WhatsApp.');
    expect(calls).toEqual([{ method: 'PUT', path: '/auth/text-channel', body: { channel: 'whatsapp' } }]);
  });

  it('offers no WhatsApp choice with SMS only, and no mobile section where the shop sends no codes', async () => {
    show({ ...withEmail, mobile: '+919822012345' }, ['sms']);
    await screen.findByRole('button', { name: 'Change mobile number' }, LAZY);
    expect(screen.queryByRole('radio', { name: 'WhatsApp' })).toBeNull();
    cleanup();
    show(withEmail, []);
    expect(await screen.findAllByLabelText(/Current Password/, {}, LAZY)).toHaveLength(2);
    expect(screen.queryByText(/mobile/i)).toBeNull();
  });
});
