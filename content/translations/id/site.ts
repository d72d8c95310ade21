import type { SiteWords } from '../types';

/** Indonesian words of `content/site.ts`. `{firstName}` is filled in from `site.firstName`. */
export const site: SiteWords = {
  greeting: 'Hai, saya {firstName}',
  role: 'Junior Frontend Developer',
  intro:
    'Saya membangun aplikasi web yang cepat dan aksesibel dengan React, Next.js, dan Vue, serta peduli pada detail kecil yang terasa oleh pengunjung meski tak pernah terlihat.',
  location: 'Yogyakarta, Indonesia',
  photoAlt: 'Ilustrasi potret {firstName} tersenyum, memakai jaket gelap',
  chatLabel: 'Chat lewat WhatsApp',
  cvFileName: 'Raka-Pratama-CV-ID.pdf',
  contactLabel: 'Hubungi Saya',
  nav: {
    summary: { label: 'Ringkasan', overlayLabel: 'RINGKASAN' },
    'my-work': { label: 'Karya Saya', overlayLabel: 'KARYA SAYA' },
    experience: { label: 'Pengalaman', overlayLabel: 'PENGALAMAN' },
    skills: { label: 'Keahlian', overlayLabel: 'KEAHLIAN' },
  },
};
