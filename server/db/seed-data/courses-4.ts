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

/** Mental health and first aid courses. */
export const courses4: SeedCourse[] = [
  {
    slug: 'mental-health-awareness',
    category: 'mental-health',
    name: 'Mental Health Awareness',
    title: 'Mental Health Awareness for Health and Social Care',
    ...courseImages('mental-health-awareness'),
    price: 29,
    short_description:
      'Understand common mental health conditions, challenge stigma, support recovery and know how to respond and signpost when someone you support, or a colleague, is struggling.',
    description: p(
      'Mental health problems are common: around one in four adults in England experience one each year, and people who receive care and support are more likely than most to be affected. This course gives care and support workers the knowledge and confidence to recognise when someone is struggling and to respond helpfully.',
      'It covers anxiety, depression, bipolar disorder, psychosis and schizophrenia, personality disorder, eating disorders and the mental health of older people, including how depression is often missed in people with dementia. You will learn about the recovery model, the effect of stigma, and the basics of the <strong>Mental Health Act 1983</strong> and how it differs from the Mental Capacity Act.',
      'The final module is about action: how to start a conversation, listen without judgement, and signpost to the right help, from a GP and NHS talking therapies to NHS 111 (option 2 for urgent mental health support) or 999 in an emergency.',
    ),
    what_you_learn: ul([
      'What mental health and mental ill health mean',
      'Signs and symptoms of common mental health conditions',
      'The recovery model and the impact of stigma',
      'Mental health in older people and people with dementia',
      'Basics of the Mental Health Act 1983',
      'Starting a supportive conversation and signposting',
      'Looking after your own mental wellbeing',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Mental Health Awareness',
      cpd: 3,
      renewal: 'We recommend refreshing every three years.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, with lived-experience video stories',
      extras: [
        'Covers Care Certificate Standard 9 mental health content',
        'Signposting directory for England, Scotland, Wales and Northern Ireland',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 9 (Awareness of mental health, dementia and learning disabilities) and consistent with NICE guidance on depression in adults (NG222) and common mental health problems (CG123).',
    ),
    why_study_this_course: p(
      'Whatever service you work in, you will support people living with mental health problems, and you will work alongside colleagues who are struggling. Understanding mental health helps you notice changes early, respond with compassion rather than fear, and know where to find help.',
    ),
    course_learning_outcomes: ul([
      'Describe common mental health conditions and their effects on daily life',
      'Recognise possible signs of mental ill health',
      'Explain how stigma affects people and how to challenge it',
      'Respond supportively and signpost to appropriate help',
      'Describe the difference between the Mental Health Act and the Mental Capacity Act',
    ]),
    key_benefits: ul([
      'Earlier support for the people you care for',
      'More supportive teams and workplaces',
      'Lived-experience perspectives throughout',
      'Meets Care Certificate Standard 9 mental health content',
    ]),
    career_impact: p(
      'Mental health awareness is valuable in every care role and essential for moving into mental health support work, supported living, community outreach or healthcare assistant roles in mental health services.',
    ),
    course_for: 'online',
    featured: true,
    seo_title: 'Mental Health Awareness Training Course | Carewise Learning',
    seo_description:
      'Online mental health awareness training for care and health staff: common conditions, stigma, recovery, the Mental Health Act and signposting.',
    faqs: [
      {
        question: 'Does this qualify me as a mental health first aider?',
        answer:
          'No. It is an awareness course. Our in-house Mental Health Support Skills Workshop builds practical skills for staff who want to take on a workplace support role.',
      },
      {
        question: 'Is the content distressing?',
        answer:
          'It discusses suicide and self-harm briefly. Content warnings appear before these sections, and support contacts are available throughout.',
      },
      {
        question: 'Is it suitable for managers?',
        answer: 'Yes. A section on supporting staff wellbeing is useful for supervisors and managers.',
      },
    ],
    questions: [],
  },
  {
    slug: 'mental-health-support-skills-workshop',
    category: 'mental-health',
    name: 'Mental Health Support Skills Workshop (In-House)',
    title: 'Mental Health Support Skills: One-Day Workshop for Care Teams',
    ...courseImages('mental-health-support-skills-workshop'),
    price: 120,
    short_description:
      'A one-day, trainer-led workshop at your workplace that builds practical skills for supporting colleagues and people in distress: listening, crisis response and wellbeing plans.',
    description: p(
      'This workshop is for care organisations that want a group of staff who can confidently support colleagues and the people they care for when mental health is affected. It is delivered at your premises by a trainer with a mental health nursing background.',
      'The day combines short teaching sessions with practice. Delegates learn and rehearse active listening, asking directly about suicide, responding to panic attacks and acute distress, and agreeing a simple <strong>wellbeing action plan</strong>. They also learn the boundaries of the role: when and how to hand over to professional services, and how to look after themselves afterwards.',
      'We can link the workshop to your employee assistance programme, your wellbeing policy and the <strong>HSE Management Standards</strong> for work-related stress, so the new skills fit into your existing support.',
    ),
    what_you_learn: ul([
      'Active and non-judgemental listening',
      'Asking directly and safely about suicide',
      'Responding to panic, acute distress and crisis',
      'Wellbeing action plans and reasonable adjustments',
      'Boundaries, confidentiality and when to escalate',
      'Self-care and supervision for supporters',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate takes part in structured listening practice and a crisis-response role-play, receiving feedback from the trainer against a simple skills checklist.',
    }),
    certification: trainerCertificate({
      title: 'Mental Health Support Skills',
      cpd: 6,
      renewal: 'We recommend a half-day refresher every two years to keep skills current.',
    }),
    key_features: features({
      duration: 'one day (9:30am–4pm)',
      cpd: 6,
      format: 'trainer-led at your premises, 8–16 delegates',
      extras: [
        'Trainer with a mental health nursing background',
        'Can be linked to your wellbeing policy and EAP',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Consistent with NICE guidance on mental wellbeing at work (NG212) and the HSE Management Standards.',
    ),
    why_study_this_course: p(
      'Care work is emotionally demanding, and staff are often the first people a colleague or client confides in. Giving a group of staff real, practised skills means help is available on every shift, not just when a manager is in the building.',
    ),
    course_learning_outcomes: ul([
      'Use active listening to support a person in distress',
      'Ask about suicide directly and respond appropriately',
      'Agree a simple wellbeing action plan',
      'Identify when and how to hand over to professional help',
      'Apply self-care strategies after supporting someone',
    ]),
    key_benefits: ul([
      'Practical skills, practised in a safe setting',
      'Supports staff retention and wellbeing',
      'Links to your existing policies',
      'Evidence for CQC’s “well-led” key question',
    ]),
    career_impact: p(
      'Taking on a workplace wellbeing role demonstrates leadership and emotional intelligence, which are valued in promotion to team leader and management positions.',
    ),
    course_for: 'inhouse',
    featured: false,
    seo_title: 'Mental Health Support Skills Workshop (In-House) | Carewise Learning',
    seo_description:
      'One-day in-house mental health support skills workshop for care teams: listening, suicide awareness, crisis response and wellbeing plans.',
    faqs: [
      {
        question: 'Is this a licensed mental health first aid course?',
        answer:
          'No. It is our own CPD-accredited workshop, designed for care settings. It covers similar practical skills with care-specific examples.',
      },
      {
        question: 'What support is available for delegates during the day?',
        answer:
          'The trainer sets ground rules, gives content warnings, and a quiet space should be available for anyone who needs a break.',
      },
      {
        question: 'How many staff should we train?',
        answer: 'We suggest at least one trained supporter per shift pattern, so help is always available.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates?',
      'Is there a separate quiet room delegates can use if they need a break?',
      'Do you have an employee assistance programme you would like us to refer to?',
      'Would you like the session linked to your existing wellbeing or stress policy?',
      'Will any delegates need the materials in large print or another accessible format?',
    ],
  },
  {
    slug: 'self-harm-suicide-prevention',
    category: 'mental-health',
    name: 'Self-Harm and Suicide Prevention Awareness',
    title: 'Self-Harm and Suicide Prevention Awareness for Care Staff',
    ...courseImages('self-harm-suicide-prevention'),
    price: 29.99,
    short_description:
      'Understand why people self-harm, recognise warning signs of suicide, ask directly and compassionately, and help someone stay safe while connecting them with support.',
    description: p(
      'Talking about suicide and self-harm can feel frightening, but evidence shows that asking someone directly about suicidal thoughts does not put the idea in their head; it can be a relief. This course helps care and support staff have those conversations with confidence and compassion.',
      'It explores why people self-harm, common myths, and how to respond to injuries without judgement. It covers warning signs of suicide, including in older men and people with long-term illness, and how to support someone to create a <strong>safety plan</strong>. The course reflects NICE guidance on self-harm (NG225), which advises against using risk scales to predict future suicide and emphasises a psychosocial assessment instead.',
    ),
    what_you_learn: ul([
      'Myths and facts about self-harm and suicide',
      'Reasons people may self-harm',
      'Warning signs and risk factors for suicide',
      'Asking directly about suicide',
      'Safety planning and removing access to means',
      'Getting urgent help and supporting yourself afterwards',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Self-Harm and Suicide Prevention Awareness',
      cpd: 2,
      renewal: 'We recommend refreshing every two years.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with modelled conversations',
      extras: ['Safety plan template', 'Content warnings and support links throughout', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with NICE guidance on self-harm (NG225) and the suicide prevention strategy for England.',
    ),
    why_study_this_course: p(
      'You may be the person someone chooses to confide in. Knowing what to say, and what not to say, can help them stay safe and accept support.',
    ),
    course_learning_outcomes: ul([
      'Challenge common myths about self-harm and suicide',
      'Recognise warning signs and risk factors',
      'Ask directly about suicidal thoughts',
      'Support someone to create a safety plan',
      'Access urgent help when needed',
    ]),
    key_benefits: ul([
      'Confidence to have difficult conversations',
      'Compassionate, evidence-based approach',
      'Practical safety planning tools',
      'Relevant to staff and the people they support',
    ]),
    career_impact: p(
      'Suicide prevention skills are valued in mental health, supported living, substance misuse and homelessness services, and in any supervisory role.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Self-Harm and Suicide Prevention Training | Carewise Learning',
    seo_description:
      'Online self-harm and suicide prevention awareness for care staff: myths, warning signs, asking directly and safety planning. NICE NG225.',
    faqs: [
      {
        question: 'What if the course brings up difficult feelings?',
        answer:
          'You can pause at any time. Support contacts, including Samaritans on 116 123, are shown throughout the course.',
      },
      {
        question: 'Is it suitable for non-clinical staff?',
        answer: 'Yes. It is written for anyone who works with people.',
      },
      {
        question: 'Does it cover young people?',
        answer: 'It focuses on adults, with a short section on young people for staff who meet them.',
      },
    ],
    questions: [],
  },
  {
    slug: 'learning-disability-autism-awareness',
    category: 'mental-health',
    name: 'Learning Disability and Autism Awareness',
    title: 'Learning Disability and Autism Awareness for Care Staff',
    ...courseImages('learning-disability-autism-awareness'),
    price: 29,
    short_description:
      'Understand learning disability and autism, make reasonable adjustments under the Equality Act 2010, reduce health inequalities and support people to live the lives they choose.',
    description: p(
      'People with a learning disability and autistic people experience significant health inequalities and die, on average, much younger than the general population. Many of these deaths are avoidable. This course helps care staff understand why, and what they can do about it.',
      'It explains what a learning disability is, how autism affects sensory processing, communication and social interaction, and why every person’s experience is different. You will learn about <strong>reasonable adjustments</strong> under the <strong>Equality Act 2010</strong>, annual health checks, hospital passports, the <strong>STOMP</strong> programme to stop the over-medication of people with a learning disability, autism or both, and the lessons from LeDeR reviews.',
      'The Health and Care Act 2022 requires CQC-registered providers to ensure staff receive learning disability and autism training appropriate to their role. This course is a useful complement to, but does not replace, the Oliver McGowan Mandatory Training.',
    ),
    what_you_learn: ul([
      'What a learning disability is and common causes',
      'Autism, sensory differences and communication',
      'Health inequalities and the findings of LeDeR',
      'Reasonable adjustments and hospital passports',
      'STOMP and the overuse of psychotropic medicines',
      'Positive behaviour support principles',
    ]),
    MOA: onlineMOA({ questions: 25 }),
    certification: onlineCertificate({
      title: 'Learning Disability and Autism Awareness',
      cpd: 3,
      renewal: 'We recommend refreshing every three years.',
    }),
    key_features: features({
      duration: 'around 3 hours',
      cpd: 3,
      format: 'online, co-produced with autistic people and people with a learning disability',
      extras: ['Easy read summary available', 'Reasonable adjustments checklist', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Mapped to Care Certificate Standard 9 learning disability content and to Tier 1 of the Core Capabilities Frameworks for supporting people with a learning disability and autistic people.',
    ),
    why_study_this_course: p(
      'Small changes, like a quiet appointment time, a clear picture schedule or asking how someone prefers to communicate, can make the difference between a person getting the healthcare they need and being missed. This course shows you how.',
    ),
    course_learning_outcomes: ul([
      'Describe what learning disability and autism are',
      'Explain the causes of health inequalities',
      'Identify reasonable adjustments for individuals',
      'Describe the aims of STOMP and annual health checks',
      'Support people using person-centred approaches',
    ]),
    key_benefits: ul([
      'Reduces avoidable health inequalities',
      'Co-produced, lived-experience content',
      'Easy read summary available',
      'Complements Oliver McGowan Mandatory Training',
    ]),
    career_impact: p(
      'Learning disability and autism knowledge is essential for supported living, day services and specialist health roles, and increasingly expected in all health and care jobs.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Learning Disability and Autism Awareness Course | Carewise Learning',
    seo_description:
      'Online learning disability and autism awareness for care staff: reasonable adjustments, health inequalities, STOMP and LeDeR. 3 CPD hours.',
    faqs: [
      {
        question: 'Is this the Oliver McGowan Mandatory Training?',
        answer:
          'No. The Oliver McGowan Mandatory Training is a specific national programme. This course complements it with practical, care-focused content.',
      },
      {
        question: 'Why is it in the mental health category?',
        answer:
          'It sits alongside our mental health courses as part of Care Certificate Standard 9. Learning disability and autism are not mental illnesses.',
      },
      {
        question: 'Is there an easy read version?',
        answer: 'Yes, an easy read summary is available in the resources tab.',
      },
    ],
    questions: [],
  },
  {
    slug: 'stress-resilience-care-workers',
    category: 'mental-health',
    name: 'Stress Management and Resilience for Care Workers',
    title: 'Stress Management and Resilience for Care Workers',
    ...courseImages('stress-resilience-care-workers'),
    price: 19.99,
    short_description:
      'Recognise stress, burnout and compassion fatigue in yourself and colleagues, and build practical habits that protect your wellbeing through long shifts and emotional work.',
    description: p(
      'Care work is rewarding but demanding: long or irregular shifts, emotional situations, lone working and bereavement all take their toll. This course helps you recognise the signs of stress, burnout and compassion fatigue and build habits that protect your wellbeing.',
      'It explains the stress response, the six areas of the <strong>HSE Management Standards</strong> (demands, control, support, relationships, role and change), and what you can reasonably ask of your employer. Practical modules cover sleep and shift work, breathing and grounding techniques, boundaries, peer support and reflective supervision, and when to seek professional help.',
    ),
    what_you_learn: ul([
      'How stress affects the body and mind',
      'Burnout and compassion fatigue',
      'The HSE Management Standards',
      'Managing sleep and energy on shift work',
      'Quick techniques for stressful moments',
      'Using supervision and peer support',
    ]),
    MOA: onlineMOA({ questions: 15, passMark: 75 }),
    certification: onlineCertificate({
      title: 'Stress Management and Resilience for Care Workers',
      cpd: 1.5,
      renewal: 'No renewal is required, but many learners revisit the techniques each year.',
    }),
    key_features: features({
      duration: 'around 90 minutes',
      cpd: 1.5,
      format: 'online, with guided audio exercises you can replay',
      extras: ['Personal wellbeing plan template', 'Audio exercises available offline in the app', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with HSE guidance on work-related stress and NICE guidance on mental wellbeing at work (NG212).',
    ),
    why_study_this_course: p(
      'You cannot pour from an empty cup. Looking after your own wellbeing is not selfish; it is what allows you to keep providing good care over a long career.',
    ),
    course_learning_outcomes: ul([
      'Recognise signs of stress, burnout and compassion fatigue',
      'Describe the HSE Management Standards',
      'Use practical techniques to manage stress',
      'Create a personal wellbeing plan',
    ]),
    key_benefits: ul([
      'Better wellbeing at work and home',
      'Practical techniques you can use on shift',
      'Supports staff retention',
      'Short and affordable',
    ]),
    career_impact: p(
      'Resilience helps people stay in care and progress. Managers who understand stress are better placed to support their teams and reduce turnover.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Stress Management and Resilience Course for Carers | Carewise Learning',
    seo_description:
      'Online stress management and resilience course for care workers: burnout, compassion fatigue, shift work and practical techniques.',
    faqs: [
      {
        question: 'Can I use the audio exercises offline?',
        answer: 'Yes. Once opened in the Carewise app, the exercises are saved for offline use.',
      },
      {
        question: 'Is this therapy?',
        answer:
          'No. It is an educational course. If you are struggling, please speak to your GP or use the support links provided.',
      },
      {
        question: 'Is it suitable for managers?',
        answer: 'Yes. There is a section on supporting team wellbeing.',
      },
    ],
    questions: [],
  },
  {
    slug: 'emergency-first-aid-at-work',
    category: 'first-aid',
    name: 'Emergency First Aid at Work (In-House)',
    title: 'Emergency First Aid at Work (EFAW): One-Day In-House Course',
    ...courseImages('emergency-first-aid-at-work'),
    price: 85,
    short_description:
      'A one-day, six-hour practical course at your premises following the HSE Emergency First Aid at Work syllabus: CPR, AED, choking, bleeding, shock, burns and seizures.',
    description: p(
      'The <strong>Health and Safety (First-Aid) Regulations 1981</strong> require employers to provide adequate first aid. For many care services, the first aid needs assessment identifies Emergency First Aid at Work (EFAW) as the right level for designated first aiders.',
      'This one-day course, delivered at your premises by a qualified first aid trainer, covers the full HSE EFAW syllabus in at least six hours of contact time: the role of the first aider, assessing an incident, managing an unresponsive casualty, <strong>CPR and safe use of an AED</strong>, choking, wounds and bleeding, shock, minor injuries, burns and seizures.',
      'Scenarios are adapted to care settings, for example a resident who collapses in a lounge or a client found on the floor at home, so delegates practise in situations they might actually face.',
    ),
    what_you_learn: ul([
      'The role and responsibilities of a first aider',
      'Assessing an incident and the primary survey',
      'CPR and use of an AED on adult manikins',
      'Managing an unresponsive casualty and the recovery position',
      'Choking, bleeding, shock and minor burns',
      'Seizures and recording and reporting incidents',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate demonstrates a primary survey, the recovery position, CPR with AED use to current UK guidelines, choking management and control of severe bleeding, assessed continuously by the trainer.',
      written:
        'A short multiple-choice paper at the end of the day checks knowledge. Delegates who need more practice receive individual coaching on the day.',
    }),
    certification: trainerCertificate({
      title: 'Emergency First Aid at Work',
      cpd: 6,
      renewal:
        'EFAW certificates are valid for three years. HSE strongly recommends an annual three-hour refresher, which we can deliver in-house.',
    }),
    key_features: features({
      duration: 'one day, minimum six hours of contact time',
      cpd: 6,
      format: 'practical, at your premises, maximum 12 delegates per trainer',
      extras: [
        'Manikins, training AEDs and dressings provided',
        'Scenarios adapted to care homes and home care',
        'Priced per delegate, minimum six delegates',
      ],
    }),
    endorsement: endorsement(
      'Delivered to the HSE EFAW syllabus in guidance L74 and current Resuscitation Council UK guidelines. HSE no longer approves first aid training providers; we publish our trainer qualifications and quality assurance so employers can carry out their own due diligence.',
    ),
    why_study_this_course: p(
      'In an emergency the first few minutes matter most. Having trained first aiders on every shift means someone knows exactly what to do while help is on the way, and that can save a life.',
    ),
    course_learning_outcomes: ul([
      'Describe the role and responsibilities of an emergency first aider',
      'Assess an incident and manage an unresponsive casualty',
      'Perform CPR and use an AED safely',
      'Manage choking, bleeding, shock and minor injuries',
      'Provide first aid for a casualty having a seizure',
    ]),
    key_benefits: ul([
      'Meets the HSE syllabus for EFAW',
      'No travel: delivered at your premises',
      'Care-specific scenarios',
      'Certificate valid for three years',
    ]),
    career_impact: p(
      'A current first aid certificate is an advantage in any care role and is often essential for senior carers, team leaders and staff working alone or on nights.',
    ),
    course_for: 'inhouse',
    featured: true,
    seo_title: 'Emergency First Aid at Work (EFAW) In-House Course | Carewise Learning',
    seo_description:
      'One-day in-house Emergency First Aid at Work course to the HSE syllabus: CPR, AED, choking, bleeding and seizures. Certificate valid 3 years.',
    faqs: [
      {
        question: 'How long is the certificate valid?',
        answer: 'Three years. HSE recommends an annual refresher to keep skills current.',
      },
      {
        question: 'Is EFAW enough, or do we need First Aid at Work?',
        answer:
          'It depends on your first aid needs assessment. Larger or higher-risk workplaces may need some staff trained to the three-day First Aid at Work level.',
      },
      {
        question: 'Can delegates with limited mobility take part?',
        answer:
          'Please tell us in advance. Delegates must be able to demonstrate CPR on the floor for the practical assessment; the trainer will discuss options.',
      },
      {
        question: 'What do we need to provide?',
        answer: 'A room with seating and clear floor space for manikins, ideally carpeted. We bring all equipment.',
      },
    ],
    questions: [
      'Do you have a training room that can seat all delegates?',
      'Is there clear floor space for CPR practice with a manikin for every two delegates?',
      'Does any delegate have a condition that could make kneeling on the floor for CPR difficult?',
      'Do you have an AED on site that you would like delegates to practise with?',
      'Will any delegates need the materials in large print or another accessible format?',
    ],
  },
  {
    slug: 'basic-life-support-aed',
    category: 'first-aid',
    name: 'Basic Life Support and AED',
    title: 'Adult Basic Life Support and AED (Blended)',
    ...courseImages('basic-life-support-aed'),
    price: 65,
    short_description:
      'A blended course: short online theory, then a two-hour practical at your premises covering adult CPR, AED use, choking and the recovery position to current UK guidelines.',
    description: p(
      'Basic life support is Care Certificate Standard 12 and an annual requirement for most clinical and care staff. This blended course combines a 45-minute online module with a two-hour practical session at your premises, so time away from the floor is kept to a minimum.',
      'The online module covers the chain of survival, recognising cardiac arrest, agonal breathing and the role of the AED. In the practical session delegates perform high-quality CPR on feedback manikins, use a training AED, manage choking and place a casualty in the recovery position. The session also covers DNACPR decisions and ReSPECT forms so staff know when resuscitation is and is not appropriate.',
    ),
    what_you_learn: ul([
      'The chain of survival',
      'Recognising cardiac arrest and agonal breathing',
      'High-quality chest compressions and rescue breaths',
      'Safe use of an AED',
      'Managing choking and the recovery position',
      'DNACPR decisions and ReSPECT forms',
    ]),
    MOA: practicalMOA({
      observed:
        'each delegate performs two minutes of CPR on a feedback manikin meeting target depth and rate, and uses a training AED correctly in a simulated cardiac arrest.',
      written:
        'The online module ends with a 10-question test (pass mark 80%, unlimited retakes) to be completed before the practical.',
    }),
    certification: trainerCertificate({
      title: 'Adult Basic Life Support and AED',
      cpd: 3,
      renewal: 'Basic life support should be refreshed every year.',
    }),
    key_features: features({
      duration: '45 minutes online plus a 2-hour practical',
      cpd: 3,
      format: 'blended: e-learning then practical at your premises, maximum 12 delegates',
      extras: [
        'Feedback manikins show compression depth and rate',
        'Meets Care Certificate Standard 12 practical requirement',
        'Priced per delegate',
      ],
    }),
    endorsement: endorsement(
      'Follows current Resuscitation Council UK adult basic life support guidelines and the Resuscitation subject of the UK Core Skills Training Framework (Level 2).',
    ),
    why_study_this_course: p(
      'Skills in CPR fade quickly without practice. An annual hands-on session with feedback manikins is the most reliable way to make sure your staff can give effective CPR if it is ever needed.',
    ),
    course_learning_outcomes: ul([
      'Recognise cardiac arrest and call for help',
      'Perform effective CPR to current UK guidelines',
      'Use an AED safely',
      'Manage choking in an adult',
      'Explain the role of DNACPR and ReSPECT decisions',
    ]),
    key_benefits: ul([
      'Minimal time away from care duties',
      'Objective feedback on CPR quality',
      'Meets Care Certificate Standard 12',
      'Care-specific guidance on DNACPR',
    ]),
    career_impact: p(
      'Annual basic life support is a requirement for most care and healthcare roles, and keeping it current avoids delays when changing jobs or taking on bank shifts.',
    ),
    course_for: 'descriptive',
    featured: false,
    seo_title: 'Adult Basic Life Support and AED Training | Carewise Learning',
    seo_description:
      'Blended adult basic life support and AED training: online theory plus a 2-hour practical at your premises. Meets Care Certificate Standard 12.',
    faqs: [
      {
        question: 'Does this include paediatric BLS?',
        answer: 'No. It covers adults. Paediatric BLS can be added on request for an extra 45 minutes.',
      },
      {
        question: 'Is it the same as EFAW?',
        answer: 'No. BLS covers resuscitation only; Emergency First Aid at Work covers a wider range of first aid.',
      },
      {
        question: 'How many manikins do you bring?',
        answer: 'One manikin for every two delegates, plus training AEDs.',
      },
    ],
    questions: [
      'Is there clear floor space for CPR practice with a manikin for every two delegates?',
      'Will all delegates complete the online module before the practical session?',
      'Does any delegate have a condition that could make kneeling on the floor for CPR difficult?',
      'Do you have an AED on site that you would like delegates to practise with?',
    ],
  },
  {
    slug: 'first-aid-awareness-care',
    category: 'first-aid',
    name: 'First Aid Awareness for Care Workers',
    title: 'First Aid Awareness for Care Workers',
    ...courseImages('first-aid-awareness-care'),
    price: 19.99,
    short_description:
      'Online first aid awareness for care and support workers: the primary survey, calling for help, bleeding, burns, fractures, head injuries and what to do while you wait.',
    description: p(
      'This online course gives care and support workers a grounding in first aid for the situations they are most likely to face, especially when working alone in people’s homes. It is an ideal introduction or refresher between practical courses.',
      'It covers the primary survey (danger, response, airway, breathing, circulation), calling 999 or 111 and what information to give, bleeding, burns and scalds, suspected fractures, head injuries, and when not to move someone after a fall. Animations show each technique step by step.',
    ),
    what_you_learn: ul([
      'Keeping yourself safe and the primary survey',
      'Calling for help and giving clear information',
      'Controlling bleeding',
      'Burns and scalds',
      'Suspected fractures and head injuries',
      'Recording incidents and RIDDOR basics',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'First Aid Awareness for Care Workers',
      cpd: 2,
      renewal: 'We recommend refreshing annually.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with step-by-step animations',
      extras: ['Lone worker section for home care', 'Pocket first aid guide to download', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Content follows current Resuscitation Council UK guidance and widely accepted UK first aid practice.',
    ),
    why_study_this_course: p(
      'Home care workers are often alone when something goes wrong. Knowing the basics and being able to give clear information to the ambulance service can make a real difference to the outcome.',
    ),
    course_learning_outcomes: ul([
      'Carry out a primary survey',
      'Call for help and give clear information',
      'Describe first aid for bleeding, burns and fractures',
      'Recognise signs of a serious head injury',
    ]),
    key_benefits: ul([
      'Affordable refresher between practical courses',
      'Relevant to lone workers',
      'Clear animations',
      'Available offline in the app',
    ]),
    career_impact: p(
      'First aid awareness is a useful addition to any care CV and a stepping stone to EFAW or First Aid at Work qualifications.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'First Aid Awareness Course for Care Workers | Carewise Learning',
    seo_description:
      'Online first aid awareness for care workers: primary survey, calling 999, bleeding, burns, fractures and head injuries. 2 CPD hours.',
    faqs: [
      {
        question: 'Does this make me a workplace first aider?',
        answer: 'No. Workplace first aiders need practical training such as Emergency First Aid at Work.',
      },
      {
        question: 'Does it include CPR?',
        answer:
          'It explains CPR, but practical skills must be learned hands-on. See our Basic Life Support and AED course.',
      },
      {
        question: 'Can I use it as a refresher?',
        answer: 'Yes. Many first aiders use it between their three-yearly courses.',
      },
    ],
    questions: [],
  },
  {
    slug: 'choking-anaphylaxis-allergy-awareness',
    category: 'first-aid',
    name: 'Choking, Anaphylaxis and Allergy Awareness',
    title: 'Choking, Anaphylaxis and Allergy Awareness in Care',
    ...courseImages('choking-anaphylaxis-allergy-awareness'),
    price: 22,
    short_description:
      'Recognise and respond to choking and anaphylaxis, use an adrenaline auto-injector correctly, and reduce risk for people with allergies or swallowing difficulties.',
    description: p(
      'Choking is a particular risk for older people and people with dysphagia, dementia or a learning disability, and anaphylaxis can develop within minutes. This course prepares care staff to recognise both emergencies and act quickly.',
      'It covers mild and severe airway obstruction, back blows and abdominal thrusts, and what to do if the person becomes unresponsive. It then explains allergic reactions and anaphylaxis, how to use an <strong>adrenaline auto-injector</strong> in the outer thigh, positioning, and when to give a second dose, in line with current Resuscitation Council UK guidance. Prevention is covered too: modified diets, supervision at mealtimes and allergen management.',
    ),
    what_you_learn: ul([
      'Recognising mild and severe choking',
      'Back blows and abdominal thrusts',
      'Signs of an allergic reaction and anaphylaxis',
      'Using an adrenaline auto-injector',
      'Positioning and calling 999',
      'Preventing choking and allergen exposure',
    ]),
    MOA: onlineMOA({ questions: 15 }),
    certification: onlineCertificate({
      title: 'Choking, Anaphylaxis and Allergy Awareness',
      cpd: 1.5,
      renewal: 'We recommend refreshing annually.',
    }),
    key_features: features({
      duration: 'around 90 minutes',
      cpd: 1.5,
      format: 'online, with demonstration videos',
      extras: ['Choking and anaphylaxis action cards', 'Links with IDDSI modified diets', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with current Resuscitation Council UK guidance on choking and the emergency treatment of anaphylaxis.',
    ),
    why_study_this_course: p(
      'Choking and anaphylaxis are frightening, fast-moving emergencies. Knowing exactly what to do, in the right order, helps you act calmly and quickly.',
    ),
    course_learning_outcomes: ul([
      'Recognise and manage choking in an adult',
      'Recognise the signs of anaphylaxis',
      'Describe how to use an adrenaline auto-injector',
      'Reduce the risk of choking and allergic reactions',
    ]),
    key_benefits: ul([
      'Confident response to emergencies',
      'Links prevention with first aid',
      'Short and focused',
      'Suitable for kitchen and care staff',
    ]),
    career_impact: p(
      'This knowledge is especially valuable for staff in learning disability services, dementia care and any role involving mealtimes.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Choking and Anaphylaxis Awareness Training | Carewise Learning',
    seo_description:
      'Online choking, anaphylaxis and allergy awareness for care staff: back blows, abdominal thrusts, auto-injectors and prevention.',
    faqs: [
      {
        question: 'Will I practise using an auto-injector?',
        answer:
          'The course shows the technique on video. Practice with a trainer device is recommended and is included in our EFAW course on request.',
      },
      {
        question: 'Does it cover children?',
        answer: 'It focuses on adults, with notes on differences for children.',
      },
      {
        question: 'Is it suitable for kitchen staff?',
        answer: 'Yes, especially the allergen and prevention sections.',
      },
    ],
    questions: [],
  },
  {
    slug: 'paediatric-first-aid-awareness',
    category: 'first-aid',
    name: 'Paediatric First Aid Awareness',
    title: 'Paediatric First Aid Awareness for Health and Care Staff',
    ...courseImages('paediatric-first-aid-awareness'),
    price: 24.99,
    short_description:
      'First aid awareness for babies and children: CPR differences, choking, febrile seizures, meningitis and sepsis signs, burns and head injuries, for staff who meet children at work.',
    description: p(
      'Care and health staff sometimes find themselves responsible for children, whether in respite services, family visits, children’s homes or community work. This online course explains how first aid for babies and children differs from adults.',
      'It covers paediatric basic life support, choking in infants and children, febrile seizures, recognising meningitis and sepsis, asthma attacks, burns and scalds, and head injuries. It is an awareness course: staff who need a paediatric first aid certificate for early years settings must complete a practical, 12-hour course.',
    ),
    what_you_learn: ul([
      'How children’s anatomy changes first aid',
      'Paediatric basic life support principles',
      'Choking in infants and children',
      'Febrile seizures and asthma attacks',
      'Signs of meningitis and sepsis',
      'Burns, scalds and head injuries',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Paediatric First Aid Awareness',
      cpd: 2,
      renewal: 'We recommend refreshing annually.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with infant and child demonstration videos',
      extras: [
        'Printable paediatric choking guide',
        'Clear explanation of when a 12-hour course is required',
        '12 months’ access',
      ],
    }),
    endorsement: endorsement('Content follows current Resuscitation Council UK paediatric guidance.'),
    why_study_this_course: p(
      'Children are not small adults. Knowing the differences, especially for CPR and choking, means you can respond correctly if a child in your care becomes unwell.',
    ),
    course_learning_outcomes: ul([
      'Describe key differences in paediatric first aid',
      'Explain the steps of infant and child choking management',
      'Recognise signs of serious illness in children',
      'Respond to febrile seizures and asthma attacks',
    ]),
    key_benefits: ul([
      'Clear, reassuring guidance',
      'Useful for respite and family-facing roles',
      'Quick and affordable',
      'Available offline in the app',
    ]),
    career_impact: p(
      'Useful for staff in children’s respite, family support and community health roles, and a good introduction before a full paediatric first aid qualification.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'Paediatric First Aid Awareness Course | Carewise Learning',
    seo_description:
      'Online paediatric first aid awareness for health and care staff: infant CPR, choking, febrile seizures, meningitis and sepsis signs.',
    faqs: [
      {
        question: 'Does this meet the EYFS requirement?',
        answer: 'No. Early years settings require a 12-hour paediatric first aid course with practical assessment.',
      },
      {
        question: 'Who is it for?',
        answer: 'Health and care staff who occasionally care for or meet children.',
      },
      {
        question: 'Does it include infant CPR?',
        answer: 'It explains and demonstrates it, but practical skills need hands-on training.',
      },
    ],
    questions: [],
  },
  {
    slug: 'recognising-deterioration-news2-restore2',
    category: 'first-aid',
    name: 'Recognising Deterioration: NEWS2 and RESTORE2',
    title: 'Recognising and Responding to Deterioration: NEWS2, RESTORE2 and SBARD',
    ...courseImages('recognising-deterioration-news2-restore2'),
    price: 29,
    short_description:
      'Spot soft signs of deterioration, understand NEWS2 observations and the RESTORE2 approach, and escalate concerns clearly using SBARD in care homes and home care.',
    description: p(
      'Many hospital admissions from care homes begin with a change staff noticed but did not know how to describe. This course teaches a structured approach to recognising and responding to deterioration, used widely across English care homes.',
      'It explains <strong>soft signs</strong> (“not quite right”), the physiological observations that make up the <strong>NEWS2</strong> score, how the <strong>RESTORE2</strong> approach combines both with a baseline, and how to hand over clearly using <strong>SBARD</strong>. It also covers the role of ReSPECT and advance care plans so escalation respects people’s wishes.',
    ),
    what_you_learn: ul([
      'Soft signs of deterioration',
      'The observations that make up NEWS2',
      'Establishing a baseline',
      'The RESTORE2 approach and escalation',
      'Handover using SBARD',
      'Respecting advance care plans and ReSPECT',
    ]),
    MOA: onlineMOA({ questions: 20 }),
    certification: onlineCertificate({
      title: 'Recognising Deterioration: NEWS2 and RESTORE2',
      cpd: 2,
      renewal: 'We recommend refreshing every two years.',
    }),
    key_features: features({
      duration: 'around 2 hours',
      cpd: 2,
      format: 'online, with worked NEWS2 examples',
      extras: ['SBARD handover card', 'Soft signs checklist', '12 months’ access'],
    }),
    endorsement: endorsement(
      'Consistent with the Royal College of Physicians NEWS2 guidance and the RESTORE2 approach used by care homes in England.',
    ),
    why_study_this_course: p(
      'Noticing deterioration early, and describing it clearly, means people get the right treatment sooner and often avoid a hospital stay altogether.',
    ),
    course_learning_outcomes: ul([
      'Recognise soft signs of deterioration',
      'Explain the components of NEWS2',
      'Describe how RESTORE2 supports escalation',
      'Hand over concerns clearly using SBARD',
    ]),
    key_benefits: ul([
      'Earlier treatment and fewer admissions',
      'Confident communication with clinicians',
      'Widely used, structured approach',
      'Used by care homes with and without nursing',
    ]),
    career_impact: p(
      'Recognising deterioration is a core competency for senior carers, nursing assistants and nursing associates, and often a requirement for night senior roles.',
    ),
    course_for: 'online',
    featured: false,
    seo_title: 'NEWS2 and RESTORE2 Deterioration Training | Carewise Learning',
    seo_description:
      'Online training on recognising deterioration: soft signs, NEWS2, RESTORE2 and SBARD handover for care homes and home care. 2 CPD hours.',
    faqs: [
      {
        question: 'Will I learn to take observations?',
        answer:
          'The course explains observations. Taking them requires practical training and competency sign-off from your employer.',
      },
      {
        question: 'Is RESTORE2 used everywhere?',
        answer: 'It is widely used in England, but some areas use similar tools. The principles are transferable.',
      },
      {
        question: 'Why is it in the first aid category?',
        answer: 'Because recognising deterioration early is part of preventing emergencies.',
      },
    ],
    questions: [],
  },
]
