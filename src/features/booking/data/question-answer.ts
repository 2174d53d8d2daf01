import type { DescriptiveQuestion } from '@/shared/contract/catalogue'
import { writeAnswers, type YesNo } from '@/shared/rules/booking-answers'

type Answers = Record<string, YesNo>

/** The questions still without a Yes or No (docs/product-rules.md §5: each needs one). */
export function unansweredQuestions(questions: DescriptiveQuestion[], answers: Answers): DescriptiveQuestion[] {
  return questions.filter((question) => !answers[String(question.id)])
}

/** Step 2's `question_answer` for the answers given here, the questions in the order they are shown. */
export function buildQuestionAnswer(questions: DescriptiveQuestion[], answers: Answers): string {
  return writeAnswers(
    questions.map((question) => {
      const answer = answers[String(question.id)]
      if (!answer) throw new Error(`Question ${question.id} has no answer`)
      return { question: question.question, answer }
    }),
  )
}
