import { openDatabase } from '../../src/server/db/connect.ts';
import { buildTestApp, once, type StoppableTestApp, type TestAppOptions } from './test-app.ts';

/**
 * A server restart: the running app stops and a brand-new one (new connections, new services,
 * nothing kept in memory) starts on the same database, with the same secrets key unless another
 * is given. Close the returned app, not the old one: it drops the database when done.
 */
export async function restartTestApp(t: StoppableTestApp, options: Omit<TestAppOptions, 'seed'> = {}): Promise<StoppableTestApp> {
  await t.stop();
  const database = openDatabase(t.databaseConfig);
  const secretsKey = options.secretsKey ?? t.secretsKey;
  const app = await buildTestApp(database, { ...options, secretsKey });
  const stop = once(async () => {
    await app.close();
    await database.close();
  });
  return {
    ...t,
    app,
    db: database.db,
    database,
    secretsKey,
    stop,
    close: async () => {
      await stop();
      await t.close();
    },
  };
}
