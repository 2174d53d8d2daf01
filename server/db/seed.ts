import { count } from 'drizzle-orm'
import { seedAccounts } from '../auth/demo-accounts'
import { seedCoupons } from '../payments/seed-coupons'
import { seedDemoSeats } from '../team/demo-seats'
import { cpdHoursOf, validityMonthsOf } from '../learning/course-validity'
import { seedDemoTraining } from '../learning/demo-training'
import type { SiteDocuments } from '../content/site'
import type { Database } from './client'
import {
  blogs,
  categories,
  cmsPages,
  courseFaqs,
  courseQuestions,
  courses,
  faqs,
  partners,
  siteContent,
} from './schema'
import { seedBlogs } from './seed-data/blogs'
import { seedCategories } from './seed-data/categories'
import { seedCmsPages } from './seed-data/cms'
import { seedCourses } from './seed-data/courses'
import { seedFaqs } from './seed-data/faqs'
import { seedPartners } from './seed-data/partners'
import { seedHomeData, seedSettings, seedSupportLinks } from './seed-data/site'
import { toPence } from '../../src/shared/money'

/**
 * Fills an empty database with the demo catalogue, in one transaction; does nothing when it has
 * data, except add demo coupons that are missing (they came after the first demo databases).
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  await seedCoupons(db)
  const [existing] = await db.select({ n: count() }).from(categories)
  if ((existing?.n ?? 0) > 0) return false

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(seedCategories.map((c, sort) => ({ slug: c.slug, category: c.category, icon: c.icon, sort })))
      .returning({ id: categories.id, slug: categories.slug })
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]))

    for (const [sort, c] of seedCourses.entries()) {
      const owner = categoryId.get(c.category)
      if (owner === undefined) throw new Error(`Seed course ${c.slug} names unknown category ${c.category}`)
      const [row] = await tx
        .insert(courses)
        .values({
          slug: c.slug,
          categoryId: owner,
          name: c.name,
          title: c.title,
          image: c.image,
          gallery1: c.gallery[0],
          gallery2: c.gallery[1],
          gallery3: c.gallery[2],
          pricePence: toPence(c.price),
          shortDescription: c.short_description,
          description: c.description,
          whatYouLearn: c.what_you_learn,
          moa: c.MOA,
          certification: c.certification,
          keyFeatures: c.key_features,
          endorsement: c.endorsement,
          whyStudyThisCourse: c.why_study_this_course,
          courseLearningOutcomes: c.course_learning_outcomes,
          keyBenefits: c.key_benefits,
          careerImpact: c.career_impact,
          validityMonths: validityMonthsOf(c.certification),
          cpdHours: cpdHoursOf(c.key_features),
          courseFor: c.course_for,
          featured: c.featured,
          seoTitle: c.seo_title,
          seoDescription: c.seo_description,
          sort,
        })
        .returning({ id: courses.id })
      if (!row) throw new Error(`Seed course ${c.slug} was not inserted`)
      if (c.faqs.length > 0) {
        await tx.insert(courseFaqs).values(c.faqs.map((f, i) => ({ courseId: row.id, ...f, sort: i })))
      }
      if (c.questions.length > 0) {
        await tx
          .insert(courseQuestions)
          .values(c.questions.map((question, i) => ({ courseId: row.id, question, sort: i })))
      }
    }

    await tx.insert(blogs).values(seedBlogs.map((b) => ({ ...b, createdAt: new Date(b.created_at).toISOString() })))
    await tx.insert(faqs).values(seedFaqs.map((f, sort) => ({ ...f, sort })))
    await tx.insert(cmsPages).values(seedCmsPages)
    await tx.insert(partners).values(seedPartners.map((p, sort) => ({ ...p, sort })))
    const documents: SiteDocuments = {
      settings: seedSettings,
      home_data: seedHomeData,
      support_links: seedSupportLinks,
    }
    await tx.insert(siteContent).values(Object.entries(documents).map(([key, value]) => ({ key, value })))
  })
  // The demo logins (README), added only with the demo catalogue; safe to run again.
  await seedAccounts(db)
  await seedDemoSeats(db)
  await seedDemoTraining(db)
  return true
}
