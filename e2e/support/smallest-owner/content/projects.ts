import type { Project } from '@/content/types';

/** One project, without a demo video, with a portrait phone screenshot as its cover. */
export const projects: Project[] = [
  {
    id: 1,
    image: 'projects/kasirku-layar',
    alt: 'Layar aplikasi kasir KasirKu di ponsel dengan daftar pesanan dan total harga',
    name: 'KasirKu',
    kind: 'Aplikasi kasir untuk warung',
    width: '20rem',
    class: 'portrait',
    factoryX: 0.2,
    factoryY: 0.2,
    description:
      'Aplikasi kasir sederhana untuk warung kopi di Bandung. Saya membuat tampilan pesanan, struk, dan laporan harian dengan React, dan menyimpan data di perangkat agar tetap jalan tanpa internet.',
    stack: ['React', 'IndexedDB'],
  },
];
