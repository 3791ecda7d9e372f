import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { BUSINESS_GROUPS } from '../../src/shared/price-lists.ts';
import { PAYMENT_METHODS } from '../../src/shared/schemas/orders.ts';
import { loadTextTemplateIds, parseTextTemplateIds, TextTemplateIdsError } from '../../src/server/modules/messaging/template-ids.ts';
import { DEFAULT_TEXT_TEMPLATES_FILE } from '../../src/server/config.ts';
import {
  decisionWord,
  defaultWhatsAppTemplateName,
  DLT_VALUE_MAX_LENGTH,
  dltBody,
  everyText,
  groupWord,
  grievanceWord,
  msg91FlowBody,
  paymentWord,
  placeholdersOf,
  productsValue,
  renderText,
  smsParts,
  smsValue,
  TEXT_KINDS,
  TEXT_TEMPLATES,
  textAmount,
  whatsappBody,
  whatsappComponents,
  type TextKind,
} from '../../src/server/modules/messaging/text-templates.ts';
import { DOC, templateTable, withTable } from '../../scripts/text-templates-doc.ts';

// The catalogue of text messages (src/server/modules/messaging/text-templates.ts): the texts the
// shop registers with DLT, MSG91 and Meta and sends (docs/decisions/0049, docs/text-messages.md).

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Values as the shop would pass them, long where they can be: the SMS must still fit. */
function realisticValues(kind: TextKind, language: Language): string[] {
  const name = language === 'en' ? 'Ramesh Patil' : 'रमेश पाटील';
  const order = 'HY-001234';
  const business = smsValue('Shree Ganesh Krishi Seva Kendra, Rahuri');
  switch (kind) {
    case 'sign-in-code':
      return ['482913', '5'];
    case 'order-consent':
      return [textAmount(1_249_950), '482913', 'https://hariyali.in/c/Zm9vYmFy', '15'];
    case 'agent-link':
      return [smsValue('Shree Ganesh Krishi Seva Kendra, Rahuri'), '482913', '5'];
    case 'order-placed':
      return [name, order, textAmount(1_249_950), paymentWord('bank_transfer', language)];
    case 'order-paid':
    case 'refund-sent':
      return [name, order, textAmount(1_249_950)];
    case 'order-shipped':
      return [name, order, 'India Post', 'EE123456789IN', 'https://hariyali.in/t/HY001234'];
    case 'order-shipped-own':
      return [name, order, { en: 'Fri, 15 Dec', hi: 'शुक्र, 15 दिसंबर', mr: 'शुक्र, 15 डिसेंबर' }[language]];
    case 'order-out-for-delivery':
      return [name, order, smsValue('Ecom Express Surface 2kg')];
    case 'order-delivered':
    case 'order-cancelled':
      return [name, order];
    case 'return-decided':
      return [name, order, decisionWord('rejected', language)];
    case 'business-decided':
      return [language === 'en' ? business : name, groupWord('institution', language), decisionWord('rejected', language)];
    case 'vendor-order-line':
      return [business, order, smsValue('Mahyco Tomato Hybrid Seeds MHTH-2 (10 g packet)'), '2 x 10 g'];
    case 'vendor-awaiting-approval':
      return [business];
    case 'grievance-received':
      return ['GR-000123'];
    case 'grievance-updated':
      return ['GR-000123', grievanceWord('acknowledged', language)];
  }
}

