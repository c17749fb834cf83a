// Unit tests: pure TypeScript modules under tests/, run in Node.
import { defineConfig } from 'vitest/config';
import { pageIndexPlugin } from './scripts/vite-plugin-page-index';
import { markdownPlugin } from './scripts/vite-plugin-markdown';
import { leadOptionsPlugin } from './scripts/vite-plugin-lead-options';

export default defineConfig({
  plugins: [pageIndexPlugin(), markdownPlugin(), leadOptionsPlugin()],
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
  },
});
