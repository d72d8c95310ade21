import type { ErrorCopy, NotFoundCopy } from '../../../copy/errors';

export const notFoundCopy: NotFoundCopy = {
  title: 'Halaman tidak ditemukan',
  description: 'Halaman ini tidak ada. Kembali ke portofolio untuk melihat proyek-proyeknya.',
  code: '404',
  heading: 'Halaman ini tersesat',
  text: 'Tautannya mungkin sudah lama atau salah ketik. Semua proyek masih ada di beranda.',
  workLink: 'Lihat karya saya',
};

export const errorCopy: ErrorCopy = {
  app: {
    eyebrow: 'Ada yang rusak',
    title: 'Terjadi Kesalahan Aplikasi yang Tak Terduga!',
    unknownError: 'Terjadi kesalahan saat menampilkan halaman ini.',
    text: 'Mohon maaf. Coba lagi, atau kembali ke beranda; ini sama sekali bukan karena kesalahanmu.',
    retry: 'Coba lagi',
  },
  chunk: {
    eyebrow: 'Masalah koneksi',
    title: 'Gagal memuat chunk {chunk}',
    typeLabel: 'Jenis kegagalan:',
    text: 'Sebagian halaman ini tidak bisa diunduh. Periksa koneksimu, lalu muat ulang; bisa jadi juga ada versi baru situs ini yang terbit sejak kamu membukanya.',
    reload: 'Muat ulang',
  },
};
