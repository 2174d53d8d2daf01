/**
 * Booking step 2's answers (docs/product-rules.md §5, §7): the one place that writes and reads
 * `question_answer`, JSON text of `{ q1: 'question text', a1: 'Yes', q2: …, a2: 'No' }` numbered in
 * the order the questions are shown. The client writes it (features/booking), the contract reads it
 * (`questionAnswerText` in contract/booking.ts) and the server matches it to the course's questions.
 * No zod here: the client's start-up code imports it.
 */

export const YES_NO = ['Yes', 'No'] as const
export type YesNo = (typeof YES_NO)[number]

/** One question as it was shown, with its answer. */
export interface QuestionAnswer {
  question: string
  answer: YesNo
}

/** What the server answers to anything but one Yes or No for every question of the course. */
export const ANSWER_EVERY_QUESTION = 'Answer every question with Yes or No.'

const isYesNo = (value: unknown): value is YesNo => YES_NO.includes(value as YesNo)

/** The answers as `question_answer` sends them. */
export function writeAnswers(answers: readonly QuestionAnswer[]): string {
  const pairs: Record<string, string> = {}
  answers.forEach(({ question, answer }, index) => {
    pairs[`q${index + 1}`] = question
    pairs[`a${index + 1}`] = answer
  })
  return JSON.stringify(pairs)
}

/**
 * `question_answer` read back into its answers, in order; null when it is not that shape (not a JSON
 * object, a number missing its question or answer, an answer other than Yes or No, any other key).
 */
export function readAnswers(text: string): QuestionAnswer[] | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const record = value as Record<string, unknown>
  const count = Object.keys(record).length / 2
  const answers: QuestionAnswer[] = []
  for (let n = 1; n <= count; n++) {
    const question = record[`q${n}`]
    const answer = record[`a${n}`]
    if (typeof question !== 'string' || !isYesNo(answer)) return null
    answers.push({ question, answer })
  }
  // Every key was one of q1…qN and a1…aN: N pairs were found in 2N keys.
  return answers.length === count ? answers : null
}

/**
 * The answers by question id, when they answer every one of `questions` exactly once (matched by
 * their text, as shown) and nothing else; null otherwise.
 */
export function matchAnswers(
  questions: readonly { id: number; question: string }[],
  answers: readonly QuestionAnswer[],
): Map<number, YesNo> | null {
  if (answers.length !== questions.length) return null
  const byText = new Map(questions.map((q) => [q.question.trim(), q.id]))
  const matched = new Map<number, YesNo>()
  for (const { question, answer } of answers) {
    const id = byText.get(question.trim())
    if (id === undefined || matched.has(id)) return null
    matched.set(id, answer)
  }
  return matched
}
