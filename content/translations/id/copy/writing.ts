import type { WritingCopy } from '../../../copy';

/** Indonesian words of the writing (notes, case studies, tags, feeds, search). */
export const writingCopy: WritingCopy = {
  notesTitle: 'Catatan',
  notesIntro: 'Hal-hal yang saya pelajari sambil membangun, ditulis supaya tidak lupa.',
  latestEyebrow: 'Tulisan',
  latestNotes: 'Catatan terbaru',
  allNotes: 'Semua catatan',
  readingTime: '{count} menit baca',
  published: 'Terbit',
  updated: 'Diperbarui',
  onlyInLanguage: '{page} (halaman ini hanya dalam bahasa {language})',
  tagsLabel: 'Tag',
  pager: { label: 'Catatan lain', newer: 'Catatan lebih baru', older: 'Catatan lebih lama' },
  backToNotes: 'Semua catatan',
  tagPage: {
    title: 'Tag “{tag}”',
    description: {
      both: 'Proyek dan catatan tentang {tag}.',
      projects: 'Proyek yang dibuat dengan {tag}.',
      notes: 'Catatan tentang {tag}.',
    },
    projects: 'Proyek',
    notes: 'Catatan',
  },
  tocLabel: 'Di halaman ini',
  codeLabel: 'Kode: {language}',
  codePlain: 'teks',
  tableLabel: 'Tabel: {columns}',
  feedTitle: 'Catatan {fullName}',
  search: {
    open: 'Cari',
    title: 'Cari di situs',
    placeholder: 'Proyek, catatan, keahlian…',
    close: 'Tutup pencarian',
    results: { one: '1 hasil', other: '{count} hasil' },
    none: 'Tidak ada hasil',
    loading: 'Memuat pencarian…',
    failed: 'Pencarian tidak bisa dimuat. Coba lagi saat online.',
  },
};
