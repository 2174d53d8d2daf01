import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.1 AA: the page as it stands has no axe violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** One h1, and headings that never skip a level (axe's best-practice rules, not part of WCAG AA). */
export async function expectHeadingOutline(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order', 'page-has-heading-one']).analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'heading outline',
  ).toEqual([])
}
