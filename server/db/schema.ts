import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    image: text('image').notNull().default(''),
    gallery1: text('gallery1').notNull().default(''),
    gallery2: text('gallery2').notNull().default(''),
    gallery3: text('gallery3').notNull().default(''),
    /** Integer pence: every amount is computed in pence. */
    pricePence: integer('price_pence').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    whatYouLearn: text('what_you_learn').notNull().default(''),
    moa: text('moa').notNull().default(''),
    certification: text('certification').notNull().default(''),
    keyFeatures: text('key_features').notNull().default(''),
    endorsement: text('endorsement').notNull().default(''),
    whyStudyThisCourse: text('why_study_this_course').notNull().default(''),
    courseLearningOutcomes: text('course_learning_outcomes').notNull().default(''),
    keyBenefits: text('key_benefits').notNull().default(''),
    careerImpact: text('career_impact').notNull().default(''),
    courseFor: text('course_for', { enum: ['online', 'inhouse', 'descriptive'] })
      .notNull()
      .default('online'),
    featured: boolean('featured').notNull().default(false),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('courses_category_idx').on(table.categoryId)],
)

export const courseFaqs = pgTable('course_faqs', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
})

/** The yes/no questions of an in-house or descriptive course's booking (step 2). */
export const courseQuestions = pgTable('course_questions', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  description: text('description').notNull(),
  authorname: text('authorname').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
})

export const cmsPages = pgTable('cms_pages', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
})

/** Single documents of the site (settings, home data, footer links), each a JSON value under a key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Set by the offline outbox so that a replayed message is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('contact_messages_client_id_idx').on(table.clientId).where(sql`client_id is not null`)],
)
