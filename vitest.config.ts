// Unit tests: pure TypeScript modules under tests/, run in Node.
import { defineConfig } from 'vitest/config';
import { pageIndexPlugin } from './scripts/vite-plugin-page-index';
import { markdownPlugin } from './scripts/vite-plugin-markdown';

export default defineConfig({
  plugins: [pageIndexPlugin(), markdownPlugin()],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
