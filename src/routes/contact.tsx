import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '@/app-shell/page-header'
import { ContactForm } from '@/features/contact/components/contact-form'
import { settingsQueryOptions } from '@/features/content/api/get-settings'
import { ContactDetails } from '@/features/content/components/contact-details'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/contact')({
  // Painted by the server: what is typed and sent before the app starts is kept (src/first-paint/).
  staticData: { prerender: true },
  // The form never waits for the contact details: start their request, show them when they come.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(settingsQueryOptions())
  },
  head: () => ({
    meta: [
      { title: pageTitle('Contact us') },
      {
        name: 'description',
        content: `Questions about a course, group training or your account? Send ${BRAND} Learning a message.`,
      },
    ],
  }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <>
      <PageHeader title="Contact us">
        Questions about a course, training for your team or your account? We are happy to help.
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-4 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  )
}