describe('the catalogue', () => {
  it('has every kind the outbox names, each in every language', () => {
    expect(Object.keys(TEXT_TEMPLATES).sort()).toEqual([...TEXT_KINDS].sort());
    for (const { kind, language, text } of everyText()) expect(text.trim(), `${kind} ${language}`).not.toBe('');
    expect(everyText()).toHaveLength(TEXT_KINDS.length * LANGUAGES.length);
  });

  it.each(everyText())('$kind ($language) uses each of its values once, in order', ({ kind, text }) => {
    // DLT's {#var#} are positional: the n-th value fills the n-th variable in every language.
    expect(placeholdersOf(text)).toEqual(TEXT_TEMPLATES[kind].values.map((_, i) => i + 1));
  });

  it.each(everyText())('$kind ($language) keeps to DLT’s and Meta’s rules', ({ language, text }) => {
    expect(text.startsWith(language === 'en' ? 'Hariyali: ' : 'हरियाली: '), 'the brand first').toBe(true);
    expect(text, 'no placeholder at the start or the end').not.toMatch(/^\{\{\d+\}\}|\{\{\d+\}\}$/);
    expect(text, 'no two placeholders side by side').not.toMatch(/\}\}[^\p{L}]*\{\{/u);
    expect(text, 'no < or >, no line breaks, no tabs').not.toMatch(/[<>\n\r\t]/);
    expect(text, 'no double spaces, no space at either end').not.toMatch(/ {2}|^ | $/);
    if (language === 'en') expect(smsParts(text).encoding, 'English in the GSM alphabet').toBe('gsm7');
    else expect(text.replace(/\{\{\d+\}\}/g, ''), 'Hindi and Marathi in Devanagari, no English words').not.toMatch(/\p{Script=Latin}/u);
  });

  it.each(everyText())('$kind ($language) fits 3 SMS parts at most with realistic values', ({ kind, language }) => {
    const values = realisticValues(kind, language);
    for (const value of values) expect(value.length, `${kind} value ${value}`).toBeLessThanOrEqual(DLT_VALUE_MAX_LENGTH);
    const sms = smsParts(renderText(kind, language, values));
    expect(sms.encoding).toBe(language === 'en' ? 'gsm7' : 'ucs2');
    expect(sms.parts, `${kind} ${language}: ${sms.length} characters`).toBeLessThanOrEqual(3);
    // The sign-in code and the short order messages go as one SMS: the code arrives whole, and
    // it is the message sent most (decision 50's daily cap counts them).
    if (kind === 'sign-in-code' || kind === 'order-delivered') expect(sms.parts).toBe(1);
    if (language === 'en') expect(sms.parts, `${kind}: ${sms.length} characters`).toBe(1);
  });

  it('renders the message a phone shows, and refuses a wrong number of values', () => {
    expect(renderText('order-shipped', 'hi', ['रमेश पाटील', 'HY-001234', 'India Post', 'EE123456789IN', 'https://hariyali.in/t/HY001234'])).toBe(
      'हरियाली: रमेश पाटील जी, आपका ऑर्डर HY-001234 कूरियर India Post से भेजा गया है, ट्रैकिंग नंबर EE123456789IN। यह कहाँ है, https://hariyali.in/t/HY001234 पर देखें।',
    );
    expect(renderText('order-placed', 'en', ['Ramesh', 'HY-001234', textAmount(125_000), paymentWord('cod', 'en')])).toBe(
      'Hariyali: Dear Ramesh, we have received your order HY-001234 of Rs. 1,250. Payment: cash on delivery. We will tell you when it is sent.',
    );
    expect(renderText('return-decided', 'mr', ['सुनीता', 'HY-000042', decisionWord('approved', 'mr')])).toBe(
      'हरियाली: सुनीता, ऑर्डर HY-000042 च्या परतीची तुमची विनंती मंजूर केली आहे. तपशील माझ्या ऑर्डरमध्ये पाहा.',
    );
    expect(renderText('business-decided', 'hi', ['तुंगभद्रा एफपीसी', groupWord('fpo', 'hi'), decisionWord('approved', 'hi')])).toBe(
      'हरियाली: तुंगभद्रा एफपीसी जी, एफपीओ दाम का आपका अनुरोध मंज़ूर कर दिया गया है। जानकारी अपने खाते के कारोबारी दाम पेज पर देखें।',
    );
    expect(renderText('business-decided', 'en', ['Tungabhadra FPC', groupWord('fpo', 'en'), decisionWord('rejected', 'en')])).toBe(
      'Hariyali: Dear Tungabhadra FPC, your request for FPO prices has been rejected. See the details on the Business prices page of your account.',
    );
    expect(() => renderText('order-paid', 'en', ['Ramesh', 'HY-001234'])).toThrow('order-paid takes 3 values (name, orderNumber, total), got 2');
  });

  it('writes each text as DLT, MSG91’s flow and WhatsApp take it', () => {
    expect(dltBody('order-paid', 'en')).toBe('Hariyali: Dear {#var#}, we have received your payment for order {#var#} of Rs. {#var#}. Thank you.');
    expect(msg91FlowBody('order-paid', 'en')).toBe('Hariyali: Dear ##VAR1##, we have received your payment for order ##VAR2## of Rs. ##VAR3##. Thank you.');
    expect(whatsappBody('order-paid', 'mr')).toBe(TEXT_TEMPLATES['order-paid'].text.mr);
    // The sign-in code on WhatsApp is Meta's authentication template: no body of the shop's own.
    expect(whatsappBody('sign-in-code', 'hi')).toBeUndefined();
    for (const kind of TEXT_KINDS) expect(defaultWhatsAppTemplateName(kind)).toMatch(/^hariyali_[a-z0-9_]+$/);
    expect(defaultWhatsAppTemplateName('order-shipped-own')).toBe('hariyali_order_shipped_own');
  });

  it('gives WhatsApp the body’s parameters, and the code twice for the authentication template', () => {
    expect(whatsappComponents('order-delivered', ['Ramesh', 'HY-001234'])).toEqual([{ type: 'body', parameters: [{ type: 'text', text: 'Ramesh' }, { type: 'text', text: 'HY-001234' }] }]);
    expect(whatsappComponents('sign-in-code', ['482913', '5'])).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
  });

  it('has the words the values take, in every language, for every way to pay and every business group', () => {
    for (const language of LANGUAGES) {
      for (const method of PAYMENT_METHODS) expect(paymentWord(method, language)).toBeTruthy();
      expect(decisionWord('approved', language)).not.toBe(decisionWord('rejected', language));
      expect(new Set(BUSINESS_GROUPS.map((group) => groupWord(group, language))).size).toBe(BUSINESS_GROUPS.length);
    }
    // The storefront's own words for the groups (its Business prices page): FPO in Devanagari.
    expect(BUSINESS_GROUPS.map((group) => groupWord(group, 'mr'))).toEqual(['डीलर', 'एफपीओ', 'संस्था']);
    expect(paymentWord('bank_transfer', 'hi')).toBe('बैंक ट्रांसफ़र');
  });

  it('writes amounts without the currency sign, and cuts a value to DLT’s 30 characters', () => {
    expect([textAmount(125_000), textAmount(1_249_950), textAmount(85_000_000)]).toEqual(['1,250', '12,499.50', '8,50,000']);
    expect(smsValue('Shree Ganesh Krishi Seva Kendra, Rahuri')).toBe('Shree Ganesh Krishi Seva...');
    expect(smsValue('  India Post ')).toBe('India Post');
    const hindi = smsValue('श्री गणेश कृषि सेवा केंद्र राहुरी अहमदनगर');
    expect([...hindi].length).toBeLessThanOrEqual(DLT_VALUE_MAX_LENGTH);
  });

  it('names a vendor’s first product and how many more, the count kept when an SMS cuts the name', () => {
    expect(productsValue(['Onion Seed Drill'], 'en', 'sms')).toBe('Onion Seed Drill');
    expect(productsValue(['Onion Seed Drill', 'Chilli Transplanter', 'Hoe'], 'hi', 'sms')).toBe('Onion Seed Drill +2 और');
    const long = productsValue(['Mahyco Tomato Hybrid Seeds MHTH-2 (10 g packet)', 'Hoe'], 'en', 'sms');
    expect(long).toBe('Mahyco Tomato... +1 more');
    expect([...long].length).toBeLessThanOrEqual(DLT_VALUE_MAX_LENGTH);
    // WhatsApp takes whole values.
    expect(productsValue(['Mahyco Tomato Hybrid Seeds MHTH-2 (10 g packet)', 'Hoe'], 'mr', 'whatsapp')).toBe('Mahyco Tomato Hybrid Seeds MHTH-2 (10 g packet) +1 आणखी');
  });

  it('counts SMS parts as the operators do', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', length: 161, parts: 2 });
    expect(smsParts('[]'.repeat(40)).length).toBe(160); // the extension table takes two septets each
    expect(smsParts('₹1').encoding).toBe('ucs2'); // the rupee sign is not in GSM: the whole SMS goes as Unicode
    expect(smsParts('क'.repeat(70))).toEqual({ encoding: 'ucs2', length: 70, parts: 1 });
    expect(smsParts('क'.repeat(71)).parts).toBe(2);
    expect(smsParts('क'.repeat(135)).parts).toBe(3);
  });
});

