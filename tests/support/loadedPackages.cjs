// Preloaded into a server process with `--require`: when the process exits, writes the names of
// the packages it loaded (as CommonJS, which is how Node loads a CommonJS package an ES module
// imports) to the file named by LOADED_PACKAGES_FILE, one a line.
const { writeFileSync } = require('node:fs')

process.once('exit', () => {
  const names = new Set()
  for (const file of Object.keys(require.cache)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)
    if (match) names.add(match[1])
  }
  writeFileSync(process.env.LOADED_PACKAGES_FILE, [...names].sort().join('\n'))
})
