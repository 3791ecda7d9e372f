// The import rules (oxlint.config.mjs, docs/decisions/0010-import-rules-linter.md) run against small
// trees shaped like src/: each case rewrites one file of a tree that passes so that it makes one
// forbidden import, and expects the linter to fail on exactly that import, naming the rule. The
// project's own config and oxlint binary are used; only the files are made up.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const oxlint = path.join(repo, 'node_modules/.bin/oxlint');
const config = fs.readFileSync(path.join(repo, 'oxlint.config.mjs'), 'utf8');
const { imports: packageImports, dependencies, devDependencies } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-import-rules-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

type Tree = Record<string, string>;

/** A tree that follows every rule, written in all three import styles. */
const clean: Tree = {
  'src/shared/money.ts': `export const toPaise = (rupees: number) => Math.round(rupees * 100);\n`,
  'src/shared/schemas/catalog.ts': `import { toPaise } from '#shared/money';\nexport const price = toPaise(1);\n`,
  'src/client/lib/api-client.ts': `import { price } from '#shared/schemas/catalog';\nexport const get = () => price;\n`,
  'src/client/components/ui/button.tsx': `import { get } from '../../lib/api-client.ts';\nexport const Button = () => get();\n`,
  'src/client/features/a/a-page.tsx':
    `import { Button } from '#client/components/ui/button.tsx';\n` +
    `import { get } from '../../lib/api-client.ts';\n` +
    `import { listA } from './api/list-a.ts';\n` +
    `export const APage = () => [Button, get, listA];\n`,
  'src/client/features/a/api/list-a.ts': `import { get } from '../../../lib/api-client.ts';\nexport const listA = () => get();\n`,
  'src/client/features/a/components/a-card.tsx':
    `import { listA } from '#client/features/a/api/list-a.ts';\n` +
    `import { get } from '#client/lib/api-client.ts';\n` +
    `export const ACard = () => [listA, get];\n`,
  'src/client/features/b/b-page.tsx': `import { toPaise } from '#shared/money';\nexport const BPage = () => toPaise(2);\n`,
  // TanStack Query through the query layer only (docs/decisions/0047): the layer, its lazy part,
  // its tests and the server's renderer import it; the features import the layer.
  'src/client/lib/query-core.ts': `export { QueryObserver } from '@tanstack/react-query';\n`,
  'src/client/lib/query.ts':
    `import type { QueryObserver } from '@tanstack/react-query';\n` +
    `export const core = () => import('./query-core.ts');\n` +
    `export const useQuery = (o: QueryObserver) => o;\n`,
  'src/client/lib/query.test.tsx': `import { QueryClient } from '@tanstack/react-query';\nimport { useQuery } from './query.ts';\nexport const compared = [QueryClient, useQuery];\n`,
  'src/client/app/ssr-state.test.ts': `import { dehydrate } from '@tanstack/react-query';\nexport const server = dehydrate;\n`,
  'src/client/entry-server.tsx': `import { dehydrate } from '@tanstack/react-query';\nimport { useQuery } from '#client/lib/query.ts';\nexport const render = [dehydrate, useQuery];\n`,
  'src/client/features/b/api/get-b.ts': `import { useQuery } from '#client/lib/query.ts';\nexport const useB = useQuery;\n`,
  'src/client/app/router.tsx':
    `import { APage } from '../features/a/a-page.tsx';\n` +
    `const BPage = () => import('#client/features/b/b-page.tsx');\n` +
    `export const routes = [APage, BPage];\n`,
  // Outside its folder a module is imported through its front door, index.ts (docs/decisions/0042).
  'src/server/app.ts':
    `import { xRoutes } from './modules/x/index.ts';\n` +
    `import { yRoutes } from '#server/modules/y';\n` +
    `export const app = [xRoutes, yRoutes];\n`,
  'src/server/modules/x/index.ts': `export { xRoutes } from './x.routes.ts';\nexport { findX } from './x.service.ts';\n`,
  'src/server/modules/y/index.ts': `export { yRoutes } from './y.routes.ts';\nexport { findY } from './y.service.ts';\n`,
  'src/server/modules/x/x.routes.ts': `import { findX } from './x.service.ts';\nexport const xRoutes = () => findX();\n`,
  'src/server/modules/x/x-admin.routes.ts': `import { xRoutes } from '#server/modules/x/x.routes';\nexport const xAdminRoutes = xRoutes;\n`,
  'src/server/modules/x/x.service.ts': `import { toPaise } from '#shared/money';\nexport const findX = () => toPaise(3);\n`,
  'src/server/modules/y/y.routes.ts': `export const yRoutes = () => 0;\n`,
  'src/server/modules/admin/admin.routes.ts':
    `import { stats } from './dashboard.ts';\n` +
    `import { stats as again } from '#server/modules/admin/dashboard';\n` +
    `import { findX } from '../x';\n` +
    `export const adminRoutes = [stats, again, findX];\n`,
  'src/server/modules/admin/dashboard.ts': `export const stats = () => 0;\n`,
  // The layers below the modules (docs/decisions/0041-low-layers-and-errors.md): they import each
  // other and src/shared; the modules, services.ts and app.ts import them.
  'src/server/errors.ts': `import { toPaise } from '#shared/money';\nexport class AppError extends Error {}\nexport const cents = toPaise;\n`,
  'src/server/config.ts': `import { AppError } from './errors.ts';\nexport const PORT = 3000;\nexport const fail = () => new AppError();\n`,
  'src/server/services.ts':
    `import { findX } from './modules/x/index.ts';\n` +
    `import { PORT } from '#server/config';\n` +
    `export const services = [findX, PORT];\n`,
  'src/server/http/guards.ts':
    `import { AppError } from '#server/errors';\n` +
    `import { PORT } from '../config.ts';\n` +
    `import { dialectOf } from '#server/db/dialect-of';\n` +
    `export const guard = () => [new AppError(), PORT, dialectOf];\n`,
  'src/server/shared-state/limiter.ts': `import { AppError } from '../errors.ts';\nexport const limit = () => new AppError();\n`,
  'src/server/db/dialect-of.ts': `import { PORT } from '#server/config';\nexport const dialectOf = () => (PORT ? 'sqlite' : 'postgres');\n`,
  'src/server/db/migrate.ts': `import { dialectOf } from './dialect-of.ts';\nexport const migrateToLatest = () => dialectOf;\n`,
  'src/server/db/schema.ts': `export interface Database {\n  products: { id: string };\n}\nexport const PRODUCT_COLUMNS = ['id'] as const;\n`,
  'src/server/modules/y/y.service.ts':
    `import { AppError } from '#server/errors';\n` +
    `import { guard } from '#server/http/guards';\n` +
    `import { limit } from '../../shared-state/limiter.ts';\n` +
    `import { PRODUCT_COLUMNS } from '#server/db/schema';\n` +
    `export const findY = () => [AppError, guard, limit, PRODUCT_COLUMNS];\n`,
  // A migration imports kysely, node built-ins, other migrations, and only types of schema.ts and src/shared.
  'src/server/db/migrations/2026_01_01_000000_products.ts':
    `import { randomUUID } from 'node:crypto';\n` +
    `import { sql, type Kysely } from 'kysely';\n` +
    `import type { Database } from '#server/db/schema';\n` +
    `import type { toPaise } from '#shared/money';\n` +
    `import { type Money } from '../../../shared/money.ts';\n` +
    `export const up = (db: Kysely<Database>, p: typeof toPaise, m: Money) => [sql, randomUUID, db, p, m];\n`,
  'src/server/db/migrations/2026_01_02_000000_more.ts':
    `import { up as earlier } from './2026_01_01_000000_products.ts';\n` +
    `import type { Database } from '../schema.ts';\n` +
    `export const up = (db: Database) => earlier;\n`,
};

