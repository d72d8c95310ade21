import type { HomeCopy } from '../../../copy/home';

/**
 * Indonesian has no plural forms, so `one` and `other` mostly read the same. `{role}` in the
 * contact lead is the owner's role in this language (`site.role`).
 */
export const homeCopy: HomeCopy = {
  hero: {
    projectsShipped: { one: 'proyek dirilis', other: 'proyek dirilis' },
    portfolioHint: 'Lihat Portofolio Saya',
  },
  work: {
    eyebrow: 'Proyek pilihan',
    title: 'Karya Saya',
    lead: {
      one: 'Satu karya yang saya rancang, bangun, dan rilis.',
      other: '{Count} karya yang saya rancang, bangun, dan rilis.',
    },
    panelLabel: { range: 'Proyek {first} sampai {last}', single: 'Proyek {first}' },
    panelIndicator: 'Panel',
    sliderLabel: 'Slider proyek',
    previousPanel: 'Proyek sebelumnya',
    nextPanel: 'Proyek berikutnya',
    quickView: 'Lihat sekilas: {name}',
    allProjects: 'Semua proyek',
  },
  experience: {
    eyebrow: 'Tempat saya pernah bekerja',
    title: 'Pengalaman',
    lead: {
      one: 'Satu tim tempat saya membangun tampilan nyata untuk pengguna nyata.',
      other: '{Count} tim tempat saya membangun tampilan nyata untuk pengguna nyata.',
    },
    withoutEntries: {
      eyebrow: 'Sebelum pekerjaan pertama',
      lead: 'Belum ada pengalaman kerja atau magang: CV saya merangkum apa yang sudah saya pelajari dan bangun, untuk dibaca daring atau diunduh.',
    },
    cvLink: 'Unduh CV',
    cvFormat: 'PDF',
  },
  skills: {
    eyebrow: 'Yang saya pakai',
    title: 'Tools & Keahlian',
    lead: 'Bahasa, library, dan tools yang saya andalkan setiap hari.',
    groupCount: { one: '{n} keahlian', other: '{n} keahlian' },
    usedIn: { one: '{n} proyek', other: '{n} proyek' },
    usedInName: '{skill}: {projects}',
    hint: 'Arahkan kursor, ketuk, atau tekan Tab ke sebuah keahlian untuk melihat cara saya memakainya.',
  },
  contact: {
    eyebrow: 'Yuk, ngobrol',
    lead: 'Sedang mencari {role}, atau punya proyek yang ingin diwujudkan? Kirim pesan, dan saya akan membalas dalam dua hari kerja.',
    mailLabel: 'Atau kirim email ke',
  },
};
