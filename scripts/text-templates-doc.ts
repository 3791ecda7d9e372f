// The template table of docs/text-messages.md, written from the catalogue
// (src/server/modules/messaging/text-templates.ts), so the texts the owner registers with the
// DLT portal, MSG91 and Meta are the ones the shop sends. tests/unit/text-templates.test.ts fails
// when the doc's table is not this one.
//   npx tsx scripts/text-templates-doc.ts           prints the table
//   npx tsx scripts/text-templates-doc.ts --write   writes it into docs/text-messages.md
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES } from '../src/shared/languages.ts';
import { defaultWhatsAppTemplateName, dltBody, msg91FlowBody, TEXT_KINDS, TEXT_TEMPLATES, whatsappBody } from '../src/server/modules/messaging/text-templates.ts';

export const TABLE_BEGIN = '<!-- template table: written by scripts/text-templates-doc.ts -->';
export const TABLE_END = '<!-- end of the template table -->';
export const DOC = fileURLToPath(new URL('../docs/text-messages.md', import.meta.url));

const LANGUAGE_NAMES = { en: 'English (en)', hi: 'Hindi (hi)', mr: 'Marathi (mr)' } as const;

/** The table: for each kind its variables, its WhatsApp template, and its texts in each language in the three forms. */
export function templateTable(): string {
  const out: string[] = [TABLE_BEGIN, ''];
  for (const kind of TEXT_KINDS) {
    const template = TEXT_TEMPLATES[kind];
    out.push(`### ${kind}`, '');
    out.push(`Variables, in order: ${template.values.map((name, i) => `${i + 1}. \`${name}\``).join(', ')}.`, '');
    out.push(
      template.whatsappCategory === 'AUTHENTICATION'
        ? `WhatsApp: \`${defaultWhatsAppTemplateName(kind)}\`, category **Authentication**, a copy-code button, "code expires in" 5 minutes; Meta writes its text in each language (the SMS texts below are not used on WhatsApp).`
        : `WhatsApp: \`${defaultWhatsAppTemplateName(kind)}\`, category **Utility**, body as below in each language.`,
      '',
    );
    for (const language of LANGUAGES) {
      out.push(`${LANGUAGE_NAMES[language]}`, '');
      out.push(`- DLT: \`${dltBody(kind, language)}\``);
      out.push(`- MSG91 flow: \`${msg91FlowBody(kind, language)}\``);
      const body = whatsappBody(kind, language);
      if (body !== undefined) out.push(`- WhatsApp body: \`${body}\``);
      out.push('');
    }
  }
  out.push(TABLE_END);
  return out.join('\n');
}

/** The doc with its table replaced by the catalogue's. */
export function withTable(doc: string): string {
  const begin = doc.indexOf(TABLE_BEGIN);
  const end = doc.indexOf(TABLE_END);
  if (begin < 0 || end < begin) throw new Error(`${DOC} has no template table markers`);
  return doc.slice(0, begin) + templateTable() + doc.slice(end + TABLE_END.length);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--write')) {
    fs.writeFileSync(DOC, withTable(fs.readFileSync(DOC, 'utf8')));
    console.log(`wrote the template table into ${DOC}`);
  } else {
    console.log(templateTable());
  }
}
