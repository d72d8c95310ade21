import type { ExperienceEntry } from '@/content/types';

/** No job or internship yet: her home page offers the CV alone, in words that say so. */
export const experience: ExperienceEntry[] = [];
