import type { SeedCmsPage } from '../seed-types'

const aboutUs = `<h2>Training that helps people care well</h2>
<p>Carewise was founded in Manchester in 2014 by a registered nurse and a home care manager who were frustrated by training that was long, generic and forgotten the moment it was finished. They believed care workers deserved learning that respected their experience, fitted around real shifts and made a visible difference to the people they support.</p>
<p>Today Carewise provides accredited e-learning and in-house training to individual care workers and to more than 850 care providers across England and Wales, from small family-run home care agencies to national care home groups, hospices and supported living services. More than 48,000 learners have completed a Carewise course.</p>
<h2>Our mission</h2>
<p>Our mission is simple: <strong>to help every care worker feel confident, competent and valued</strong>. We do that by making high-quality training affordable, accessible on any device and directly relevant to everyday care.</p>
<h3>What we offer</h3>
<ul>
<li><strong>Online courses</strong> covering the Care Certificate, safeguarding, infection prevention and control, moving and handling theory, medication, dementia, mental health and first aid awareness.</li>
<li><strong>In-house training</strong> delivered at your premises by experienced trainers, for practical subjects such as moving and handling, Emergency First Aid at Work and basic life support.</li>
<li><strong>Blended and virtual classroom courses</strong> for leads and managers, such as Safeguarding Adults Level 3 and medication competency assessor training.</li>
<li><strong>Company accounts</strong> with a training dashboard, automatic renewal reminders and an exportable training matrix for inspections.</li>
</ul>
<h2>Accreditation and quality</h2>
<p>Every Carewise course is independently accredited by the <strong>CPD Standards Council</strong>, which reviews learning objectives, content accuracy and assessment before approval and re-reviews each course annually. Our courses are mapped, where relevant, to the Care Certificate standards, the UK Core Skills Training Framework, the Dementia Training Standards Framework and current NICE guidance.</p>
<p>Our content is written and reviewed by practising professionals, including registered nurses, a pharmacist, a safeguarding lead and specialist moving and handling trainers. We update courses whenever legislation or national guidance changes, and we review every course at least once a year. Learner feedback is read by a real person and acted on.</p>
<h2>Our team</h2>
<p>We are a team of around 40 people based in Manchester, with a network of more than 30 associate trainers across England and Wales. Our trainers all have front-line experience in health or social care and hold recognised teaching qualifications.</p>
<ul>
<li><strong>Clinical and content team:</strong> nurses, a pharmacist, an occupational therapist and instructional designers who write and review every course.</li>
<li><strong>Trainer network:</strong> specialists in moving and handling, first aid, dementia, mental health and safeguarding who deliver our in-house and virtual sessions.</li>
<li><strong>Learner support:</strong> a friendly team who answer questions by phone and email, usually within a few hours.</li>
<li><strong>Technology team:</strong> building a fast, accessible platform that works on any device, even with a poor connection.</li>
</ul>
<h2>Our values</h2>
<h3>Respect</h3>
<p>We respect the skill and commitment of care workers. Our courses never talk down to learners and always recognise the expertise people bring from their own experience.</p>
<h3>Accuracy</h3>
<p>Care is too important for guesswork. We check every fact against legislation and national guidance, and we say clearly when online learning needs to be followed by practical assessment.</p>
<h3>Accessibility</h3>
<p>Good training should be available to everyone, whatever their device, connection, budget or access needs. We design for WCAG 2.2 AA and offer alternative formats on request.</p>
<h3>Honesty</h3>
<p>We are clear about what our certificates mean and what they do not. We never claim that an online course makes someone competent in a practical skill.</p>
<h2>Get in touch</h2>
<p>Whether you are an individual care worker or a provider looking to train a whole team, we would love to hear from you. Email hello@carewise.example or call 0161 496 0123.</p>`

