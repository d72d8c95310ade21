import type { Project } from '@/content/types';

/**
 * One project, without a demo video, with a portrait phone screenshot as its cover, written with
 * the README's fields only: its card's shape, width and parallax are the defaults.
 */
export const projects: Project[] = [
  {
    id: 1,
    image: 'projects/kasirku-layar',
    alt: 'Layar aplikasi kasir KasirKu di ponsel dengan daftar pesanan dan total harga',
    name: 'KasirKu',
    kind: 'Aplikasi kasir untuk warung',
    description:
      'Aplikasi kasir sederhana untuk warung kopi di Bandung. Saya membuat tampilan pesanan, struk, dan laporan harian dengan React, dan menyimpan data di perangkat agar tetap jalan tanpa internet.',
    stack: ['React', 'IndexedDB'],
  },
];
