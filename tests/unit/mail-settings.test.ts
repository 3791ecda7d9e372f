import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelayMs } from '../../src/server/modules/mail/mail-worker.ts';
import { messageIdDomain } from '../../src/server/modules/mail/smtp-sender.ts';

describe('the mail worker\'s backoff', () => {
  it('waits 30 seconds after the first failure, twice as long after each next one, at most an hour', () => {
    expect(FIRST_RETRY_MS).toBe(30_000);
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
    expect(retryDelayMs(8)).toBe(MAX_RETRY_MS);
    expect(MAX_RETRY_MS).toBe(3_600_000);
    expect(retryDelayMs(500)).toBe(MAX_RETRY_MS);
  });
});

describe('mail settings', () => {
  it('sends nothing by default, from a placeholder sender', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Hariyali <no-reply@localhost>' });
  });

  it('takes an smtp:// or smtps:// server with the sender it sends as', () => {
    const c = loadConfig({ SMTP_URL: 'smtps://orders%40shop.in:pa%20ss@smtp.example.in:465', MAIL_FROM: 'Hariyali <orders@shop.example.in>' });
    expect(c.mail).toEqual({ smtpUrl: 'smtps://orders%40shop.in:pa%20ss@smtp.example.in:465', from: 'Hariyali <orders@shop.example.in>' });
    expect(loadConfig({ SMTP_URL: 'smtp://smtp.example.in:587', MAIL_FROM: 'orders@shop.example.in' }).mail.from).toBe('orders@shop.example.in');
  });

  it('refuses another scheme, a sender that is not an address, and SMTP_URL without MAIL_FROM, never repeating the password', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (err) {
        return (err as Error).message;
      }
    };
    const https = problems({ SMTP_URL: 'https://user:Secret-99@mail.example.in', MAIL_FROM: 'orders@shop.example.in' });
    expect(https).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/);
    expect(https).not.toContain('Secret-99');
    expect(problems({ SMTP_URL: 'smtp://user:Secret-99@mail.example.in:587' })).toMatch(/MAIL_FROM: must be set with SMTP_URL/);
    expect(problems({ MAIL_FROM: 'Hariyali' })).toMatch(/MAIL_FROM: must be an address/);
    expect(problems({ MAIL_FROM: 'Hariyali <not an address>' })).toMatch(/MAIL_FROM: must be an address/);
  });

  it('makes Message-IDs in the sender\'s domain', () => {
    expect(messageIdDomain('Hariyali <orders@Shop.Example.in>')).toBe('shop.example.in');
    expect(messageIdDomain('orders@shop.example.in')).toBe('shop.example.in');
  });
});
