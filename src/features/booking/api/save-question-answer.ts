import { callApi } from '@/lib/api-client'

/** Step 2: POST /inhouse/save-question-answer with the `{ q1, a1, … }` JSON text. */
export async function saveQuestionAnswer(token: string, questionAnswer: string): Promise<void> {
  await callApi('booking.saveQuestionAnswer', { body: { token_unique_key: token, question_answer: questionAnswer } })
}
