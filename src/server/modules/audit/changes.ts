import type { AuditFieldChange } from '#shared/schemas/audit-log';

/** What a masked value shows as: that a secret was there, or changed, never what it is. */
export const MASKED = '[masked]';

/**
 * Fields whose values never reach the audit log (docs/decisions/0065): passwords and their
 * hashes, gateway and webhook secrets, tokens, one-time codes, bank account numbers. Matched on
 * the field's name, in camelCase or snake_case, wherever it sits in the change.
 */
const SECRET_FIELD = /pass(word)?|secret|token|otp|code_?hash|account_?number|api_?key|sealed/i;

/** Kept by every entry itself (its time and actor): as fields of a change they would only repeat it. */
const OWN_FIELDS = new Set(['updated_at', 'updatedAt', 'updated_by', 'updatedBy']);

/** A long text (a product's description) is kept to its start: the log says it changed, not the whole text twice. */
const TEXT_LIMIT = 500;

function clean(value: unknown, field: string): unknown {
  if (value === undefined || value === null) return value ?? null;
  if (SECRET_FIELD.test(field)) return MASKED;
  if (typeof value === 'string') return value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT)}…` : value;
  if (Array.isArray(value)) return value.map((v) => clean(v, field));
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, clean(v, k)]));
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields a change wrote whose values differ from before, each masked: for a row created (no
 * before) every field it was created with a value, for one removed (no after) every field it had. A secret that changed shows as masked on both sides, so the log tells that it changed.
 */
export function fieldChanges(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): AuditFieldChange[] {
  // A change names the fields it wrote (after): a field it left out kept its value, whatever the row held.
  const fields = Object.keys(after ?? before ?? {}).filter((f) => !OWN_FIELDS.has(f));
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : undefined;
    const to = after ? (after[field] ?? null) : undefined;
    if (before && after && same(from, to)) continue;
    // A row created with a field left empty: nothing to tell.
    if (!before && (to === null || to === '')) continue;
    const change: AuditFieldChange = { field };
    if (before) change.from = clean(from, field);
    if (after) change.to = clean(to, field);
    changes.push(change);
  }
  return changes;
}
