// docs/staff-permissions.md, written from the code (src/shared/staff-roles.ts and
// src/server/http/staff-permissions.ts), so the table the owner reads is the one the server
// enforces. tests/unit/staff-permissions.test.ts fails when the file is not what this writes.
//   npm run docs:permissions                 writes docs/staff-permissions.md
//   npx tsx scripts/permissions-table.ts --print     prints it
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '../src/shared/staff-roles.ts';
import { PERMISSION_TEXTS, ROLE_NAMES, STAFF_ROUTE_PERMISSIONS } from '../src/server/http/staff-permissions.ts';

export const DOC = fileURLToPath(new URL('../docs/staff-permissions.md', import.meta.url));

/** The whole file: roles × permissions, then every staff route with its permission. */
export function permissionsDoc(): string {
  const out: string[] = [
    '# Staff roles and permissions',
    '',
    '<!-- Written by scripts/permissions-table.ts (npm run docs:permissions): do not edit by hand. -->',
    '',
    'Who may do what in the admin area (docs/product-rules.md 49, docs/decisions/0067-staff-roles.md).',
    'The server refuses (403) a staff account whose role lacks a route\'s permission; the admin area',
    'shows each role only its sections.',
    '',
    '## Roles',
    '',
    `| Permission | What it allows | ${STAFF_ROLES.map((role) => ROLE_NAMES[role]).join(' | ')} |`,
    `| --- | --- | ${STAFF_ROLES.map(() => ':---:').join(' | ')} |`,
  ];
  for (const permission of PERMISSIONS) {
    const marks = STAFF_ROLES.map((role) => (ROLE_PERMISSIONS[role].includes(permission) ? '✓' : ''));
    out.push(`| \`${permission}\` | ${PERMISSION_TEXTS[permission]} | ${marks.join(' | ')} |`);
  }
  out.push('', '## Staff routes', '', '| Route | Permission |', '| --- | --- |');
  const routes = Object.entries(STAFF_ROUTE_PERMISSIONS).sort(([a], [b]) => {
    const [ma, ua] = a.split(' ') as [string, string];
    const [mb, ub] = b.split(' ') as [string, string];
    return ua === ub ? ma.localeCompare(mb) : ua.localeCompare(ub);
  });
  for (const [route, permission] of routes) out.push(`| \`${route}\` | \`${permission}\` |`);
  out.push('');
  return out.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--print')) console.log(permissionsDoc());
  else {
    fs.writeFileSync(DOC, permissionsDoc());
    console.log(`wrote ${DOC}`);
  }
}
