import type { SeedFaq } from '../seed-types'

/** General questions shown on the FAQ page. */
export const seedFaqs: SeedFaq[] = [
  {
    question: 'How will I receive my certificate?',
    answer:
      'As soon as you pass the final assessment of an online course, your CPD-accredited certificate is available to download as a PDF from My Courses. It shows your name, the course title, the date of completion, the CPD hours and a unique verification code. For in-house and trainer-led courses, certificates are emailed to each delegate within three working days of the session.',
  },
  {
    question: 'How many CPD hours will I get, and will my employer accept them?',
    answer:
      'Every course page lists its CPD hours, usually one hour for each hour of active learning. All our courses are independently accredited by the CPD Standards Council, and employers and inspectors can check any certificate using its verification code. Our courses are widely accepted by care providers, but if your employer has a specific requirement we recommend checking with them before you buy.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. Under the Consumer Contracts Regulations you can cancel an online course within 14 days of purchase for a full refund, as long as you have not started it. Once you open the course content, you agree that the cancellation period ends. For in-house bookings, our cancellation terms are set out in our Terms and Conditions. To request a refund, contact us with your order number.',
  },
  {
    question: 'Do you offer group or company accounts?',
    answer:
      'Yes. A company account lets you buy course places in bulk, assign them to staff, track progress and certificates on a single dashboard, and export a training matrix for inspections. Discounts start from 10 places. Contact us and we will set up your account, usually within one working day.',
  },
  {
    question: 'Can you deliver training at our premises?',
    answer:
      'Yes. Courses marked In-house are delivered by one of our trainers at your premises anywhere in England and Wales. Prices are per delegate, and most sessions need a minimum of six delegates. When you book, we ask a few questions about your venue and delegates so the trainer can plan the session around your needs.',
  },
  {
    question: 'Are your courses accessible?',
    answer:
      'We design our courses to meet WCAG 2.2 AA. They work with screen readers and keyboard navigation, videos have captions and transcripts, and you can increase text size without losing content. For in-house courses we can provide large print or other formats on request. If something does not work for you, please tell us and we will help.',
  },
  {
    question: 'Which devices can I use?',
    answer:
      'Any modern phone, tablet, laptop or desktop computer with an up-to-date browser, including Chrome, Edge, Safari and Firefox. Your progress is saved automatically and syncs between devices, so you can start on a computer and carry on from your phone.',
  },
  {
    question: 'Can I use Carewise offline?',
    answer:
      'Yes, partly. You can install Carewise on your phone or computer from your browser. Pages and course information you have already viewed are saved on your device, so you can read them without a connection, and messages you send while offline are sent automatically when you reconnect. Buying a course and taking an assessment need an internet connection.',
  },
  {
    question: 'How long do I have access to a course?',
    answer:
      'You have 12 months from the date of purchase to complete an online course. Your certificates stay in your account permanently, even after course access ends, and you can download them again at any time.',
  },
  {
    question: 'How can I pay?',
    answer:
      'You can pay online by debit or credit card (Visa, Mastercard and American Express) and with Apple Pay or Google Pay where your device supports them. Company accounts can also pay by invoice with 30-day terms. All prices are shown in pounds sterling (GBP).',
  },
  {
    question: 'Do your prices include VAT?',
    answer:
      'The price you see is the price you pay. We do not currently charge VAT on our training, so your basket and receipt show VAT: £0.00. If this ever changes, VAT will be shown clearly before you pay.',
  },
  {
    question: 'How do I contact you?',
    answer:
      'Email hello@carewise.example, call 0161 496 0123 (Monday to Friday, 9am to 5pm) or use the contact form on our Contact us page. We reply within one working day.',
  },
]
