/** The demo catalogue's shape, independent of the database columns (seed.ts maps it). */

export interface SeedCategory {
  slug: string
  category: string
  /** Path of an image under public/, e.g. `/images/categories/dementia.jpg` (a photograph: scripts/photos.ts). */
  icon: string
}

export interface SeedCourse {
  slug: string
  /** Slug of its category. */
  category: string
  name: string
  title: string
  /** Paths under public/, e.g. `/images/courses/dementia-awareness.jpg`. */
  image: string
  gallery: [string, string, string]
  /** Whole pounds and pence as a decimal, e.g. 25 or 49.99. */
  price: number
  /** Plain text, 120–220 characters. */
  short_description: string
  /** The rest are HTML fragments (<p>, <ul><li>, <strong>); no scripts, no inline styles. */
  description: string
  what_you_learn: string
  MOA: string
  certification: string
  key_features: string
  endorsement: string
  why_study_this_course: string
  course_learning_outcomes: string
  key_benefits: string
  career_impact: string
  course_for: 'online' | 'inhouse' | 'descriptive'
  featured: boolean
  seo_title: string
  seo_description: string
  faqs: { question: string; answer: string }[]
  /** Yes/no questions for step 2 of a booking; required (3–6) for inhouse and descriptive courses, empty for online. */
  questions: string[]
}

export interface SeedBlog {
  name: string
  image: string
  /** HTML fragment, 400+ words. */
  description: string
  authorname: string
  /** ISO date, e.g. 2026-09-14. */
  created_at: string
}

export interface SeedFaq {
  question: string
  answer: string
}

export interface SeedCmsPage {
  id: 1 | 2 | 3
  title: string
  description: string
}

export interface SeedPartner {
  name: string
  logo: string
  url: string
}
