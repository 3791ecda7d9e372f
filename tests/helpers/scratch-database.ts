import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/server/config.ts';

export type TestDialect = DatabaseConfig['dialect'];

export interface ScratchDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/**
 * A brand-new empty database for a test file or a benchmark: a SQLite file in a new temp folder,
 * or a new PostgreSQL database created through `adminUrl` (dropped again by `drop`).
 */
export async function createScratchDatabase(dialect: TestDialect, adminUrl?: string): Promise<ScratchDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-db-'));
    return {
      config: { dialect: 'sqlite', file: path.join(dir, 'hariyali.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!adminUrl) throw new Error('A PostgreSQL scratch database needs an admin connection URL');
  const name = `hariyali_scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    config: { dialect: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        // Closed pools may take a moment to let go; force only as a last resort.
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            break;
          } catch (err) {
            if (attempt >= 20) {
              await c.query(`drop database if exists ${name} with (force)`);
              break;
            }
            if ((err as { code?: string }).code !== '55006') throw err; // 55006: database in use
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
