import type { ExperienceWords } from '../types';

/** Indonesian words of `content/experience.ts`, keyed by entry id. Companies and dates stay as written. */
export const experience: ExperienceWords = {
  'pt-digital-nusantara': {
    role: 'Frontend Developer (Magang)',
    description:
      'Membangun dan merawat layar React untuk dasbor logistik internal yang dipakai empat puluh staf setiap hari. Saya mengubah desain Figma menjadi komponen yang bisa dipakai ulang, menghubungkannya ke REST API dengan Axios, dan memperbaiki bug tata letak yang dilaporkan pengguna ponsel lama. Saya juga menulis tes komponen pertama di proyek itu dan mempresentasikannya di review mingguan.',
  },
  'desa-digital': {
    role: 'Frontend Developer (Magang)',
    description:
      'Membantu tim kecil meluncurkan halaman FAQ dan halaman informasi untuk platform layanan digital desa. Saya membuat halaman Bootstrap yang responsif dari wireframe, merapikan kode jQuery yang menjalankan accordion, dan belajar memakai branch Git serta code review di tim sungguhan.',
  },
};
