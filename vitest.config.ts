// Unit tests: pure TypeScript modules under tests/, run in Node.
import { defineConfig } from 'vitest/config';
import { pageIndexPlugin } from './scripts/vite-plugin-page-index';

export default defineConfig({
  plugins: [pageIndexPlugin()],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
