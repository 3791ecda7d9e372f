import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Language } from '../../src/shared/languages.ts';
import { msg91FlowBody, type TextKind } from '../../src/server/modules/messaging/text-templates.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

// A shop of a spec's own, with SMS set up (docs/decisions/0051): MSG91's stand-in, the flows the
// spec registers with it, and the text-templates file naming them. The other specs' shop has no
// SMS provider, so a spec that needs texts starts this one, on E2E_PORT + its own offset.

const SMS = { authKey: 'msg91-e2e-auth-key', senderId: 'HRYALI' };

export interface SmsShop {
  /** The shop's address, http://127.0.0.1:<E2E_PORT + offset>. */
  readonly url: string;
  /** MSG91's stand-in: the SMS it took, as the phones read them (once the spec's beforeAll has run). */
  readonly msg91: Msg91StandIn;
  /** The SMS sent to a mobile number, oldest first. */
  sentTo(mobile: string): Msg91StandIn['sent'];
}

/**
 * Starts the shop and MSG91's stand-in before the spec's tests and stops them after (its
 * beforeAll and afterAll): `flows` are the flow ids the spec registers, each with the text kind
 * and language it is MSG91's flow for; `env` adds the spec's own settings, `standIns` starts other
 * providers' stand-ins first and answers their settings (the spec stops them in its afterAll).
 */
export function smsShop(options: { offset: number; flows: Record<string, readonly [TextKind, Language]>; env?: Record<string, string>; standIns?: () => Promise<Record<string, string>> }): SmsShop {
  const port = Number(process.env.E2E_PORT ?? 4173) + options.offset;
  const url = `http://127.0.0.1:${port}`;
  let msg91: Msg91StandIn | undefined;
  let server: ChildProcess | undefined;
  let dir: string | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const flows = Object.entries(options.flows);
    msg91 = await startMsg91StandIn({ ...SMS, flows: Object.fromEntries(flows.map(([id, [kind, language]]) => [id, { text: msg91FlowBody(kind, language) }])) });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-e2e-sms-'));
    // Other providers' stand-ins the spec starts (a courier's), and their settings for the shop.
    const standIns = options.standIns ? await options.standIns() : {};
    const sms: Record<string, Record<string, string>> = {};
    for (const [id, [kind, language]] of flows) (sms[kind] ??= {})[language] = id;
    fs.writeFileSync(path.join(dir, 'text-templates.json'), JSON.stringify({ sms }));
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      // SMS_SHOP_LOG=1 shows the shop's log (its warnings) beside the test's output.
      stdio: process.env.SMS_SHOP_LOG ? 'inherit' : 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        PUBLIC_URL: url,
        SMS_API_URL: msg91.url,
        SMS_AUTH_KEY: SMS.authKey,
        SMS_SENDER_ID: SMS.senderId,
        TEXT_TEMPLATES_FILE: path.join(dir, 'text-templates.json'),
        ...standIns,
        ...options.env,
      },
    });
    await expect.poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
  });

  test.afterAll(async () => {
    // Stopped before its folder goes, and before another worker may start the shop on this port again.
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await msg91?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  return {
    url,
    get msg91() {
      if (!msg91) throw new Error('the SMS shop starts in beforeAll: read msg91 in a test');
      return msg91;
    },
    sentTo(mobile: string) {
      return this.msg91.sent.filter((m) => m.to === `+91${mobile}`);
    },
  };
}
