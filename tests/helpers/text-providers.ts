import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../../src/shared/languages.ts';
import type { AppConfig } from '../../src/server/config.ts';
import { msg91FlowBody, type TextKind } from '../../src/server/modules/messaging/text-templates.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { startWhatsAppStandIn, type WhatsAppStandIn } from '../support/whatsapp-stand-in.ts';

export const SMS_KEYS = { authKey: 'msg91-test-auth-key', senderId: 'HRYALI', reportToken: 'report-token-0123456789abcdef' };
export const WHATSAPP_KEYS = { token: 'whatsapp-test-token', phoneNumberId: '106540352242922', appSecret: 'whatsapp-app-secret', verifyToken: 'verify-token-123' };

/** MSG91 flows by id: the message and language each carries, its text the catalogue's (docs/text-messages.md). */
export type Flows = Record<string, readonly [TextKind, Language]>;

export interface TextProviders {
  msg91: Msg91StandIn;
  /** Only when WhatsApp templates were asked for. */
  whatsapp?: WhatsAppStandIn;
  /** The shop's settings for both (what SMS_*, WHATSAPP_* and TEXT_TEMPLATES_FILE give), for createTestApp. */
  texts: AppConfig['texts'];
  close(): Promise<void>;
}

/**
 * The text providers a test shop sends through: MSG91's stand-in with `flows` registered as the
 * owner registers them, WhatsApp's with `whatsappTemplates` ("name:language" -> body) when given,
 * and the templates file that names the flows.
 */
export async function startTextProviders({ flows, whatsappTemplates, codeRequestsPerHour = 100 }: { flows: Flows; whatsappTemplates?: Record<string, string>; codeRequestsPerHour?: number }): Promise<TextProviders> {
  const msg91 = await startMsg91StandIn({ authKey: SMS_KEYS.authKey, senderId: SMS_KEYS.senderId, flows: Object.fromEntries(Object.entries(flows).map(([id, [kind, language]]) => [id, { text: msg91FlowBody(kind, language) }])) });
  const whatsapp = whatsappTemplates ? await startWhatsAppStandIn({ token: WHATSAPP_KEYS.token, phoneNumberId: WHATSAPP_KEYS.phoneNumberId, appSecret: WHATSAPP_KEYS.appSecret, templates: whatsappTemplates }) : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-templates-'));
  const templatesFile = path.join(dir, 'text-templates.json');
  const sms: Record<string, Record<string, string>> = {};
  for (const [id, [kind, language]] of Object.entries(flows)) (sms[kind] ??= {})[language] = id;
  fs.writeFileSync(templatesFile, JSON.stringify({ sms, whatsapp: {} }));
  return {
    msg91,
    whatsapp,
    texts: {
      sms: { apiUrl: msg91.url, ...SMS_KEYS },
      whatsapp: whatsapp && { apiUrl: `${whatsapp.url}/v21.0`, ...WHATSAPP_KEYS },
      templatesFile,
      templatesFileGiven: true,
      codesPerDay: 500,
      codeRequestsPerHour,
    },
    close: async () => {
      await msg91.close();
      await whatsapp?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
