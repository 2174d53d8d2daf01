import type { SeedCategory } from '../seed-types'

const category = (slug: string, name: string): SeedCategory => ({
  slug,
  category: name,
  icon: `/images/categories/${slug}.jpg`,
})

/** Course categories, in menu order. */
export const seedCategories: SeedCategory[] = [
  category('care-certificate', 'Care Certificate'),
  category('safeguarding', 'Safeguarding'),
  category('infection-control', 'Infection Control'),
  category('moving-and-handling', 'Moving and Handling'),
  category('medication', 'Medication'),
  category('dementia', 'Dementia'),
  category('mental-health', 'Mental Health'),
  category('first-aid', 'First Aid'),
]
