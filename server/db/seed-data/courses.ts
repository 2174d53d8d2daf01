import type { SeedCourse } from '../seed-types'
import { courses1 } from './courses-1'
import { courses2 } from './courses-2'
import { courses3 } from './courses-3'
import { courses4 } from './courses-4'

/** The full demo catalogue, in display order. */
export const seedCourses: SeedCourse[] = [...courses1, ...courses2, ...courses3, ...courses4]
