import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin, QueryId } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { api, customer } from '../helpers/auth.ts';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/databases.ts';
import { buildTestApp } from '../helpers/test-app.ts';

/** The tables whose use would tell whether an address has an account. */
const ACCOUNT_TABLES = ['users', 'password_resets', 'message_outbox'] as const;

/**
 * What the app does with the account's tables, in order, seen through a plugin on the database the
 * app is built with; and a gate that can hold the write of a reset token until the test lets it go.
 */
function accountTableWatch() {
  const events: string[] = [];
  const held = new WeakSet<QueryId>();
  let holdNext: { reached: () => void; release: Promise<void> } | undefined;
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const text = JSON.stringify(node);
      for (const table of ACCOUNT_TABLES) if (text.includes(`"name":"${table}"`)) events.push(`${node.kind}:${table}`);
      if (holdNext && node.kind === 'InsertQueryNode' && text.includes('"name":"password_resets"')) held.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      if (held.has(queryId) && holdNext) {
        const gate = holdNext;
        holdNext = undefined;
        gate.reached();
        await gate.release;
      }
      return result;
    },
  };
  /** Holds the next token write; resolves `reached` once it is made (and held), until `release()`. */
  const holdNextTokenWrite = () => {
    let reached!: () => void;
    let release!: () => void;
    const reachedP = new Promise<void>((r) => (reached = r));
    holdNext = { reached, release: new Promise<void>((r) => (release = r)) };
    return { reached: reachedP, release };
  };
  return { events, plugin, holdNextTokenWrite };
}

/**
 * A password-reset request is answered before anything that depends on whether the address has an
 * account (the lookup, the token, its mail), so neither the answer nor its timing tells anyone who
 * has an account (docs/decisions/0025). Shown by order, not by time: no query on the account's
 * tables comes before the answer, and the token's write, held by the test, does not hold the answer.
 */
describeEachDialect('password-reset request: the answer goes before the work', (dialect) => {
  let testDb: TestDatabase;
  let database: Db;
  let app: FastifyInstance;
  const watch = accountTableWatch();
  const http = () => api(app);
  const ask = (email: string) => http().call('POST', '/api/auth/password-reset', { body: { email } });
  const mailsTo = (email: string) => database.db.selectFrom('message_outbox').select('id').where('recipient', '=', email).where('kind', '=', 'password-reset').execute();
  const resetsOf = (email: string) =>
    database.db.selectFrom('password_resets').innerJoin('users', 'users.id', 'password_resets.user_id').select('token_hash').where('users.email', '=', email).execute();
  async function account(): Promise<string> {
    const form = customer();
    expect((await http().register(form)).statusCode).toBe(201);
    return form.email as string;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    database = openDatabase(testDb.config);
    await migrateToLatest(database.db);
    app = await buildTestApp({ ...database, db: database.db.withPlugin(watch.plugin) }, { secretsKey: randomBytes(32) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDb?.drop();
  });

  it('answers a known address before looking it up, and does not wait for its token to be written', async () => {
    const email = await account();
    watch.events.length = 0;
    const tokenWrite = watch.holdNextTokenWrite();

    const res = await ask(email);
    watch.events.push('answered');
    expect(res.statusCode).toBe(202);
    // The token is written after the answer, and held there by the test: the answer did not wait for it.
    await tokenWrite.reached;
    const answeredAt = watch.events.indexOf('answered');
    expect(watch.events.slice(0, answeredAt)).toEqual([]);
    expect(watch.events.slice(answeredAt)).toContain('InsertQueryNode:password_resets');

    tokenWrite.release();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    expect(await resetsOf(email)).toHaveLength(1);
  });

  it('answers an unknown address with the same status, headers and body as a known one, and looks it up only after answering', async () => {
    const known = await account();
    const unknown = `nobody.${randomBytes(4).toString('hex')}@example.in`;
    watch.events.length = 0;
    const unknownAnswer = await ask(unknown);
    watch.events.push('answered');
    const knownAnswer = await ask(known);
    // Requests are worked one at a time: once the known one's mail is queued, the unknown one is done.
    await expect.poll(async () => (await mailsTo(known)).length).toBe(1);

    const answeredAt = watch.events.indexOf('answered');
    expect(watch.events.slice(0, answeredAt)).toEqual([]);
    expect(await mailsTo(unknown)).toHaveLength(0);
    // Everything but the clock's Date header, byte for byte.
    const seen = (res: LightMyRequestResponse) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.statusCode, headers, body: res.body };
    };
    expect(seen(unknownAnswer)).toEqual(seen(knownAnswer));
    expect(unknownAnswer.statusCode).toBe(202);
  });
});
