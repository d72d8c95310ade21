import type { SkillGroup } from '@/content/types';

/** Two groups, titled in Indonesian. */
export const skillGroups: SkillGroup[] = [
  {
    id: 'bahasa',
    title: 'Bahasa Pemrograman',
    items: [
      {
        id: 'html',
        name: 'HTML',
        icon: 'html5',
        description: 'Markup yang semantik dan aksesibel.',
      },
      { id: 'js', name: 'JS', icon: 'javascript', description: 'JavaScript modern di peramban.' },
    ],
  },
  {
    id: 'pustaka',
    title: 'Pustaka',
    items: [
      { id: 'react', name: 'React', icon: 'react', description: 'Antarmuka berbasis komponen.' },
    ],
  },
];
