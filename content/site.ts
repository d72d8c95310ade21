import type { Site } from './types';

/**
 * The owner's identity. SAMPLE VALUES: replace with yours.
 * Everything here is shown on the site or used in its metadata.
 */
export const site: Site = {
  firstName: 'Raka', // replace with yours
  fullName: 'Raka Pratama', // replace with yours
  greeting: "Hi, I'm {firstName}", // {firstName} is filled in from firstName above
  role: 'Junior Frontend Developer',
  intro:
    'I build fast, accessible web apps with React, Next.js and Vue, and I care about the details a visitor feels but never sees.',
  location: 'Yogyakarta, Indonesia',
  email: 'hello@example.com', // replace with yours
  photo: 'profile',
  photoAlt: 'Portrait illustration of {firstName} smiling, wearing a dark jacket',
  socials: [
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/your-handle' },
    { network: 'github', label: 'GitHub', href: 'https://github.com/your-handle' },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/your-handle' },
  ],
  chatUrl: 'https://wa.me/620000000000', // replace with yours
  chatLabel: 'Chat on WhatsApp',
  nav: [
    { sectionId: 'summary', label: 'Sumary', overlayLabel: 'SUMMARY' },
    { sectionId: 'my-work', label: 'My Work', overlayLabel: 'MY WORK' },
    { sectionId: 'experience', label: 'Experience', overlayLabel: 'EXPERIENCE' },
    { sectionId: 'skills', label: 'Skils', overlayLabel: 'SKILLS' },
  ],
  contactLabel: 'Get In Touch',
  contactSectionId: 'contact',
};
