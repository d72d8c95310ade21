import type { SiteWords } from '../types';

/**
 * Indonesian words of `content/site.ts`: only words. `{firstName}` is filled in from
 * `site.firstName`; the role, the location and the CV's file name come from `site.ts` (add `role`
 * here to translate the job title).
 */
export const site: SiteWords = {
  greeting: 'Hai, saya {firstName}',
  intro:
    'Saya membangun aplikasi web yang cepat dan aksesibel dengan React, Next.js, dan Vue, serta peduli pada detail kecil yang terasa oleh pengunjung meski tak pernah terlihat.',
  photoAlt: 'Ilustrasi potret {firstName} tersenyum, memakai jaket gelap',
  chatLabel: 'Chat lewat WhatsApp',
  contactLabel: 'Hubungi Saya',
  nav: {
    summary: { label: 'Ringkasan', overlayLabel: 'RINGKASAN' },
    'my-work': { label: 'Karya Saya', overlayLabel: 'KARYA SAYA' },
    experience: { label: 'Pengalaman', overlayLabel: 'PENGALAMAN' },
    skills: { label: 'Keahlian', overlayLabel: 'KEAHLIAN' },
  },
};
