// The import layers of docs/architecture.md ("Import layers"), checked by `npm run depcheck`
// (part of `npm test`). A layer may import itself and the layers it lists; anything else, and
// any import cycle, fails the check. Tests may import anything, and are not checked.

/** Each layer: the folders it holds, and the layers below it that it may import. */
const LAYERS = {
  schemas: { folders: ['schemas'], uses: [] },
  // Product data and pure shop logic: prices, facts, ratings, routes, the browser's API client.
  domain: { folders: ['engine/catalogue', 'engine/facts', 'engine/shop', 'engine/client'], uses: ['schemas'] },
  // Shared components (stars, prices, buy links, images, dialogs), and the one comparison table
  // with its row builder and selection rule, which sections, page models and views all use.
  ui: { folders: ['engine/ui', 'engine/comparison'], uses: ['domain', 'schemas'] },
  // Section types: definitions, schemas, components, resolvers, and what derives from their list.
  sections: { folders: ['engine/sections'], uses: ['ui', 'domain', 'schemas'] },
  // Reading and checking content; it knows the section types, never a page model.
  load: { folders: ['engine/load'], uses: ['sections', 'domain', 'schemas'] },
  // Page models built from loaded content.
  pages: { folders: ['engine/pages'], uses: ['load', 'sections', 'ui', 'domain', 'schemas'] },
  // Page bodies of application pages, and what search engines and the head read from page models.
  views: { folders: ['engine/listing', 'engine/compare', 'engine/seo'], uses: ['pages', 'load', 'sections', 'ui', 'domain', 'schemas'] },
  // Vike: config, hooks, layout, one thin entry per page kind.
  renderer: { folders: ['renderer'], uses: ['views', 'pages', 'load', 'sections', 'ui', 'domain', 'schemas'] },
  // The offers store: its SQL, migrations, importer and demo feed. It reads content, never serves.
  store: { folders: ['api/store'], uses: ['load', 'domain', 'schemas'] },
  // Koa: reaches the renderer only through Vike's own entry (vike/server), never by a file path.
  api: { folders: ['api'], uses: ['store', 'views', 'pages', 'load', 'sections', 'ui', 'domain', 'schemas'] },
}

const TESTS = '(^tests/|\\.test\\.tsx?$)'

/** The command-line tools that read the section definitions: `npm run check`, `new:review`, `gen:schemas`. */
const DEFINITION_READERS = '^(engine/load/checkCli|engine/load/newReviewCli|engine/sections/writeSchemas)\\.server\\.ts$'
const KNOWN = Object.values(LAYERS).flatMap((layer) => layer.folders)
const pathsOf = (folders) => `^(${folders.join('|')})/`

const layerRules = Object.entries(LAYERS).map(([name, layer]) => {
  const allowed = [...layer.folders, ...layer.uses.flatMap((used) => LAYERS[used].folders)]
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import only ${[name, ...layer.uses].join(', ')}`,
    from: { path: pathsOf(layer.folders), pathNot: TESTS },
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
    includeOnly: `^(${KNOWN.join('|')}|tests|node_modules/react|node_modules/react-dom)/`,
    // Type-only imports count: a type import is how a layer learns another layer's shapes.
    tsPreCompilationDeps: true,
  },
}