const privacyPolicy = `<h2>Privacy Policy</h2>
<p>This policy explains how Carewise Learning Ltd collects, uses and protects your personal data when you use our website, installable app and training services. We are committed to handling your data fairly and lawfully under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>
<h3>Who we are</h3>
<p>Carewise Learning Ltd is the controller of the personal data described in this policy. Our registered office is Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ. You can contact our data protection lead at privacy@carewise.example or by post at the same address.</p>
<p>Where your employer buys training for you through a company account, your employer is also a controller of your training records, and we process those records on their behalf as well as for our own purposes described below.</p>
<h3>The data we collect</h3>
<ul>
<li><strong>Account data:</strong> your name, email address, phone number and password (stored only in hashed form).</li>
<li><strong>Training data:</strong> the courses you buy or are assigned, your progress, assessment results, certificates and CPD hours.</li>
<li><strong>Order data:</strong> what you bought, when and for how much. Card payments are processed by our payment provider; we never see or store your full card number.</li>
<li><strong>Booking data:</strong> for in-house courses, the organiser’s details, venue information, delegate names and answers to booking questions, which may include access needs you choose to tell us about.</li>
<li><strong>Messages:</strong> anything you send us through the contact form, email or phone.</li>
<li><strong>Technical data:</strong> basic information such as your browser type and error logs, used to keep the service secure and working.</li>
</ul>
<h3>How we use your data and our lawful bases</h3>
<ul>
<li><strong>To provide your courses, certificates and bookings</strong> (performance of a contract).</li>
<li><strong>To let employers and inspectors verify certificates</strong> using the verification code (legitimate interests in maintaining trust in our certificates).</li>
<li><strong>To keep financial records</strong> (legal obligation).</li>
<li><strong>To answer your enquiries and provide support</strong> (legitimate interests, or steps at your request before entering a contract).</li>
<li><strong>To keep the service secure and improve it</strong> (legitimate interests).</li>
<li><strong>To send renewal reminders and marketing emails</strong> (your consent, which you can withdraw at any time using the link in every email).</li>
<li><strong>To make adjustments for access needs you tell us about</strong> (your explicit consent, which you can withdraw at any time).</li>
</ul>
<h3>Who we share data with</h3>
<p>We share data only where necessary: with your employer if they bought or assigned your training; with our payment provider to process payments; with our hosting and email providers, who act as processors under written contracts; with our associate trainers for in-house sessions they deliver; and with regulators or the police where the law requires. We never sell your personal data.</p>
<p>Our main systems are hosted in the UK. If any processor transfers data outside the UK, we make sure appropriate safeguards are in place, such as the UK International Data Transfer Agreement.</p>
<h3>How long we keep data</h3>
<ul>
<li><strong>Certificates and training records:</strong> for six years after your last course, so that you and your employers can verify your training history.</li>
<li><strong>Order and financial records:</strong> for six years after the end of the financial year in which they were made, as required by law.</li>
<li><strong>Contact messages:</strong> for two years after our last exchange.</li>
<li><strong>Accounts you close:</strong> account details are deleted within 30 days, except for records we must keep as above.</li>
</ul>
<h3>Your rights</h3>
<p>Under UK GDPR you have the right to:</p>
<ul>
<li>access the personal data we hold about you</li>
<li>have inaccurate data corrected</li>
<li>have data erased in certain circumstances</li>
<li>restrict or object to certain processing, including direct marketing</li>
<li>receive your data in a portable format</li>
<li>withdraw consent at any time, where we rely on consent</li>
</ul>
<p>To exercise any of these rights, email privacy@carewise.example. We will respond within one month and will not normally charge a fee.</p>
<h3>Complaints to the ICO</h3>
<p>If you are unhappy with how we have handled your data, please contact us first so we can try to put things right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK supervisory authority for data protection, at ico.org.uk or on 0303 123 1113.</p>
<h3>Cookies and local storage used by the app</h3>
<p>Carewise can be installed on your device as an app. To make it work, and to let you read pages without a connection, it stores some information on your device using browser storage rather than tracking cookies:</p>
<ul>
<li><strong>Sign-in session:</strong> a token that keeps you signed in, removed when you sign out.</li>
<li><strong>Offline copies:</strong> course and page information you have viewed, so it can be shown offline.</li>
<li><strong>Outbox:</strong> messages or bookings you submit while offline, held until they can be sent.</li>
<li><strong>Preferences:</strong> such as your basket and display settings.</li>
</ul>
<p>This storage is strictly necessary to provide the service you request, so it does not require consent under the Privacy and Electronic Communications Regulations. We do not use advertising or third-party tracking cookies. You can clear this data at any time through your browser settings or by signing out and uninstalling the app.</p>
<h3>Changes to this policy</h3>
<p>We review this policy at least once a year. If we make significant changes we will tell you by email or with a notice on the website.</p>
<h3>Contact</h3>
<p>Data protection lead, Carewise Learning Ltd, Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ. Email privacy@carewise.example or call 0161 496 0123.</p>`

