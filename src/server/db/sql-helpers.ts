/** Small SQL helpers that every repository needs the same way on SQLite and PostgreSQL. */

/** Escapes LIKE wildcards (use with `escape '\'`), so a search for "50%" or "a_b" finds that text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern for "contains this text". */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A write refused by a unique index or primary key (PostgreSQL 23505, SQLite's constraint codes). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A write refused by a foreign key (PostgreSQL 23503, SQLite's constraint code). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
