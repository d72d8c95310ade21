import type { ContactCopy } from '../../../copy/contact';

/** The visitor is addressed as "kamu" throughout, as on the rest of the Indonesian site. */
export const contactCopy: ContactCopy = {
  formLabel: 'Formulir kontak',
  nameLabel: 'Nama',
  emailLabel: 'Email',
  messageLabel: 'Pesan',
  namePlaceholder: 'Nama kamu',
  emailPlaceholder: 'kamu@example.com',
  messagePlaceholder: 'Apa yang ingin kamu obrolkan?',
  honeypotLabel: 'Website (biarkan kosong)',
  send: 'Kirim',
  sendViaEmailApp: 'Kirim lewat aplikasi email',
  sending: 'Mengirim…',
  sentNotice: 'Halo {name}, pesanmu sudah terkirim',
  // "Halo Kak, ..." is how Indonesians greet someone whose name they do not know.
  sentNoticeNoName: 'Kak',
  handedOffNotice:
    'Aplikasi email kamu seharusnya terbuka dengan pesan yang siap dikirim. Kalau tidak ada yang terbuka, kirim email ke {email}.',
  notConfiguredNote:
    'Saat ini pesan belum bisa dikirim langsung dari halaman ini, jadi tombol Kirim akan membuka aplikasi email kamu dengan pesan yang sudah terisi, ditujukan ke {email}.',
  waiting: {
    title: 'Masih menunggu jawaban dari layanan email.',
    text: 'Prosesnya lebih lambat dari biasanya. Pesanmu mungkin sudah sampai, jadi biarkan halaman ini tetap terbuka: catatan ini akan berubah begitu jawabannya datang.',
    sendAgain: 'Kirim ulang…',
  },
  failed: {
    title: 'Pesanmu tidak terkirim.',
    uncertainTitle: 'Pesanmu mungkin belum terkirim.',
    restoredTitle: 'Pesanmu dari kunjungan sebelumnya belum terkirim.',
    restoredUncertainTitle: 'Pesanmu dari kunjungan sebelumnya mungkin belum terkirim.',
    kept: 'Semua yang kamu tulis masih ada di sini: coba lagi, atau kirim lewat aplikasi email kamu sendiri.',
    retry: 'Coba lagi',
    mailtoInstead: 'Kirim email ke {email} saja',
  },
  reasons: {
    network:
      'Pesanmu tidak bisa sampai ke layanan email, atau jawabannya hilang di tengah jalan. Coba periksa koneksi internetmu.',
    throttled:
      'Kamu baru saja mengirim pesan beberapa detik yang lalu. Tunggu sebentar sebelum mengirim lagi.',
    'rate-limited': 'Layanan email sedang sibuk (terlalu banyak pesan). Tunggu sebentar, ya.',
    rejected: 'Layanan email menolak pesan ini (error {status}).',
    'server-error': 'Layanan email sedang bermasalah (error {status}).',
    misconfigured: 'Pengiriman dari halaman ini belum diatur dengan benar.',
    unexpected: 'Terjadi kesalahan tak terduga saat mengirim.',
    'no-answer': 'Halaman ini ditutup sebelum layanan email sempat menjawab.',
  },
  confirm: {
    title: 'Kirim ulang pesanmu?',
    text: 'Pesanmu mungkin sudah sampai: layanan email belum memberi kabar apakah pesan itu diterima. Kalau dikirim ulang, pesannya bisa sampai dua kali.',
    send: 'Ya, kirim ulang',
    keepWaiting: 'Tetap tunggu',
    cancel: 'Batal',
  },
  mailto: {
    subject: 'Pesan dari {name} lewat portofolio',
    subjectNoName: 'Pesan lewat portofolio',
    nameLine: 'Nama: ',
    emailLine: 'Email: ',
  },
};
