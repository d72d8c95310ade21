import type { ExperienceEntry } from '@/content/types';

/** One internship. */
export const experience: ExperienceEntry[] = [
  {
    id: 'magang-kopi-bandung',
    start: '2024-02',
    end: '2024-07',
    role: 'Pengembang Frontend (Magang)',
    company: 'CV Kopi Bandung Digital',
    description:
      'Membangun halaman menu dan pemesanan daring dengan React, memperbaiki tampilan di ponsel lama, dan menulis pengujian komponen pertama tim.',
  },
];
