import type { DescriptiveQuestion } from '../../../shared/contract/catalogue'
import type { YES_NO } from '../../../shared/contract/booking'

type Answers = Record<string, (typeof YES_NO)[number]>

/** The questions still without a Yes or No (docs/product-rules.md §5: each needs one). */
export function unansweredQuestions(questions: DescriptiveQuestion[], answers: Answers): DescriptiveQuestion[] {
  return questions.filter((question) => !answers[String(question.id)])
}

/**
 * docs/product-rules.md §7 `question_answer`: JSON text of `{ q1: 'question text', a1: 'Yes', q2: …, a2: 'No' }`,
 * numbered in the order the questions are shown.
 */
export function buildQuestionAnswer(questions: DescriptiveQuestion[], answers: Answers): string {
  const pairs: Record<string, string> = {}
  questions.forEach((question, index) => {
    const answer = answers[String(question.id)]
    if (!answer) throw new Error(`Question ${question.id} has no answer`)
    pairs[`q${index + 1}`] = question.question
    pairs[`a${index + 1}`] = answer
  })
  return JSON.stringify(pairs)
}
