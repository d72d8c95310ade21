import type { ProjectWords } from '../types';

/** Indonesian words of `content/projects.ts`, keyed by project id. Project names stay as they are. */
export const projects: ProjectWords = {
  1: {
    alt: 'Dasbor Persuratan Upana berisi daftar surat masuk dengan label status',
    kind: 'Aplikasi manajemen dokumen',
    description:
      'Aplikasi manajemen dokumen untuk mencatat surat masuk dan surat keluar di sebuah kantor universitas, lengkap dengan penomoran, disposisi, dan pencarian arsip. Saya membangun view Laravel Blade dan layar alur kerja surat, lalu menulis filter pencarian yang memangkas waktu mencari surat dari hitungan menit menjadi detik.',
  },
  2: {
    alt: 'Landing page Confie.id dengan judul utama dan kartu-kartu fitur',
    kind: 'Proyek frontend dengan React',
    description:
      'Proyek frontend freelance untuk sebuah startup coaching kepercayaan diri. Saya mengubah desain Figma menjadi komponen React yang bisa dipakai ulang, menghubungkan form booking ke REST API mereka dengan Axios, dan memastikan setiap halaman tetap responsif hingga lebar 320 px.',
  },
  3: {
    alt: 'Layar chat Sebuah Teman dengan teman AI yang sedang membalas pesan',
    kind: 'Situs teman AI berbasis Next.js',
    description:
      'Situs teman AI tempat pengunjung bisa ngobrol dengan asisten yang ramah dalam bahasa Indonesia. Saya membangunnya dengan Next.js dan men-stream balasan dari model sehingga jawaban muncul kata demi kata. Saya juga merancang antarmuka chat beserta mode gelapnya.',
  },
  4: {
    alt: 'Etalase TokoKu berupa grid produk dengan harga dan tombol keranjang',
    kind: 'Toko online dengan login Google',
    description:
      'Toko online dengan pencarian produk, keranjang yang tetap tersimpan, dan login dengan akun Google. Saya mengimplementasikan alur login OAuth, state keranjang dengan Redux, dan halaman checkout, lalu menguji seluruh alurnya di koneksi seluler yang lambat.',
  },
  5: {
    alt: 'Halaman FAQ Digides dengan pertanyaan yang bisa dibuka-tutup, dikelompokkan per topik',
    kind: 'Halaman FAQ dengan Bootstrap',
    description:
      'Halaman FAQ untuk platform layanan digital desa, dibuat dengan Bootstrap. Saya mengelompokkan lebih dari enam puluh pertanyaan ke dalam beberapa topik dengan accordion yang aksesibel, dan menambahkan pencarian di sisi klien supaya warga cepat menemukan jawabannya.',
  },
  6: {
    alt: 'Papan pesanan Urban Print dengan pekerjaan cetak yang berpindah dari tahap ke tahap',
    kind: 'Aplikasi alur pesanan cetak',
    description:
      'Aplikasi alur pesanan cetak yang membawa setiap pekerjaan mulai dari unggah file, proofing, dan pencetakan hingga pengambilan. Saya membangun papan pesanan dengan Vue, fitur unggah file dengan indikator progres, dan notifikasi status untuk pelanggan.',
  },
  7: {
    alt: 'Katalog produk E Katalogue dengan filter kategori di sebelah kiri',
    kind: 'E-katalog berbasis Vue',
    description:
      'Katalog online untuk sebuah produsen mebel lokal, dibuat dengan Vue. Saya menulis grid produk yang bisa difilter, halaman detail produk, dan form admin untuk menambah produk baru, serta menerapkan lazy loading pada gambar agar katalog tetap cepat.',
  },
  8: {
    alt: 'Beranda situs kampus Kampusku dengan berita dan kalender acara',
    kind: 'Situs kampus berbasis PHP',
    description:
      'Situs kampus dengan berita, kalender acara, dan halaman program studi, dibangun dengan PHP. Saya merancang skema database, membuat panel admin untuk para editor, dan memastikan halaman publiknya nyaman dibaca di ponsel.',
  },
  9: {
    alt: 'Hasil pencarian Car Rental yang difilter berdasarkan jumlah kursi, transmisi, dan harga',
    kind: 'Situs rental mobil dengan fitur filter',
    description:
      'Situs rental mobil tempat pengunjung bisa memfilter mobil berdasarkan tanggal, jumlah kursi, transmisi, dan harga. Saya membangun logika filter dan grid hasilnya dengan React, dan menyimpan filter di URL supaya hasil pencarian bisa dibagikan.',
  },
  10: {
    alt: 'Asisten AI di Personal Website sedang menjawab pertanyaan seputar portofolio',
    kind: 'Aplikasi AI dengan OpenAI API',
    description:
      'Website pribadi dengan asisten AI yang menjawab pertanyaan seputar karya saya, dibangun di atas OpenAI API. Saya menulis prompt-nya dan bagian yang mengambil catatan proyek saya, serta menambahkan rate limiting agar API key tidak bisa disalahgunakan.',
  },
};
