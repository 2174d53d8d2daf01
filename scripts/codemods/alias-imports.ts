/**
 * Rewrites relative imports that cross from one area of src/ to another into the `@/` alias:
 * `../../../lib/api-client` in src/features/cart/api/x.ts becomes `@/lib/api-client`. An area is a
 * feature (src/features/<name>) or another top folder of src/ (lib, components, routes, …);
 * imports inside one area stay relative, so a feature's files still read as one unit.
 *
 *   npx tsx scripts/codemods/alias-imports.ts            # dry run: lists every change, writes nothing
 *   npx tsx scripts/codemods/alias-imports.ts --write    # makes them
 *   npx tsx scripts/codemods/alias-imports.ts --write src/features/cart/api/x.ts …   # only these files
 *
 * It reads src/ and tests/unit/ (Vitest resolves the alias too). Files built or run without the
 * alias keep their relative imports: src/shared/ (the server runs it as plain files), the
 * early-input script (bundled by rolldown on its own, scripts/vite-first-paint.ts) and what
 * vite.config.ts imports (Vite's config loader knows no alias).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')
const SRC = join(ROOT, 'src')
const READ = ['src', 'tests/unit']
/** Files whose own imports stay relative (see above). */
const KEEP_RELATIVE = [
  /^src\/shared\//,
  /^src\/first-paint\/early-input(-types)?\.ts$/,
  /^src\/lib\/env-schema\.ts$/,
  /^src\/routeTree\.gen\.ts$/,
]
/** `from '…'`, `import('…')`, `vi.mock('…')` and `typeof import('…')` with a relative specifier. */
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bvi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g

const write = process.argv.includes('--write')
const only = new Set(
  process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'))
    .map((arg) => resolve(ROOT, arg)),
)

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx)$/.test(name)) yield path
  }
}

/** The area of a path under src/: `features/cart`, `lib`, `routes`… (null outside src/). */
function areaOf(path: string): string | null {
  const rel = relative(SRC, path)
  if (rel.startsWith('..')) return null
  const [top, next] = rel.split(sep)
  if (top === undefined) return null
  // A file straight under src/ (main.tsx, router.tsx…) is an area of its own.
  if (next === undefined) return rel
  return top === 'features' ? `features/${next}` : top
}

let changes = 0
const touched = new Set<string>()
for (const folder of READ) {
  for (const file of sourceFiles(join(ROOT, folder))) {
    if (only.size > 0 && !only.has(file)) continue
    const rel = relative(ROOT, file).split(sep).join('/')
    if (KEEP_RELATIVE.some((pattern) => pattern.test(rel))) continue
    const from = areaOf(file)
    const text = readFileSync(file, 'utf8')
    const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
      const target = resolve(dirname(file), specifier)
      const to = areaOf(target)
      if (to === null || to === from) return whole
      const aliased = `@/${relative(SRC, target).split(sep).join('/')}`
      changes += 1
      touched.add(rel)
      if (!write) console.log(`${rel}: ${specifier} → ${aliased}`)
      return `${lead}${quote}${aliased}${quote}`
    })
    if (write && next !== text) writeFileSync(file, next)
  }
}
console.log(`${write ? 'Rewrote' : 'Would rewrite'} ${changes} imports in ${touched.size} files.`)
if (!write && changes > 0) console.log('Run again with --write to make the changes, then `npm run format`.')
