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

/** Infection control and moving and handling courses. */
export const courses2: SeedCourse[] = [
  {
    slug: 'infection-prevention-and-control',
    category: 'infection-control',
    name: 'Infection Prevention and Control',
    title: 'Infection Prevention and Control in Health and Social Care',
    ...courseImages('infection-prevention-and-control'),
    price: 25,
    short_description:
      'Break the chain of infection with standard and transmission-based precautions, safe PPE use and outbreak management, in line with the National Infection Prevention and Control Manual.',
    description: p(
      'People receiving care are more likely to pick up infections and more likely to become seriously ill when they do. This course gives care and support staff a solid understanding of how infections spread and the precautions that stop them, whether you work in a care home, in people’s own homes or on a hospital ward.',
      'It is built around the <strong>standard infection control precautions</strong> and <strong>transmission-based precautions</strong> set out in the National Infection Prevention and Control Manual for England, and the <em>Code of Practice on the prevention and control of infections</em> under the Health and Social Care Act 2008. You will look at hand hygiene, PPE, safe management of linen, blood and body fluid spills, sharps and waste.',
      'A final module covers outbreaks of norovirus, flu and COVID-19 in care settings: recognising a possible outbreak, isolating and cohorting, and working with your local health protection team.',
    ),
    what_you_learn: ul([
      'The chain of infection and how to break each link',
      'The ten standard infection control precautions',
      'When and how to use transmission-based precautions',
      'Choosing, putting on and taking off PPE in the right order',
      'Safe handling of linen, spillages, sharps and healthcare waste',
      'Recognising and managing an outbreak',
      'Your role in antimicrobial stewardship',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Infection Prevention and Control',
      cpd: 3,
      renewal: 'Infection prevention and control is normally refreshed every year; we send a reminder after 11 months.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with animated demonstrations of donning and doffing',
      extras: [
        'Covers Care Certificate Standard 15',
        'Separate pathways for care homes, home care and hospital settings',
        'Printable outbreak checklist',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 15, the Infection Prevention and Control subject of the UK Core Skills Training Framework (Level 1 and 2) and NICE quality standard QS61.',
    ),
    why_study_this_course: p(
      'Since the pandemic, CQC inspectors look closely at how well staff understand infection control, not just whether PPE is available. This course goes beyond “wash your hands” to explain why each precaution matters, so you can make good decisions in the situations that guidelines do not quite cover.',
    ),
    course_learning_outcomes: ul([
      'Explain how infections are spread in health and care settings',
      'Apply standard infection control precautions in everyday care',
      'Select and use appropriate PPE for a given task',
      'Manage spillages, sharps, linen and waste safely',
      'Describe the actions to take when an outbreak is suspected',
    ]),
    key_benefits: ul([
      'Protects the people you support, your colleagues and your family',
      'Builds evidence for CQC’s “safe” key question',
      'Reflects current national guidance rather than pandemic-era rules',
      'Suitable for clinical and non-clinical staff',
    ]),
    career_impact: p(
      'Confidence in infection prevention is expected of every care worker and is essential for senior, team leader and nursing associate roles. It is also the foundation for becoming your service’s infection control champion.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Infection Prevention and Control Training Course | Carewise Learning',
    seo_description:
      'Online infection prevention and control training for care and health staff: standard precautions, PPE, outbreaks. Care Certificate Standard 15.',
    faqs: [
      {
        question: 'Is this Level 1 or Level 2?',
        answer:
          'It covers both Level 1 and Level 2 of the Core Skills Training Framework, so it is suitable for staff who provide direct care.',
      },
      {
        question: 'Does it include COVID-19?',
        answer:
          'Yes, as one of several respiratory infections. The course follows current guidance rather than the temporary rules used during the pandemic.',
      },
      {
        question: 'How often should I repeat it?',
        answer: 'Most employers require annual infection control training for staff who give direct care.',
      },
    ],
    questions: [],
  },
  {
    slug: 'hand-hygiene-ppe-essentials',
    category: 'infection-control',
    name: 'Hand Hygiene and PPE Essentials',
    title: 'Hand Hygiene and PPE Essentials for Care Workers',
    ...courseImages('hand-hygiene-ppe-essentials'),
    price: 15,
    short_description:
      'A focused, 45-minute course on the most effective infection control skill of all: when and how to clean your hands, and how to choose, wear and remove PPE safely.',
    description: p(
      'Hand hygiene is the single most important way to prevent infections in health and social care, yet audits show it is still often done at the wrong time or too quickly. This short course uses the <strong>WHO “5 Moments for Hand Hygiene”</strong> adapted for care settings to show exactly when to clean your hands.',
      'It demonstrates the full handwashing technique and alcohol hand rub technique step by step, explains when soap and water are essential (for example with diarrhoea and vomiting), and covers skin care, bare below the elbows and the correct sequence for putting on and removing gloves, aprons, masks and eye protection.',
    ),
    what_you_learn: ul([
      'The five moments for hand hygiene in care',
      'Step-by-step handwashing and hand rub technique',
      'When alcohol hand rub is not enough',
      'Looking after your skin and preventing dermatitis',
      'Selecting, putting on and removing PPE safely',
    ]),
    MOA: onlineMOA({ questions: 12 }),
    certification: onlineCertificate({
      title: 'Hand Hygiene and PPE Essentials',
      cpd: 1,
      renewal: 'We recommend repeating this annually alongside a practical hand hygiene audit at work.',
    }),
    key_features: features({
      duration: 'about 45 minutes',
      cpd: 1,
      format: 'online, video-led',
      extras: [
        'Printable hand hygiene technique poster',
        'Ideal as a team refresher before an audit',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Consistent with the hand hygiene and PPE chapters of the National Infection Prevention and Control Manual for England and the WHO hand hygiene guidelines.',
    ),
    why_study_this_course: p(
      'If your team is due a hand hygiene audit, or you have had a recent outbreak, this is a quick and inexpensive way to bring everyone back to the same standard.',
    ),
    course_learning_outcomes: ul([
      'Identify the moments when hand hygiene is required',
      'Describe the correct technique for handwashing and hand rub',
      'Explain when soap and water must be used instead of hand rub',
      'Describe the correct order for donning and doffing PPE',
    ]),
    key_benefits: ul([
      'Fast, focused and inexpensive',
      'Visual demonstrations you can copy',
      'Supports local hand hygiene audits',
      'Suitable for every role, including kitchen and domestic staff',
    ]),
    career_impact: p(
      'Hand hygiene competence is checked at interview, during induction and in practice observations. Being confident and accurate here is a small but visible mark of professionalism.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Hand Hygiene and PPE Training Course | Carewise Learning',
    seo_description:
      'Short online hand hygiene and PPE course for care staff: five moments, handwashing technique, donning and doffing. 1 CPD hour, £15.',
    faqs: [
      {
        question: 'Does this replace full infection control training?',
        answer:
          'No. It is a refresher on two key skills. Direct care staff should also complete Infection Prevention and Control.',
      },
      {
        question: 'Is it suitable for domestic staff?',
        answer: 'Yes. It is relevant to everyone working in a care setting.',
      },
      {
        question: 'Can I download the poster?',
        answer: 'Yes, the hand hygiene technique poster is available as a PDF in the resources tab.',
      },
    ],
    questions: [],
  },
  {
    slug: 'food-hygiene-level-2-care',
    category: 'infection-control',
    name: 'Food Hygiene Level 2 for Care Settings',
    title: 'Food Safety and Hygiene Level 2 for Health and Social Care',
    ...courseImages('food-hygiene-level-2-care'),
    price: 24.99,
    short_description:
      'Prepare and serve food safely for people who are more vulnerable to food poisoning. Covers the 4Cs, temperature control, allergens and your legal duties as a food handler.',
    description: p(
      'Older people and people with long-term conditions are more likely to become seriously ill from food poisoning. Anyone who prepares, serves or handles food in a care setting, including care workers preparing a meal in someone’s own home, needs to know how to keep it safe.',
      'This Level 2 course covers the <strong>4Cs</strong> (cleaning, cooking, chilling and cross-contamination), temperature control, personal hygiene and the <strong>14 allergens</strong> that must be identified under food information law. It explains the food handler’s responsibilities under the <strong>Food Safety Act 1990</strong> and retained food hygiene regulations, and what environmental health officers look for during an inspection.',
    ),
    what_you_learn: ul([
      'The main causes of food poisoning and who is most at risk',
      'The 4Cs of food hygiene',
      'Safe temperatures for chilling, cooking, reheating and hot holding',
      'Preventing allergen cross-contact and recording allergens',
      'Personal hygiene and fitness to work',
      'Food safety law and the food hygiene rating scheme',
    ]),
    MOA: onlineMOA({ questions: 30 }),
    certification: onlineCertificate({
      title: 'Food Hygiene Level 2 for Care Settings',
      cpd: 3,
      renewal:
        'There is no legal expiry date, but environmental health officers generally expect refresher training every three years.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with a virtual kitchen inspection exercise',
      extras: [
        'Includes home care and care home examples',
        'Downloadable temperature record template',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Content follows Food Standards Agency guidance, including Safer Food, Better Business principles, and covers the knowledge expected for a Level 2 food handler.',
    ),
    why_study_this_course: p(
      'Food is one of life’s pleasures, and mealtimes matter enormously to people in care. Getting food safety right means you can offer choice and home cooking without putting anyone at risk.',
    ),
    course_learning_outcomes: ul([
      'Describe the main food safety hazards and how to control them',
      'Apply correct temperature controls during storage, cooking and serving',
      'Identify the 14 allergens and prevent cross-contact',
      'Explain the legal responsibilities of food handlers',
      'Describe good personal hygiene practice in food preparation',
    ]),
    key_benefits: ul([
      'Meets the usual requirement for food handlers in care',
      'Relevant to kitchens and to meal preparation in people’s homes',
      'Helps protect your food hygiene rating',
      'Plain-English explanation of the law',
    ]),
    career_impact: p(
      'Food Hygiene Level 2 is required for cooks, kitchen assistants and hosts, and is an advantage for care workers who prepare meals. It is also the starting point for Level 3 supervisory food safety roles.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Food Hygiene Level 2 for Care Settings Course | Carewise Learning',
    seo_description:
      'Online Food Hygiene Level 2 course for care homes and home care: 4Cs, temperature control, 14 allergens and food law. CPD-accredited, £24.99.',
    faqs: [
      {
        question: 'Is this a regulated qualification?',
        answer:
          'No. It is a CPD-accredited course. The law requires food handlers to be supervised and instructed or trained in food hygiene appropriate to their work, not to hold a specific qualification.',
      },
      {
        question: 'Is it suitable for home care workers?',
        answer: 'Yes. There is a dedicated module on preparing food safely in someone else’s kitchen.',
      },
      {
        question: 'Does it cover Natasha’s Law?',
        answer:
          'It explains the labelling rules for prepacked for direct sale food, which may apply if your service sells food to visitors.',
      },
    ],
    questions: [],
  },
  {
    slug: 'coshh-awareness-care',
    category: 'infection-control',
    name: 'COSHH Awareness in Care Settings',
    title: 'COSHH Awareness: Hazardous Substances in Health and Social Care',
    ...courseImages('coshh-awareness-care'),
    price: 19.99,
    short_description:
      'Understand the COSHH Regulations 2002, read hazard pictograms and safety data sheets, and store and use cleaning chemicals, disinfectants and clinical substances safely.',
    description: p(
      'Care services use a surprising number of hazardous substances: disinfectants, descalers, laundry chemicals, oxygen, cytotoxic medicines and body fluids. The <strong>Control of Substances Hazardous to Health Regulations 2002 (COSHH)</strong> require employers to assess and control these risks and staff to follow the controls.',
      'This course explains how to read hazard pictograms and safety data sheets, why products should never be mixed or decanted into unlabelled containers, how to use the PPE specified in a COSHH assessment, and what to do after a splash, spill or exposure. It also covers safe storage in homes where people living with dementia might mistake a product for a drink.',
    ),
    what_you_learn: ul([
      'What counts as a hazardous substance under COSHH',
      'Reading hazard pictograms and safety data sheets',
      'How COSHH risk assessments work and your part in them',
      'Safe storage, use and disposal of substances',
      'First aid and reporting after exposure, including RIDDOR',
    ]),
    MOA: onlineMOA({ questions: 15 }),
    certification: onlineCertificate({
      title: 'COSHH Awareness in Care Settings',
      cpd: 1.5,
      renewal: 'We suggest refreshing every three years or when new products are introduced.',
    }),
    key_features: features({
      duration: 'around 90 minutes',
      cpd: 1.5,
      format: 'online, with an interactive pictogram quiz',
      extras: [
        'Care-specific examples, including oxygen and cytotoxic medicines',
        'Template COSHH inventory to download',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Content is consistent with HSE guidance on COSHH (L5 Approved Code of Practice) and the GB CLP hazard classification system.',
    ),
    why_study_this_course: p(
      'Skin problems, breathing difficulties and accidental swallowing of cleaning products are all preventable. This short course helps you use everyday substances safely and protect the people you support, especially those who may not recognise danger.',
    ),
    course_learning_outcomes: ul([
      'Identify hazardous substances used in care settings',
      'Interpret hazard pictograms and safety data sheets',
      'Follow COSHH control measures, including PPE',
      'Store and dispose of substances safely',
      'Respond correctly to spills and exposure',
    ]),
    key_benefits: ul([
      'Protects staff from occupational dermatitis and asthma',
      'Reduces risk of accidental poisoning',
      'Supports your health and safety compliance',
      'Quick to complete',
    ]),
    career_impact: p(
      'COSHH awareness is valued in housekeeping, laundry, maintenance and senior care roles, and is a building block for health and safety responsibilities as a team leader or deputy manager.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'COSHH Awareness Training for Care Settings | Carewise Learning',
    seo_description:
      'Online COSHH awareness training for care staff: hazard pictograms, safety data sheets, safe storage and exposure. 1.5 CPD hours, £19.99.',
    faqs: [
      {
        question: 'Will this let me write COSHH assessments?',
        answer:
          'It explains how assessments work. Writing them is usually a manager’s role and may need further training.',
      },
      {
        question: 'Does it cover oxygen?',
        answer: 'Yes, including fire risk and safe storage of oxygen cylinders and concentrators.',
      },
      {
        question: 'Who is it for?',
        answer: 'Care, domestic, laundry, kitchen and maintenance staff.',
      },
    ],
    questions: [],
  },
  {
    slug: 'sepsis-awareness-early-recognition',
    category: 'infection-control',
    name: 'Sepsis Awareness and Early Recognition',
    title: 'Sepsis Awareness: Spotting the Signs Early in Care Settings',
    ...courseImages('sepsis-awareness-early-recognition'),
    price: 25,
    short_description:
      'Recognise the early and “soft” signs of sepsis in the people you support, use structured tools to record observations and escalate quickly with clear SBARD handovers.',
    description: p(
      'Sepsis is the body’s life-threatening response to an infection. It can develop from something as common as a urine or chest infection, and older people, people with dementia and people with learning disabilities may not show the classic signs.',
      'This course explains what sepsis is, who is most at risk and the red flag signs set out in NICE guidance on suspected sepsis. It places particular emphasis on the <strong>soft signs</strong> that care workers are best placed to notice, such as new confusion, reduced appetite or someone “just not being themselves”, and on escalating concerns clearly using the <strong>SBARD</strong> structure when you call a GP, NHS 111 or 999.',
    ),
    what_you_learn: ul([
      'What sepsis is and how infections lead to it',
      'Who is most at risk, including people with a learning disability',
      'Red flag signs and soft signs of deterioration',
      'How tools like NEWS2 and RESTORE2 support escalation',
      'Communicating concerns using SBARD',
      'Preventing infections that can lead to sepsis',
    ]),
    MOA: onlineMOA({ questions: 15 }),
    certification: onlineCertificate({
      title: 'Sepsis Awareness and Early Recognition',
      cpd: 1.5,
      renewal: 'We recommend refreshing every two years.',
    }),
    key_features: features({
      duration: 'around 90 minutes',
      cpd: 1.5,
      format: 'online, with case studies based on real care home escalations',
      extras: ['Printable SBARD prompt card', 'Plain-English explanation of observations', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE guidance on suspected sepsis and with national deterioration tools used in care homes.',
    ),
    why_study_this_course: p(
      'Every hour matters with sepsis. You may be the person who knows that a resident is quieter than usual or a client is suddenly muddled. This course helps you trust that instinct and communicate it in a way that gets a fast clinical response.',
    ),
    course_learning_outcomes: ul([
      'Describe what sepsis is and how it develops',
      'Recognise red flag and soft signs of sepsis',
      'Explain how structured observation tools support decisions',
      'Escalate concerns using SBARD',
    ]),
    key_benefits: ul([
      'Can save lives by speeding up treatment',
      'Gives you the language clinicians respond to',
      'Relevant for home care and residential settings',
      'Short, focused and practical',
    ]),
    career_impact: p(
      'Recognising and escalating deterioration is a core skill for senior carers, care home nurses and nursing associates, and a frequent topic in interviews for those roles.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Sepsis Awareness Training for Care Staff | Carewise Learning',
    seo_description:
      'Online sepsis awareness training for care workers: red flags, soft signs, NEWS2 and RESTORE2, and escalating with SBARD. 1.5 CPD hours.',
    faqs: [
      {
        question: 'Will I learn to take observations?',
        answer:
          'The course explains what observations mean. Taking clinical observations requires practical training and sign-off by your employer.',
      },
      {
        question: 'Is it relevant to home care?',
        answer:
          'Yes. Home care workers are often the first to notice changes, and the course covers calling 111 or 999.',
      },
      {
        question: 'Does it cover children?',
        answer: 'It focuses on adults, with a short section on signs in children for staff who may meet them.',
      },
    ],
    questions: [],
  },
  {
    slug: 'ipc-champion-workshop',
    category: 'infection-control',
    name: 'Infection Control Champion Workshop (In-House)',
    title: 'Infection Prevention and Control Champion Workshop',
    ...courseImages('ipc-champion-workshop'),
    price: 110,
    short_description:
      'A one-day in-house workshop that prepares nominated staff to lead hand hygiene audits, coach colleagues, manage outbreaks and keep your service inspection-ready.',
    description: p(
      'Infection control champions are the link between policy and practice. This one-day workshop, delivered at your premises, gives nominated staff the knowledge and confidence to lead on infection prevention in their team.',
      'The morning consolidates core knowledge and introduces <strong>audit tools</strong>: hand hygiene observation, environmental and equipment cleanliness, mattress checks and commode audits. Delegates carry out a live audit of part of your premises with the trainer, then analyse the results together.',
      'The afternoon covers outbreak readiness, cleaning schedules, antimicrobial stewardship, coaching colleagues and presenting findings to managers, with each delegate leaving with a 90-day action plan for their area.',
    ),
    what_you_learn: ul([
      'The champion role and how it supports the registered manager',
      'Carrying out and scoring infection control audits',
      'Giving constructive feedback to colleagues',
      'Outbreak preparation and the first 24 hours of an outbreak',
      'Cleaning schedules and decontamination of equipment',
      'Writing and following up an improvement action plan',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate completes part of a live audit of your premises, demonstrates correct hand hygiene assessment using UV light and gives feedback to a colleague in a short role-play.',
    }),
    certification: trainerCertificate({
      title: 'Infection Prevention and Control Champion',
      cpd: 6,
      renewal: 'We recommend an annual champions’ update, which can be delivered as a half-day session.',
    }),
    key_features: features({
      duration: 'one day (9:30am–4pm)',
      cpd: 6,
      format: 'trainer-led at your premises, 4–12 delegates',
      extras: [
        'UV hand hygiene light box and audit packs provided',
        'Live audit of your own premises',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Audit tools and content are aligned with the Health and Social Care Act 2008 Code of Practice on infection prevention and the National Infection Prevention and Control Manual for England.',
    ),
    why_study_this_course: p(
      'Having trained champions on every unit or shift is one of the most effective ways to keep standards high between inspections. The live audit means the learning is grounded in your building, not a generic example.',
    ),
    course_learning_outcomes: ul([
      'Carry out and score a hand hygiene and environmental audit',
      'Identify priority improvements and write an action plan',
      'Coach colleagues on infection control practice',
      'Describe the immediate actions when an outbreak is suspected',
      'Explain the champion’s role in antimicrobial stewardship',
    ]),
    key_benefits: ul([
      'Builds lasting infection control leadership in your team',
      'Audit results you can use as CQC evidence',
      'Delivered in your building, using your equipment',
      'Clear 90-day action plan for each champion',
    ]),
    career_impact: p(
      'Champion roles are a recognised step towards senior carer and team leader positions, and demonstrate leadership skills that managers look for when promoting staff.',
    ),
    course_for: 'inhouse',
    featured: false,
    seo_title: 'In-House Infection Control Champion Workshop | Carewise Learning',
    seo_description:
      'One-day in-house workshop training infection control champions in audits, outbreak readiness and coaching. Priced per delegate.',
    faqs: [
      {
        question: 'Who should attend?',
        answer: 'Experienced care workers, senior carers or nurses who will lead on infection control in their area.',
      },
      {
        question: 'Do delegates need prior training?',
        answer: 'Yes. They should have completed infection prevention and control training within the last year.',
      },
      {
        question: 'Will the audit disrupt our service?',
        answer:
          'No. We agree the area and time with you in advance and work around care routines. No residents are involved in the audit.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates?',
      'Can we carry out a short audit of one area of your premises during the session?',
      'Have all delegates completed infection prevention and control training in the last 12 months?',
      'Do you currently have an outbreak in the service or have you had one in the last month?',
      'Would you like your existing audit tools reviewed as part of the day?',
    ],
  },
  {
    slug: 'moving-and-handling-people-practical',
    category: 'moving-and-handling',
    name: 'Moving and Handling People (Practical, In-House)',
    title: 'Moving and Handling People: Practical Training at Your Premises',
    ...courseImages('moving-and-handling-people-practical'),
    price: 95,
    short_description:
      'A hands-on session at your premises covering safe people handling, slide sheets, standing aids and hoists, risk assessment and the Manual Handling Operations Regulations 1992.',
    description: p(
      'Moving and handling people safely cannot be learned from a screen alone. In this practical course, delivered at your premises by a specialist moving and handling trainer, delegates practise the techniques they use every day with the equipment they actually have.',
      'The session starts with the law and principles: the <strong>Manual Handling Operations Regulations 1992</strong>, <strong>TILE(O)</strong> risk assessment, the Health and Safety at Work etc. Act 1974 and why certain lifts, such as the drag lift, are unsafe. Delegates then practise bed mobility with slide sheets, sit-to-stand assistance, transfers with a standing aid and hoisting with slings.',
      'Every delegate takes a turn in the role of the person being moved, which is often the most memorable part of the day and a powerful lesson in dignity and communication.',
    ),
    what_you_learn: ul([
      'Legislation including MHOR 1992, LOLER 1998 and PUWER 1998',
      'Assessing risk with TILE(O) and reading handling plans',
      'Safe posture and ergonomic principles',
      'Repositioning in bed using slide sheets',
      'Assisting sit-to-stand and using standing aids',
      'Safe hoisting, sling selection and pre-use checks',
      'Controlled techniques if someone begins to fall',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate demonstrates safe repositioning with slide sheets, an assisted sit-to-stand, and a full hoist transfer including pre-use checks and sling fitting. Any technique that is not yet safe is coached and re-observed on the day.',
    }),
    certification: trainerCertificate({
      title: 'Moving and Handling People (Practical)',
      cpd: 6,
      renewal: 'Practical moving and handling should be refreshed every year, in line with most employers’ policies.',
    }),
    key_features: features({
      duration: 'one day (9:30am–4pm) or a half-day refresher',
      cpd: 6,
      format: 'practical, at your premises, maximum 10 delegates per trainer',
      extras: [
        'Uses your own hoists, slings and aids so the learning transfers directly',
        'Trainer brings slide sheets, a training bed sheet set and a standing aid if needed',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Follows HSE guidance on manual handling (L23) and current good practice in the safer handling of people; mapped to the Moving and Handling subject of the UK Core Skills Training Framework (Level 2).',
    ),
    why_study_this_course: p(
      'Back injuries are among the most common reasons care workers take time off or leave the profession, and poor technique causes pain, skin damage and fear for the people being moved. Practising with your own equipment, under expert observation, is the most reliable way to prevent both.',
    ),
    course_learning_outcomes: ul([
      'Explain the legal duties of employers and employees in moving and handling',
      'Use a handling plan and TILE(O) to decide on the safest method',
      'Demonstrate safe repositioning, sit-to-stand and hoist transfers',
      'Complete pre-use checks on hoists and slings',
      'Communicate with the person throughout to protect their dignity and comfort',
    ]),
    key_benefits: ul([
      'Hands-on practice with your own equipment',
      'Reduces staff injuries and RIDDOR reportable incidents',
      'Individual coaching from a specialist trainer',
      'Strong evidence of competence for CQC',
    ]),
    career_impact: p(
      'Practical moving and handling competence is required for every hands-on care role. Confident, safe handlers are often asked to mentor new staff, a natural step towards becoming a moving and handling key trainer.',
    ),
    course_for: 'inhouse',
    featured: true,
    seo_title: 'Moving and Handling People Practical Training | Carewise Learning',
    seo_description:
      'Practical in-house moving and handling people training using your own hoists and aids. MHOR 1992, LOLER, TILE(O). Max 10 delegates per trainer.',
    faqs: [
      {
        question: 'Do delegates need to do theory first?',
        answer:
          'It is recommended but not required. Our Safer People Handling online course covers the theory, which shortens the practical day to a half day.',
      },
      {
        question: 'What should delegates wear?',
        answer: 'Comfortable clothes and flat, enclosed shoes. They will be getting on and off beds and floors.',
      },
      {
        question: 'Can delegates with an injury or pregnancy attend?',
        answer:
          'Please tell us in advance. The trainer will adapt the session so they can observe and take part safely, or arrange an alternative date.',
      },
      {
        question: 'What equipment must we have available?',
        answer:
          'A profiling bed, a mobile or ceiling hoist with slings in a range of sizes, and any standing aids you use. We bring slide sheets and training aids.',
      },
    ],
    questions: [
      'Do you have a room with a profiling bed and space for a hoist to be moved around it?',
      'Will a mobile or ceiling hoist and slings be available for the session?',
      'Does any delegate have an injury, health condition or pregnancy we should plan around?',
      'Will all delegates be wearing clothing and footwear suitable for practical work?',
      'Would you like the session to include standing aids or other equipment you use?',
      'Have delegates completed moving and handling theory training in the last year?',
    ],
  },
  {
    slug: 'safer-people-handling-theory',
    category: 'moving-and-handling',
    name: 'Safer People Handling: Theory and Risk Assessment',
    title: 'Safer People Handling: Theory, Law and Risk Assessment',
    ...courseImages('safer-people-handling-theory'),
    price: 25,
    short_description:
      'The theory behind safe people handling: anatomy of the spine, MHOR 1992, TILE(O) risk assessment, handling plans and equipment checks. Ideal before a practical session.',
    description: p(
      'This online course covers the knowledge that underpins practical moving and handling, so that classroom time can be spent practising. It starts with how the spine works and why twisting, stooping and reaching under load cause injury.',
      'You will learn the requirements of the <strong>Manual Handling Operations Regulations 1992</strong> and the <strong>Lifting Operations and Lifting Equipment Regulations 1998 (LOLER)</strong>, how to use TILE(O) to assess a task, and how to read and contribute to a person’s moving and handling plan. Short videos show safe and unsafe practice side by side, including why the drag lift should never be used.',
    ),
    what_you_learn: ul([
      'Anatomy of the spine and common musculoskeletal injuries',
      'Employer and employee duties under MHOR 1992',
      'TILE(O) risk assessment',
      'Reading and contributing to moving and handling plans',
      'Equipment checks and LOLER thorough examinations',
      'Reporting injuries and near misses, including RIDDOR',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Safer People Handling: Theory and Risk Assessment',
      cpd: 2,
      renewal: 'Theory is usually refreshed annually together with a practical update.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with side-by-side videos of safe and unsafe practice',
      extras: [
        'Prepares delegates for our practical in-house course',
        'Downloadable TILE(O) prompt card',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to the theory components of the Moving and Handling subject of the UK Core Skills Training Framework and to Care Certificate Standard 13.',
    ),
    why_study_this_course: p(
      'Knowing why a technique is safe makes it far more likely you will use it on a busy shift. This course gives you the reasoning, so you can spot when a plan no longer fits a person and speak up.',
    ),
    course_learning_outcomes: ul([
      'Describe how poor handling causes injury',
      'Explain the duties set out in MHOR 1992 and LOLER 1998',
      'Use TILE(O) to assess a moving and handling task',
      'Identify when a handling plan needs reviewing',
      'Describe how to report injuries and near misses',
    ]),
    key_benefits: ul([
      'Shortens practical training time',
      'Helps prevent back injuries',
      'Supports Care Certificate Standard 13',
      'Clear visual explanations',
    ]),
    career_impact: p(
      'Understanding risk assessment is essential for senior carers who review handling plans and a foundation for becoming a moving and handling key trainer.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Safer People Handling Theory Course | Carewise Learning',
    seo_description:
      'Online people handling theory for care staff: spine anatomy, MHOR 1992, LOLER, TILE(O) and handling plans. Prepares you for practical training.',
    faqs: [
      {
        question: 'Is online moving and handling training enough?',
        answer:
          'No. Anyone who moves people needs practical training and observation as well. This course covers the theory.',
      },
      {
        question: 'Does it include hoisting?',
        answer: 'It covers the principles and checks. Hands-on hoisting is taught in our practical course.',
      },
      {
        question: 'How long is the certificate valid?',
        answer: 'Certificates do not expire, but most employers require an annual update.',
      },
    ],
    questions: [],
  },
  {
    slug: 'manual-handling-of-loads',
    category: 'moving-and-handling',
    name: 'Manual Handling of Loads',
    title: 'Manual Handling of Loads: Safe Lifting for Care Services',
    ...courseImages('manual-handling-of-loads'),
    price: 19.99,
    short_description:
      'Safe lifting, carrying, pushing and pulling of objects such as laundry, deliveries, wheelchairs and equipment, for care, kitchen, housekeeping and maintenance staff.',
    description: p(
      'Not every handling task in a care service involves a person. Laundry trolleys, food deliveries, oxygen cylinders, wheelchairs and furniture all cause injuries when handled badly. This course is for anyone who moves objects as part of their job.',
      'It explains the <strong>Manual Handling Operations Regulations 1992</strong> hierarchy (avoid, assess, reduce), the HSE risk filter and guideline weights, and the principles of a good lift. It also covers pushing and pulling trolleys and wheelchairs, handling in confined spaces such as people’s homes, and reporting injuries.',
    ),
    what_you_learn: ul([
      'The avoid, assess, reduce hierarchy',
      'HSE guideline weights and why they are not limits',
      'Principles of safe lifting and carrying',
      'Pushing and pulling trolleys and wheelchairs',
      'Team handling and using handling aids',
    ]),
    MOA: onlineMOA({ questions: 15 }),
    certification: onlineCertificate({
      title: 'Manual Handling of Loads',
      cpd: 1,
      renewal: 'We suggest refreshing every two to three years.',
    }),
    key_features: features({
      duration: 'about 1 hour',
      cpd: 1,
      format: 'online, with short demonstration videos',
      extras: [
        'Suitable for non-care roles',
        'Includes home care examples such as shopping and wheelchairs',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement('Consistent with HSE guidance L23 on the Manual Handling Operations Regulations 1992.'),
    why_study_this_course: p(
      'Musculoskeletal disorders are one of the biggest causes of work-related ill health in the UK. A short course on good lifting habits protects you for the rest of your working life.',
    ),
    course_learning_outcomes: ul([
      'Explain the requirements of MHOR 1992',
      'Assess a simple manual handling task',
      'Demonstrate the principles of a safe lift',
      'Describe safe pushing and pulling techniques',
    ]),
    key_benefits: ul([
      'Fewer back and shoulder injuries',
      'Relevant to every role in the service',
      'Quick, affordable whole-team training',
      'Supports your health and safety policy',
    ]),
    career_impact: p(
      'Manual handling training is a standard requirement in housekeeping, kitchen, maintenance and logistics roles, and is good practice for anyone in care.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Manual Handling of Loads Training Course | Carewise Learning',
    seo_description:
      'Online manual handling of loads course for care services: MHOR 1992, safe lifting, pushing and pulling. 1 CPD hour, £19.99.',
    faqs: [
      {
        question: 'Does this cover moving people?',
        answer: 'No. For people handling, choose Safer People Handling or our practical in-house course.',
      },
      {
        question: 'Who is it for?',
        answer: 'Kitchen, housekeeping, laundry, maintenance and administrative staff, as well as care workers.',
      },
      {
        question: 'How long does it take?',
        answer: 'About an hour.',
      },
    ],
    questions: [],
  },
  {
    slug: 'falls-prevention-post-fall-management',
    category: 'moving-and-handling',
    name: 'Falls Prevention and Post-Fall Management',
    title: 'Falls Prevention and Safe Post-Fall Management',
    ...courseImages('falls-prevention-post-fall-management'),
    price: 25,
    short_description:
      'Understand why older people fall, reduce risk with practical measures, and respond safely when someone has fallen, including checking for injury and when not to move them.',
    description: p(
      'Falls are the most common cause of injury-related hospital admission in people over 65, and the fear of falling can be as limiting as a fall itself. This course looks at why falls happen, from medicines and continence to footwear, lighting and low blood pressure on standing.',
      'You will learn how multifactorial falls risk assessment works, in line with NICE guidance on falls prevention, and practical measures care workers can take every day. The second half covers the immediate response to a fall: staying calm, checking for injury, <strong>when not to move someone</strong>, using a post-fall assessment tool, safe methods and equipment for getting someone up from the floor, and recording and reviewing the fall afterwards.',
    ),
    what_you_learn: ul([
      'Common causes and consequences of falls in older people',
      'Multifactorial falls risk assessment',
      'Environmental and personal measures to reduce risk',
      'Assessing someone after a fall and recognising head or hip injury',
      'Safe methods and equipment for getting someone up from the floor',
      'Recording, reporting and learning from falls',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Falls Prevention and Post-Fall Management',
      cpd: 2,
      renewal: 'We recommend refreshing every two years.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with a room hazard-spotting exercise',
      extras: [
        'Post-fall decision flowchart to print',
        'Covers anticoagulants and head injury risk',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement('Consistent with NICE guidance on assessing and preventing falls in older people.'),
    why_study_this_course: p(
      'Care workers are in the best position to spot falls risks: the loose rug, the new tablet that causes dizziness, the slippers that no longer fit. This course helps you act on what you see and respond calmly and safely when a fall does happen.',
    ),
    course_learning_outcomes: ul([
      'Identify personal and environmental falls risk factors',
      'Describe practical steps to reduce falls risk',
      'Carry out an initial check after a fall',
      'Decide when to call for help and when not to move someone',
      'Record and report falls accurately',
    ]),
    key_benefits: ul([
      'Fewer falls and fewer serious injuries',
      'Clear post-fall procedure for every shift',
      'Reduces unnecessary ambulance call-outs',
      'Supports CQC’s “safe” key question',
    ]),
    career_impact: p(
      'Falls prevention is a popular champion role in care homes and a core part of reablement and community care work.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Falls Prevention Training for Care Workers | Carewise Learning',
    seo_description:
      'Online falls prevention and post-fall management training: risk factors, NICE guidance, checking for injury and safe recovery from the floor.',
    faqs: [
      {
        question: 'Does it teach how to use lifting cushions?',
        answer:
          'It explains when equipment is used and the principles; practical use must be taught on your own equipment.',
      },
      {
        question: 'Is it suitable for home care staff?',
        answer: 'Yes, including guidance on lone working and calling for help.',
      },
      {
        question: 'Does it cover hip fractures?',
        answer: 'Yes, including signs of a possible fracture and why the person should not be moved.',
      },
    ],
    questions: [],
  },
  {
    slug: 'hoist-and-sling-safety',
    category: 'moving-and-handling',
    name: 'Hoist and Sling Safety (LOLER)',
    title: 'Hoist and Sling Safety: LOLER, Checks and Safe Use (Blended)',
    ...courseImages('hoist-and-sling-safety'),
    price: 85,
    short_description:
      'A blended course for staff who hoist: online theory followed by a half-day practical on your equipment covering LOLER, sling selection, pre-use checks and safe transfers.',
    description: p(
      'Most serious hoisting incidents involve the wrong sling, a sling that is damaged or past its examination date, or a missed pre-use check. This blended course combines a short online module with a half-day practical session delivered on your own hoists.',
      'The online module covers the <strong>Lifting Operations and Lifting Equipment Regulations 1998</strong>, including the requirement for lifting equipment used for people to be thoroughly examined at least every six months, and <strong>PUWER 1998</strong>. The practical session covers reading sling labels and size charts, matching slings to hoists, checking for wear, and hoisting from bed, chair and floor.',
    ),
    what_you_learn: ul([
      'LOLER and PUWER requirements for hoists and slings',
      'Thorough examination intervals and record keeping',
      'Sling types, sizing and compatibility with hoists',
      'Pre-use checks and when to take equipment out of use',
      'Safe hoisting from bed, chair and floor',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate completes pre-use checks on a hoist and sling, identifies faults on a set of sample slings, and carries out supervised transfers from bed to chair and from the floor.',
      written:
        'The online module ends with a 15-question multiple-choice test (pass mark 80%, unlimited retakes) that must be passed before the practical session.',
    }),
    certification: trainerCertificate({
      title: 'Hoist and Sling Safety',
      cpd: 4,
      renewal: 'We recommend an annual practical update, or sooner if you introduce new hoists or slings.',
    }),
    key_features: features({
      duration: '1 hour online plus a 3-hour practical',
      cpd: 4,
      format: 'blended: e-learning then practical at your premises, maximum 8 delegates',
      extras: ['Sample damaged slings for fault-finding', 'Uses your own hoists', 'Priced per delegate'],
    }),
    endorsement: endorsement(
      'Follows HSE guidance on getting to grips with hoisting people and the LOLER Approved Code of Practice (L113).',
    ),
    why_study_this_course: p(
      'Hoisting is safe when done correctly, but the consequences of errors are severe. This course makes sure every member of staff who hoists can check equipment properly and knows when to stop.',
    ),
    course_learning_outcomes: ul([
      'Explain the LOLER and PUWER duties that apply to hoists and slings',
      'Select a correctly sized, compatible sling from the handling plan',
      'Carry out a full pre-use check and identify faults',
      'Demonstrate safe hoisting transfers',
    ]),
    key_benefits: ul([
      'Reduces risk of serious hoisting incidents',
      'Practical on your own equipment',
      'Clear equipment check routine',
      'Short practical session minimises time off the floor',
    ]),
    career_impact: p(
      'Staff confident with hoists and slings are often asked to lead equipment checks and support colleagues, a valuable step towards a moving and handling key trainer role.',
    ),
    course_for: 'descriptive',
    featured: false,
    seo_title: 'Hoist and Sling Safety Training (LOLER) | Carewise Learning',
    seo_description:
      'Blended hoist and sling safety training: LOLER and PUWER, sling selection, pre-use checks and safe transfers on your own equipment.',
    faqs: [
      {
        question: 'Do you inspect our hoists?',
        answer:
          'No. LOLER thorough examinations must be carried out by a competent person, usually your equipment supplier or insurer. We teach staff the pre-use checks.',
      },
      {
        question: 'How long before the practical must the online module be done?',
        answer: 'Any time in the four weeks before the practical session.',
      },
      {
        question: 'Can we include ceiling track hoists?',
        answer: 'Yes. Tell us which hoists you have when booking and the trainer will include them.',
      },
    ],
    questions: [
      'Will at least one mobile hoist and a range of slings be available for the practical session?',
      'Do you use ceiling track hoists in your service?',
      'Will all delegates complete the online module before the practical session?',
      'Is there a profiling bed and a chair available in the training area?',
      'Does any delegate have a health condition or injury we should plan around?',
    ],
  },
  {
    slug: 'pressure-ulcer-prevention',
    category: 'moving-and-handling',
    name: 'Pressure Ulcer Prevention and Skin Care',
    title: 'Pressure Ulcer Prevention: Skin Care, Repositioning and Reporting',
    ...courseImages('pressure-ulcer-prevention'),
    price: 22,
    short_description:
      'Prevent pressure ulcers with regular skin checks, repositioning and the aSSKINg model; recognise the categories of pressure damage and report concerns early.',
    description: p(
      'Pressure ulcers are painful, can lead to serious infection and are largely preventable. This course explains how pressure, shear and moisture damage the skin, who is most at risk and how care workers can prevent damage during everyday care.',
      'It uses the <strong>aSSKINg</strong> model (assess risk, skin, surface, keep moving, incontinence and moisture, nutrition and hydration, giving information) and covers risk assessment tools, repositioning schedules and pressure-relieving equipment. You will learn to recognise the categories of pressure ulcer, including how early damage looks on darker skin tones, and when damage should be reported as a possible safeguarding concern.',
    ),
    what_you_learn: ul([
      'How pressure, shear and moisture damage skin',
      'Risk factors and risk assessment tools',
      'The aSSKINg model of prevention',
      'Recognising pressure damage on all skin tones',
      'Categories of pressure ulcer and what to report',
      'Repositioning and pressure-relieving equipment',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Pressure Ulcer Prevention and Skin Care',
      cpd: 2,
      renewal: 'We recommend refreshing every two years.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with a clinical photo library including darker skin tones',
      extras: ['aSSKINg prompt card to print', 'Repositioning chart examples', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE guidance on pressure ulcer prevention and management (CG179) and the national wound care strategy recommendations for pressure ulcers.',
    ),
    why_study_this_course: p(
      'You see and touch people’s skin every day, which makes you their best protection against pressure damage. Spotting redness that does not fade, or a heel that feels warm, and acting on it straight away can prevent weeks of pain.',
    ),
    course_learning_outcomes: ul([
      'Explain how pressure ulcers develop',
      'Identify people at increased risk',
      'Apply the aSSKINg model in daily care',
      'Recognise and describe early signs of pressure damage',
      'Report skin changes promptly and accurately',
    ]),
    key_benefits: ul([
      'Prevents pain and serious infection',
      'Inclusive imagery for all skin tones',
      'Links moving and handling with skin care',
      'Supports CQC evidence on safe care',
    ]),
    career_impact: p(
      'Skin integrity is a key responsibility for senior carers, nursing assistants and nursing associates, and an ideal topic for a tissue viability link worker role.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Pressure Ulcer Prevention Training Course | Carewise Learning',
    seo_description:
      'Online pressure ulcer prevention training for care staff: aSSKINg, risk assessment, categories of damage and skin checks on all skin tones.',
    faqs: [
      {
        question: 'Does it teach wound dressing?',
        answer: 'No. Wound care is a clinical task. This course focuses on prevention, recognition and reporting.',
      },
      {
        question: 'Why is it in the moving and handling category?',
        answer:
          'Because repositioning and correct handling techniques are central to preventing pressure and shear damage.',
      },
      {
        question: 'Is it relevant in home care?',
        answer: 'Yes. Many people at high risk live at home with visits from care workers and district nurses.',
      },
    ],
    questions: [],
  },
]
