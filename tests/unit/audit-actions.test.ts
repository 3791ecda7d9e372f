import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Admin → Audit log names each action in the reader's language (docs/product-rules.md 50): every
// "entity.verb" a service records must have its words in admin-audit, in every language.
function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** The actions the server's modules record: the quoted "entity.verb" texts of each `action:` and of END_ACTIONS-like maps. */
function recordedActions(): string[] {
  const actions = new Set<string>();
  for (const file of filesOf('src/server/modules')) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, expression] of text.matchAll(/action:\s*([^,}\n]+)/g)) for (const [, action] of expression!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) actions.add(action!);
    for (const [, map] of text.matchAll(/_ACTIONS = \{([^}]*)\}/g)) for (const [, action] of map!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) actions.add(action!);
  }
  return [...actions].sort();
}

describe('the audit log\'s actions', () => {
  it('finds the actions the modules record', () => {
    const actions = recordedActions();
    expect(actions.length).toBeGreaterThan(60);
    expect(actions).toContain('assisted_order.expire');
    expect(actions).toContain('user.deactivate');
  });

  it.each(['en', 'hi', 'mr'])('words every one in %s', (language) => {
    const texts = JSON.parse(fs.readFileSync(`src/client/i18n/locales/${language}/admin-audit.json`, 'utf8')) as { actions: Record<string, Record<string, string>> };
    const missing = recordedActions().filter((action) => {
      const [entity, verb] = action.split('.') as [string, string];
      return !texts.actions[entity]?.[verb]?.trim();
    });
    expect(missing).toEqual([]);
  });
});