describe('the template ids file', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-text-templates-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = path.join(scratch, name);
    fs.writeFileSync(file, content);
    return file;
  };

  it('gives each kind and language its flow, and WhatsApp names by default', () => {
    const ids = parseTextTemplateIds({ sms: { 'sign-in-code': { en: '64f0c1d2e3a4b5c6d7e8f901', hi: '64f0c1d2e3a4b5c6d7e8f902' } }, whatsapp: { 'order-paid': 'payment_received_v2' } });
    expect(ids.smsFlowOf('sign-in-code', 'hi')).toBe('64f0c1d2e3a4b5c6d7e8f902');
    expect(ids.smsFlowOf('sign-in-code', 'mr')).toBeUndefined();
    expect(ids.smsFlowOf('order-paid', 'en')).toBeUndefined();
    expect(ids.whatsappTemplateOf('order-paid')).toBe('payment_received_v2');
    expect(ids.whatsappTemplateOf('order-shipped')).toBe('hariyali_order_shipped');
  });

  it('refuses a key the catalogue does not have, naming it', () => {
    expect(() => parseTextTemplateIds({ sms: { 'order-shiped': { en: 'abc' } } })).toThrow(/sms\.order-shiped: not a message kind/);
    expect(() => parseTextTemplateIds({ whatsapp: { 'sign-in': 'x' } })).toThrow(/whatsapp\.sign-in: not a message kind/);
    expect(() => parseTextTemplateIds({ sms: { 'order-paid': { gu: 'abc' } } })).toThrow(/sms\.order-paid\.gu: not one of the shop's languages/);
    expect(() => parseTextTemplateIds({ whatsapp: { 'order-paid': 'Order Paid' } })).toThrow(/whatsapp\.order-paid: a WhatsApp template name is lowercase/);
    expect(() => parseTextTemplateIds({ sms: { 'order-paid': { en: 'has space' } } })).toThrow(/sms\.order-paid\.en/);
    expect(() => parseTextTemplateIds({ sms: {}, email: {} })).toThrow(TextTemplateIdsError);
    expect(() => parseTextTemplateIds([])).toThrow(TextTemplateIdsError);
  });

  it('loads a file, names it in its errors, and takes a missing file as empty only when asked', () => {
    expect(loadTextTemplateIds(write('ok.json', '{"sms":{"order-paid":{"mr":"flow-mr"}}}')).smsFlowOf('order-paid', 'mr')).toBe('flow-mr');
    const broken = write('broken.json', '{"sms": ');
    expect(() => loadTextTemplateIds(broken)).toThrow(new RegExp(`^${broken}: not JSON`));
    const missing = path.join(scratch, 'missing.json');
    expect(() => loadTextTemplateIds(missing)).toThrow(`${missing}: cannot be read (ENOENT)`);
    const empty = loadTextTemplateIds(missing, { ifMissing: 'empty' });
    expect([empty.smsFlowOf('sign-in-code', 'en'), empty.whatsappTemplateOf('sign-in-code')]).toEqual([undefined, 'hariyali_sign_in_code']);
  });

  it('ships an example that loads, with no flow ids and WhatsApp’s default names', () => {
    expect(DEFAULT_TEXT_TEMPLATES_FILE).toBe('config/text-templates.json');
    const example = loadTextTemplateIds(path.join(repo, 'config/text-templates.example.json'));
    for (const kind of TEXT_KINDS) {
      expect(example.whatsappTemplateOf(kind)).toBe(defaultWhatsAppTemplateName(kind));
      for (const language of LANGUAGES) expect(example.smsFlowOf(kind, language)).toBeUndefined();
    }
    expect(fs.readFileSync(path.join(repo, '.gitignore'), 'utf8')).toMatch(/^config\/text-templates\.json$/m);
  });
});

describe('docs/text-messages.md', () => {
  const doc = fs.readFileSync(DOC, 'utf8');

  it('holds the catalogue’s table as the script writes it (npx tsx scripts/text-templates-doc.ts --write)', () => {
    expect(withTable(doc)).toBe(doc);
    expect(doc).toContain(templateTable());
  });

  it.each(everyText())('shows $kind ($language) verbatim, as DLT and MSG91 take it', ({ kind, language }) => {
    expect(doc).toContain(`\`${dltBody(kind, language)}\``);
    expect(doc).toContain(`\`${msg91FlowBody(kind, language)}\``);
    const body = whatsappBody(kind, language);
    if (body !== undefined) expect(doc).toContain(`\`${body}\``);
  });
});
