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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Lighthouse's default (mobile, simulated throttling) on each URL, median of `runs`. */
export async function runLighthouse(
  urls: Record<string, string>,
  runs = 3,
): Promise<Record<string, LighthouseFigures>> {
  const chromePath = findChromium()
  if (!chromePath) throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROME_PATH')
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
  const results: Record<string, LighthouseFigures> = {}
  try {
    for (const [name, url] of Object.entries(urls)) {
      const samples: LighthouseFigures[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        const { categories, audits } = result.lhr
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
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
  return results
}
