/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // FORGE_OUT_DIR lets parallel e2e runs build side by side without clobbering dist/.
  build: { outDir: process.env.FORGE_OUT_DIR ?? 'dist' },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // CI reads the JSON report to print one summary line for every test runner.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/unit.json' }]] : ['default'],
  },
});
