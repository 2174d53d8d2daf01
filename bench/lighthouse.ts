import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const MAX_FAILED_RUNS = 5

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Lighthouse's default (mobile, simulated throttling) on each URL, median of `runs` that measured
 * after one warm-up run; `failedRuns` counts the runs that did not measure and were repeated.
 */
export async function runLighthouse(
  urls: Record<string, string>,
  runs = 3,
): Promise<{ figures: Record<string, LighthouseFigures>; failedRuns: number; benchmarkIndex: number }> {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROME_PATH')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  const options = { port: chrome.port, output: 'json', logLevel: 'error' } as const
  const results: Record<string, LighthouseFigures> = {}
  let failedRuns = 0
  // Lighthouse's own measure of this machine's CPU (higher is faster), taken at each run: its
  // simulated 4× slowdown scales the work it sees, so a slower machine reads a higher TBT and LCP.
  const benchmarkIndexes: number[] = []
  try {
    for (const [name, url] of Object.entries(urls)) {
      // One uncounted run first. The bench's server has just seeded a fresh database and rendered
      // nothing yet: in 8 of the 10 benches before this warm-up, `/`'s first run was its slowest.
      const warmUp = (await lighthouse(url, { ...options, onlyCategories: ['performance'] }))?.lhr
      const outcome = warmUp?.runtimeError
        ? `did not measure (${warmUp.runtimeError.code})`
        : `perf ${Math.round((warmUp?.categories.performance?.score ?? 0) * 100)}`
      console.log(`  lighthouse ${name} warm-up (not counted): ${outcome}`)
      const samples: LighthouseFigures[] = []
      while (samples.length < runs) {
        const run = samples.length
        const result = await lighthouse(url, {
          ...options,
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        benchmarkIndexes.push(result.lhr.environment.benchmarkIndex)
        const { categories, audits, runtimeError } = result.lhr
        const lcp = audits['largest-contentful-paint']?.numericValue
        // A run that failed to measure (Lighthouse's own error, no LCP in its trace) is said and
        // repeated, not counted as a score of 0.
        if (runtimeError || lcp === undefined || !Number.isFinite(lcp)) {
          const reason = runtimeError
            ? `${runtimeError.code}: ${runtimeError.message}`
            : (audits['largest-contentful-paint']?.errorMessage ?? 'no LCP')
          console.log(`  lighthouse ${name} run ${run + 1} did not measure (${reason}); running it again`)
          if (++failedRuns > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed ${failedRuns} times: ${reason}`)
          continue
        }
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: lcp,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        })
        console.log(
          `  lighthouse ${name} run ${run + 1}: perf ${samples.at(-1)?.performance}, LCP ${Math.round(samples.at(-1)?.lcpMs ?? 0)} ms`,
        )
      }
      const pick = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key]))
      results[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
      }
    }
  } finally {
    chrome.kill()
  }
  return { figures: results, failedRuns, benchmarkIndex: Math.round(median(benchmarkIndexes)) }
}
