import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

// A phone that loses its signal mid-answer is not an error of the shop: under load the log filled
// with error-level "premature close" lines (@fastify/compress logs its stream's end with log.error).
describeEachDialect('a client that hangs up', (dialect) => {
  let t: StoppableTestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, log: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  const levels = () => lines.map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } });

  it('is logged at debug, however it is reported; a real error stays an error', async () => {
    lines.length = 0;
    // As the compression plugin reports it, and as a route would.
    t.app.log.error(withCode('Premature close', 'ERR_STREAM_PREMATURE_CLOSE'));
    // end-of-stream's own, under the compression plugin's pump: no code.
    t.app.log.error(new Error('premature close'));
    t.app.log.error({ err: withCode('aborted', 'ECONNRESET') }, 'request aborted');
    t.app.log.error({ err: withCode('write EPIPE', 'EPIPE') }, 'reply failed');
    t.app.log.error({ err: new Error('database is locked') }, 'order failed');
    const written = levels();
    expect(written.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['order failed']);
    expect(written.filter((l) => l.level === 20)).toHaveLength(4);
  });
});
