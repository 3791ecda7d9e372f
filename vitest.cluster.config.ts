import { defineConfig } from 'vitest/config';

// npm run test:cluster: tests/cluster against the real topology (scripts/cluster): nginx, three app
// servers, PostgreSQL and Redis on this machine. Each file starts its own cluster; one file at a
// time, as each cluster takes the machine's cores.
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    fileParallelism: false,
    // A cluster's first start may build the client (a minute or two on a busy machine).
    hookTimeout: 300_000,
    testTimeout: 120_000,
  },
});
