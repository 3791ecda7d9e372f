// One cluster per test file (scripts/cluster): started before the file's tests, stopped (and its
// database dropped) after them. Without nginx, PostgreSQL or Redis on this machine the file is
// skipped with the reason; with CI=true that is a failure instead.
import { afterAll, beforeAll, describe } from 'vitest';
import { clusterMissing, startCluster, type Cluster, type ClusterOptions } from '../../scripts/cluster/cluster.ts';

const missing = await clusterMissing();
if (missing.length) {
  const reason = `cluster tests need nginx, PostgreSQL and Redis on this machine:\n  ${missing.join('\n  ')}`;
  if (process.env.CI === 'true') throw new Error(`CI=true: ${reason}`);
  console.warn(`Skipped: ${reason}`);
}

/** A describe block with its own cluster (nginx adds X-Upstream: which app server answered). */
export function describeCluster(title: string, options: ClusterOptions, suite: (cluster: () => Cluster) => void): void {
  describe.skipIf(missing.length > 0)(title, () => {
    let cluster: Cluster | undefined;
    beforeAll(async () => {
      cluster = await startCluster({ upstreamHeader: true, ...options });
    });
    afterAll(async () => {
      await cluster?.stop();
    });
    suite(() => {
      if (!cluster) throw new Error('the cluster did not start');
      return cluster;
    });
  });
}
