import type { ReadinessProbe } from '#server/shared-state/readiness-probe';

export interface ReadinessReport {
  ready: boolean;
  /** Each probe's answer; `shutdown` when the server is stopping (no probe is asked then). */
  checks: Record<string, 'ok' | 'failed' | 'timeout'>;
  shuttingDown: boolean;
}

/** A probe that does not answer in this time counts as down: a load balancer must not wait on it. */
export const PROBE_TIMEOUT_MS = 1500;

/**
 * Whether this app server should get traffic (GET /readyz): every probe answers in time, and the
 * server is not shutting down. The probes are the database and, with REDIS_URL, Redis's PING
 * (app.ts, shared-state.ts).
 */
export class Readiness {
  private stopping = false;

  constructor(
    private readonly probes: ReadinessProbe[],
    private readonly timeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  /** From now on the server is not ready, whatever the probes say (SIGTERM: let the balancer move on). */
  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }

  async check(): Promise<ReadinessReport> {
    if (this.stopping) return { ready: false, checks: {}, shuttingDown: true };
    const answers = await Promise.all(this.probes.map(async (probe) => [probe.name, await this.ask(probe)] as const));
    return { ready: answers.every(([, answer]) => answer === 'ok'), checks: Object.fromEntries(answers), shuttingDown: false };
  }

  private async ask(probe: ReadinessProbe): Promise<'ok' | 'failed' | 'timeout'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    try {
      return await Promise.race([probe.ping().then(() => 'ok' as const, () => 'failed' as const), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
