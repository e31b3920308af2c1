import { defineConfig } from 'vite'

/**
 * The Node side compiled to JavaScript at build time, so production runs no TypeScript compiler:
 * the server entry, the page generator and the price importer, with the engine code they import, bundled into
 * dist/node/. Packages stay imports from node_modules; Vike's own server build (dist/server/)
 * holds the pages and is loaded by `vike/server` as before.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: {
        server: 'api/server/server.ts',
        generate: 'api/generate/generateCli.ts',
        'prices-import': 'api/store/importCli.server.ts',
        // The thread a production start works out the content's digest on (digestBeside).
        'content-digest': 'engine/content/contentDigestWorker.server.ts',
        // The thread a serving process makes a round of many generated pages again on (pageThread).
        'page-thread': 'api/server/pageThreadWorker.ts',
      },
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
})
