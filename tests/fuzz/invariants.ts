/**
 * What no answer may ever hold, whatever was sent: a stack trace, SQL or a database's own error
 * text, the server's file paths. Each pattern is specific enough not to fire on the shop's texts
 * (product names, descriptions, FAQs); an answer may still echo what the request itself sent (a
 * product named "SELECT * FROM"), so a match that the request holds too is not a leak.
 */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['stack frame', /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:\/\/)?\/?[\w./-]+\.(?:ts|js|mjs|cjs):\d+(?::\d+)?\)?/],
  ['stack frame', /\bat (?:node:internal|process\.processTicksAndRejections|Object\.<anonymous>)/],
  ['error class', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): (?!Unexpected token|Unexpected end of JSON|Expected|Bad (?:control|escaped|Unicode))/],
  ['SQL', /\b(?:SELECT [\w"*., ]+ FROM|INSERT INTO|UPDATE "?\w+"? SET|DELETE FROM|CREATE TABLE|ALTER TABLE)\b/],
  ['SQL', /\b(?:select [\w"*., ]+ from "\w+"|insert into "\w+"|update "\w+" set|delete from "\w+")/],
  ['database error', /SQLITE_[A-Z]+|sqlite3?_|better-sqlite3|UNIQUE constraint failed|FOREIGN KEY constraint failed|NOT NULL constraint failed|no such (?:table|column)/i],
  ['database error', /\bpostgres(?:ql)?\b|\bpg_[a-z]+|violates (?:foreign key|unique|not-null|check) constraint|relation "\w+" does not exist|syntax error at or near|invalid input syntax for|value too long for type|out of range for type|duplicate key value/i],
  ['query builder', /\bkysely\b/i],
  ['server path', /node_modules|\/src\/server\/|\/home\/\w+|\/usr\/(?:lib|local)\//],
  ['internal error code', /\bFST_ERR_[A-Z_]+|\bERR_[A-Z_]{4,}\b|\bE(?:CONNREFUSED|ADDRINUSE|NOENT|ACCES)\b/],
];

/** The first leak found in an answer, or undefined; `sent` is everything the request carried. */
export function findLeak(answer: string, sent: string, cwd = process.cwd()): string | undefined {
  for (const [what, pattern] of LEAKS) {
    const found = pattern.exec(answer);
    if (found && !sent.includes(found[0])) return `${what}: ${JSON.stringify(found[0])}`;
  }
  if (answer.includes(cwd)) return `server path: the working directory`;
  return undefined;
}

/** Answers whose bytes are not text to look into (a PDF, a photo). */
export const isBinary = (contentType: string | undefined) => /^(?:application\/pdf|image\/|application\/octet-stream)/.test(contentType ?? '');
