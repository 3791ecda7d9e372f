import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE } from '#shared/languages';
import { loadNamespaces, showLanguage } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { UserLoginPage, UserRegisterPage, VendorLoginPage } from './auth-pages.tsx';

// docs/product-rules.md 36: customers sign in and up with a mobile number and a one-time code where the
// shop sends codes, the e-mail form as the second way; without channels the pages are e-mail only.
// The server's side (codes, limits, accounts) is the API's tests.

const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => json({ error: { code, message, ...extra } }, status);
const sent = { channel: 'sms', to: '+91 98220 12345', resendAfterSeconds: 30, expiresInSeconds: 300 };
const farmer = { id: 'u-7', name: 'Ramesh Jadhav', email: null, mobile: '+919822012345', type: 'user', language: 'en' };

type Call = { method: string; path: string; body: unknown };
type Answer = (call: Call) => Response | undefined;

/** The API as the sign-in pages see it: a visitor, the shop's channels, and `answer` for the rest. */
function open(path: string, channels: string[], answer: Answer = () => undefined) {
  const calls: Call[] = [];
  setApiTransport(async (url, init) => {
    const call = { method: init?.method ?? 'GET', path: String(url).replace(/^\/api/, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (call.method !== 'GET') calls.push(call);
    const given = answer(call);
    if (given) return given;
    if (call.path === '/auth/session') return json({ user: null });
    if (call.path === '/auth/mobile') return json({ channels });
    if (call.path.startsWith('/store/cart')) return json({ items: [], updatedAt: null });
    if (call.method === 'PUT') return json(null, 204);
    return refusal(404, 'not_found', 'Not found');
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/login" element={<UserLoginPage />} />
          <Route path="/user/register" element={<UserRegisterPage />} />
          <Route path="/vendor/login" element={<VendorLoginPage />} />
          <Route path="/user/dashboard" element={<p>Dashboard page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

// By role: the mobile number's tab panel is named like its field.
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

/** Types the number and sends the code; the code step shows. */
async function sendCode() {
  const field = await screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 10_000 });
  expect(field.getAttribute('type')).toBe('tel');
  expect(field.getAttribute('inputmode')).toBe('numeric');
  expect(field.getAttribute('autocomplete')).toBe('tel-national');
  type(/^Mobile number/, '98220 12345');
  click('Send code');
  await screen.findByText('We sent a 6-digit code to +91 98220 12345 by SMS.');
}

describe('signing in with a mobile number', () => {
  beforeAll(async () => {
    await loadNamespaces('auth');
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
    await showLanguage('en');
  });

  it('sends a code, takes it and signs in, the code field focused and filled by the phone', async () => {
    const calls = open('/user/login', ['sms'], ({ path }) => {
      if (path === '/auth/mobile/code') return json(sent);
      if (path === '/auth/mobile/verify') return json({ status: 'signed_in', user: farmer });
    });
    // The mobile number is the first way, e-mail the second.
    expect((await screen.findByRole('tab', { name: 'Mobile number' }, { timeout: 10_000 })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'E-mail and password' })).toBeTruthy();
    // One channel: nothing to choose.
    expect(screen.queryByRole('radio', { name: 'WhatsApp' })).toBeNull();
    await sendCode();
    const code = field(/^6-digit code/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    type(/^6-digit code/, '482913');
    click('Sign in');
    await screen.findByText('Dashboard page');
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/mobile/code', body: { phone: '+919822012345', channel: 'sms' } },
      { method: 'POST', path: '/auth/mobile/verify', body: { phone: '+919822012345', code: '482913' } },
    ]);
  });

  it('refuses a number that is not an Indian mobile before asking the server, and a short code', async () => {
    const calls = open('/user/login', ['sms'], ({ path }) => (path === '/auth/mobile/code' ? json(sent) : undefined));
    await screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 10_000 });
    type(/^Mobile number/, '020 2612 3456');
    click('Send code');
    await screen.findByText('Please enter a 10-digit Indian mobile number');
    expect(calls).toEqual([]);
    type(/^Mobile number/, '9822012345');
    click('Send code');
    await screen.findByRole('textbox', { name: /^6-digit code/ });
    type(/^6-digit code/, '4829');
    click('Sign in');
    await screen.findByText('Please enter the 6-digit code');
    expect(calls).toHaveLength(1);
  });

  it('says a wrong code is wrong, with the tries left', async () => {
    open('/user/login', ['sms'], ({ path }) => {
      if (path === '/auth/mobile/code') return json(sent);
      if (path === '/auth/mobile/verify') return refusal(400, 'code_wrong', 'This code is not right. Tries left: 3.', { params: { triesLeft: 3 } });
    });
    await sendCode();
    type(/^6-digit code/, '111111');
    click('Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('This code is not right. Tries left: 3.');
  });

  it("tells why no code was sent: the shop's codes for the day are used up", async () => {
    open('/user/login', ['sms'], ({ path }) => (path === '/auth/mobile/code' ? refusal(503, 'codes_paused', 'We cannot send codes just now.') : undefined));
    await screen.findByRole('textbox', { name: /^Mobile number/ }, { timeout: 10_000 });
    type(/^Mobile number/, '9822012345');
    click('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe('We cannot send codes just now. Please sign in with e-mail and password, or try again tomorrow.');
  });

  it('asks a new number for its name and language, creates the account and shows its language', async () => {
    const calls = open('/user/register', ['sms', 'whatsapp'], ({ path, body }) => {
      if (path === '/auth/mobile/code') return json({ ...sent, channel: 'whatsapp' });
      if (path === '/auth/mobile/verify') {
        const { name, language } = body as { name?: string; language?: string };
        return json(name ? { status: 'signed_in', user: { ...farmer, name, language } } : { status: 'needs_name' });
      }
    });
    await screen.findByText('Type your mobile number. After the code, we ask your name and create your account.', {}, { timeout: 10_000 });
    // Both channels: the farmer chooses.
    expect((screen.getByRole('radio', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    type(/^Mobile number/, '+91 98220-12345');
    click('Send code');
    await screen.findByText('We sent a 6-digit code to +91 98220 12345 on WhatsApp.');
    type(/^6-digit code/, '482913');
    click('Sign in');
    await screen.findByText('This number has no account yet. Tell us your name to create one.');
    // The page's language is the one chosen unless the farmer picks another.
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    click('Create account');
    await screen.findByText('This field is required');
    type(/^Your name/, 'Ramesh Jadhav');
    fireEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }));
    click('Create account');
    await screen.findByText('Dashboard page');
    expect(calls.map((c) => c.body)).toEqual([
      { phone: '+919822012345', channel: 'whatsapp' },
      { phone: '+919822012345', code: '482913' },
      { phone: '+919822012345', code: '482913', name: 'Ramesh Jadhav', language: 'hi', marketingOptIn: false },
    ]);
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
  });

  it('lets "Send again" wait for the seconds the server gave, counted down on the button, then sends a new code', async () => {
    // Only the clock and intervals are the test's: the page's own timeouts (and waitFor's) stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = open('/user/login', ['sms'], ({ path }) => (path === '/auth/mobile/code' ? json(sent) : undefined));
    await sendCode();
    const resend = () => screen.getByRole('button', { name: /^Send again/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Send again in 30 s');
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(29_000));
    expect(resend().textContent).toBe('Send again in 1 s');
    expect(resend().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_000));
    expect(resend().textContent).toBe('Send again');
    expect(resend().disabled).toBe(false);
    fireEvent.click(resend());
    await screen.findByText(/A new code is on its way/);
    expect(calls.map((c) => c.path)).toEqual(['/auth/mobile/code', '/auth/mobile/code']);
    // The wait starts again with the new code.
    expect(resend().textContent).toBe('Send again in 30 s');
  });

  it('keeps the number when the farmer goes back to change it', async () => {
    open('/user/login', ['sms'], ({ path }) => (path === '/auth/mobile/code' ? json(sent) : undefined));
    await sendCode();
    click('Change number');
    expect(((await screen.findByRole('textbox', { name: /^Mobile number/ })) as HTMLInputElement).value).toBe('9822012345');
  });

  it('offers e-mail and password as the second way', async () => {
    open('/user/login', ['sms']);
    fireEvent.click(await screen.findByRole('tab', { name: 'E-mail and password' }, { timeout: 10_000 }));
    expect(await screen.findByLabelText(/^Email Address/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Mobile number/ })).toBeNull();
  });

  it('shows the e-mail form alone, and no word of mobiles, where the shop sends no codes', async () => {
    open('/user/login', []);
    expect(await screen.findByLabelText(/^Email Address/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(document.body.textContent).not.toMatch(/mobile/i);
  });

  it('keeps the vendor pages e-mail only', async () => {
    open('/vendor/login', ['sms', 'whatsapp']);
    expect(await screen.findByLabelText(/^Email Address/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