interface Diagnostic {
  code: string;
  message: string;
  help?: string;
  filename: string;
}

let runs = 0;
/** Writes the clean tree with `changes` over it, lints it with the project's config. */
function lint(changes: Tree = {}) {
  const dir = path.join(scratch, String(++runs));
  const files: Tree = {
    ...clean,
    ...changes,
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', imports: packageImports, dependencies, devDependencies }),
    'oxlint.config.mjs': config,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const result = spawnSync(oxlint, ['-c', 'oxlint.config.mjs', '-f', 'json', 'src'], { cwd: dir, encoding: 'utf8' });
  if (result.error) throw result.error;
  const diagnostics = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
  return { status: result.status, diagnostics, output: result.stdout + result.stderr };
}

/** The one finding a case expects: the file, the rule, the import, the rule's tag in the help. */
function expectOnly(run: ReturnType<typeof lint>, file: string, code: string, specifier: string, tag?: string) {
  expect(run.status, run.output).toBe(1);
  expect(run.diagnostics.map((d) => [d.filename, d.code]), run.output).toEqual([[file, code]]);
  const [found] = run.diagnostics;
  expect(found!.message).toContain(specifier);
  if (tag) expect(found!.help).toContain(tag);
}

describe('import rules (oxlint with oxlint.config.mjs)', () => {
  it('passes a tree that follows the rules, in relative and #alias style (a feature or module may import itself by alias)', () => {
    const run = lint();
    expect(run.diagnostics, run.output).toEqual([]);
    expect(run.status).toBe(0);
  });

  it('fails on an import cycle through a longer chain of relative and #alias imports', () => {
    const run = lint({
      'src/server/modules/x/x.service.ts': `import { repo } from '../x/x.repository.ts';\nexport const findX = () => repo;\n`,
      'src/server/modules/x/x.repository.ts': `import { sql } from './sql.ts';\nexport const repo = () => sql;\n`,
      'src/server/modules/x/sql.ts': `import { findX } from '#server/modules/x';\nexport const sql = () => findX;\n`,
    });
    expect(run.status, run.output).toBe(1);
    const cycles = new Set(run.diagnostics.filter((d) => d.code === 'import(no-cycle)').map((d) => d.filename));
    // The #alias hop goes through the module's front door, index.ts, which re-exports x.routes.ts too.
    expect([...cycles].sort()).toEqual([
      'src/server/modules/x/index.ts',
      'src/server/modules/x/sql.ts',
      'src/server/modules/x/x.repository.ts',
      'src/server/modules/x/x.routes.ts',
      'src/server/modules/x/x.service.ts',
    ]);
    expect(run.diagnostics.every((d) => d.code === 'import(no-cycle)')).toBe(true);
  });

  it.each([
    ['src/client/features/a/a-page.tsx', '../b/b-page.tsx'],
    ['src/client/features/a/api/list-a.ts', '../../b/b-page.tsx'],
    ['src/client/features/a/api/list-a.ts', '../../../features/b/b-page.tsx'],
    ['src/client/features/a/a-page.tsx', '#client/features/b/b-page.tsx'],
  ])('fails when a feature imports another feature: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { BPage } from '${specifier}';\nexport const used = BPage;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[features]');
  });

  it.each([
    ['src/client/lib/api-client.ts', '../features/b/b-page.tsx'],
    ['src/client/components/ui/button.tsx', '#client/features/b/b-page.tsx'],
  ])('fails when lib/ or components/ import a feature: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { BPage } from '${specifier}';\nexport const get = BPage;\nexport const Button = BPage;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[features]');
  });

  it.each([
    ['src/client/features/a/api/list-a.ts', '../../../../server/modules/x/x.service.ts'],
    ['src/client/app/router.tsx', '#server/modules/x/x.service'],
  ])('fails when the client imports the server: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { findX } from '${specifier}';\nexport const used = findX;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[layers] src/client may not import src/server');
  });

  it.each([
    ['src/server/modules/x/x.service.ts', '../../../client/lib/api-client.ts'],
    ['src/server/app.ts', '#client/lib/api-client.ts'],
  ])('fails when the server imports the client: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { get } from '${specifier}';\nexport const used = get;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[layers] src/server may not import src/client');
  });

  it.each([
    ['src/shared/money.ts', '../server/modules/y/y.routes.ts'],
    ['src/shared/schemas/catalog.ts', '#client/features/b/b-page.tsx'],
  ])('fails when src/shared imports the client or the server: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import * as other from '${specifier}';\nexport const toPaise = other;\nexport const price = other;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[layers] src/shared imports neither');
  });

  it.each([
    ['src/client/features/a/api/list-a.ts', '@tanstack/react-query'],
    ['src/client/features/a/api/list-a.ts', '@tanstack/query-core'],
    ['src/client/main.tsx', '@tanstack/react-query'],
    ['src/client/lib/api-client.ts', '@tanstack/react-query'],
    ['src/client/app/router.tsx', '#client/lib/query-core.ts'],
    ['src/client/app/router.tsx', '../lib/query-core.ts'],
    ['src/client/lib/api-client.ts', './query-core.ts'],
    ['src/client/features/a/a-page.tsx', '../../lib/query-core'],
  ])('fails when client code imports TanStack Query past the query layer: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { QueryObserver } from '${specifier}';\nexport const listA = QueryObserver;\nexport const get = QueryObserver;\nexport const routes = QueryObserver;\nexport const APage = QueryObserver;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[query-layer]');
  });

  it("keeps the folder's other rules for the query layer's files", () => {
    const file = 'src/client/lib/query.ts';
    const run = lint({ [file]: `import { BPage } from '#client/features/b/b-page.tsx';\nexport const useQuery = BPage;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', '#client/features/b/b-page.tsx', '[features]');
  });

  it('fails when src/shared imports a Node.js module', () => {
    const file = 'src/shared/money.ts';
    const run = lint({ [file]: `import { randomInt } from 'node:crypto';\nexport const used = randomInt;\n` });
    expectOnly(run, file, 'import(no-nodejs-modules)', 'node:crypto');
  });

  it.each([
    ['src/server/modules/x/x.service.ts', '../admin/dashboard.ts'],
    ['src/server/modules/x/x.service.ts', '#server/modules/admin/dashboard'],
    ['src/server/modules/x/x.service.ts', '../../modules/admin/dashboard.ts'],
    ['src/server/app.ts', './modules/admin/admin.routes.ts'],
  ])('fails when anything outside the admin module imports it: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { stats } from '${specifier}';\nexport const used = stats;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[admin-module]');
  });

  it.each([
    ['src/server/modules/x/x.service.ts', '../y'],
    ['src/server/modules/x/x.service.ts', '#server/modules/y'],
    ['src/server/modules/admin/dashboard.ts', '../y/index.ts'],
  ])("fails when a server module imports another module's routes plugin through its front door: %s imports %s", (file, specifier) => {
    const run = lint({ [file]: `import { yRoutes } from '${specifier}';\nexport const stats = yRoutes;\nexport const findX = yRoutes;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[module-routes]');
  });

  it.each([
    ['src/server/http/guards.ts', '../modules/x/x.service.ts'],
    ['src/server/http/guards.ts', '#server/modules/x/x.service'],
    ['src/server/shared-state/limiter.ts', '../../server/modules/x/x.service.ts'],
    ['src/server/db/dialect-of.ts', '#server/modules/x/x.service'],
    ['src/server/db/seed/seed-catalog.ts', '../../modules/y/y.service.ts'],
    ['src/server/db/backup/key.ts', '#server/modules/y/y.service'],
    ['src/server/jobs/sweep.ts', '#server/modules/x/x.service'],
    ['src/server/events/shop-events.ts', '../modules/x/x.service.ts'],
    ['src/server/events/event-bus.ts', '#server/modules/x/x.service'],
    ['src/server/config.ts', './modules/x/x.service.ts'],
    ['src/server/config.ts', '#server/modules/x/x.service'],
    ['src/server/errors.ts', '../server/modules/x/x.service.ts'],
    ['src/server/errors.ts', '#server/modules/x/x.service'],
    ['src/server/csv.ts', './modules/x/x.service.ts'],
    ['src/server/csv.ts', '#server/modules/x/x.service'],
  ])('fails when a layer below the modules imports one: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import * as domain from '${specifier}';\nexport const AppError = domain;\nexport const PORT = domain;\nexport const guard = domain;\nexport const limit = domain;\nexport const dialectOf = domain;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[low-layers]');
  });

  it('lets the files beside config.ts and errors.ts import the modules (services.ts, app.ts)', () => {
    const run = lint({ 'src/server/services.ts': `import { findX } from '#server/modules/x';\nimport { findY } from './modules/y';\nexport const services = [findX, findY];\n` });
    expect(run.diagnostics, run.output).toEqual([]);
    expect(run.status).toBe(0);
  });

  it.each([
    ['src/server/modules/x/x.service.ts', '#server/modules/y/y.service'],
    ['src/server/modules/x/x.service.ts', '../y/y.service.ts'],
    ['src/server/modules/x/x.service.ts', '../../modules/y/y.service.ts'],
    ['src/server/modules/admin/dashboard.ts', '../y/y.service.ts'],
    ['src/server/services.ts', './modules/y/y.service.ts'],
    ['src/server/services.ts', '#server/modules/y/y.service'],
    ['src/server/app.ts', './modules/x/x.routes.ts'],
    ['src/server/cli/seed.ts', '../modules/y/y.service.ts'],
    ['src/server/seed/seed-catalog.ts', '#server/modules/x/x.service'],
    ['src/server/modules/x/x.service.ts', '../y/y.routes.ts'],
    ['src/server/modules/x/x.service.ts', '#server/modules/y/y.routes'],
    ['src/server/modules/x/x.service.ts', '#server/modules/y/index.js'],
  ])("fails when a file outside a module reaches past its front door: %s imports %s", (file, specifier) => {
    const run = lint({ [file]: `import { findY } from '${specifier}';\nexport const stats = findY;\nexport const findX = findY;\nexport const services = findY;\nexport const app = findY;\n` });
    expectOnly(run, file, 'eslint(no-restricted-imports)', specifier, '[module-front-door]');
  });

  it.each([
    ['src/server/modules/x/x.service.ts', '#server/modules/y'],
    ['src/server/modules/x/x.service.ts', '../y'],
    ['src/server/modules/x/x.service.ts', '../y/index.ts'],
    ['src/server/services.ts', './modules/y/index.ts'],
    ['src/server/cli/seed.ts', '#server/modules/y'],
  ])('lets a file outside a module import its front door: %s imports %s', (file, specifier) => {
    const run = lint({ [file]: `import { findY } from '${specifier}';\nexport const findX = findY;\nexport const services = findY;\n` });
    expect(run.diagnostics, run.output).toEqual([]);
    expect(run.status).toBe(0);
  });

  const migration = 'src/server/db/migrations/2026_01_01_000000_products.ts';
  it.each([
    '#server/modules/x/x.service',
    '../../modules/x/x.service.ts',
    '../../../server/modules/y/y.service.ts',
    '#server/services',
    '../../services.ts',
    '#server/config',
    '#server/errors',
    '../../http/guards.ts',
    '#server/db/dialect-of',
    '../dialect-of.ts',
    '#server/db/migrate',
    '#server/db/schema',
    '../schema.ts',
    '#shared/money',
    '../../../shared/money.ts',
    'zod',
  ])('fails when a migration imports live code (values): it imports %s', (specifier) => {
    const run = lint({ [migration]: `import { up as live } from '${specifier}';\nexport const up = live;\n` });
    expectOnly(run, migration, 'eslint(no-restricted-imports)', specifier, '[frozen-migrations]');
  });
});
