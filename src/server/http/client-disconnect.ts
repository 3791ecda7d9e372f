/**
 * A client that went away before its answer was written: a phone losing its 2G signal, a tab
 * closed, a load test stopping. Not a fault of the shop, so never an error in the log: the
 * compression plugin and Node's streams report it as ERR_STREAM_PREMATURE_CLOSE, ECONNRESET,
 * EPIPE or "aborted".
 */
const DISCONNECT_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_DESTROYED']);

export function isClientDisconnect(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  const code = (value as NodeJS.ErrnoException).code;
  // end-of-stream (under @fastify/compress's pump) says "premature close" with no code.
  return (code !== undefined && DISCONNECT_CODES.has(code)) || /^(aborted|premature close)$/i.test(value.message);
}

/** pino's level numbers. */
const ERROR_LEVEL = 50;

/**
 * pino's `hooks.logMethod`: an error-level line about a client's disconnect is written at debug
 * instead, whoever logs it (`log.error(err)` or `log.error({ err }, ...)`).
 */
export function disconnectsAtDebug(this: { debug: (...args: unknown[]) => void }, args: unknown[], write: (...args: unknown[]) => void, level: number): void {
  const first = args[0];
  const err = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (level >= ERROR_LEVEL && isClientDisconnect(err)) {
    this.debug(...args);
    return;
  }
  write.apply(this, args);
}
