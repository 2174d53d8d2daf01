import type { SeedBlog } from '../seed-types'

/** Demo blog posts, oldest first. */
export const seedBlogs: SeedBlog[] = [
  {
    name: 'How Many CPD Hours Do Care Workers Really Need?',
    image: '/images/blogs/1.jpg',
    authorname: 'Priya Natarajan',
    created_at: '2026-03-09',
    description: `<p>“How many CPD hours do I need?” is one of the questions our learner support team hears most often. The honest answer is that it depends on your role, and for most care workers there is no single legal number. But that does not mean CPD is optional, and keeping a good record of it will help you at every stage of your career.</p>
<h3>What CPD actually means</h3>
<p>Continuing professional development is any learning that keeps your knowledge and skills up to date and helps you do your job better. Accredited courses count, but so do reflective supervision, shadowing a specialist nurse, reading new guidance, attending a team meeting where practice is discussed, or completing a workbook. Most accreditation schemes treat one hour of active learning as one CPD hour.</p>
<h3>Care workers and senior carers</h3>
<p>Care workers in England are not registered with a professional regulator, so there is no set annual CPD target. Instead, your employer is required by <strong>Regulation 18 of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014</strong> to make sure staff receive the training, development and supervision they need. In practice that means:</p>
<ul>
<li>completing the Care Certificate during induction</li>
<li>refreshing core and mandatory subjects at the intervals your employer sets</li>
<li>completing extra training for specific tasks, such as medication or PEG feeding</li>
<li>taking part in regular supervision and an annual appraisal</li>
</ul>
<p>Many providers set an informal expectation of somewhere between 15 and 30 hours of learning a year for front-line staff. If you are working towards a Level 2 or Level 3 Diploma in Adult Care, your study time counts too.</p>
<h3>Nurses and nursing associates</h3>
<p>If you are registered with the Nursing and Midwifery Council, the rules are much clearer. To revalidate every three years you must record <strong>35 hours of CPD, including 20 hours of participatory learning</strong> (learning that involves interaction with other people, such as a workshop or live virtual classroom). You also need five pieces of practice-related feedback, five written reflective accounts and a reflective discussion with another registrant.</p>
<h3>Social workers and registered managers</h3>
<p>Social Work England requires registered social workers to record CPD every year, including at least one piece reviewed with a peer. Registered managers are not set a number by CQC, but inspectors will expect you to show how you keep your own knowledge current, particularly on legislation such as the Mental Capacity Act and changes to CQC’s assessment approach.</p>
<h3>How to keep a useful CPD record</h3>
<p>The best CPD record is one you actually keep up to date. For each activity, note the date, what you did, how long it took, what you learned and how you will use it. That last part, the reflection, is what turns a certificate into evidence of development. Carewise stores every certificate you earn in your account and lets you download a CPD summary as a PDF, which you can take to supervision, appraisal or a job interview.</p>
<p>Whatever your role, a steady rhythm of learning beats a last-minute scramble. Try to plan one short course a month, put your renewal dates in your phone calendar, and talk about what you have learned with colleagues. That is CPD that genuinely improves care.</p>`,
  },
  {
    name: 'What CQC Inspectors Ask About Training, and How to Be Ready',
    image: '/images/blogs/2.jpg',
    authorname: 'Marcus Bell',
    created_at: '2026-04-02',
    description: `<p>Few words make a registered manager’s heart beat faster than “CQC are here”. Training records are one of the first things inspectors look at, but the way they assess training has changed. Here is what to expect and how to make sure your evidence tells the right story.</p>
<h3>Training sits under the “safe” and “well-led” questions</h3>
<p>CQC assesses services against five key questions: are they <strong>safe, effective, caring, responsive and well-led</strong>? Under the single assessment framework, each key question is broken down into quality statements. Staff training appears most directly in the “safe” quality statement about safe and effective staffing, but it also underpins effective care, safeguarding, infection control and medicines management.</p>
<p>The legal basis is <strong>Regulation 18 (Staffing)</strong>, which requires providers to deploy enough suitably qualified, competent and experienced staff and to give them appropriate support, training, professional development, supervision and appraisal.</p>
<h3>Completion rates are not enough</h3>
<p>A training matrix showing 98% compliance is a good start, but inspectors increasingly look for evidence that training has made a difference. Expect them to:</p>
<ul>
<li>ask care workers what they would do if they suspected abuse, and whether they know who to tell out of hours</li>
<li>watch a medication round and check the competency assessment of the person giving medicines</li>
<li>observe moving and handling and compare it with the person’s care plan</li>
<li>ask how new staff were inducted and whether they completed the Care Certificate</li>
<li>look at supervision records for discussion of learning and development</li>
</ul>
<h3>Five ways to be inspection-ready</h3>
<p><strong>1. Keep your matrix live.</strong> Review it monthly, not the week before an inspection. Flag anything due in the next 60 days.</p>
<p><strong>2. Match training to need.</strong> If you support people with epilepsy, diabetes or a learning disability, make sure staff have specific training, not just the generic core subjects.</p>
<p><strong>3. Record competence, not just attendance.</strong> For medication, moving and handling and any delegated healthcare tasks, keep signed observation records alongside certificates.</p>
<p><strong>4. Close the loop after incidents.</strong> If a fall or medication error led to refresher training, record that link. It is strong evidence of a learning culture.</p>
<p><strong>5. Prepare your staff, not just your files.</strong> Run short “what would you do?” conversations at handover. Staff who can explain their practice in their own words reassure inspectors far more than a folder of certificates.</p>
<h3>What about agency and bank staff?</h3>
<p>You remain responsible for making sure anyone working in your service is competent. Ask agencies for training records, check them against your own requirements and include agency staff in your induction to the building, fire procedures and key policies.</p>
<p>A good inspection is not about perfection. It is about showing that you know your gaps and have a plan to close them. Our company accounts let you see every staff member’s training status in one place and export a matrix whenever you need it.</p>`,
  },
  {
    name: 'The Care Certificate Explained: All 15 Standards in Plain English',
    image: '/images/blogs/3.jpg',
    authorname: 'Gemma Lloyd',
    created_at: '2026-04-21',
    description: `<p>If you have just started your first job in care, you have probably heard the words “Care Certificate” several times already. It can sound daunting, but it is simply a set of standards describing what every new care worker should know and be able to do. Here is what it involves and what each standard means in practice.</p>
<h3>Who needs it?</h3>
<p>The Care Certificate was introduced in 2015 by Skills for Care, Skills for Health and Health Education England. It applies to new healthcare support workers and adult social care workers in England, and CQC expects providers to use it for staff new to care. It is not a formal qualification: it is awarded by your employer once you have shown both the knowledge and the practical skills for every standard.</p>
<h3>The 15 standards</h3>
<ul>
<li><strong>1. Understand your role</strong>: your job description, agreed ways of working and who you work with.</li>
<li><strong>2. Your personal development</strong>: supervision, feedback and your learning plan.</li>
<li><strong>3. Duty of care</strong>: keeping people safe while respecting their choices, and handling complaints.</li>
<li><strong>4. Equality and diversity</strong>: treating everyone fairly and challenging discrimination.</li>
<li><strong>5. Work in a person-centred way</strong>: care built around the person’s wishes, history and strengths.</li>
<li><strong>6. Communication</strong>: listening, adapting how you communicate and checking understanding.</li>
<li><strong>7. Privacy and dignity</strong>: protecting people’s privacy during care and in conversation.</li>
<li><strong>8. Fluids and nutrition</strong>: supporting people to eat and drink well.</li>
<li><strong>9. Awareness of mental health, dementia and learning disabilities</strong>: recognising needs and adapting support.</li>
<li><strong>10. Safeguarding adults</strong>: recognising and reporting abuse and neglect.</li>
<li><strong>11. Safeguarding children</strong>: what to do if you are worried about a child.</li>
<li><strong>12. Basic life support</strong>: CPR, which must be practically assessed.</li>
<li><strong>13. Health and safety</strong>: risk assessment, moving and handling, fire and hazardous substances.</li>
<li><strong>14. Handling information</strong>: confidentiality, record keeping and data protection.</li>
<li><strong>15. Infection prevention and control</strong>: hand hygiene, PPE and preventing the spread of infection.</li>
</ul>
<h3>How it is assessed</h3>
<p>Each standard has two parts. The <strong>knowledge</strong> part can be covered through e-learning, workbooks or classroom sessions. The <strong>competence</strong> part must be observed by an assessor while you work with real people, although some elements can be assessed through simulation, such as basic life support. Your assessor might be a senior carer, team leader, nurse or manager.</p>
<h3>How long does it take?</h3>
<p>Skills for Care recommends completing it within the first 12 weeks of employment. Most people complete one or two standards a week alongside shadow shifts. If you move jobs, your new employer can accept your existing Care Certificate, though they may check your competence in their own setting.</p>
<h3>Tips for getting through it</h3>
<ul>
<li>Do the knowledge modules before the related shadow shifts so you know what to look for.</li>
<li>Keep your workbook with you and jot down examples from your shifts as they happen.</li>
<li>Ask your assessor to observe you as soon as you feel ready, rather than waiting for the end.</li>
<li>Do not be afraid to say you are unsure. Asking questions is part of the standard on personal development.</li>
</ul>
<p>Once you have your Care Certificate, you have a solid base for the Level 2 Diploma in Adult Care and everything that comes after it.</p>`,
  },
  {
    name: 'Safeguarding Red Flags Every Care Worker Should Know',
    image: '/images/blogs/4.jpg',
    authorname: 'Siobhan Kearney',
    created_at: '2026-05-14',
    description: `<p>Abuse and neglect are rarely obvious. They tend to show up as small things that do not quite add up: a change in mood, a missing possession, a visitor who never leaves the room. Front-line care workers are often the first to notice. Here are the red flags our safeguarding trainers most want you to recognise, and what to do about them.</p>
<h3>Physical signs</h3>
<ul>
<li>Bruises in unusual places, such as the inner arms, thighs or torso, or in the shape of fingers or objects</li>
<li>Injuries that do not match the explanation given, or different people giving different explanations</li>
<li>Repeated falls or injuries with no clear cause</li>
<li>Pressure damage, weight loss or dehydration that cannot be explained by the person’s condition</li>
</ul>
<h3>Behavioural and emotional signs</h3>
<ul>
<li>Someone becoming withdrawn, tearful or anxious, especially around a particular person</li>
<li>Flinching, or reluctance to be touched during personal care</li>
<li>Sudden changes in sleep, appetite or continence</li>
<li>A person who used to chat openly now seems reluctant to talk while a relative or colleague is present</li>
</ul>
<h3>Financial red flags</h3>
<p>Financial abuse is one of the most commonly reported types of abuse of older adults. Watch for unpaid bills despite adequate income, empty cupboards, new “friends” taking a close interest, missing valuables, changes to a will, or a relative who always holds the bank card but never seems to buy anything for the person.</p>
<h3>Organisational and neglect red flags</h3>
<p>Sometimes the concern is the service itself. Rigid routines that suit staff rather than residents, people left in bed all day, call bells unanswered, or staff talking over people as if they were not there can all be signs of organisational abuse or neglect. Self-neglect, such as a person refusing all help while their home becomes unsafe, is also a safeguarding matter under the Care Act 2014.</p>
<h3>What to do if you notice something</h3>
<p>You do not need proof to raise a concern. Your job is to notice, respond and report, not to investigate.</p>
<ul>
<li><strong>If someone tells you something</strong>, listen calmly, do not ask leading questions and do not promise to keep it secret.</li>
<li><strong>Make sure the person is safe</strong> and call 999 if there is immediate danger.</li>
<li><strong>Write down what you saw or heard</strong> as soon as possible, using the person’s own words, with the date and time.</li>
<li><strong>Report it the same day</strong> to your manager or safeguarding lead, following your organisation’s procedure.</li>
<li><strong>If your concern is about your manager or organisation</strong>, contact the local authority safeguarding team directly, or CQC. You are protected when you whistleblow in the public interest.</li>
</ul>
<h3>Keep the person at the centre</h3>
<p>Making Safeguarding Personal means asking the person what they want to happen and involving them in decisions as far as possible. Someone may not want the police involved, and if they have capacity that wish matters, although it does not stop you sharing information where others are at risk or a crime has been committed.</p>
<p>If something feels wrong, trust that feeling. A concern raised that turns out to be nothing is always better than a concern that was never raised.</p>`,
  },
  {
    name: 'Looking After Yourself on Night Shifts: A Care Worker’s Guide',
    image: '/images/blogs/5.jpg',
    authorname: 'Aisha Rahman',
    created_at: '2026-06-08',
    description: `<p>Night shifts are a vital part of 24-hour care, but working against your body clock takes a toll. Research links long-term night work with poorer sleep, digestive problems and low mood. The good news is that a few deliberate habits make a real difference. These tips come from our trainers and from care workers who have worked nights for years.</p>
<h3>Protect your sleep like an appointment</h3>
<p>Daytime sleep is shorter and lighter than night-time sleep, so you need to work harder to protect it.</p>
<ul>
<li>Go to bed as soon as practical after your shift rather than staying up to “wind down” for hours.</li>
<li>Make your bedroom as dark as possible with blackout blinds or an eye mask, and use earplugs or white noise.</li>
<li>Tell family and friends your sleep hours and put your phone on do not disturb.</li>
<li>Wear sunglasses on the journey home if it is light; bright morning light tells your brain it is time to wake up.</li>
<li>A short nap of 20 to 30 minutes before your first night shift can help you stay alert.</li>
</ul>
<h3>Eat to stay alert, not sluggish</h3>
<p>Your digestion slows at night. Heavy meals in the early hours can leave you feeling sick and drowsy. Try having your main meal before your shift, then lighter snacks such as fruit, yoghurt, wholegrain toast or soup during the night. Keep sugary snacks to a minimum: the energy spike is followed by a dip just when you need to concentrate.</p>
<h3>Use caffeine wisely</h3>
<p>Caffeine can help at the start of a shift, but it stays in your system for hours. Avoid it in the last four to six hours before you plan to sleep, and drink water regularly instead. Dehydration makes tiredness worse.</p>
<h3>Watch for the 3am dip</h3>
<p>Alertness is usually lowest between about 3am and 5am. This is when errors with medicines and records are most likely, so plan demanding tasks for earlier in the shift if you can, double-check anything important, and move around regularly. If you are lone working, make sure your check-in arrangements are working.</p>
<h3>Getting home safely</h3>
<p>Drowsy driving is a real risk after a night shift. If you feel very tired, take a short nap before driving, or use public transport or a lift if possible. Never rely on opening the window or turning up the radio.</p>
<h3>Look after your mental health</h3>
<p>Night work can be isolating. Stay connected with friends and family on your days off, keep up activities you enjoy, and be honest in supervision if you are struggling. Your employer has a duty to assess the health of night workers, and under the Working Time Regulations 1998 you are entitled to a free health assessment before starting night work and at regular intervals.</p>
<h3>Know when to ask for a change</h3>
<p>If nights are affecting your health despite your best efforts, talk to your manager or GP. Many people find a different rota pattern, such as fewer consecutive nights, makes a big difference. Our short Stress Management and Resilience course includes a module on shift work, with audio exercises you can use on your break.</p>`,
  },
  {
    name: 'Ten Dementia Communication Tips That Really Work',
    image: '/images/blogs/6.jpg',
    authorname: 'Dr Helen Okafor',
    created_at: '2026-07-01',
    description: `<p>Dementia changes how people understand and use language, but the need to connect never goes away. Small changes in how we approach, speak and listen can turn a confusing, distressing encounter into a calm and warm one. Here are ten tips our dementia trainers share in every workshop.</p>
<h3>Before you speak</h3>
<p><strong>1. Approach from the front.</strong> Dementia can narrow the field of vision. Coming from the side or behind can startle someone. Approach where they can see you, at eye level, and pause before you start talking.</p>
<p><strong>2. Introduce yourself every time.</strong> “Hello Margaret, it’s Sam, I’m one of the carers.” Never ask “Do you remember me?” It tests the person and can leave them feeling embarrassed.</p>
<p><strong>3. Reduce distractions.</strong> Turn down the television, move somewhere quieter or close a door. Background noise makes it much harder to follow a conversation.</p>
<h3>While you speak</h3>
<p><strong>4. Keep sentences short and simple.</strong> One idea at a time. “Would you like a cup of tea?” works better than a list of options.</p>
<p><strong>5. Offer choices that are manageable.</strong> Holding up two jumpers and asking “this one or this one?” keeps the person in control without overwhelming them.</p>
<p><strong>6. Give time.</strong> Processing takes longer. Count to ten silently before repeating the question, and repeat it in the same words rather than rephrasing.</p>
<p><strong>7. Use more than words.</strong> Gestures, pointing, showing objects and a warm facial expression all help. Your tone of voice and body language may be understood long after words are not.</p>
<h3>When things get difficult</h3>
<p><strong>8. Respond to the feeling, not the facts.</strong> If someone is asking for their mother, who died many years ago, correcting them may cause fresh grief every time. Instead, acknowledge the emotion: “You’re thinking about your mum. Tell me about her.” This approach, sometimes called validation, is kind and often calming.</p>
<p><strong>9. Do not argue or insist.</strong> If someone refuses care, step back, give them space and try again a little later, perhaps with a different colleague. Pushing on increases distress for everyone.</p>
<p><strong>10. Look for the need behind the behaviour.</strong> Shouting, pacing or resisting care are often ways of saying “I’m in pain”, “I’m frightened”, “I need the toilet” or “I’m bored”. Check for pain and physical causes, and remember that a sudden change may be delirium, which needs medical attention.</p>
<h3>Use what you know about the person</h3>
<p>Life story work is one of the most powerful communication tools. Knowing that someone was a nurse, loved dancing or always had a dog gives you topics that bring them joy and ways to offer reassurance. Involve families in gathering this information and keep it somewhere every member of staff can see it.</p>
<h3>Look after the relationship</h3>
<p>People with dementia often remember how you made them feel long after they have forgotten what you said. Smile, take your time and enjoy the moment together. That is communication at its best.</p>
<p>Our in-house Dementia Communication Workshop lets teams practise these skills together through role-play and simulated sensory changes.</p>`,
  },
  {
    name: 'Infection Control After COVID: What Has Changed and What Has Not',
    image: '/images/blogs/7.jpg',
    authorname: 'Rachel Whitfield',
    created_at: '2026-08-12',
    description: `<p>For two years, infection control dominated every shift in health and social care. Then the pandemic-specific rules were withdrawn, testing and routine masking ended, and many services were left asking what “normal” should look like now. The answer is that the fundamentals never changed, and they matter as much as ever.</p>
<h3>The rules that went away</h3>
<p>Most COVID-19-specific guidance for adult social care in England was withdrawn or folded into general guidance. Routine asymptomatic testing, universal masking and restrictions on visiting are no longer expected. Visiting in particular is now protected: people in care homes should be able to have visits, and CQC looks at how services support this.</p>
<h3>The principles that stayed</h3>
<p>The <strong>National Infection Prevention and Control Manual for England</strong> sets out ten standard infection control precautions that apply to everyone, every time, whether or not an infection is known:</p>
<ul>
<li>patient placement and assessment of infection risk</li>
<li>hand hygiene</li>
<li>respiratory and cough hygiene</li>
<li>personal protective equipment</li>
<li>safe management of care equipment</li>
<li>safe management of the care environment</li>
<li>safe management of linen</li>
<li>safe management of blood and body fluid spillages</li>
<li>safe disposal of waste, including sharps</li>
<li>occupational safety, including preventing exposure to sharps injuries</li>
</ul>
<p>When an infection is suspected or confirmed, <strong>transmission-based precautions</strong> are added, depending on whether it spreads by contact, droplets or the airborne route.</p>
<h3>Lessons worth keeping</h3>
<p>The pandemic taught the sector some valuable lessons that should not be lost:</p>
<ul>
<li><strong>Ventilation matters.</strong> Opening windows and maintaining ventilation systems reduces the spread of respiratory infections.</li>
<li><strong>Staying away when unwell works.</strong> Staff with diarrhoea and vomiting should stay off work until 48 hours after symptoms stop, and staff with respiratory symptoms should follow current guidance.</li>
<li><strong>Early outbreak action saves lives.</strong> Recognising two or more linked cases and contacting your local health protection team quickly limits the spread of norovirus, flu and COVID-19.</li>
<li><strong>Vaccination protects the vulnerable.</strong> Encouraging seasonal flu and COVID-19 vaccination for eligible residents and staff remains important.</li>
</ul>
<h3>The risk of drift</h3>
<p>The biggest danger now is complacency. Hand hygiene audits in some services show compliance slipping back to pre-pandemic levels. Gloves are sometimes worn for too long, or in place of hand hygiene. Cleaning schedules that were rigorous in 2021 have become box-ticking exercises. Regular training, audits and infection control champions help keep standards high.</p>
<h3>Antimicrobial resistance</h3>
<p>Infection control is also our first defence against antimicrobial resistance. Every infection prevented is an antibiotic that does not need to be prescribed. Care workers contribute by preventing urinary tract infections through good hydration and continence care, and by not pushing for antibiotics when symptoms are likely to be viral.</p>
<p>Infection control is not a pandemic measure. It is part of safe, dignified care every day. Our Infection Prevention and Control course reflects current national guidance and is updated every year.</p>`,
  },
  {
    name: 'From Care Worker to Nursing Associate: Your Career Path Explained',
    image: '/images/blogs/8.jpg',
    authorname: 'Tom Ashworth',
    created_at: '2026-09-23',
    description: `<p>Many of the best nurses started as care workers. If you love hands-on care and want more clinical responsibility, the nursing associate role could be your next step. It is a registered profession, it usually comes with a pay rise, and it can lead on to becoming a registered nurse without starting from scratch.</p>
<h3>What is a nursing associate?</h3>
<p>Nursing associates were introduced in England to bridge the gap between healthcare support workers and registered nurses. Since 2019 they have been regulated by the <strong>Nursing and Midwifery Council (NMC)</strong>, which means they work to the NMC Code and must revalidate every three years. They work in hospitals, GP practices, community teams, hospices and, increasingly, nursing homes.</p>
<p>Typical duties include taking and interpreting observations, administering medicines, wound care, supporting care planning and escalating concerns about deterioration. Nursing associates work under the direction of registered nurses but take accountability for their own practice.</p>
<h3>How do you train?</h3>
<p>The most common route is a <strong>nursing associate apprenticeship</strong>, a foundation degree usually lasting two years. You stay in paid employment while studying, combining university learning with practice placements in different settings. Your employer pays the training costs through the apprenticeship levy. Some universities also offer direct-entry foundation degrees.</p>
<p>Entry requirements vary, but you will usually need:</p>
<ul>
<li>English and maths at GCSE grade 4 (C) or Level 2 Functional Skills</li>
<li>evidence of recent study, such as a Level 2 or 3 Diploma in Adult Care</li>
<li>experience in a health or care role</li>
<li>your employer’s support if you are applying for an apprenticeship</li>
</ul>
<h3>Building your evidence now</h3>
<p>You can strengthen an application long before you apply. Useful steps include completing the Care Certificate and a Level 3 Diploma, taking extra training in areas such as medication, recognising deterioration and end of life care, asking to shadow nurses or to take on delegated healthcare tasks, and keeping a reflective CPD log. Interviewers look for people who can reflect on their practice and show they understand the scope of the role.</p>
<h3>What about pay?</h3>
<p>In the NHS, nursing associates are usually employed at Agenda for Change Band 4, which is a significant step up from most care worker pay. Pay in the independent sector varies, but nursing homes are increasingly creating nursing associate posts to support their registered nurses.</p>
<h3>From nursing associate to registered nurse</h3>
<p>Once qualified, many nursing associates go on to become registered nurses. Because your foundation degree counts towards a nursing degree, you can often top up in around two years, again through an apprenticeship if your employer supports it.</p>
<h3>Is it right for you?</h3>
<p>The role suits people who enjoy clinical tasks, are comfortable with academic study and want professional registration. It is demanding, balancing work, study and placements, but many care workers describe it as the best decision of their careers. Talk to your manager, your local NHS trust or a university admissions team to find out about apprenticeship opportunities near you.</p>`,
  },
  {
    name: 'Mandatory Training Renewal Dates: A Practical Guide for Care Providers',
    image: '/images/blogs/9.jpg',
    authorname: 'David Pryce',
    created_at: '2026-11-04',
    description: `<p>One of the most common questions from registered managers is “how often does this need renewing?” There is no single legal list of renewal dates for social care. Instead, frequencies come from legislation in a few cases, from national frameworks and guidance, and from your own risk assessment and policies. This guide sets out the intervals most providers use and why.</p>
<h3>Where do the intervals come from?</h3>
<p>The <strong>UK Core Skills Training Framework</strong>, published by Skills for Health, includes recommended refresher periods for common subjects and is widely used in health and social care. Some subjects have more specific sources, such as HSE guidance for first aid or NICE guidance for medicines. Ultimately, CQC expects you to decide what your staff need and to be able to justify it.</p>
<h3>Typical renewal intervals</h3>
<ul>
<li><strong>Basic life support:</strong> every year</li>
<li><strong>Moving and handling people (practical):</strong> every year</li>
<li><strong>Infection prevention and control:</strong> every year for staff giving direct care</li>
<li><strong>Fire safety:</strong> every year, with fire drills at regular intervals</li>
<li><strong>Information governance and data security:</strong> every year</li>
<li><strong>Medication:</strong> competency assessed at least every year, with knowledge refreshed alongside it</li>
<li><strong>Safeguarding adults and children (Level 1 and 2):</strong> every three years, although many providers choose every year</li>
<li><strong>Mental Capacity Act and DoLS:</strong> every two to three years</li>
<li><strong>Equality, diversity and human rights:</strong> every three years</li>
<li><strong>Health and safety awareness:</strong> every three years</li>
<li><strong>Food hygiene:</strong> every three years</li>
<li><strong>Emergency First Aid at Work:</strong> certificate valid for three years, with an annual refresher strongly recommended by HSE</li>
<li><strong>Prevent awareness:</strong> every three years</li>
</ul>
<h3>When to renew sooner</h3>
<p>Fixed intervals are a minimum, not a target. Consider refresher training sooner when:</p>
<ul>
<li>an incident, complaint or audit reveals a gap in practice</li>
<li>legislation or national guidance changes</li>
<li>you introduce new equipment, such as a different hoist or an electronic medication system</li>
<li>someone returns after a long absence, such as parental leave or sickness</li>
<li>a person with new or complex needs moves into the service</li>
</ul>
<h3>Managing renewals without the panic</h3>
<p>The most reliable approach is a training matrix that shows every staff member, every required subject, the date completed and the date due. Colour-code anything due in the next 60 days and review it at every management meeting. Spread renewals across the year rather than booking everyone at once, so the service is never short of trained staff.</p>
<p>Online courses are ideal for knowledge-based subjects because staff can complete them around shifts. Practical subjects such as moving and handling, basic life support and first aid need hands-on training, which can often be delivered in-house to reduce travel and cover costs.</p>
<h3>Do not forget the evidence</h3>
<p>Keep certificates, but also keep records of competency observations and supervision discussions about learning. These show inspectors that training leads to safe practice. Carewise company accounts send automatic reminders 30 days before each renewal date and let you export your matrix in one click.</p>
<p>Set your intervals, write them into your training policy, and review them every year. A clear plan is the best defence against a last-minute scramble before an inspection.</p>`,
  },
]
