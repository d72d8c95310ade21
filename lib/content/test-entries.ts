/**
 * Entries of the tests' own, for the content checks and the CV: the owner's content may list no
 * experience at all, so a test that needs one brings it. Tests spread it and change a field.
 */
import type { ExperienceEntry } from '@/content';

/** An internship with readable dates and every field filled. */
export const internshipFixture: ExperienceEntry = {
  id: 'studio-intern',
  start: '2024-03',
  end: '2024-09',
  role: 'Frontend Intern',
  company: 'Fixture Studio',
  description: 'Built the screens of a booking app.',
};
