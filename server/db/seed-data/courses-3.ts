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

/** Medication and dementia courses. */
export const courses3: SeedCourse[] = [
  {
    slug: 'medication-awareness',
    category: 'medication',
    name: 'Medication Awareness',
    title: 'Medication Awareness for Health and Social Care Staff',
    ...courseImages('medication-awareness'),
    price: 35,
    short_description:
      'Understand how medicines are prescribed, stored, given and recorded in care, the legal framework and NICE guidance, and how to prevent and report medication errors.',
    description: p(
      'Supporting people with their medicines is one of the highest-risk tasks in social care. This course gives care workers, support workers and senior carers a clear understanding of the whole medicines journey, from prescription and ordering through storage, administration and disposal.',
      'It explains the law, including the <strong>Medicines Act 1968</strong>, the <strong>Misuse of Drugs Act 1971</strong> and the difference between prescription-only, pharmacy and general sale medicines, and how NICE guidance on managing medicines in care homes (SC1) and for adults receiving social care in the community (NG67) shapes your employer’s policy. You will learn the different levels of support, from prompting to administering, and what each involves.',
      'The final module covers consent and refusal, covert administration, recording on the MAR chart, and what to do when something goes wrong. Medication awareness does not make you competent to administer: your employer must also observe and assess you in practice.',
    ),
    what_you_learn: ul([
      'Legal classifications of medicines and controlled drugs',
      'The levels of medication support: prompting, assisting and administering',
      'The six rights of medication administration',
      'Completing MAR charts accurately',
      'Consent, refusal and covert administration',
      'Recognising side effects and reporting through the Yellow Card scheme',
      'Preventing, recognising and reporting medication errors',
    ]),
    MOA: onlineMOA({
      questions: 30,
      passMark: 85,
      extra: 'Because of the risks involved, the pass mark is higher than for most of our courses.',
    }),
    certification: onlineCertificate({
      title: 'Medication Awareness',
      cpd: 4,
      renewal:
        'NICE recommends that staff who give medicines have their competence assessed at least annually; we recommend refreshing this course at the same time.',
    }),
    key_features: features({
      duration: 'around 4 hours',
      cpd: 4,
      format: 'online, with a MAR chart error-spotting exercise',
      extras: ['Home care and care home pathways', 'Printable six rights prompt card', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Mapped to NICE SC1 and NG67 recommendations on training and competence, and to the Royal Pharmaceutical Society’s professional guidance on the administration of medicines in healthcare settings.',
    ),
    why_study_this_course: p(
      'Medication errors are one of the most common reasons for safeguarding referrals and CQC enforcement action. A sound understanding of why each step in the process matters makes errors much less likely and helps you speak up when something does not look right.',
    ),
    course_learning_outcomes: ul([
      'Describe the legislation and guidance that govern medicines in social care',
      'Explain the difference between prompting, assisting and administering',
      'Apply the six rights of administration',
      'Record medicines accurately on a MAR chart',
      'Explain the correct response to a refusal, error or adverse reaction',
    ]),
    key_benefits: ul([
      'Reduces medication errors',
      'Essential preparation for competency assessment',
      'Clear explanation of the law and NICE guidance',
      'Evidence of safe medicines management for CQC inspections',
    ]),
    career_impact: p(
      'Medication responsibility is usually the step that separates care worker and senior care worker roles, and often comes with a higher hourly rate. This course is the first step towards becoming a medication lead or trainer.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Medication Awareness Training Course | Carewise Learning',
    seo_description:
      'Online medication awareness training for care staff: legislation, NICE SC1 and NG67, six rights, MAR charts, refusals and errors. 4 CPD hours.',
    faqs: [
      {
        question: 'Can I give medication after this course?',
        answer:
          'Not on its own. NICE guidance requires your employer to assess your competence in practice before you administer medicines.',
      },
      {
        question: 'Does it cover controlled drugs?',
        answer:
          'It introduces them. Our Controlled Drugs in Care Settings course covers storage, registers and disposal in detail.',
      },
      {
        question: 'Is it suitable for home care?',
        answer: 'Yes. There is a home care pathway covering medicines support plans and blister packs.',
      },
      {
        question: 'Why is the pass mark 85%?',
        answer:
          'Medication is a high-risk area, so we set a higher bar. You can retake the assessment as often as you need.',
      },
    ],
    questions: [],
  },
  {
    slug: 'safe-administration-of-medicines',
    category: 'medication',
    name: 'Safe Administration of Medicines',
    title: 'Safe Administration of Medicines: Routes, PRN and Records',
    ...courseImages('safe-administration-of-medicines'),
    price: 45,
    short_description:
      'An in-depth course for staff who administer: routes of administration, PRN protocols, time-sensitive medicines, homely remedies, transdermal patches and handling errors.',
    description: p(
      'This course builds on Medication Awareness for staff who are, or are about to be, responsible for administering medicines. It looks in detail at each route of administration used in social care, including oral liquids, eye drops, inhalers, creams and transdermal patches, and the practical pitfalls of each.',
      'You will learn how to follow <strong>PRN (when required) protocols</strong>, manage <strong>time-sensitive medicines</strong> such as those for Parkinson’s disease, handle homely remedies and self-administration risk assessments, and check for interactions and allergies. Scenarios show how errors happen in practice, such as a patch applied without the old one being removed, and how good systems prevent them.',
    ),
    what_you_learn: ul([
      'Administering by each route used in social care',
      'Following PRN protocols and recording the outcome',
      'Time-critical medicines and why timing matters',
      'Transdermal patch application, rotation and removal',
      'Homely remedies and self-administration assessments',
      'Responding to and learning from errors',
    ]),
    MOA: onlineMOA({ questions: 35, passMark: 85 }),
    certification: onlineCertificate({
      title: 'Safe Administration of Medicines',
      cpd: 5,
      renewal: 'Refresh annually alongside your competency assessment.',
    }),
    key_features: features({
      duration: 'around 5 hours',
      cpd: 5,
      format: 'online, with video demonstrations of each route',
      extras: [
        'Patch rotation chart and PRN protocol examples',
        'Competency observation checklist for your assessor',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to NICE SC1 and NG67 and to the Royal Pharmaceutical Society’s guidance on administering medicines.',
    ),
    why_study_this_course: p(
      'Most medication errors happen with the less common routes and with “when required” medicines. This course focuses on exactly those areas so you can administer with confidence.',
    ),
    course_learning_outcomes: ul([
      'Describe safe technique for each route of administration',
      'Follow and record PRN medicines in line with a protocol',
      'Explain the risks of delayed time-critical medicines',
      'Apply and remove transdermal patches safely',
      'Describe the correct response to an error',
    ]),
    key_benefits: ul([
      'Goes beyond awareness to practical detail',
      'Fewer errors with patches and PRN medicines',
      'Supports competency sign-off',
      'Suitable for care homes and home care',
    ]),
    career_impact: p(
      'Staff who administer medicines confidently are in demand for senior carer, team leader and night senior roles, and this course is good preparation for a medication champion position.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Safe Administration of Medicines Course | Carewise Learning',
    seo_description:
      'Online safe administration of medicines training: routes, PRN protocols, time-critical medicines, patches and errors. 5 CPD hours.',
    faqs: [
      {
        question: 'Do I need to complete Medication Awareness first?',
        answer: 'It is recommended. This course assumes you know the basic legal framework and MAR chart principles.',
      },
      {
        question: 'Does it cover insulin?',
        answer:
          'No. Insulin administration is a delegated healthcare task that requires specific training from a registered nurse.',
      },
      {
        question: 'Is there a practical element?',
        answer: 'The course includes an observation checklist your assessor uses in the workplace.',
      },
    ],
    questions: [],
  },
  {
    slug: 'medication-competency-assessor',
    category: 'medication',
    name: 'Medication Competency Assessor Training',
    title: 'Medication Competency Assessor Training for Managers and Seniors',
    ...courseImages('medication-competency-assessor'),
    price: 145,
    short_description:
      'Live virtual training for managers, nurses and seniors who assess staff competence to administer medicines: observation, questioning, feedback, records and audit.',
    description: p(
      'NICE guidance says that care staff must have their competence to administer medicines assessed before they start and reviewed at least annually. This course prepares the people who carry out those assessments.',
      'Delivered live in two virtual classroom sessions, it covers what competence means, how to plan and conduct an observed medication round without disrupting care, how to use questioning to test understanding, and how to give feedback that improves practice. You will practise assessing using video clips of real-style medication rounds and discuss borderline decisions with other assessors.',
      'The course also covers medication audit, investigating errors fairly, and the records CQC inspectors expect to see.',
    ),
    what_you_learn: ul([
      'The NICE requirements for competency assessment',
      'Planning and conducting an observed medication round',
      'Questioning techniques to test knowledge',
      'Making and recording a fair competence decision',
      'Giving constructive feedback and setting development plans',
      'Medication audits and error investigation',
    ]),
    MOA: practicalMOA({
      observed:
        'you assess two recorded medication rounds using our competency framework and justify your decisions in a group discussion with the trainer.',
      written:
        'You then submit one completed, anonymised competency assessment from your own service, which the trainer reviews and returns with written feedback.',
    }),
    certification: trainerCertificate({
      title: 'Medication Competency Assessor',
      cpd: 6,
      renewal: 'Assessors should update their own knowledge annually and refresh this course every three years.',
    }),
    key_features: features({
      duration: 'two live sessions of 2.5 hours plus a workplace task',
      cpd: 6,
      format: 'live virtual classroom, maximum 12 participants',
      extras: ['Editable competency assessment framework', 'Medication audit template', 'Priced per delegate'],
    }),
    endorsement: endorsement(
      'Mapped to NICE SC1 and NG67 recommendations on assessing the competence of care staff to manage and administer medicines.',
    ),
    why_study_this_course: p(
      'A competency assessment is only as good as the assessor. This course helps you make confident, consistent decisions and produce records that stand up to scrutiny.',
    ),
    course_learning_outcomes: ul([
      'Plan and carry out a medication competency assessment',
      'Use observation and questioning to judge competence',
      'Record decisions and development plans clearly',
      'Carry out a medication audit and act on the findings',
    ]),
    key_benefits: ul([
      'Consistent assessments across your service',
      'Fewer errors through better feedback',
      'Ready-to-use templates',
      'Learn from other assessors’ experience',
    ]),
    career_impact: p(
      'Competency assessor training is a natural step for senior carers moving into deputy manager or clinical lead roles, and demonstrates leadership in medicines safety.',
    ),
    course_for: 'descriptive',
    featured: false,
    seo_title: 'Medication Competency Assessor Training | Carewise Learning',
    seo_description:
      'Live virtual training for managers and seniors who assess medication competence: observation, questioning, records and audit. NICE SC1 and NG67.',
    faqs: [
      {
        question: 'Who can become a competency assessor?',
        answer:
          'Someone experienced and competent in administering medicines, usually a manager, nurse or senior carer, nominated by the registered manager.',
      },
      {
        question: 'Do we get the templates?',
        answer: 'Yes, in editable formats you can adapt to your own policy.',
      },
      {
        question: 'Can you run it for our organisation only?',
        answer: 'Yes, for 6–12 participants.',
      },
    ],
    questions: [
      'Will each participant have their own device with a camera and microphone?',
      'Are all participants currently competent to administer medicines themselves?',
      'Would you like us to use your own medication policy and competency forms?',
      'Do you use an electronic medicines administration record (eMAR) system?',
    ],
  },
  {
    slug: 'controlled-drugs-care-settings',
    category: 'medication',
    name: 'Controlled Drugs in Care Settings',
    title: 'Controlled Drugs in Care Settings: Storage, Registers and Disposal',
    ...courseImages('controlled-drugs-care-settings'),
    price: 35,
    short_description:
      'Understand the law on controlled drugs, safe custody, the controlled drugs register, witnessed administration, stock checks and disposal in care homes and home care.',
    description: p(
      'Controlled drugs such as morphine, oxycodone and fentanyl patches are subject to extra legal controls because of their potential for misuse and harm. This course explains what those controls mean for staff in care homes and home care services.',
      'It covers the schedules under the <strong>Misuse of Drugs Regulations 2001</strong>, safe custody requirements, keeping a bound controlled drugs register, second-person witnessing, balance checks, and the safe return and disposal of controlled drugs. It also covers how to respond to a discrepancy and when to involve your organisation’s controlled drugs accountable officer or the police.',
    ),
    what_you_learn: ul([
      'The five schedules of controlled drugs',
      'Safe custody and storage requirements',
      'Completing the controlled drugs register correctly',
      'Witnessed administration and stock balance checks',
      'Returning and disposing of controlled drugs',
      'Investigating and reporting discrepancies',
    ]),
    MOA: onlineMOA({ questions: 20, passMark: 85 }),
    certification: onlineCertificate({
      title: 'Controlled Drugs in Care Settings',
      cpd: 2,
      renewal: 'We recommend refreshing annually for staff who handle controlled drugs.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with a register-completion exercise',
      extras: ['Includes end of life anticipatory medicines', 'Discrepancy response flowchart', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE SC1, NICE NG46 on controlled drugs and CQC guidance on controlled drugs in care homes.',
    ),
    why_study_this_course: p(
      'Controlled drug discrepancies are stressful for everyone and can lead to police involvement. Clear, consistent practice protects residents, clients and staff alike.',
    ),
    course_learning_outcomes: ul([
      'Explain how controlled drugs are classified and regulated',
      'Store and record controlled drugs lawfully',
      'Carry out witnessed administration and balance checks',
      'Respond correctly to discrepancies',
    ]),
    key_benefits: ul([
      'Protects staff from allegations',
      'Clear register-keeping practice',
      'Supports safe end of life care',
      'Relevant to nursing and residential homes',
    ]),
    career_impact: p(
      'Controlled drug responsibility is a key duty for senior carers, nurses and managers, and this knowledge is often tested at interview.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Controlled Drugs Training for Care Settings | Carewise Learning',
    seo_description:
      'Online controlled drugs training for care homes and home care: schedules, safe custody, CD registers, witnessing and disposal. 2 CPD hours.',
    faqs: [
      {
        question: 'Is a second signature a legal requirement?',
        answer:
          'Good practice and NICE guidance recommend a trained witness for controlled drug administration in care homes. Follow your organisation’s policy.',
      },
      {
        question: 'Does it cover home care?',
        answer: 'Yes, including recording controlled drugs in a person’s own home.',
      },
      {
        question: 'Who should take this course?',
        answer: 'Anyone who administers, witnesses or checks controlled drugs.',
      },
    ],
    questions: [],
  },
  {
    slug: 'epilepsy-awareness-buccal-midazolam',
    category: 'medication',
    name: 'Epilepsy Awareness and Buccal Midazolam (In-House)',
    title: 'Epilepsy Awareness and Administration of Buccal Midazolam',
    ...courseImages('epilepsy-awareness-buccal-midazolam'),
    price: 89,
    short_description:
      'A half-day practical session for teams supporting people with epilepsy: seizure types, first aid, care plans and safe administration of buccal midazolam as emergency medication.',
    description: p(
      'Many people with a learning disability or complex needs live with epilepsy, and some have prescribed emergency medication for prolonged seizures. This half-day course, delivered at your premises by a nurse trainer, prepares staff to respond safely.',
      'The first part covers epilepsy: causes, types of seizure, triggers, seizure first aid, timing and recording seizures, and recognising <strong>status epilepticus</strong>. The second part covers emergency medication: reading an individual emergency medication plan, preparing and administering <strong>buccal midazolam</strong> using a training device, aftercare, and when to call 999.',
    ),
    what_you_learn: ul([
      'What epilepsy is and the main types of seizure',
      'Seizure first aid and the recovery position',
      'Timing, observing and recording seizures',
      'Following an individual emergency medication plan',
      'Preparing and administering buccal midazolam',
      'Aftercare, monitoring breathing and calling 999',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate demonstrates seizure first aid, places a colleague in the recovery position and prepares and administers buccal midazolam to a manikin using a training device, following a sample care plan.',
    }),
    certification: trainerCertificate({
      title: 'Epilepsy Awareness and Buccal Midazolam',
      cpd: 3.5,
      renewal: 'Competence to give emergency medication should be refreshed annually.',
    }),
    key_features: features({
      duration: 'half day (3.5 hours)',
      cpd: 3.5,
      format: 'practical, at your premises, maximum 12 delegates',
      extras: [
        'Delivered by a registered nurse trainer',
        'Training devices and manikins provided',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Consistent with NICE guidance on epilepsies in children, young people and adults (NG217) and on the use of emergency medication by non-clinical staff.',
    ),
    why_study_this_course: p(
      'When a prolonged seizure happens, staff need to act quickly and calmly. Practising with a training device and a real care plan format means people know exactly what to do when it matters.',
    ),
    course_learning_outcomes: ul([
      'Describe the main types of seizure',
      'Provide safe seizure first aid',
      'Recognise when a seizure is a medical emergency',
      'Administer buccal midazolam following an emergency plan',
      'Record seizures and medication accurately',
    ]),
    key_benefits: ul([
      'Confident response to seizures',
      'Practical experience with training devices',
      'Nurse-led teaching',
      'Meets commissioner requirements for emergency medication training',
    ]),
    career_impact: p(
      'Epilepsy and emergency medication competence is essential in learning disability, supported living and children’s respite services, and makes you a valuable member of any team supporting people with complex needs.',
    ),
    course_for: 'inhouse',
    featured: false,
    seo_title: 'Epilepsy and Buccal Midazolam Training (In-House) | Carewise Learning',
    seo_description:
      'Half-day in-house epilepsy awareness and buccal midazolam training led by a nurse trainer: seizure first aid, care plans and emergency medication.',
    faqs: [
      {
        question: 'Does the certificate mean staff can give midazolam to anyone?',
        answer:
          'No. Staff may only give emergency medication to a named person with a prescription and an individual emergency plan.',
      },
      {
        question: 'Who delivers the course?',
        answer: 'A registered nurse with experience in learning disability or epilepsy care.',
      },
      {
        question: 'Can we include a specific person’s care plan?',
        answer:
          'Yes, with consent and anonymised where appropriate, the trainer can walk through your care plan formats.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates with space on the floor for practical work?',
      'Do you currently support anyone who has buccal midazolam prescribed?',
      'Would you like the trainer to review your emergency medication plan template?',
      'Will any delegates need the materials in large print or another accessible format?',
    ],
  },
  {
    slug: 'diabetes-awareness',
    category: 'medication',
    name: 'Diabetes Awareness',
    title: 'Diabetes Awareness for Care Workers',
    ...courseImages('diabetes-awareness'),
    price: 25,
    short_description:
      'Understand type 1 and type 2 diabetes, recognise and treat hypoglycaemia, spot hyperglycaemia, support healthy eating and foot care, and know when to get medical help.',
    description: p(
      'Around one in four people living in care homes has diabetes, and many more people receiving home care live with the condition. This course explains how diabetes affects the body and how care workers can support people to stay well.',
      'It covers type 1 and type 2 diabetes, common medicines including insulin, and the signs and treatment of <strong>hypoglycaemia</strong> (“hypo”) and <strong>hyperglycaemia</strong>. You will learn why foot checks, eye screening and good hydration matter, how illness affects blood glucose, and when to contact a GP, community nurse or emergency services.',
    ),
    what_you_learn: ul([
      'The difference between type 1 and type 2 diabetes',
      'How diabetes medicines and insulin work',
      'Recognising and treating hypoglycaemia',
      'Signs of hyperglycaemia, DKA and HHS',
      'Foot care, eye screening and annual reviews',
      'Healthy eating and supporting choice',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Diabetes Awareness',
      cpd: 2,
      renewal: 'We suggest refreshing every two to three years.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with a hypo response simulation',
      extras: ['Printable hypo treatment card', 'Foot check guide with photos', '12 months’ access'],
    }),
    endorsement: endorsement('Consistent with NICE guidance on type 1 and type 2 diabetes in adults (NG17 and NG28).'),
    why_study_this_course: p(
      'A hypo can develop quickly and be mistaken for confusion or drunkenness. Knowing the signs and what to give, and having the confidence to act, can prevent a hospital admission.',
    ),
    course_learning_outcomes: ul([
      'Explain how diabetes affects the body',
      'Recognise and respond to hypoglycaemia and hyperglycaemia',
      'Support foot care and healthy eating',
      'Identify when to seek medical help',
    ]),
    key_benefits: ul([
      'Fast, confident response to hypos',
      'Better long-term health for the people you support',
      'Useful for every care setting',
      'Clear explanations without jargon',
    ]),
    career_impact: p(
      'Diabetes knowledge supports progression into senior care, reablement and healthcare assistant roles, and is a foundation for delegated healthcare tasks such as blood glucose monitoring.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Diabetes Awareness Training for Care Workers | Carewise Learning',
    seo_description:
      'Online diabetes awareness course for care staff: type 1 and 2, hypoglycaemia, hyperglycaemia, foot care and escalation. 2 CPD hours, £25.',
    faqs: [
      {
        question: 'Will I be able to give insulin?',
        answer: 'No. Insulin administration is a delegated task requiring training and sign-off by a registered nurse.',
      },
      {
        question: 'Does it cover blood glucose monitoring?',
        answer:
          'It explains readings and targets. Carrying out finger-prick tests requires practical training from your employer.',
      },
      {
        question: 'Is it relevant for people with learning disabilities?',
        answer: 'Yes, including communication and reasonable adjustments.',
      },
    ],
    questions: [],
  },
  {
    slug: 'dementia-awareness',
    category: 'dementia',
    name: 'Dementia Awareness',
    title: 'Dementia Awareness: Understanding and Supporting People Living with Dementia',
    ...courseImages('dementia-awareness'),
    price: 25,
    short_description:
      'Understand the main types of dementia, how they affect memory, perception and communication, and the everyday approaches that help people live well. Tier 1 and beyond.',
    description: p(
      'Almost a million people in the UK are living with dementia, and most people who receive care and support will be affected by it in some way. This course gives everyone working in health and social care a clear, compassionate understanding of what dementia is and how it feels to live with it.',
      'You will learn about the most common types, including Alzheimer’s disease, vascular dementia, dementia with Lewy bodies and frontotemporal dementia, and how each affects memory, reasoning, perception and communication differently. The course explains the difference between dementia, normal ageing and delirium, and why a sudden change in someone with dementia should always be reported.',
      'Above all, it focuses on the person: their life story, what matters to them, and the small, practical changes, from lighting and signage to how we approach and speak, that help people with dementia feel safe and included.',
    ),
    what_you_learn: ul([
      'What dementia is and the most common types',
      'How dementia affects memory, perception, communication and behaviour',
      'The difference between dementia, delirium and depression',
      'Person-centred approaches and using life story work',
      'Communication techniques that reduce distress',
      'Creating a dementia-friendly environment',
      'Supporting families and carers',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Dementia Awareness',
      cpd: 3,
      renewal: 'We recommend refreshing every three years, or progressing to our Person-Centred Dementia Care course.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with first-person video accounts and an interactive “see what I see” exercise',
      extras: [
        'Covers Care Certificate Standard 9 dementia content',
        'Life story template to download',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Tier 1 of the Dementia Training Standards Framework and to parts of Tier 2, and consistent with NICE guidance on dementia assessment, management and support (NG97).',
    ),
    why_study_this_course: p(
      'Whatever your role, you will almost certainly support people with dementia. Understanding what is happening in their brain, and what the world may look and feel like to them, changes how you respond, and can turn a distressing interaction into a calm and positive one.',
    ),
    course_learning_outcomes: ul([
      'Describe the main types of dementia and their effects',
      'Recognise signs that may indicate delirium rather than dementia',
      'Apply person-centred approaches to daily care',
      'Use communication techniques suited to a person’s stage of dementia',
      'Describe ways to adapt the environment to support independence',
    ]),
    key_benefits: ul([
      'Better experiences for people living with dementia',
      'Fewer incidents of distress',
      'Meets Tier 1 dementia training expectations',
      'Compassionate, practical and easy to follow',
    ]),
    career_impact: p(
      'Dementia awareness is valued in every care role, and many employers now ask for it at interview. It is the first step towards becoming a dementia champion or specialist dementia care worker.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Dementia Awareness Training Course | Carewise Learning',
    seo_description:
      'Online dementia awareness training for care and health staff: types of dementia, delirium, communication and person-centred care. 3 CPD hours.',
    faqs: [
      {
        question: 'Is this Tier 1 or Tier 2?',
        answer:
          'It fully covers Tier 1 of the Dementia Training Standards Framework and introduces some Tier 2 content. Our Person-Centred Dementia Care course covers Tier 2.',
      },
      {
        question: 'Is it suitable for family carers?',
        answer: 'Yes. Many family carers take the course, and the communication module is particularly helpful.',
      },
      {
        question: 'Does it include young onset dementia?',
        answer: 'Yes, there is a short section on young onset dementia and the different challenges it brings.',
      },
    ],
    questions: [],
  },
  {
    slug: 'person-centred-dementia-care',
    category: 'dementia',
    name: 'Person-Centred Dementia Care (Tier 2)',
    title: 'Person-Centred Dementia Care: Tier 2 for Care Staff',
    ...courseImages('person-centred-dementia-care'),
    price: 45,
    short_description:
      'A Tier 2 course for staff who work with people with dementia every day: assessment, care planning, meaningful activity, nutrition, pain, end of life and supporting families.',
    description: p(
      'This course is for care workers, senior carers and nurses who have regular contact with people living with dementia. It builds on awareness-level knowledge to cover the practical skills of day-to-day dementia care.',
      'Modules cover assessment and diagnosis, care planning with the person and their family, meaningful activity and occupation, eating and drinking, recognising pain in people who cannot tell you, sleep and night-time waking, medicines and antipsychotic prescribing, and palliative care in advanced dementia. Each module ends with a reflective activity linking the learning to someone you support.',
    ),
    what_you_learn: ul([
      'The diagnosis pathway and post-diagnostic support',
      'Person-centred care planning with families',
      'Meaningful activity and occupation',
      'Recognising pain using observational tools',
      'Eating, drinking and swallowing difficulties',
      'Antipsychotic medicines and why reviews matter',
      'Advanced dementia and end of life care',
    ]),
    MOA: onlineMOA({
      questions: 35,
      extra: 'You also complete a short reflective workbook, which you can share with your supervisor.',
    }),
    certification: onlineCertificate({
      title: 'Person-Centred Dementia Care (Tier 2)',
      cpd: 6,
      renewal: 'We recommend refreshing every three years.',
    }),
    key_features: features({
      duration: 'around 6 hours',
      cpd: 6,
      format: 'online, eight modules with reflective activities',
      extras: ['Pain assessment tool guide', 'Meaningful activity ideas library', '12 months’ access'],
    }),
    endorsement: endorsement('Mapped to Tier 2 of the Dementia Training Standards Framework and NICE NG97.'),
    why_study_this_course: p(
      'Day-to-day dementia care is skilled work. This course helps you understand the reasons behind changes in a person’s wellbeing and gives you a wider range of approaches to try.',
    ),
    course_learning_outcomes: ul([
      'Contribute to person-centred assessment and care planning',
      'Plan meaningful activity based on a person’s interests',
      'Recognise pain and other unmet needs',
      'Support eating and drinking in advanced dementia',
      'Describe palliative care approaches in dementia',
    ]),
    key_benefits: ul([
      'Meets Tier 2 dementia training expectations',
      'Improves quality of life for residents and clients',
      'Reflective workbook supports supervision',
      'Practical ideas you can use immediately',
    ]),
    career_impact: p(
      'Tier 2 dementia training is increasingly required for senior and specialist dementia roles, and is valuable preparation for a dementia champion or lead role.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Person-Centred Dementia Care Tier 2 Course | Carewise Learning',
    seo_description:
      'Online Tier 2 dementia care training: care planning, meaningful activity, pain, eating and drinking and end of life. 6 CPD hours.',
    faqs: [
      {
        question: 'Do I need to complete Dementia Awareness first?',
        answer: 'It is recommended but not required if you already have Tier 1 training.',
      },
      {
        question: 'How long does it take?',
        answer: 'About six hours, which most people spread over two or three weeks.',
      },
      {
        question: 'Is it suitable for nurses?',
        answer: 'Yes. Nurses can use it as revalidation CPD.',
      },
    ],
    questions: [],
  },
  {
    slug: 'understanding-distressed-behaviour-dementia',
    category: 'dementia',
    name: 'Understanding Distressed Behaviour in Dementia',
    title: 'Understanding and Responding to Distressed Behaviour in Dementia',
    ...courseImages('understanding-distressed-behaviour-dementia'),
    price: 35,
    short_description:
      'See behaviour as communication: identify unmet needs behind agitation, resistance to care or calling out, and use non-drug approaches that reduce distress for everyone.',
    description: p(
      'Behaviour that others find challenging is usually a person’s way of communicating a need they cannot otherwise express, such as pain, fear, boredom, hunger or needing the toilet. This course helps you look beyond the behaviour to its cause.',
      'You will learn how to use <strong>ABC charts</strong> and behaviour diaries to find patterns, how pain and delirium often drive distress, and how to respond with de-escalation, distraction and validation. The course explains why NICE recommends non-drug approaches first and why antipsychotic medicines should only be used in limited circumstances, with regular review.',
    ),
    what_you_learn: ul([
      'Behaviour as communication of unmet needs',
      'Common triggers, including pain, noise and personal care',
      'Using ABC charts and behaviour diaries',
      'De-escalation, validation and distraction',
      'Non-drug approaches and the limited role of antipsychotics',
      'Looking after yourself after a difficult incident',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Understanding Distressed Behaviour in Dementia',
      cpd: 3,
      renewal: 'We recommend refreshing every two to three years.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with video case studies and an ABC chart exercise',
      extras: ['Printable ABC chart template', 'De-escalation quick guide', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE NG97 recommendations on managing non-cognitive symptoms of dementia.',
    ),
    why_study_this_course: p(
      'Distressed behaviour is one of the main reasons care placements break down and staff feel unsafe. Understanding its causes helps you prevent incidents, keeps people in their home and protects colleagues.',
    ),
    course_learning_outcomes: ul([
      'Explain why people with dementia may show distressed behaviour',
      'Identify possible unmet needs using structured observation',
      'Use de-escalation and validation techniques',
      'Describe non-drug approaches and when medication may be considered',
    ]),
    key_benefits: ul([
      'Fewer incidents and less use of medication',
      'Safer shifts for staff',
      'Practical tools such as ABC charts',
      'Supports good outcomes in CQC inspections',
    ]),
    career_impact: p(
      'Skills in understanding and responding to distressed behaviour are highly valued in specialist dementia units, nursing homes and community mental health teams for older people.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Distressed Behaviour in Dementia Training | Carewise Learning',
    seo_description:
      'Online training on distressed behaviour in dementia: unmet needs, ABC charts, de-escalation and non-drug approaches. 3 CPD hours.',
    faqs: [
      {
        question: 'Does it cover physical intervention?',
        answer:
          'No. It focuses on prevention and de-escalation. Restrictive practice training requires a certified practical course.',
      },
      {
        question: 'Is it suitable for home care?',
        answer: 'Yes, with examples of supporting people in their own homes.',
      },
      {
        question: 'Does it include sundowning?',
        answer: 'Yes, including practical approaches for late afternoon and evening distress.',
      },
    ],
    questions: [],
  },
  {
    slug: 'mental-capacity-act-dols',
    category: 'dementia',
    name: 'Mental Capacity Act 2005 and DoLS',
    title: 'Mental Capacity Act 2005 and Deprivation of Liberty Safeguards',
    ...courseImages('mental-capacity-act-dols'),
    price: 29.99,
    short_description:
      'Apply the five principles of the Mental Capacity Act 2005, assess capacity, make best interests decisions and understand DoLS and the status of the Liberty Protection Safeguards.',
    description: p(
      'The <strong>Mental Capacity Act 2005</strong> protects the rights of people aged 16 and over who may lack capacity to make some decisions for themselves. Care workers apply it every day, often without realising, when they support someone to choose clothes, agree to personal care or manage their money.',
      'This course explains the five statutory principles, how to assess capacity for a specific decision at a specific time, and how to make and record a <strong>best interests</strong> decision. It covers lasting powers of attorney, advance decisions to refuse treatment, independent mental capacity advocates and the Court of Protection.',
      'The final module covers the <strong>Deprivation of Liberty Safeguards (DoLS)</strong>: the “acid test” from the Supreme Court’s Cheshire West judgment, urgent and standard authorisations, and conditions. It also explains that the planned Liberty Protection Safeguards have been delayed, so DoLS remains the framework that applies.',
    ),
    what_you_learn: ul([
      'The five principles of the Mental Capacity Act 2005',
      'Assessing capacity for a specific decision',
      'Making and recording best interests decisions',
      'Lasting powers of attorney and advance decisions',
      'Restraint and the least restrictive option',
      'DoLS authorisations and the acid test',
      'The current position on the Liberty Protection Safeguards',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Mental Capacity Act 2005 and DoLS',
      cpd: 3,
      renewal: 'We recommend refreshing every two years, and will update the course when the law changes.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with decision-making scenarios',
      extras: [
        'Capacity assessment and best interests record templates',
        'Updated whenever the law or guidance changes',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to the Mental Capacity Act 2005 Code of Practice, the DoLS Code of Practice and NICE guideline NG108 on decision-making and mental capacity.',
    ),
    why_study_this_course: p(
      'Getting capacity and consent right protects people’s rights and protects you. Inspectors regularly find that services restrict people without proper assessment or authorisation; this course helps you avoid that.',
    ),
    course_learning_outcomes: ul([
      'Apply the five principles of the MCA in everyday care',
      'Carry out and record a decision-specific capacity assessment',
      'Follow the best interests checklist',
      'Recognise when a deprivation of liberty may be occurring',
      'Explain the DoLS authorisation process',
    ]),
    key_benefits: ul([
      'Protects people’s rights and freedoms',
      'Reduces unlawful restrictions',
      'Templates ready for use in your service',
      'Kept up to date with legal changes',
    ]),
    career_impact: p(
      'MCA and DoLS knowledge is essential for senior carers, nurses and managers, and a frequent topic in CQC inspections and job interviews.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Mental Capacity Act and DoLS Training Course | Carewise Learning',
    seo_description:
      'Online Mental Capacity Act 2005 and DoLS training: five principles, capacity assessment, best interests and authorisations. 3 CPD hours.',
    faqs: [
      {
        question: 'Have the Liberty Protection Safeguards replaced DoLS?',
        answer:
          'No. The government delayed implementation of the Liberty Protection Safeguards, so DoLS continues to apply in care homes and hospitals. We will update the course if this changes.',
      },
      {
        question: 'Does this cover Scotland or Northern Ireland?',
        answer:
          'No. The MCA 2005 applies in England and Wales; Scotland and Northern Ireland have separate legislation.',
      },
      {
        question: 'Why is this in the dementia category?',
        answer:
          'Because capacity questions arise most often when supporting people living with dementia, although the course applies to everyone.',
      },
    ],
    questions: [],
  },
  {
    slug: 'dementia-communication-workshop',
    category: 'dementia',
    name: 'Dementia Communication Workshop (In-House)',
    title: 'Connecting Through Communication: In-House Dementia Workshop',
    ...courseImages('dementia-communication-workshop'),
    price: 75,
    short_description:
      'A half-day interactive workshop at your service: experiential exercises, role-play and coaching that help teams communicate with people living with dementia at every stage.',
    description: p(
      'This workshop gives teams the chance to practise the communication skills that make the biggest difference in dementia care. It is interactive, experiential and delivered in your own service, so examples are drawn from the people your team supports.',
      'Delegates experience simulated sensory and perceptual changes, practise approaching, introducing themselves and offering choices, and role-play common situations such as someone asking repeatedly for a parent who has died or refusing help with washing. The trainer introduces validation, “going with” someone’s reality, and non-verbal communication for people in the later stages of dementia.',
    ),
    what_you_learn: ul([
      'How dementia changes perception and communication',
      'Approaching and starting conversations calmly',
      'Offering choices in ways people can manage',
      'Responding to repeated questions and distress',
      'Non-verbal connection in advanced dementia',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate takes part in at least two role-plays and receives coaching and feedback from the trainer and peers.',
      written:
        'Delegates complete a short personal action plan at the end of the workshop, which their supervisor can follow up.',
    }),
    certification: trainerCertificate({
      title: 'Dementia Communication Workshop',
      cpd: 3,
      renewal: 'Refresh every three years or as part of a dementia champion programme.',
    }),
    key_features: features({
      duration: 'half day (3 hours)',
      cpd: 3,
      format: 'interactive workshop at your premises, 6–15 delegates',
      extras: ['Experiential sensory exercises', 'Tailored to your residents or clients', 'Priced per delegate'],
    }),
    endorsement: endorsement(
      'Mapped to the communication outcomes in Tier 2 of the Dementia Training Standards Framework.',
    ),
    why_study_this_course: p(
      'Communication skills are learned by doing. Teams who practise together share a common approach and support each other on shift, which people with dementia notice.',
    ),
    course_learning_outcomes: ul([
      'Describe how dementia affects communication',
      'Use calm, person-centred approaches to start interactions',
      'Respond to repeated questions and distress with validation',
      'Use non-verbal communication effectively',
    ]),
    key_benefits: ul([
      'Whole team aligned on one approach',
      'Practical, memorable and interactive',
      'Examples drawn from your own service',
      'Short enough to fit around shifts',
    ]),
    career_impact: p(
      'Strong dementia communication skills stand out in supervision and appraisals and are central to dementia champion and activity coordinator roles.',
    ),
    course_for: 'inhouse',
    featured: false,
    seo_title: 'In-House Dementia Communication Workshop | Carewise Learning',
    seo_description:
      'Half-day in-house dementia communication workshop with role-play and sensory exercises, tailored to your service. Priced per delegate.',
    faqs: [
      {
        question: 'Is there a minimum number of delegates?',
        answer: 'Yes, six. For smaller teams we can combine with a neighbouring service.',
      },
      {
        question: 'Can family members attend?',
        answer: 'Yes, many services invite relatives. Please include them in your delegate numbers.',
      },
      {
        question: 'Does it need a special room?',
        answer: 'Just a room with space to move chairs for role-play.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates with space to move chairs for role-play?',
      'Will any family members or volunteers be attending alongside staff?',
      'Would you like the workshop scheduled to overlap a shift handover so more staff can attend?',
      'Will any delegates need the materials in large print or another accessible format?',
    ],
  },
  {
    slug: 'end-of-life-palliative-care',
    category: 'dementia',
    name: 'End of Life and Palliative Care',
    title: 'End of Life and Palliative Care, Including People with Dementia',
    ...courseImages('end-of-life-palliative-care'),
    price: 35,
    short_description:
      'Support people and families in the last months, weeks and days of life: advance care planning, recognising dying, comfort care, DNACPR and ReSPECT, and caring for yourself.',
    description: p(
      'Good end of life care makes an enormous difference to the person who is dying and to the people who love them. This course helps care workers feel prepared and confident to support people in the last phase of life, in care homes, hospices and people’s own homes.',
      'It covers advance care planning, DNACPR decisions and the <strong>ReSPECT</strong> process, recognising that someone may be in the last days of life, mouth care, comfort and symptom management, and anticipatory medicines. It draws on NICE guidance on care of dying adults in the last days of life (NG31) and gives particular attention to people with advanced dementia, who may not be able to express pain or distress.',
      'The final module covers care after death, supporting families, cultural and religious practices, and looking after your own wellbeing.',
    ),
    what_you_learn: ul([
      'Advance care planning and respecting preferences',
      'DNACPR and the ReSPECT process',
      'Recognising the last days of life',
      'Comfort care, mouth care and symptom management',
      'End of life care in advanced dementia',
      'Care after death and supporting families',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'End of Life and Palliative Care',
      cpd: 4,
      renewal: 'We recommend refreshing every three years.',
    }),
    key_features: features({
      duration: 'around 4 hours',
      cpd: 4,
      format: 'online, with family and staff video accounts',
      extras: ['Cultural and faith practice guide', 'Self-care and debrief resources', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE NG31 and NG142 and the national ambitions for palliative and end of life care.',
    ),
    why_study_this_course: p(
      'You only get one chance to get end of life care right. This course helps you support people to die comfortably, in the place they choose and with the people they want around them.',
    ),
    course_learning_outcomes: ul([
      'Explain the purpose of advance care planning',
      'Recognise signs that a person may be in the last days of life',
      'Provide comfort-focused care including mouth care',
      'Support families before and after death',
      'Look after your own wellbeing',
    ]),
    key_benefits: ul([
      'More confident, compassionate end of life care',
      'Better support for families',
      'Helps avoid unwanted hospital admissions',
      'Supports CQC’s “caring” and “responsive” key questions',
    ]),
    career_impact: p(
      'End of life care skills are highly valued in nursing homes, hospices and domiciliary care, and are an important step towards palliative care assistant or end of life champion roles.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'End of Life and Palliative Care Training | Carewise Learning',
    seo_description:
      'Online end of life care training for care workers: advance care planning, ReSPECT, recognising dying, comfort care and supporting families.',
    faqs: [
      {
        question: 'Will this teach me to verify death?',
        answer: 'No. Verification of expected death requires specific training and local policy authorisation.',
      },
      {
        question: 'Is it emotionally difficult?',
        answer: 'It deals with sensitive subjects. You can pause at any time, and the course signposts support.',
      },
      {
        question: 'Is it relevant in home care?',
        answer: 'Yes. Many people choose to die at home, supported by care workers and community nurses.',
      },
    ],
    questions: [],
  },
]
