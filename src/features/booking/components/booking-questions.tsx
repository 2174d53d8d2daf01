import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { YES_NO, type YesNo } from '@/shared/rules/booking-answers'
import type { DescriptiveQuestion } from '@/shared/contract/catalogue'
import { Button } from '@/components/button'
import { Spinner } from '@/components/spinner'
import { useOnlineStatus } from '@/lib/online-status'
import { queueAnswers, setAnswer, setStep, useDraft, type BookingDraft, type DraftCourse } from '../data/draft-store'
import { sendDraft } from '../data/draft-sync'
import { buildQuestionAnswer, unansweredQuestions } from '../data/question-answer'
import { useDraftSync } from '../hooks/use-draft-sync'
import { BookingSteps } from './booking-steps'
import { AlertMessage, StatusNote } from '@/components/notices'
import { useRequireBookingToken } from '../hooks/use-require-booking-token'

export const ANSWER_REQUIRED = 'Please answer Yes or No.'

/** Step 2, `/booking/questions/{id}`: the course's yes/no questions, each answer kept as it is chosen. */
export function BookingQuestions({ course, questions }: { course: DraftCourse; questions: DescriptiveQuestion[] }) {
  const draft = useDraft(course.id)
  const ready = useRequireBookingToken(course, draft)
  useDraftSync()

  if (!ready || !draft) return <Spinner label="Loading your booking…" />
  return <QuestionsForm course={course} questions={questions} draft={draft} />
}

function QuestionsForm({
  course,
  questions,
  draft,
}: {
  course: DraftCourse
  questions: DescriptiveQuestion[]
  draft: BookingDraft
}) {
  const navigate = useNavigate()
  const router = useRouter()
  const online = useOnlineStatus()
  const [showMissing, setShowMissing] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // A choice shows at once; the draft (IndexedDB) catches up a moment later, on a slow phone
  // later still. Once the draft holds it, it is the draft's again: another tab may change it.
  const [chosen, setChosen] = useState<BookingDraft['answers']>({})
  const unsettled = Object.entries(chosen).filter(([key, value]) => draft.answers[key] !== value)
  if (unsettled.length < Object.keys(chosen).length) setChosen(Object.fromEntries(unsettled))
  const answers = { ...draft.answers, ...chosen }
  const missing = new Set(unansweredQuestions(questions, answers).map((question) => question.id))

  // The user is here, so this is the step to resume at.
  useEffect(() => {
    if (draft.step === 1) void setStep(course.id, 2)
  }, [draft.step, course.id])

  // Step 3's code is loaded now: answers given offline still lead to the payment page.
  useEffect(() => {
    router.preloadRoute({ to: '/booking/$id/payment', params: { id: course.slug } }).catch(() => undefined)
  }, [router, course.slug])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setRefused(null)
    if (missing.size > 0) {
      setShowMissing(true)
      const first = questions.find((question) => missing.has(question.id))
      if (first) formRef.current?.querySelector<HTMLInputElement>(`input[name="question-${first.id}"]`)?.focus()
      return
    }
    setSubmitting(true)
    try {
      await queueAnswers(course.id, buildQuestionAnswer(questions, answers))
      const outcome = await sendDraft(course.id)
      if (outcome.status === 'refused') {
        setRefused(outcome.message)
        return
      }
      await setStep(course.id, 3)
      void navigate({ to: '/booking/$id/payment', params: { id: course.slug } })
    } finally {
      setSubmitting(false)
    }
  }

  const message = refused ?? draft.error
  const detailsPending = draft.pendingBasicInfo !== null

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <BookingSteps current={2} />
      <h1 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">A few questions about your training</h1>
      <p className="mt-2 text-muted">
        For <span className="font-semibold text-ink">{course.name}</span>. Your answers help the trainer prepare the
        session for your team.
      </p>

      <div className="mt-6 grid gap-3">
        {message ? <AlertMessage>{message}</AlertMessage> : null}
        {draft.notice ? <StatusNote>{draft.notice}</StatusNote> : null}
        {detailsPending ? (
          <StatusNote>
            {online
              ? 'Sending your details…'
              : 'You’re offline. Your details and answers are saved on this device and will be sent when you’re back online.'}
          </StatusNote>
        ) : null}
      </div>

      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6">
        {questions.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-muted">
            This course has no booking questions. Continue to payment.
          </p>
        ) : (
          <ol className="grid gap-4">
            {questions.map((question, index) => (
              <QuestionItem
                key={question.id}
                number={index + 1}
                question={question}
                answer={answers[String(question.id)]}
                error={showMissing && missing.has(question.id) ? ANSWER_REQUIRED : undefined}
                onAnswer={(answer) => {
                  setChosen((current) => ({ ...current, [String(question.id)]: answer }))
                  void setAnswer(course.id, question.id, answer)
                }}
              />
            ))}
          </ol>
        )}

        {showMissing && missing.size > 0 ? (
          <p role="alert" className="mt-4 font-medium text-red-700">
            Please answer every question with Yes or No.
          </p>
        ) : null}

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to="/course-detail/$id"
            params={{ id: course.slug }}
            hash="book"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Back to your details
          </Link>
          <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
            {submitting ? 'Saving…' : 'Continue to payment'}
          </Button>
        </div>
      </form>
    </section>
  )
}

function QuestionItem({
  number,
  question,
  answer,
  error,
  onAnswer,
}: {
  number: number
  question: DescriptiveQuestion
  answer: YesNo | undefined
  error: string | undefined
  onAnswer: (answer: YesNo) => void
}) {
  const name = `question-${question.id}`
  return (
    <li className={`rounded-2xl border bg-white p-5 shadow-sm ${error ? 'border-red-300' : 'border-slate-200'}`}>
      <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
        <legend className="font-semibold text-ink">
          <span className="text-muted">{number}. </span>
          {question.question}
        </legend>
        <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-xs">
          {YES_NO.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-ink has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 hover:border-brand-700"
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={answer === option}
                onChange={() => onAnswer(option)}
                className="size-4 accent-brand-700"
              />
              {option}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${name}-error`} className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </li>
  )
}
