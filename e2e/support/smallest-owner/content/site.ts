import type { Site } from '@/content/types';

/** Dewi's identity, in Indonesian: the default (and only) language's words are these. */
export const site: Site = {
  firstName: 'Dewi',
  fullName: 'Dewi Lestari',
  greeting: 'Halo, saya {firstName}',
  role: 'Pengembang Web Junior',
  intro: 'Saya membangun aplikasi web yang cepat dan mudah dipakai untuk usaha kecil di Bandung.',
  // A place named in full: it must wrap on the photo's badge, not run off a phone's screen.
  location: 'Kabupaten Bandung Barat, Jawa Barat, Indonesia',
  // A long address with no hyphen to break at: it must break anyway, not widen a 320-px page.
  email: 'dewilestari.pengembangwebjunior@gmail.com',
  photo: 'profile',
  photoAlt: 'Foto {firstName} tersenyum',
  // No social profile yet: the hero and the footer show none, and her CV links none.
  socials: [],
  chatUrl: 'https://wa.me/6281234567890',
  chatLabel: 'Ngobrol lewat WhatsApp',
  nav: [
    { sectionId: 'summary', label: 'Ringkasan', overlayLabel: 'RINGKASAN' },
    { sectionId: 'my-work', label: 'Karya', overlayLabel: 'KARYA' },
    { sectionId: 'experience', label: 'Pengalaman', overlayLabel: 'PENGALAMAN' },
    { sectionId: 'skills', label: 'Keahlian', overlayLabel: 'KEAHLIAN' },
  ],
  contactLabel: 'Hubungi Saya',
  contactSectionId: 'contact',
};
