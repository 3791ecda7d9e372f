import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// With CI=true a failed test runs once more, as an end-to-end test does (playwright.config.ts), and
// npm test names each that passed only then (docs/decisions/0082): a test that loses a race with a
// busy machine one run in thirty is chased from that list, not by losing the run's work.
const retry = process.env.CI === 'true' ? 1 : 0;

export default defineConfig({
  test: {
    // Integration files each open their own databases; two workers suit the 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/crash/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          retry,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.tsx', 'src/client/**/*.test.ts'],
          setupFiles: ['src/client/test-setup.ts'],
          // Rendering in jsdom beside the server suites on 2 cores can pass 5 s on a busy CI machine.
          testTimeout: 20_000,
          retry,
        },
      },
    ],
  },
});
