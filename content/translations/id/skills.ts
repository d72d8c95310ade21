import type { SkillWords } from '../types';

/**
 * Indonesian words of `content/skills.ts`. Skill names stay as English spells them; "library" and
 * "framework" are the words Indonesian developers use, so those group titles stay close to English.
 */
export const skills: SkillWords = {
  groups: {
    language: { title: 'Bahasa Pemrograman' },
    library: { title: 'Library' },
    frameworks: { title: 'Framework' },
    other: { title: 'Lainnya' },
  },
  items: {
    html: { description: 'Markup yang semantik dan aksesibel.' },
    css: { description: 'Layout responsif dengan grid dan flexbox.' },
    js: { description: 'JavaScript modern di browser dan di Node.' },
    php: { description: 'Situs yang dirender di server dan API kecil.' },
    sql: { description: 'Skema, join, dan query untuk laporan.' },
    react: { description: 'Antarmuka berbasis komponen.' },
    axios: { description: 'Request HTTP ke REST API.' },
    vue: { description: 'Aplikasi single-page yang reaktif.' },
    motion: { description: 'Animasi antarmuka yang punya tujuan, bukan sekadar hiasan.' },
    redux: { description: 'State bersama yang alurnya mudah ditebak.' },
    tailwind: { description: 'Styling dengan pendekatan utility-first.' },
    bootstrap: { description: 'Layout halaman yang cepat dan konsisten.' },
    codeigniter: { description: 'Aplikasi web PHP dengan pola MVC.' },
    express: { description: 'Server Node.js yang ringkas.' },
    'rest-api': { description: 'Merancang dan memakai API JSON.' },
    'open-api': { description: 'Mendokumentasikan API dengan spesifikasi OpenAPI.' },
    git: { description: 'Branch, review, dan riwayat commit yang rapi.' },
    jira: { description: 'Papan sprint dan pelacakan issue.' },
    trello: { description: 'Papan tugas yang ringan.' },
    postgres: { description: 'Data relasional dengan PostgreSQL.' },
    chatgpt: { description: 'Teman pair programming dan menyusun draf.' },
  },
};
