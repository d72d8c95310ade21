import type { ProjectCopy, QuickViewCopy } from '../../../copy/project';

export const projectCopy: ProjectCopy = {
  backLink: 'Kembali ke Karya Saya',
  counter: { before: 'Proyek', between: 'dari' },
  tagsLabel: 'Jenis dan tech stack',
  aboutTitle: 'Tentang Proyek Ini',
  demo: {
    title: 'DEMO',
    note: 'Cuplikan singkat {name}. Videonya baru dimuat dari YouTube saat kamu menekan tombol putar.',
    play: 'Putar demo {name}',
  },
  pager: { label: 'Proyek lainnya', previous: 'Proyek sebelumnya', next: 'Proyek berikutnya' },
  shareImageAlt: '{name} — {kind}. Teknologi: {stack}',
};

export const quickViewCopy: QuickViewCopy = {
  navLabel: 'Bagian halaman',
  close: 'Tutup',
  stackLabel: 'Tech stack',
  pageLink: 'Lihat halaman proyek',
  demoLink: 'Tonton demonya',
};
