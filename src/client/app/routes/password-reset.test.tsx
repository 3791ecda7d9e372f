import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '#client/lib/query.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '#client/i18n/index.ts';
import { setApiTransport } from '#client/lib/api-client.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { MemoryRouter, Route, Routes } from '#client/lib/router.tsx';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset.tsx';

// docs/product-rules.md 30: forgotten passwords. The server's side (same answer for every e-mail, single-use
// links, sessions ended) is tests/api/password-reset.test.ts.

const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TOKEN = 'T'.repeat(43);

function open(path: string, answer: (url: string, body: unknown) => Response) {
  const calls: Array<{ url: string; body: unknown }> = [];
  setApiTransport(async (url, init) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    return answer(url, body);
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('password reset pages', () => {
  beforeAll(async () => {
    await loadNamespaces('password-reset');
  });
  afterEach(cleanup);

  it('asks for the e-mail, then says a link is on its way if an account exists, for 30 minutes', async () => {
    const calls = open('/forgot-password', () => json({ expiresInMinutes: 30 }, 202));
    await userEvent.type(await screen.findByLabelText(/Email Address/, {}, { timeout: 10_000 }), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for asha@example.in, a link to choose a new password is on its way. It works once, for 30 minutes./)).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/auth/password-reset', body: { email: 'asha@example.in' } }]);
  });

  it('sends the link\'s token in the body with the new password, then offers to sign in', async () => {
    const calls = open(`/reset-password?token=${TOKEN}`, () => json(null, 204));
    await userEvent.type(await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 }), 'monsoon-sowing-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'monsoon-sowing-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/user/login');
    expect(calls.find((c) => c.url === '/api/auth/password-reset/confirm')?.body).toEqual({ token: TOKEN, password: 'monsoon-sowing-2027', confirmPassword: 'monsoon-sowing-2027' });
  });

  it('says when the link no longer works and offers a new one', async () => {
    open(`/reset-password?token=${TOKEN}`, () => json({ error: { code: 'reset_link_invalid', message: 'This password-reset link is not valid any more.' } }, 400));
    await userEvent.type(await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 }), 'monsoon-sowing-2027');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'monsoon-sowing-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This link does not work any more');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token, explains where the link comes from', async () => {
    open('/reset-password', () => json(null, 204));
    expect((await screen.findByRole('alert')).textContent).toContain('needs the link from the password-reset e-mail');
  });
});
