import type { SeedPartner } from '../seed-types'

const partner = (name: string, slug: string): SeedPartner => ({
  name,
  logo: `/images/partners/${slug}.svg`,
  url: `https://example.org/partners/${slug}`,
})

/** Fictional partner and accreditation organisations shown on the home page. */
export const seedPartners: SeedPartner[] = [
  partner('CPD Standards Council', 'cpd-standards-council'),
  partner('Northgate Care Alliance', 'northgate-care-alliance'),
  partner('Pennine Home Care Network', 'pennine-home-care-network'),
  partner('Association of Independent Care Trainers', 'association-of-independent-care-trainers'),
  partner('Meridian Nursing Partnership', 'meridian-nursing-partnership'),
  partner('Brightwater Supported Living', 'brightwater-supported-living'),
  partner('Harbourview Hospice Collaborative', 'harbourview-hospice-collaborative'),
  partner('Willowbank Domiciliary Care', 'willowbank-domiciliary-care'),
  partner('Riverside Care Homes Group', 'riverside-care-homes-group'),
  partner('Quality in Care Learning Forum', 'quality-in-care-learning-forum'),
]
