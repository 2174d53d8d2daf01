/** Provider settings, home page data and footer support links for the demo. */

/** Keys are spelt exactly as the provider sends them (including `responce_time`). */
export const seedSettings = {
  Email: 'hello@carewise.example',
  Call: '0161 496 0123',
  responce_time: 'We reply within one working day',
  Address: 'Carewise Learning Ltd, Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ',
  Facebook: 'https://facebook.com/carewiselearning',
  Instagram: 'https://instagram.com/carewiselearning',
  Pinterest: 'https://pinterest.com/carewiselearning',
  Twitter: 'https://twitter.com/carewiselearn',
  Youtube: 'https://youtube.com/@carewiselearning',
  // The seller printed on invoices and receipts (demo values).
  Legal_name: 'Carewise Learning Ltd',
  Legal_address: 'Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ, United Kingdom',
  VAT_number: 'GB 123 4567 89',
  Company_number: '09876543',
}

/** No video is hosted, so `video_url` is empty and the client shows the poster only. */
export const seedHomeData = {
  video_image: '/images/home/intro-video.svg',
  video_url: '',
  count_1: 48000,
  count_2: 45,
  count_3: 850,
  count_4: 12,
  brochure_one: '/images/home/brochure-individuals.svg',
  brochure_one_text:
    'Starting out in care or keeping your training up to date? Learn on your phone between shifts, earn CPD-accredited certificates the moment you pass, and keep every certificate in one place for your next interview or appraisal.',
  brochure_two: '/images/home/brochure-organisations.svg',
  brochure_two_text:
    'Train your whole team online or at your own premises, track every certificate and renewal date on one dashboard, and export an inspection-ready training matrix whenever CQC asks.',
}

export const seedSupportLinks: { label: string; href: string }[] = [
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact us', href: '/contact' },
  { label: 'About us', href: '/about' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Terms and Conditions', href: '/terms' },
  { label: 'Privacy Policy', href: '/privacy-policies' },
]
