import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConfigError } from '#server/config';
import { temporaryNameFor, writeBackupFile } from './files.ts';
import { summarize, type DatabaseSummary } from './summary.ts';

/**
 * How pg_dump and pg_restore reach the database: the URL without its password as --dbname (libpq
 * reads the same URL, query options such as sslmode included), the password in PGPASSWORD, so it
 * shows neither in the process list nor in any message.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

/** The URL as it may be printed: no password. */
export function describeUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '****';
  return url.toString();
}

/** The major version of a PostgreSQL client tool on PATH (PG_BIN overrides the folder), or a clear error. */
export function toolMajor(tool: 'pg_dump' | 'pg_restore'): { command: string; major: number } {
  const command = process.env.PG_BIN ? `${process.env.PG_BIN.replace(/\/+$/, '')}/${tool}` : tool;
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new ConfigError(`${tool} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), or set PG_BIN to the folder that holds ${tool}`);
  }
  const match = /(\d+)(?:\.\d+)?/.exec(result.stdout.replace(/^[^\d]*/, ''));
  if (!match) throw new ConfigError(`Could not read ${tool}'s version from "${result.stdout.trim()}"`);
  return { command, major: Number(match[1]) };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new ConfigError(`${command} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (err) {
    throw new ConfigError(`Could not connect to ${describeUrl(databaseUrl)}: ${(err as Error).message}`);
  }
  return client;
}

/**
 * pg_dump in its custom format (-Fc: compressed, restored selectively and in any order), of the
 * snapshot this function holds open: the rows it counts for the report are exactly the rows in
 * the file. pg_dump reads one snapshot anyway, so an order committed during the dump is in it
 * whole or not at all.
 */
export async function backupPostgres(databaseUrl: string, out: string, force: boolean): Promise<DatabaseSummary> {
  const { command, major } = toolMajor('pg_dump');
  const client = await connect(databaseUrl);
  try {
    const serverMajor = Math.floor(Number((await client.query<{ v: string }>("select current_setting('server_version_num') as v")).rows[0]!.v) / 10000);
    if (major < serverMajor) {
      throw new ConfigError(`pg_dump ${major} cannot dump a PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}), or set PG_BIN to their folder`);
    }
    return await writeBackupFile(out, force, async (temp) => {
      await client.query('begin isolation level repeatable read read only');
      const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
      const summary = await summarize(async (query) => (await client.query(query)).rows);
      const { dbname, env } = libpqConnection(databaseUrl);
      await run(command, ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${temp}`, `--dbname=${dbname}`], env);
      await client.query('commit');
      return summary;
    });
  } finally {
    await client.end();
  }
}

/** Relations (tables, views, sequences...) in the public schema, where the shop's tables go. */
async function publicRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')",
  );
  return Number(rows[0]!.n);
}

/**
 * pg_restore into an empty database, in one transaction (a failed restore leaves it empty), with
 * no owners or grants from the source (the shop's role there may have another name). The
 * extension comments are left out: only a superuser may set them, and the shop's own role
 * restores the rest (pg_trgm is a trusted extension the database's owner creates).
 */
export async function restorePostgres(databaseUrl: string, backup: string): Promise<DatabaseSummary> {
  const { command } = toolMajor('pg_restore');
  const client = await connect(databaseUrl);
  try {
    const existing = await publicRelations(client);
    if (existing > 0) {
      throw new ConfigError(`The database ${describeUrl(databaseUrl)} is not empty (${existing} tables or other relations in its public schema): restore into a new, empty database (createdb), then point DATABASE_URL at it`);
    }
    const list = spawnSync(command, ['--list', backup], { encoding: 'utf8' });
    if (list.status !== 0) throw new ConfigError(`${backup} is not a pg_dump archive pg_restore can read:\n${list.stderr.trim()}`);
    const listFile = temporaryNameFor(path.join(os.tmpdir(), 'hariyali-restore.list'));
    fs.writeFileSync(listFile, list.stdout.split('\n').filter((line) => !/ COMMENT - EXTENSION /.test(line)).join('\n'));
    try {
      const { dbname, env } = libpqConnection(databaseUrl);
      await run(command, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--no-password', `--use-list=${listFile}`, `--dbname=${dbname}`, backup], env);
    } finally {
      fs.rmSync(listFile, { force: true });
    }
    return await summarize(async (query) => (await client.query(query)).rows);
  } finally {
    await client.end();
  }
}
