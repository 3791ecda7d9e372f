import fs from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { guardStaffRoutes } from '../../src/server/http/staff-permissions.ts';
import { ActingStaff } from '../../src/server/db/staff-changes.ts';

// These guards never write: no route here is called.
const audit = { acting: new ActingStaff(), log: { refused: async () => undefined, unrecorded: async () => undefined } };
import { DOC, permissionsDoc } from '../../scripts/permissions-table.ts';

describe('the staff subtree\'s guard (docs/decisions/0067)', () => {
  it('stops the start when a route declares no permission', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(
        async (admin) => {
          guardStaffRoutes(admin, audit);
          admin.get('/dashboard', async () => ({}));
          admin.post('/something-new', async () => ({}));
        },
        { prefix: '/api/admin' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('POST /api/admin/something-new declares no staff permission');
    await app.close().catch(() => undefined);
  });

  it('starts when every route has one', async () => {
    const app = Fastify();
    await app.register(
      async (admin) => {
        guardStaffRoutes(admin, audit);
        admin.get('/dashboard', async () => ({}));
      },
      { prefix: '/api/admin' },
    );
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('docs/staff-permissions.md', () => {
  it('is the table the code enforces (npm run docs:permissions writes it)', () => {
    expect(fs.readFileSync(DOC, 'utf8')).toBe(permissionsDoc());
  });
});
