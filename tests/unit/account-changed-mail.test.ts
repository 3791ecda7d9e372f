import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { renderMail } from '../../src/server/modules/mail/mail-text.ts';
import { accountChanged } from '../../src/server/modules/mail/messages/account-changed.ts';

// docs/product-rules.md 30 and 36: the e-mail telling an account's owner that its address changed. An
// account made with a mobile number has no address before its first one: its message has no "old
// address" line (it once rendered `null` into the HTML and failed the staff's save with a 500).
describe('the "e-mail address changed" message', () => {
  const at = '2026-12-05T05:00:00.000Z';
  it.each(LANGUAGES)('leaves out the old address when there was none, in %s', (language) => {
    const first = accountChanged[language]({ name: 'Sunita Jadhav', at, change: { kind: 'email', oldEmail: null, newEmail: 'sunita@example.in', byStaff: true } });
    const changed = accountChanged[language]({ name: 'Sunita Jadhav', at, change: { kind: 'email', oldEmail: 'old@example.in', newEmail: 'sunita@example.in', byStaff: true } });
    expect(changed.facts).toHaveLength(3);
    expect(first.facts).toHaveLength(2);
    expect(first.facts?.every(([label, value]) => typeof label === 'string' && typeof value === 'string')).toBe(true);
    const rendered = renderMail(first, language, 'https://hariyali.in');
    expect(rendered.html).toContain('sunita@example.in');
    expect(rendered.text).not.toContain('null');
  });
});
