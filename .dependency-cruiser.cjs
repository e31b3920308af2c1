// The import layers of docs/architecture.md ("Import layers"), checked by `npm run depcheck`
// (part of `npm test`). A layer may import itself and the layers it lists; anything else, and
// any import cycle, fails the check. Tests may import anything, and are not checked.

/**
 * Each layer: what it holds (folders, or a pattern of paths, from the project root), and the
 * layers below it that it may import.
 */
/** Product data and pure shop logic, a layer per folder, from the top. */
const DOMAIN = ['prose', 'client', 'catalogue', 'shop', 'facts', 'format', 'derived']
/** The engine's layers, from the top: each is the folder engine/<name>/. */
const ENGINE = ['listing', 'seo', 'pages', 'load', 'check', 'content', 'sections', 'comparison', 'ui', ...DOMAIN, 'schemas']
const LAYERS = {
  schemas: { holds: ['schemas/'], uses: [] },
  // The content store's tier of derived values, which the domain's objects carry.
  derived: { holds: ['engine/derived/'], uses: [] },
  // How money, dates, scores and a review's headline are written, and the day arithmetic.
  format: { holds: ['engine/format/'], uses: ['schemas'] },
  // Typed facts with units: the vocabulary, parsing, conversion, comparison.
  facts: { holds: ['engine/facts/'], uses: ['format', 'derived', 'schemas'] },
  // Prices and buying: offers snapshots and the price view, the price rules, ratings, listings.
  shop: { holds: ['engine/shop/'], uses: ['facts', 'format', 'derived', 'schemas'] },
  // The products: the catalogue at a snapshot, scores and awards, routes, search.
  catalogue: { holds: ['engine/catalogue/'], uses: ['shop', 'facts', 'format', 'derived', 'schemas'] },
  // The rules prose is held to.
  prose: { holds: ['engine/prose/'], uses: ['catalogue', 'shop', 'facts', 'format', 'derived', 'schemas'] },
  // The browser's API client and URL state.
  client: { holds: ['engine/client/'], uses: ['catalogue', 'shop', 'facts', 'format', 'derived', 'schemas'] },
  // Shared components: stars, prices, buy links, images, dialogs.
  ui: { holds: ['engine/ui/'], uses: [...DOMAIN, 'schemas'] },
  // The one comparison table with its row builder and selection rule, which sections, page
  // models and views all use.
  comparison: { holds: ['engine/comparison/'], uses: ['ui', ...DOMAIN, 'schemas'] },
  // Section types: definitions, schemas, components, resolvers, and what derives from their list.
  sections: { holds: ['engine/sections/'], uses: ['comparison', 'ui', ...DOMAIN, 'schemas'] },
  // Content files as documents: where each kind lives, reading and parsing YAML, the schemas and
  // their validators, problems and how they are printed, and the content store.
  content: { holds: ['engine/content/'], uses: [...DOMAIN, 'schemas'] },
  // The content check's rules, one module per rule family: they read documents, never load them.
  check: { holds: ['engine/check/'], uses: ['content', 'sections', ...DOMAIN, 'schemas'] },
  // Loading content: each kind's loader, the whole content, the check's command and its watch.
  load: { holds: ['engine/load/'], uses: ['check', 'content', 'sections', ...DOMAIN, 'schemas'] },
  // Page models built from loaded content.
  pages: { holds: ['engine/pages/'], uses: ['load', 'content', 'sections', 'comparison', 'ui', ...DOMAIN, 'schemas'] },
  // What search engines and the head read from page models.
  seo: { holds: ['engine/seo/'], uses: ['pages', 'load', 'content', 'sections', 'comparison', 'ui', ...DOMAIN, 'schemas'] },
  // Page bodies of application pages (the category listing, search).
  listing: { holds: ['engine/listing/'], uses: ['seo', 'pages', 'load', 'content', 'sections', 'comparison', 'ui', ...DOMAIN, 'schemas'] },
  // Vike: config, hooks, layout, one thin entry per page kind.
  renderer: { holds: ['renderer/'], uses: ENGINE },
  // api/, top down. Koa reaches the renderer only through Vike's own entry (vike/server), never by
  // a file path. api/server/ starts and wires a serving process (or one in a test).
  'api-entry': { holds: ['api/server/'], uses: ['api-http', 'api-serving', 'api-process', 'store', ...ENGINE] },
  // Answering requests: Koa's middleware, the API and form routes, the fast path in front of Koa.
  'api-http': { holds: ['api/middleware/', 'api/routes/', 'api/alerts/', 'api/fastPath/'], uses: ['api-serving', 'api-process', 'store', ...ENGINE] },
  // The serving core: making pages (build, on request, again after a price change), following
  // prices and their lifetimes, photo variants, sending the mail the store queued.
  'api-serving': { holds: ['api/generate/', 'api/prices/', 'api/publish/', 'api/images/', 'api/mail/'], uses: ['api-process', 'store', ...ENGINE] },
  // What a serving process knows of itself: its log, its connections, the answers it sent.
  'api-process': { holds: ['api/process/'], uses: [] },
  // The offers store: its SQL, migrations, importer and demo feed. It reads content, never serves.
  store: { holds: ['api/store/'], uses: ['load', 'content', ...DOMAIN, 'schemas'] },
}

const TESTS = '(^tests/|\\.test\\.tsx?$)'

/** The command-line tools that read the section definitions: `npm run check`, `new:review`, `gen:schemas`. */
const DEFINITION_READERS = '^(engine/load/checkCli|engine/load/newReviewCli|engine/sections/writeSchemas)\\.server\\.ts$'
const KNOWN = Object.values(LAYERS).flatMap((layer) => layer.holds)
const pathsOf = (holds) => `^(${holds.join('|')})`

const layerRules = Object.entries(LAYERS).map(([name, layer]) => {
  const allowed = [...layer.holds, ...layer.uses.flatMap((used) => LAYERS[used].holds)]
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import only ${[name, ...layer.uses].join(', ')}`,
    from: { path: pathsOf(layer.holds), pathNot: TESTS },
    to: { path: pathsOf(KNOWN), pathNot: pathsOf(allowed) },
  }
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'an import cycle: the modules on it cannot be understood, tested or loaded one at a time',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-tests',
      severity: 'error',
      comment: 'code that ships never imports test support',
      from: { pathNot: TESTS },
      to: { path: '^tests/' },
    },
    {
      name: 'tools-load-no-page-code',
      severity: 'error',
      comment: 'the content check and the other tools that read section definitions load only what checking needs: no component, React or renderer (each section type draws from its folder\'s component, found by the registry)',
      from: { path: DEFINITION_READERS },
      to: { reachable: true, path: '(\\.tsx$|^renderer/|^node_modules/react(-dom)?/)' },
    },
    ...layerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // React's own entries stay in the graph (not followed), so a rule can say who must not reach it.
    exclude: { path: '(^|/)node_modules/(?!react/|react-dom/)|^dist/' },
    includeOnly: `^(${KNOWN.join('|')}|tests/|node_modules/react/|node_modules/react-dom/)`,
    // Type-only imports count: a type import is how a layer learns another layer's shapes.
    tsPreCompilationDeps: true,
  },
}
