import fs from 'node:fs';
import { z } from 'zod';
import { isLanguage, type Language } from '#shared/languages';
import { defaultWhatsAppTemplateName, isTextKind, TEXT_KINDS, type TextKind } from './text-templates.ts';

// Which provider template each message goes by (docs/text-messages.md): MSG91's flow id for a
// kind in a language, and the WhatsApp template's name for a kind (one name, approved in each
// language). They are ids from the providers' panels, made when the texts of text-templates.ts
// are registered, so they live in a file the owner fills in (TEXT_TEMPLATES_FILE, default
// config/text-templates.json, not committed; config/text-templates.example.json is) rather than
// in the code or the environment.


/** An id as MSG91's panel shows it: no spaces, not empty. */
const flowId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a flow id is letters, digits, "-" or "_" (up to 64), as MSG91 shows it');
/** WhatsApp's rule for a template's name: lowercase letters, digits and underscores, up to 512. */
const whatsappName = z.string().regex(/^[a-z0-9_]{1,512}$/, 'a WhatsApp template name is lowercase letters, digits and underscores');

const fileSchema = z.strictObject({
  sms: z.record(z.string(), z.record(z.string(), flowId)).default({}),
  whatsapp: z.record(z.string(), whatsappName).default({}),
});

export type TextTemplateIdsFile = z.input<typeof fileSchema>;

/** The file is not JSON, or names something the catalogue does not have: the message says what and where. */
export class TextTemplateIdsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextTemplateIdsError';
  }
}

export interface TextTemplateIds {
  /** MSG91's flow for the kind in the language; undefined: not set up, no SMS of it in that language. */
  smsFlowOf(kind: TextKind, language: Language): string | undefined;
  /** The WhatsApp template's name: the file's, else hariyali_ and the kind (sign-in-code: hariyali_sign_in_code). */
  whatsappTemplateOf(kind: TextKind): string;
}

/**
 * Reads the ids from parsed JSON. A key that is not a message kind or a language, a flow id with
 * spaces, a name WhatsApp would refuse: TextTemplateIdsError naming the key (`source` names the
 * file in the message).
 */
export function parseTextTemplateIds(json: unknown, source = 'the text templates file'): TextTemplateIds {
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(the file)'}: ${issue.message}`);
    throw new TextTemplateIdsError(`${source}: ${problems.join('; ')}`);
  }
  const problems: string[] = [];
  const notAKind = (path: string) => `${path}: not a message kind (the kinds: ${TEXT_KINDS.join(', ')})`;
  for (const [kind, languages] of Object.entries(parsed.data.sms)) {
    if (!isTextKind(kind)) problems.push(notAKind(`sms.${kind}`));
    for (const language of Object.keys(languages)) if (!isLanguage(language)) problems.push(`sms.${kind}.${language}: not one of the shop's languages (en, hi, mr)`);
  }
  for (const kind of Object.keys(parsed.data.whatsapp)) if (!isTextKind(kind)) problems.push(notAKind(`whatsapp.${kind}`));
  if (problems.length) throw new TextTemplateIdsError(`${source}: ${problems.join('; ')}`);

  const sms = parsed.data.sms as Partial<Record<TextKind, Partial<Record<Language, string>>>>;
  const whatsapp = parsed.data.whatsapp as Partial<Record<TextKind, string>>;
  return {
    smsFlowOf: (kind, language) => sms[kind]?.[language],
    whatsappTemplateOf: (kind) => whatsapp[kind] ?? defaultWhatsAppTemplateName(kind),
  };
}

/**
 * Reads the ids from a JSON file. A missing file is an error, unless `ifMissing: 'empty'` (the
 * default path when TEXT_TEMPLATES_FILE is not set: no SMS set up, WhatsApp's default names).
 */
export function loadTextTemplateIds(file: string, options: { ifMissing?: 'error' | 'empty' } = {}): TextTemplateIds {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' && options.ifMissing === 'empty') return parseTextTemplateIds({}, file);
    throw new TextTemplateIdsError(`${file}: cannot be read (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new TextTemplateIdsError(`${file}: not JSON (${(err as Error).message})`);
  }
  return parseTextTemplateIds(json, file);
}
