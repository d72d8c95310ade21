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
  links: {
    label: 'Tautan',
    site: { text: 'Situs langsung', name: 'Situs langsung: {name}' },
    source: { text: 'Kode sumber', name: 'Kode sumber: {name}' },
    sourceOn: { text: 'Kode di {host}', name: 'Kode di {host}: {name}' },
  },
  list: {
    title: 'Semua proyek',
    lead: {
      one: 'Satu-satunya proyek yang sudah saya bangun, lengkap dengan tech stack dan tempat melihatnya berjalan.',
      other:
        'Semua {count} proyek yang sudah saya bangun, lengkap dengan tech stack, situs langsung, dan kodenya. Pilih sebuah tool untuk melihat proyek yang memakainya.',
    },
    filterLabel: 'Saring menurut tool',
    allTools: 'Semua tool',
    toolName: '{tool}: {projects}',
    projectCount: { one: '{n} proyek', other: '{n} proyek' },
    showing: { one: 'Satu proyek memakai {tool}.', other: '{Count} proyek memakai {tool}.' },
    showingAll: {
      one: 'Menampilkan satu-satunya proyek.',
      other: 'Menampilkan semua {count} proyek.',
    },
    listLabel: 'Proyek',
  },
  shareImageAlt: '{name} — {kind}. Teknologi: {stack}',
};

export const quickViewCopy: QuickViewCopy = {
  navLabel: 'Bagian halaman',
  close: 'Tutup',
  stackLabel: 'Tech stack',
  pageLink: 'Lihat halaman proyek',
  demoLink: 'Tonton demonya',
};
