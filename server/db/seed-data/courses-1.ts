import type { SeedCourse } from '../seed-types'
import {
  courseImages,
  endorsement,
  features,
  onlineCertificate,
  onlineMOA,
  p,
  practicalMOA,
  trainerCertificate,
  ul,
} from './course-helpers'

/** Care Certificate and safeguarding courses. */
export const courses1: SeedCourse[] = [
  {
    slug: 'care-certificate-15-standards',
    category: 'care-certificate',
    name: 'Care Certificate (All 15 Standards)',
    title: 'The Care Certificate: Knowledge for All 15 Standards',
    ...courseImages('care-certificate-15-standards'),
    price: 45,
    short_description:
      'Cover the knowledge for all 15 Care Certificate standards online, from understanding your role to infection prevention, with workbook evidence your assessor can sign off.',
    description: p(
      'The Care Certificate is the agreed set of standards that every new health and social care worker in England is expected to meet during induction. It was developed by Skills for Care, Skills for Health and Health Education England, and CQC inspectors routinely ask how providers make sure new staff have completed it.',
      'This course takes you through <strong>all 15 standards</strong> in order, using short scenarios from home care, residential care and supported living. Each standard has its own module, so you can work through one a day alongside shadow shifts, and a downloadable workbook records your answers as evidence for your assessor.',
      'Online learning covers the knowledge element of the Care Certificate. Your employer still needs to observe you in practice before signing off each standard, particularly <em>Standard 12: Basic Life Support</em>, which must be practically assessed.',
    ),
    what_you_learn: ul([
      'What the 15 standards are and how your employer assesses them',
      'Your role, your responsibilities and the limits of your job description',
      'Duty of care, equality and diversity, and working in a person-centred way',
      'Communication, privacy and dignity, and supporting fluids and nutrition',
      'Recognising and reporting abuse of adults and children',
      'Health and safety, handling information and preventing infection',
      'Awareness of mental health, dementia and learning disabilities',
    ]),
    MOA: onlineMOA({
      questions: 75,
      extra:
        'The assessment is split into 15 short sections, one per standard, so you can sit them as you finish each module.',
    }),
    certification: onlineCertificate({
      title: 'Care Certificate (All 15 Standards)',
      cpd: 15,
      renewal:
        'You also receive a standard-by-standard record of completion to hand to your assessor. The Care Certificate does not expire, but most employers expect annual refresher training in the core subjects afterwards.',
    }),
    key_features: features({
      duration: 'about 15 hours, self-paced over up to 12 weeks',
      cpd: 15,
      format: '15 modules, one per standard, with video scenarios and a downloadable workbook',
      extras: [
        'Progress saved automatically so you can pick up on your phone between shifts',
        'Assessor sign-off sheet included for workplace observations',
        '12 months’ access from the date of purchase',
      ],
    }),
    endorsement: endorsement(
      'Content is mapped line by line to the published Care Certificate framework and to the relevant subject areas of the UK Core Skills Training Framework, so it dovetails with your employer’s existing induction.',
    ),
    why_study_this_course: p(
      'If you are new to care, or returning after a break, the Care Certificate is the foundation every employer looks for. Completing the knowledge online before you start shadowing means you arrive on shift knowing what good care looks like and what is expected of you, and your manager can concentrate on observing your practice rather than teaching theory.',
    ),
    course_learning_outcomes: ul([
      'Describe the main duties of a care worker and the agreed ways of working in your service',
      'Explain how to handle a conflict between a person’s wishes and their safety',
      'Use communication methods that meet each individual’s needs, including non-verbal approaches',
      'Recognise the signs of abuse and neglect and follow your organisation’s reporting procedure',
      'Apply standard infection control precautions and safe moving and handling principles',
      'Record and share information accurately and in line with confidentiality rules',
    ]),
    key_benefits: ul([
      'Evidence for all 15 standards in one place, ready for your assessor',
      'Fits around shifts: modules take 45–75 minutes each',
      'Builds confidence before your first solo visits or shifts',
      'A recognised starting point for the Level 2 Diploma in Care',
    ]),
    career_impact: p(
      'Completing the Care Certificate is usually a condition of passing probation, and it is the first step on the adult social care career ladder. Many of our learners go on to the Level 2 and Level 3 Diploma in Adult Care, senior carer roles and, later, nursing associate or registered manager routes.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Care Certificate Online Course (All 15 Standards) | Carewise Learning',
    seo_description:
      'Complete the knowledge for all 15 Care Certificate standards online. CPD-accredited, 15 CPD hours, workbook evidence for your assessor. £45.',
    faqs: [
      {
        question: 'Is this the full Care Certificate?',
        answer:
          'It covers the full knowledge content for all 15 standards. The Care Certificate itself is awarded by your employer once an assessor has also observed your competence in the workplace.',
      },
      {
        question: 'I have worked in care for years. Do I need it?',
        answer:
          'Skills for Care guidance allows experienced staff to demonstrate existing competence instead. Many managers still ask long-serving staff to complete the knowledge modules as a refresher.',
      },
      {
        question: 'How long do I have to finish?',
        answer:
          'Access lasts 12 months. Skills for Care recommends that the Care Certificate is completed within the first 12 weeks of employment, so we suggest a module every few days.',
      },
      {
        question: 'Can my employer see my progress?',
        answer:
          'If your employer bought your place through a company account, your manager can see module completion and assessment results on their dashboard.',
      },
    ],
    questions: [],
  },
  {
    slug: 'duty-of-care-equality-diversity',
    category: 'care-certificate',
    name: 'Duty of Care, Equality and Inclusion',
    title: 'Duty of Care, Equality, Diversity and Inclusion in Care',
    ...courseImages('duty-of-care-equality-diversity'),
    price: 25,
    short_description:
      'Understand what duty of care means day to day, how the Equality Act 2010 protects the people you support, and how to respond to complaints, dilemmas and discrimination.',
    description: p(
      'Every care worker owes a duty of care to the people they support, but the phrase is often misunderstood. This course explains what the duty means in law and in practice, how it sits alongside a person’s right to make their own choices, and what to do when the two appear to conflict.',
      'The second half focuses on equality, diversity and inclusion. You will look at the nine protected characteristics under the <strong>Equality Act 2010</strong>, the difference between direct and indirect discrimination, and how unconscious bias can creep into rotas, menus, activities and personal care.',
      'The course covers Care Certificate Standards 3 and 4 in depth and is a useful annual refresher for experienced staff.',
    ),
    what_you_learn: ul([
      'The legal and professional meaning of duty of care',
      'How to balance risk with a person’s right to take decisions you disagree with',
      'The nine protected characteristics and the Public Sector Equality Duty',
      'Direct, indirect and associative discrimination, harassment and victimisation',
      'How to challenge discrimination safely and record what you did',
      'Handling comments and complaints in line with your organisation’s procedure',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Duty of Care, Equality and Inclusion',
      cpd: 3,
      renewal:
        'We recommend refreshing this subject every two to three years, or sooner if your organisation’s policy changes.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, four modules with real-life dilemmas to work through',
      extras: [
        'Covers Care Certificate Standards 3 and 4',
        'Printable reflective log for supervision',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'The course is mapped to Care Certificate Standards 3 (Duty of care) and 4 (Equality and diversity) and to the Equality, Diversity and Human Rights subject of the UK Core Skills Training Framework.',
    ),
    why_study_this_course: p(
      'Dilemmas are part of everyday care: a resident who wants to go out alone, a client who refuses a shower for the third day running, a relative who makes a racist remark to a colleague. This course gives you a clear way of thinking those situations through and the words to use when you need to challenge something.',
    ),
    course_learning_outcomes: ul([
      'Explain how duty of care contributes to safe practice',
      'Describe how to support a person’s choices while managing risk, and when to seek advice',
      'Identify the protected characteristics and give examples of discrimination in care settings',
      'Describe how to challenge discrimination in a way that promotes change',
      'Explain how to respond to a complaint and where to record it',
    ]),
    key_benefits: ul([
      'Clear, practical approach to everyday dilemmas',
      'Helps your service evidence the CQC “caring” and “responsive” key questions',
      'Short enough to complete in one evening',
      'Useful for supervision and appraisal discussions',
    ]),
    career_impact: p(
      'Senior carers and team leaders are expected to model inclusive practice and handle first-line complaints. Being able to explain duty of care and equality law confidently is a common competency in job descriptions for senior and supervisory roles.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Duty of Care and Equality Training Course | Carewise Learning',
    seo_description:
      'Online duty of care, equality, diversity and inclusion training for care workers. Covers the Equality Act 2010 and Care Certificate Standards 3 and 4.',
    faqs: [
      {
        question: 'Does this cover the Human Rights Act?',
        answer:
          'Yes. Module 2 explains the articles most relevant to care, including the right to respect for private and family life (Article 8).',
      },
      {
        question: 'Is it suitable for managers?',
        answer:
          'It is written for front-line staff, but managers find the complaints and challenge sections useful for team meetings.',
      },
      {
        question: 'Can I complete it on my phone?',
        answer:
          'Yes. The course works on any modern phone, tablet or computer, and your progress syncs between devices.',
      },
    ],
    questions: [],
  },
  {
    slug: 'person-centred-care-communication',
    category: 'care-certificate',
    name: 'Person-Centred Care and Communication',
    title: 'Person-Centred Care and Effective Communication',
    ...courseImages('person-centred-care-communication'),
    price: 25,
    short_description:
      'Learn to plan and deliver care around the person rather than the task, and communicate well with people who have hearing, sight, speech or cognitive difficulties.',
    description: p(
      'Person-centred care means the person you support is the expert in their own life. This course shows how that principle turns into practice: reading and contributing to care plans, offering real choices, supporting independence and noticing when someone’s needs or wishes change.',
      'Good communication makes all of that possible. You will explore verbal and non-verbal communication, active listening, and practical ways to support people with hearing loss, sight loss, aphasia after a stroke or dementia. The course explains the <strong>Accessible Information Standard</strong> and what it requires your service to record and provide.',
    ),
    what_you_learn: ul([
      'The values that underpin person-centred practice',
      'How to use life histories, preferences and care plans to guide daily care',
      'Promoting independence, active participation and positive risk-taking',
      'Barriers to communication and how to reduce them',
      'Using aids such as hearing aids, picture boards and Makaton-style signs',
      'What the Accessible Information Standard requires',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Person-Centred Care and Communication',
      cpd: 3,
      renewal: 'There is no fixed renewal date; many services include it in a three-yearly refresher cycle.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with audio examples of good and poor communication',
      extras: [
        'Covers Care Certificate Standards 5 and 6',
        'Template one-page profile to download',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standards 5 (Work in a person-centred way) and 6 (Communication), and consistent with NICE guidance on people’s experience in adult social care services (NG86).',
    ),
    why_study_this_course: p(
      'When time is short it is easy to slip into doing things <em>to</em> people rather than <em>with</em> them. This course helps you keep the person at the centre on the busiest shift, and gives you practical communication techniques you can use on your very next visit.',
    ),
    course_learning_outcomes: ul([
      'Describe the principles of person-centred care and how to apply them',
      'Use a person’s history, preferences and wishes to plan daily support',
      'Identify barriers to communication and choose ways to overcome them',
      'Explain how to check that communication has been understood',
      'Describe the requirements of the Accessible Information Standard',
    ]),
    key_benefits: ul([
      'Improves the everyday experience of the people you support',
      'Practical techniques for people with sensory loss or dementia',
      'Supports evidence for CQC’s “caring” and “responsive” questions',
      'Good preparation for writing and reviewing care plans',
    ]),
    career_impact: p(
      'Person-centred planning and communication are central to senior carer, keyworker and care coordinator roles. This course is a useful step before taking on responsibility for reviewing care plans or mentoring new staff.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Person-Centred Care and Communication Course | Carewise Learning',
    seo_description:
      'Online person-centred care and communication training for care workers: the Accessible Information Standard and Care Certificate Standards 5 and 6.',
    faqs: [
      {
        question: 'Does it teach sign language?',
        answer:
          'No. It introduces signing and symbol systems and explains when to use them, but learning British Sign Language or Makaton requires a dedicated course.',
      },
      {
        question: 'Is it relevant to home care?',
        answer: 'Yes. Scenarios are split between home care, residential care and supported living settings.',
      },
      {
        question: 'Is there a workbook?',
        answer: 'Yes. You can download a reflective workbook and a blank one-page profile template.',
      },
    ],
    questions: [],
  },
  {
    slug: 'privacy-dignity-information-governance',
    category: 'care-certificate',
    name: 'Privacy, Dignity and Handling Information',
    title: 'Privacy, Dignity and Handling Information in Care',
    ...courseImages('privacy-dignity-information-governance'),
    price: 22,
    short_description:
      'Protect the privacy and dignity of the people you support and handle their records lawfully under UK GDPR, the Data Protection Act 2018 and the Caldicott Principles.',
    description: p(
      'Dignity is about how people feel as a result of what we do. This course covers the practical detail of dignified personal care: knocking and waiting, keeping people covered, using their preferred name, and making sure conversations about them do not happen in corridors or on social media.',
      'It then turns to information. Care workers handle sensitive health information every day, on paper, on phones and in digital care records. You will learn the basics of <strong>UK GDPR</strong> and the <strong>Data Protection Act 2018</strong>, the eight Caldicott Principles, when information can and must be shared, and what to do if you think a data breach has happened.',
    ),
    what_you_learn: ul([
      'What privacy and dignity mean in personal care and in shared spaces',
      'Supporting people’s right to make choices about their care and appearance',
      'The principles of UK GDPR and the Caldicott Principles',
      'Accurate, timely and objective record keeping',
      'Using digital care records and work phones securely',
      'Recognising and reporting a data breach',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Privacy, Dignity and Handling Information',
      cpd: 2,
      renewal: 'Information governance is usually refreshed annually; we will email you a reminder after 11 months.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with a records “spot the problem” exercise',
      extras: [
        'Covers Care Certificate Standards 7 and 14',
        'Includes guidance on digital care planning apps',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standards 7 (Privacy and dignity) and 14 (Handling information) and to the Information Governance subject of the UK Core Skills Training Framework.',
    ),
    why_study_this_course: p(
      'Most dignity complaints come from small things done thoughtlessly, and most data breaches come from ordinary mistakes, like a message sent to the wrong relative. This course gives you simple habits that prevent both.',
    ),
    course_learning_outcomes: ul([
      'Explain the importance of privacy and dignity in care',
      'Describe how to maintain dignity during personal care and in communal areas',
      'Summarise the key rules of UK GDPR and the Caldicott Principles',
      'Write records that are accurate, factual, signed and dated',
      'Explain what to do if information is lost, shared wrongly or accessed without authority',
    ]),
    key_benefits: ul([
      'Reduces the risk of complaints and data breaches',
      'Helps your service complete the Data Security and Protection Toolkit',
      'Practical, non-legal language',
      'Quick to complete alongside other mandatory training',
    ]),
    career_impact: p(
      'Good record keeping is one of the skills senior staff are judged on most often, and it is central to medication, handover and safeguarding work. Confidence with information governance is expected in any supervisory role.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Privacy, Dignity and Information Governance Course | Carewise Learning',
    seo_description:
      'Online privacy, dignity and information governance training for care staff: UK GDPR, Caldicott Principles and record keeping. 2 CPD hours.',
    faqs: [
      {
        question: 'Does this meet the Data Security and Protection Toolkit training requirement?',
        answer:
          'It covers the data security awareness content the Toolkit expects front-line staff to complete annually. Your registered manager decides whether it meets your organisation’s evidence needs.',
      },
      {
        question: 'Is it up to date with UK GDPR?',
        answer: 'Yes. The course refers to UK GDPR and the Data Protection Act 2018 and is reviewed every year.',
      },
      {
        question: 'How long is access?',
        answer: '12 months from purchase, and your certificate stays in your account permanently.',
      },
    ],
    questions: [],
  },
  {
    slug: 'fluids-nutrition-hydration',
    category: 'care-certificate',
    name: 'Fluids, Nutrition and Hydration',
    title: 'Fluids, Nutrition and Hydration in Health and Social Care',
    ...courseImages('fluids-nutrition-hydration'),
    price: 24.99,
    short_description:
      'Recognise malnutrition and dehydration early, support safe eating and drinking, and understand MUST screening, IDDSI texture levels and food allergen rules.',
    description: p(
      'Malnutrition and dehydration are common, serious and often missed in older people. This course explains why, how to spot the early signs, and the simple everyday actions that make a difference: offering drinks regularly, making mealtimes sociable and noticing when someone leaves food untouched.',
      'You will learn how screening tools such as the <strong>Malnutrition Universal Screening Tool (MUST)</strong> work, how to use food and fluid charts properly, and what the <strong>IDDSI</strong> framework means for people with swallowing difficulties on modified diets and thickened drinks. The course also covers allergen awareness and cultural and religious food preferences.',
    ),
    what_you_learn: ul([
      'The signs and risks of dehydration and malnutrition',
      'How MUST screening works and when to escalate',
      'Completing food and fluid charts accurately',
      'IDDSI levels for modified diets and thickened fluids',
      'Supporting people to eat and drink with dignity',
      'The 14 major allergens and safe food handling basics',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Fluids, Nutrition and Hydration',
      cpd: 2,
      renewal:
        'We suggest refreshing every three years, or when your service changes its dysphagia or nutrition policy.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with an interactive IDDSI texture guide',
      extras: ['Covers Care Certificate Standard 8', 'Printable hydration prompts poster', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 8 (Fluids and nutrition) and consistent with NICE guidance on nutrition support in adults (CG32) and the IDDSI framework.',
    ),
    why_study_this_course: p(
      'A urine infection, a fall or sudden confusion can often be traced back to someone not drinking enough. Knowing what to look for and how to encourage eating and drinking is one of the most effective things a care worker can do to keep people well and out of hospital.',
    ),
    course_learning_outcomes: ul([
      'Describe the signs and consequences of dehydration and malnutrition',
      'Explain how to support people to eat and drink in line with their care plan',
      'Describe the IDDSI levels and why the right texture matters',
      'Record food and fluid intake accurately and know when to report concerns',
      'Identify the 14 major allergens and how to avoid cross-contamination',
    ]),
    key_benefits: ul([
      'Helps prevent falls, infections and hospital admissions',
      'Clear, visual guide to modified diets',
      'Improves mealtime experience for the people you support',
      'Supports CQC evidence on nutrition and hydration (Regulation 14)',
    ]),
    career_impact: p(
      'Nutrition and hydration champions are increasingly common in care homes. This course is a good foundation for that role and for working alongside dietitians and speech and language therapists.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Fluids, Nutrition and Hydration Training Course | Carewise Learning',
    seo_description:
      'Online nutrition and hydration training for care workers: MUST screening, IDDSI levels, food and fluid charts and allergens. Care Certificate Standard 8.',
    faqs: [
      {
        question: 'Does this replace food hygiene training?',
        answer:
          'No. It covers allergen basics, but anyone preparing food should also complete our Food Hygiene Level 2 for Care Settings course.',
      },
      {
        question: 'Will I be able to thicken drinks after this?',
        answer:
          'You will understand the IDDSI levels, but you must follow the person’s speech and language therapy plan and your employer’s procedure.',
      },
      {
        question: 'Is it suitable for kitchen staff?',
        answer: 'Yes. Cooks and hosts find the modified diet and mealtime sections particularly useful.',
      },
    ],
    questions: [],
  },
  {
    slug: 'care-certificate-induction-workshop',
    category: 'care-certificate',
    name: 'Care Certificate Induction Workshop (In-House)',
    title: 'Care Certificate Induction Workshop: Two Days at Your Service',
    ...courseImages('care-certificate-induction-workshop'),
    price: 120,
    short_description:
      'A two-day, trainer-led induction delivered at your premises that covers all 15 Care Certificate standards, including practical basic life support and moving and handling.',
    description: p(
      'This workshop is designed for providers who recruit new staff in small groups and want a consistent, face-to-face induction. Over two days one of our trainers, all of whom have worked in care, delivers the knowledge for all 15 Care Certificate standards and the practical elements that cannot be taught online.',
      'Day one covers the values of care: your role, personal development, duty of care, equality, person-centred working, communication, privacy and dignity, and fluids and nutrition. Day two covers safety: safeguarding adults and children, <strong>basic life support with manikins and a training AED</strong>, health and safety including moving and handling, handling information and infection prevention and control.',
      'We tailor the case studies to your setting, whether that is domiciliary care, a nursing home or a supported living service, and we can include your own policies and forms if you send them in advance.',
    ),
    what_you_learn: ul([
      'All 15 Care Certificate standards, delivered face to face',
      'Practical adult basic life support and use of an AED',
      'Safe moving and handling principles and use of slide sheets',
      'Hand hygiene and putting on and taking off PPE correctly',
      'How to report safeguarding concerns in your organisation',
      'How the workbook and workplace observations fit together',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate demonstrates adult CPR and AED use on a manikin, effective hand hygiene, donning and doffing PPE, and a slide-sheet transfer. Knowledge is checked with a short question paper for each day.',
    }),
    certification: trainerCertificate({
      title: 'Care Certificate Induction Workshop',
      cpd: 14,
      renewal:
        'The certificate confirms the knowledge and practical elements covered; your assessor completes the workplace observations needed to award the Care Certificate itself.',
    }),
    key_features: features({
      duration: 'two full days (9:30am–4:30pm)',
      cpd: 14,
      format: 'trainer-led at your premises, 6–12 delegates',
      extras: [
        'All equipment provided, including manikins, training AED and PPE',
        'Printed Care Certificate workbook for each delegate',
        'Priced per delegate, minimum six delegates',
      ],
    }),
    endorsement: endorsement(
      'The workshop follows the Care Certificate framework published by Skills for Care, Skills for Health and Health Education England, and the basic life support content follows current Resuscitation Council UK adult guidelines.',
    ),
    why_study_this_course: p(
      'New staff learn more, and stay longer, when induction is face to face and relevant to where they work. Bringing a trainer on site saves travel, gets a whole cohort to the same standard at the same time, and gives your managers a clear record of what has been covered before observations begin.',
    ),
    course_learning_outcomes: ul([
      'Describe the responsibilities of a care worker and the agreed ways of working',
      'Perform adult CPR and use an AED to the current UK guideline',
      'Demonstrate effective hand hygiene and correct use of PPE',
      'Explain how to recognise and report abuse and neglect',
      'Apply safe moving and handling principles when assisting a person',
    ]),
    key_benefits: ul([
      'Whole cohort inducted together at your premises',
      'Practical elements covered, not just theory',
      'Tailored to your setting, policies and paperwork',
      'Clear records for probation reviews and CQC inspections',
    ]),
    career_impact: p(
      'A strong induction is the best predictor of whether new care workers stay beyond their first three months. For delegates it is the first formal step towards the Level 2 Diploma in Adult Care and senior roles.',
    ),
    course_for: 'inhouse',
    featured: false,
    seo_title: 'In-House Care Certificate Induction Workshop | Carewise Learning',
    seo_description:
      'Two-day in-house Care Certificate induction for new care staff, covering all 15 standards plus practical basic life support. Priced per delegate.',
    faqs: [
      {
        question: 'How many delegates can attend?',
        answer: 'Between 6 and 12 per trainer. For larger groups we send a second trainer or split the cohort.',
      },
      {
        question: 'Do delegates also need the online course?',
        answer:
          'No. The workshop covers the same knowledge. Some providers add the online course afterwards so staff can revisit individual standards.',
      },
      {
        question: 'Can the two days be split?',
        answer: 'Yes. Many providers run day one and day two a week apart so new staff can begin shadowing in between.',
      },
      {
        question: 'What do we need to provide?',
        answer:
          'A room with tables and chairs, clear floor space for practical work and a screen or blank wall for the projector. We bring everything else.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates?',
      'Is there clear floor space of at least 3 metres by 3 metres for CPR and moving and handling practice?',
      'Will all delegates be new to care (less than three months’ experience)?',
      'Would you like us to include your own policies and forms in the session?',
      'Will any delegates need the materials in large print or another accessible format?',
    ],
  },
  {
    slug: 'safeguarding-adults-level-2',
    category: 'safeguarding',
    name: 'Safeguarding Adults Level 2',
    title: 'Safeguarding Adults Level 2: Recognise, Respond, Report',
    ...courseImages('safeguarding-adults-level-2'),
    price: 29.99,
    short_description:
      'Recognise the ten types of abuse defined in Care Act 2014 guidance, respond to a disclosure calmly and report concerns correctly. For all staff with regular contact with adults at risk.',
    description: p(
      'Safeguarding is everyone’s responsibility, and front-line care workers are often the first to notice that something is wrong. This Level 2 course is for anyone who works directly with adults who may be at risk of abuse or neglect, in care homes, home care, supported living, hospitals and the community.',
      'It explains the legal framework under the <strong>Care Act 2014</strong> and its statutory guidance, including the six safeguarding principles and what happens during a Section 42 enquiry. You will work through realistic case studies covering each of the ten categories of abuse, from financial abuse by a family member to organisational abuse in a care home.',
      'The final module focuses on what to do: how to respond to a disclosure, what to write down, who to tell, and how <em>Making Safeguarding Personal</em> keeps the person’s wishes at the centre of the process.',
    ),
    what_you_learn: ul([
      'The six safeguarding principles and Making Safeguarding Personal',
      'The ten types of abuse and neglect, including self-neglect and modern slavery',
      'Indicators of abuse and factors that increase risk',
      'How to respond to a disclosure and record it accurately',
      'Your organisation’s reporting procedure and the role of the local authority',
      'Whistleblowing and your protection under the Public Interest Disclosure Act 1998',
    ]),
    MOA: onlineMOA({ questions: 30 }),
    certification: onlineCertificate({
      title: 'Safeguarding Adults Level 2',
      cpd: 3,
      renewal:
        'Most local safeguarding adults boards and employers expect Level 2 to be refreshed every three years, and many providers require it annually. We email you a reminder before your chosen renewal date.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with branching case studies where your choices change the outcome',
      extras: [
        'Aligned with the intercollegiate adult safeguarding competencies for Level 2',
        'Downloadable “what to do if” flowchart',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 10, the Level 2 competencies in <em>Adult Safeguarding: Roles and Competencies for Health Care Staff</em>, and the Safeguarding Adults subject of the UK Core Skills Training Framework.',
    ),
    why_study_this_course: p(
      'Abuse is rarely obvious. It is a bruise that does not match the explanation, a bank card that a nephew always seems to have, or a resident who goes quiet when one particular member of staff comes on shift. This course sharpens your ability to notice those signs and gives you the confidence to act on them, even when you are not sure.',
    ),
    course_learning_outcomes: ul([
      'Explain the legal framework for adult safeguarding in England',
      'Identify signs and symptoms of each type of abuse and neglect',
      'Respond appropriately to a disclosure without leading or promising secrecy',
      'Record concerns factually and report them through the correct route',
      'Describe how to raise concerns about colleagues or your organisation',
      'Explain how to keep the adult’s views and wishes central to any safeguarding response',
    ]),
    key_benefits: ul([
      'Meets the Level 2 requirement set by most employers and commissioners',
      'Realistic scenarios from residential, home care and hospital settings',
      'Clear flowchart you can keep on your phone',
      'Strong evidence for CQC’s “safe” key question',
    ]),
    career_impact: p(
      'Safeguarding Level 2 is mandatory for almost every front-line role in health and social care. Senior carers, team leaders and nurses are expected to go on to Level 3, and this course gives you the grounding to do that.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Safeguarding Adults Level 2 Training Course | Carewise Learning',
    seo_description:
      'Online Safeguarding Adults Level 2 course for care and health staff. Care Act 2014, ten types of abuse, reporting and whistleblowing. CPD-accredited.',
    faqs: [
      {
        question: 'Who needs Level 2 rather than Level 1?',
        answer:
          'Anyone who has regular contact with adults who may be at risk, such as care workers, healthcare assistants and support workers. Level 1 is for staff with incidental contact.',
      },
      {
        question: 'Does it cover safeguarding children?',
        answer: 'No. If your role involves children, take our Safeguarding Children Level 2 course as well.',
      },
      {
        question: 'Is it accepted by local authorities?',
        answer:
          'Local authorities and commissioners set their own expectations. The course is mapped to the national competency framework and most accept it; check your contract if you are unsure.',
      },
      {
        question: 'How often should I renew?',
        answer:
          'Every one to three years depending on your employer. We send a reminder 30 days before the date you choose.',
      },
    ],
    questions: [],
  },
  {
    slug: 'safeguarding-adults-level-1',
    category: 'safeguarding',
    name: 'Safeguarding Adults Level 1 Awareness',
    title: 'Safeguarding Adults Level 1: Awareness for All Staff',
    ...courseImages('safeguarding-adults-level-1'),
    price: 19.99,
    short_description:
      'A short introduction to adult safeguarding for staff with incidental contact, such as housekeepers, drivers, receptionists and maintenance staff: what to notice and who to tell.',
    description: p(
      'Not everyone who works in a care service provides personal care, but everyone may see or hear something that matters. This Level 1 course is for domestic, catering, maintenance, administrative and transport staff, volunteers and board members.',
      'In about an hour and a half it explains what abuse and neglect are, the signs anyone might notice, and the simple steps to take: listen, do not investigate, write down what you saw or heard, and tell the right person the same day. It uses short scenarios set in kitchens, laundries, minibuses and reception desks.',
    ),
    what_you_learn: ul([
      'What safeguarding means and why it applies to every role',
      'The main types of abuse and neglect in plain language',
      'Signs you might notice without providing personal care',
      'What to do and what not to do if someone tells you something',
      'Who to report to in your organisation and out of hours',
    ]),
    MOA: onlineMOA({ questions: 15, passMark: 75 }),
    certification: onlineCertificate({
      title: 'Safeguarding Adults Level 1 Awareness',
      cpd: 1.5,
      renewal: 'We recommend refreshing every three years.',
    }),
    key_features: features({
      duration: 'around 90 minutes',
      cpd: 1.5,
      format: 'online, short modules with audio narration',
      extras: ['Written in plain English at a reading age of around 11', 'Works well on phones', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Mapped to the Level 1 competencies in the intercollegiate adult safeguarding framework and the Care Act 2014 statutory guidance.',
    ),
    why_study_this_course: p(
      'A housekeeper may be the only person who sees the state of someone’s room every day; a driver may overhear a worrying phone call. Giving every member of staff basic awareness means more eyes and ears, and a safer service.',
    ),
    course_learning_outcomes: ul([
      'Explain what is meant by an adult at risk',
      'Recognise common signs of abuse and neglect',
      'Describe the correct response to a concern or disclosure',
      'Identify who to report concerns to',
    ]),
    key_benefits: ul([
      'Quick and accessible for non-care staff',
      'Brings the whole team into your safeguarding culture',
      'Low cost for company-wide roll-out',
      'Easy to complete during a quiet hour at work',
    ]),
    career_impact: p(
      'For staff thinking of moving into a care role, this course is a good first step before Safeguarding Adults Level 2 and the Care Certificate.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Safeguarding Adults Level 1 Awareness Course | Carewise Learning',
    seo_description:
      'Short online Safeguarding Adults Level 1 course for non-care staff, volunteers and trustees. Plain English, 90 minutes, CPD-accredited certificate.',
    faqs: [
      {
        question: 'Is Level 1 enough for care workers?',
        answer: 'No. Anyone providing care or support directly should complete Level 2.',
      },
      {
        question: 'Can volunteers take it?',
        answer: 'Yes. Charities and hospices often use it for volunteers and trustees.',
      },
      {
        question: 'Is there a discount for whole teams?',
        answer: 'Yes. Company accounts receive tiered discounts from 10 places upwards.',
      },
    ],
    questions: [],
  },
  {
    slug: 'safeguarding-children-level-2',
    category: 'safeguarding',
    name: 'Safeguarding Children Level 2',
    title: 'Safeguarding Children and Young People Level 2',
    ...courseImages('safeguarding-children-level-2'),
    price: 29.99,
    short_description:
      'For adult care staff who may come into contact with children and families: recognise abuse, neglect and exploitation and make a referral under Working Together to Safeguard Children.',
    description: p(
      'Many adult care workers meet children in the course of their work: grandchildren visiting a care home, young carers supporting a parent at home, or families living with someone who has a mental illness or alcohol problem. This course explains your responsibilities when you have concerns about a child.',
      'It covers the four categories of child abuse, neglect, child sexual and criminal exploitation, domestic abuse and the impact of parental mental ill health and substance use. You will learn how the <strong>Children Act 1989</strong> and <strong>Working Together to Safeguard Children</strong> shape the local multi-agency response and how to make a referral to children’s social care.',
    ),
    what_you_learn: ul([
      'The legal framework for safeguarding children in England',
      'Physical, emotional and sexual abuse and neglect',
      'Child sexual and criminal exploitation, including county lines',
      'Young carers and the “think family” approach',
      'Responding to a child’s disclosure',
      'Making a referral and sharing information lawfully',
    ]),
    MOA: onlineMOA({ questions: 30 }),
    certification: onlineCertificate({
      title: 'Safeguarding Children Level 2',
      cpd: 3,
      renewal:
        'Renewal every three years is typical; your local safeguarding partnership may specify a shorter interval.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with case studies told from a care worker’s point of view',
      extras: ['Covers Care Certificate Standard 11', 'Includes a young carers resource list', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 11 and to the Level 2 competencies in <em>Safeguarding Children and Young People: Roles and Competencies for Healthcare Staff</em>.',
    ),
    why_study_this_course: p(
      'When you visit a home every day, you may notice things that teachers and health visitors do not: a teenager caring for a parent through the night, or a toddler left alone while an adult is unwell. This course helps you recognise when a child needs help and what to do about it.',
    ),
    course_learning_outcomes: ul([
      'Describe the types and signs of child abuse, neglect and exploitation',
      'Explain the role of children’s social care and the local safeguarding partnership',
      'Respond to a child’s disclosure appropriately',
      'Make a clear, factual referral',
      'Explain the “think family” approach and support for young carers',
    ]),
    key_benefits: ul([
      'Fills a common gap in adult care training',
      'Practical for home care and community staff',
      'Meets Care Certificate Standard 11',
      'Applies to health, social care and voluntary sectors',
    ]),
    career_impact: p(
      'Children’s safeguarding knowledge is essential if you move into community nursing, family support, children’s services or any role that involves home visits.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Safeguarding Children Level 2 Training Course | Carewise Learning',
    seo_description:
      'Online Safeguarding Children Level 2 course for health and care staff: abuse, exploitation, young carers and making a referral. CPD-accredited.',
    faqs: [
      {
        question: 'I only work with adults. Why do I need this?',
        answer:
          'Care Certificate Standard 11 expects all new care workers to know how to respond to concerns about children, because you may meet them during your work.',
      },
      {
        question: 'Is this suitable for nursery or school staff?',
        answer:
          'It is written for health and care staff. Education settings follow Keeping Children Safe in Education and usually need sector-specific training.',
      },
      {
        question: 'Does it cover online safety?',
        answer: 'Briefly, as part of exploitation. It is not a full online safety course.',
      },
    ],
    questions: [],
  },
  {
    slug: 'safeguarding-adults-level-3',
    category: 'safeguarding',
    name: 'Safeguarding Adults Level 3 for Leads and Managers',
    title: 'Safeguarding Adults Level 3: Leading the Response (Virtual Classroom)',
    ...courseImages('safeguarding-adults-level-3'),
    price: 135,
    short_description:
      'A trainer-led virtual classroom for safeguarding leads, nurses and managers: decision making, Section 42 enquiries, chronologies, multi-agency working and learning from reviews.',
    description: p(
      'Level 3 is for people who make decisions about safeguarding concerns, not just report them: registered managers, deputy managers, nurses, team leaders and designated safeguarding leads. It is delivered live by an experienced safeguarding trainer in two three-hour virtual classroom sessions, with pre-reading in between.',
      'The course explores thresholds and decision making, contributing to and leading <strong>Section 42 enquiries</strong>, building chronologies, working with the police and the local authority, and the interface with the <strong>Mental Capacity Act 2005</strong>. It also covers when a provider must notify CQC under Regulation 18 of the Care Quality Commission (Registration) Regulations 2009.',
      'You will analyse anonymised Safeguarding Adults Reviews to identify recurring themes, such as poor information sharing and professional optimism, and take away an action plan for your own service.',
    ),
    what_you_learn: ul([
      'Applying thresholds and deciding when to raise a safeguarding concern',
      'Your role in a Section 42 enquiry and in safeguarding planning meetings',
      'Capacity, consent and best interests in safeguarding decisions',
      'Statutory notifications to CQC and referrals to the DBS',
      'Writing chronologies and defensible records',
      'Learning from Safeguarding Adults Reviews',
    ]),
    MOA: practicalMOA({
      observed:
        'participation in group case discussions and a facilitated decision-making exercise in which you justify your actions on a complex case.',
      written:
        'After the second session you submit a short reflective account (around 500 words) applying the learning to your service, which the trainer marks against the Level 3 competencies and returns with written feedback.',
    }),
    certification: trainerCertificate({
      title: 'Safeguarding Adults Level 3',
      cpd: 7,
      renewal:
        'Level 3 should normally be refreshed every three years, with annual updates from your local safeguarding adults board.',
    }),
    key_features: features({
      duration: 'two live sessions of 3 hours plus 1 hour of pre-reading',
      cpd: 7,
      format: 'live virtual classroom, maximum 14 participants',
      extras: [
        'Can be booked as a private session for your organisation',
        'Case studies drawn from published Safeguarding Adults Reviews',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Mapped to the Level 3 competencies in <em>Adult Safeguarding: Roles and Competencies for Health Care Staff</em> and to Care Act 2014 statutory guidance, chapter 14.',
    ),
    why_study_this_course: p(
      'Making the right call on a safeguarding concern, and being able to explain why, is one of the most important parts of a manager’s job. This course gives leads the time to work through difficult cases with peers and an expert trainer, something e-learning alone cannot provide.',
    ),
    course_learning_outcomes: ul([
      'Apply safeguarding thresholds consistently and record the rationale',
      'Contribute effectively to Section 42 enquiries and safeguarding plans',
      'Integrate Mental Capacity Act principles into safeguarding decisions',
      'Identify when notifications to CQC and referrals to the DBS are required',
      'Use learning from reviews to improve practice in your service',
    ]),
    key_benefits: ul([
      'Live discussion with an experienced safeguarding trainer',
      'No travel: join from your office',
      'Directly relevant to CQC’s “safe” and “well-led” key questions',
      'Action plan to take back to your team',
    ]),
    career_impact: p(
      'Level 3 safeguarding is expected for registered managers, deputy managers, clinical leads and designated safeguarding leads, and it is frequently listed as essential in job adverts for those roles.',
    ),
    course_for: 'descriptive',
    featured: false,
    seo_title: 'Safeguarding Adults Level 3 Training for Managers | Carewise Learning',
    seo_description:
      'Live virtual Safeguarding Adults Level 3 training for managers, nurses and safeguarding leads: Section 42 enquiries, MCA, CQC notifications.',
    faqs: [
      {
        question: 'Do I need to have done Level 2 first?',
        answer: 'Yes. You should have completed Safeguarding Adults Level 2 within the last three years.',
      },
      {
        question: 'What equipment do I need?',
        answer:
          'A computer with a webcam, microphone and a reliable internet connection. We send the joining link and pre-reading a week before.',
      },
      {
        question: 'Can you run it just for our organisation?',
        answer: 'Yes. Private sessions for 6–14 participants can be tailored to your local authority’s procedures.',
      },
      {
        question: 'What if I miss one of the sessions?',
        answer: 'You can join the equivalent session on the next course date at no extra cost.',
      },
    ],
    questions: [
      'Will every participant have their own device with a working camera and microphone?',
      'Have all participants completed Safeguarding Adults Level 2 in the last three years?',
      'Would you like the case studies tailored to your local authority’s safeguarding procedures?',
      'Do any participants hold the designated safeguarding lead role in your organisation?',
      'Will any participants need captions or other accessibility adjustments?',
    ],
  },
  {
    slug: 'prevent-duty-radicalisation-awareness',
    category: 'safeguarding',
    name: 'Prevent Duty and Radicalisation Awareness',
    title: 'Prevent Duty Awareness for Health and Social Care',
    ...courseImages('prevent-duty-radicalisation-awareness'),
    price: 19,
    short_description:
      'Understand the Prevent duty under the Counter-Terrorism and Security Act 2015, recognise signs of radicalisation and know how to make a proportionate referral.',
    description: p(
      'Health and social care organisations are among the specified authorities that must have “due regard to the need to prevent people from being drawn into terrorism” under section 26 of the <strong>Counter-Terrorism and Security Act 2015</strong>. This course explains what that duty means for you.',
      'It takes a safeguarding approach: radicalisation is a form of exploitation, and the people most at risk are often vulnerable for other reasons, such as isolation, mental ill health or a learning disability. You will learn to recognise potential indicators, understand the role of the <strong>Channel</strong> programme, and know how to share a concern through your organisation’s Prevent lead.',
    ),
    what_you_learn: ul([
      'What the Prevent duty is and who it applies to',
      'How people are drawn into extremist ideologies, including online',
      'Factors that can make someone more vulnerable to radicalisation',
      'Possible indicators and the danger of stereotyping',
      'How to raise a concern and what happens next, including Channel',
    ]),
    MOA: onlineMOA({ questions: 15 }),
    certification: onlineCertificate({
      title: 'Prevent Duty and Radicalisation Awareness',
      cpd: 1,
      renewal:
        'We recommend refreshing Prevent awareness every three years, in line with most NHS and local authority policies.',
    }),
    key_features: features({
      duration: 'around 1 hour',
      cpd: 1,
      format: 'online, with short scenario videos',
      extras: [
        'Reflects the updated Prevent duty guidance',
        'Balanced, non-stigmatising approach',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Content reflects the statutory Prevent duty guidance for England and Wales and is mapped to the Preventing Radicalisation subject of the UK Core Skills Training Framework.',
    ),
    why_study_this_course: p(
      'Most care workers will never need to make a Prevent referral, but knowing what to look for, and knowing that a referral is about protecting someone rather than criminalising them, means you will act appropriately if you ever do.',
    ),
    course_learning_outcomes: ul([
      'Explain the Prevent duty and its place within safeguarding',
      'Describe factors that may increase vulnerability to radicalisation',
      'Recognise possible indicators without relying on stereotypes',
      'Describe how to raise a Prevent concern in your organisation',
    ]),
    key_benefits: ul([
      'Meets common contract requirements for Prevent awareness',
      'Short and focused',
      'Framed as safeguarding, not surveillance',
      'Useful for all staff, clinical and non-clinical',
    ]),
    career_impact: p(
      'Prevent awareness is mandatory for NHS staff and many commissioned care services. Having it on your record removes one more gap when you move between employers.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Prevent Duty Awareness Training Course | Carewise Learning',
    seo_description:
      'One-hour online Prevent duty training for health and social care staff: radicalisation, vulnerability, indicators and referral. CPD-accredited.',
    faqs: [
      {
        question: 'Does my care home have to do Prevent training?',
        answer:
          'NHS bodies and local authorities are specified authorities under the Act. Many commissioners also require Prevent awareness in care contracts; check yours.',
      },
      {
        question: 'Is this the same as the Home Office e-learning?',
        answer:
          'No. It is an independent course that covers the same duty in a health and care context, with a CPD certificate.',
      },
      {
        question: 'How long does it take?',
        answer: 'Most people finish in about an hour, including the assessment.',
      },
    ],
    questions: [],
  },
]