const termsAndConditions = `<h2>Terms and Conditions</h2>
<p>These terms apply when you create an account, buy online courses or book in-house training with Carewise Learning Ltd (“Carewise”, “we”, “us”), whose registered office is Unit 4, Holloway Mill, 21 Redhill Lane, Ancoats, Manchester M4 6LQ. Please read them carefully. By placing an order you agree to these terms.</p>
<h3>1. Your account</h3>
<ul>
<li>You must be 16 or over to create an account.</li>
<li>You must give accurate information and keep your password secure. You are responsible for activity on your account.</li>
<li>Accounts are personal. You must not share your login or let anyone else complete a course or assessment for you.</li>
<li>Company account administrators are responsible for assigning places to the correct staff and for keeping staff details up to date.</li>
</ul>
<h3>2. Purchases and pricing</h3>
<ul>
<li>All prices are shown in pounds sterling (GBP) and are the total price you pay. We do not currently charge VAT on our training, so receipts show VAT as £0.00.</li>
<li>In-house course prices are per delegate. A minimum number of delegates may apply, as shown on the course page.</li>
<li>A contract is formed when we confirm your order by email. If we have made an obvious pricing error, we will contact you before processing the order.</li>
<li>Online courses give you 12 months’ access from the date of purchase, unless the course page says otherwise.</li>
</ul>
<h3>3. Your right to cancel online courses</h3>
<p>If you are a consumer, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 give you the right to cancel within <strong>14 days</strong> of purchase. You will receive a full refund provided you have <strong>not started</strong> the course.</p>
<p>When you first open a course, we ask you to confirm that you want immediate access and that you understand you will lose the right to cancel. Once you have started the course, the cancellation right no longer applies. This does not affect your statutory rights if the course is faulty or not as described.</p>
<p>To cancel, email hello@carewise.example with your order number. Refunds are made to the original payment method within 14 days.</p>
<h3>4. In-house bookings and cancellations</h3>
<ul>
<li>An in-house booking is confirmed when we email a booking confirmation with the date, venue and delegate numbers.</li>
<li>You must provide a suitable room and the facilities described in your answers to our booking questions. If the venue is unsuitable on the day, the trainer may need to adapt or end the session.</li>
<li>You may cancel or rearrange free of charge up to <strong>21 days</strong> before the session. Between 20 and 8 days before, 50% of the fee is payable. Within 7 days, the full fee is payable.</li>
<li>You may substitute delegates at any time before the session at no charge.</li>
<li>If we have to cancel, for example because of trainer illness or severe weather, we will offer a new date or a full refund. We are not liable for other costs such as staff cover.</li>
</ul>
<h3>5. Certificates</h3>
<ul>
<li>Certificates are issued when you pass the course assessment or, for trainer-led courses, meet the assessment criteria.</li>
<li>Certificates confirm the learning completed and the CPD hours awarded. They do not by themselves confirm competence in practice; where a course says so, your employer must also assess you in the workplace.</li>
<li>Each certificate has a unique verification code. We will confirm a certificate’s details to anyone who enters its code.</li>
<li>We may withdraw a certificate if it was obtained dishonestly.</li>
</ul>
<h3>6. Acceptable use</h3>
<ul>
<li>Course materials are for your personal training only. You must not copy, share, resell or publish them.</li>
<li>You must not share assessment questions or answers, or attempt to disrupt or gain unauthorised access to our systems.</li>
<li>We may suspend an account that breaches these terms, after telling you why where it is reasonable to do so.</li>
</ul>
<h3>7. Our liability</h3>
<ul>
<li>We take care to keep our courses accurate and up to date, but they are general training and do not replace your employer’s policies, professional advice or clinical judgement.</li>
<li>Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law.</li>
<li>For business customers, our total liability for any claim is limited to the price paid for the relevant course or booking, and we are not liable for indirect losses or loss of profit.</li>
<li>For consumers, we are responsible for foreseeable loss caused by our breach of these terms or failure to use reasonable care and skill.</li>
</ul>
<h3>8. Changes to these terms</h3>
<p>We may update these terms from time to time. The version in force when you place an order applies to that order.</p>
<h3>9. Complaints</h3>
<p>If something has gone wrong, please contact us at hello@carewise.example or on 0161 496 0123. We aim to resolve complaints within 10 working days.</p>
<h3>10. Governing law</h3>
<p>These terms are governed by the law of <strong>England and Wales</strong>, and the courts of England and Wales have jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.</p>`

/** CMS pages: 1 About Us, 2 Privacy Policy, 3 Terms and Conditions. */
export const seedCmsPages: SeedCmsPage[] = [
  { id: 1, title: 'About Us', description: aboutUs },
  { id: 2, title: 'Privacy Policy', description: privacyPolicy },
  { id: 3, title: 'Terms and Conditions', description: termsAndConditions },
]
