/**
 * Small helpers shared by the course seed files. They only cover genuinely shared
 * boilerplate (image paths, assessment and certificate wording); every course writes
 * its own description, outcomes, benefits and career impact.
 */

/** Wraps each string in a <p>. */
export const p = (...paragraphs: string[]): string => paragraphs.map((text) => `<p>${text}</p>`).join('')

/** A <ul> of the given items. */
export const ul = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

/** Main image and gallery paths for a course slug. */
export function courseImages(slug: string): { image: string; gallery: [string, string, string] } {
  return {
    image: `/images/courses/${slug}.jpg`,
    gallery: [`/images/courses/${slug}-2.jpg`, `/images/courses/${slug}-3.jpg`, `/images/courses/${slug}-4.jpg`],
  }
}

const hours = (n: number): string => `${n} CPD ${n === 1 ? 'hour' : 'hours'}`

/** Method of assessment for a self-paced online course. */
export function onlineMOA(options: { questions: number; passMark?: number; extra?: string }): string {
  const passMark = options.passMark ?? 80
  return p(
    `Each module ends with a short knowledge check, and the course finishes with an <strong>online multiple-choice assessment of ${options.questions} questions</strong>. The pass mark is <strong>${passMark}%</strong>.`,
    `There is no time limit and you can <strong>retake the assessment as many times as you need</strong> at no extra cost; we show you which topics to revisit before each new attempt.${options.extra ? ` ${options.extra}` : ''}`,
  )
}

/** Method of assessment for a trainer-led (in-house or blended) session. */
export function practicalMOA(options: { observed: string; written?: string }): string {
  return p(
    `Your trainer assesses you throughout the session by <strong>direct observation</strong>: ${options.observed}`,
    options.written ??
      'A short written or verbal question paper at the end confirms underpinning knowledge. Anyone who needs more practice is given individual feedback and, where needed, a free place on a later session.',
  )
}

/** Certificate wording for an online course. */
export function onlineCertificate(options: { title: string; cpd: number; renewal: string }): string {
  return p(
    `When you pass, your <strong>CPD-accredited certificate</strong> for <em>${options.title}</em> is available to download as a PDF straight away. It shows your name, the date of completion, <strong>${hours(options.cpd)}</strong> and a unique verification code that employers and inspectors can check on our website.`,
    options.renewal,
  )
}

/** Certificate wording for a trainer-led course. */
export function trainerCertificate(options: { title: string; cpd: number; renewal: string }): string {
  return p(
    `Each delegate who completes the session and meets the assessment criteria receives a <strong>CPD-accredited certificate</strong> for <em>${options.title}</em>, emailed within three working days. It records ${hours(options.cpd)}, the trainer's name, the venue and a unique verification code.`,
    `The organiser also receives a <strong>training matrix export</strong> (CSV) listing every delegate's result, ready for your own records or a CQC inspection. ${options.renewal}`,
  )
}

/** Accreditation statement; `detail` carries the course-specific mapping. */
export function endorsement(detail: string): string {
  return p(
    'This course is independently accredited by the <strong>CPD Standards Council</strong>, which reviewed its learning objectives, content accuracy and assessment before approving it, and re-reviews it every year.',
    detail,
  )
}

/** Key features list: common facts first, then course-specific items. */
export function features(options: { duration: string; cpd: number; format: string; extras: string[] }): string {
  return ul([
    `<strong>Duration:</strong> ${options.duration}`,
    `<strong>CPD:</strong> ${hours(options.cpd)}, accredited`,
    `<strong>Format:</strong> ${options.format}`,
    ...options.extras,
  ])
}
