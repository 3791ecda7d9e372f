import pg from 'pg';

/**
 * Tells this app server when the database says something changed (PostgreSQL LISTEN/NOTIFY), so
 * that it can keep what it read until then. While not listening (starting, or the connection
 * dropped) `live` is false and readers must not rely on what they kept; every change of `live`
 * counts as a change too.
 */
export class ChangeFeed {
  #client: pg.Client | undefined;
  #live = false;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #syncs = 0;
  readonly #listeners = new Set<() => void>();
  readonly #waiting = new Map<string, () => void>();

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
  ) {
    void this.#listen();
  }

  get live(): boolean {
    return this.#live;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  async #listen(): Promise<void> {
    // Named, so that the database's list of connections says what this one is for.
    const client = new pg.Client({ connectionString: this.connectionString, application_name: 'hariyali-change-feed' });
    this.#client = client;
    const lost = (err?: Error) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      this.#live = false;
      this.#changed();
      // A sync waiting for its notification will not hear it now; not listening, it has nothing to wait for.
      for (const heard of this.#waiting.values()) heard();
      void client.end().catch(() => undefined);
      if (this.#stopped) return;
      if (err) console.error(`PostgreSQL change feed lost (listening again in 1 s): ${err.message}`);
      this.#retry = setTimeout(() => void this.#listen(), 1000);
      this.#retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      const waiting = message.payload ? this.#waiting.get(message.payload) : undefined;
      if (waiting) waiting();
      else this.#changed();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(this.channel)}`);
      if (this.#client !== client) return;
      this.#live = true;
      // Whatever was read before listening may be older than the first notification.
      this.#changed();
    } catch (err) {
      lost(err as Error);
    }
  }

  /**
   * Resolves once every change committed before the call has been heard: notifications arrive in
   * commit order, so this one's own arrives after them (or at once, when not listening).
   */
  async sync(): Promise<void> {
    const client = this.#client;
    if (!this.#live || !client) return;
    const token = `sync:${++this.#syncs}`;
    const heard = new Promise<void>((resolve) => this.#waiting.set(token, resolve));
    try {
      await client.query('select pg_notify($1, $2)', [this.channel, token]);
      await heard;
    } finally {
      this.#waiting.delete(token);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#live = false;
    await client?.end().catch(() => undefined);
  }
}
