import type { SkillGroup } from './types';

/**
 * The Tools & Skills groups: titles are yours, any text in the default language (the sample keeps
 * the design's Language, Library, Frameworks, Other); `id` is what other languages key them by.
 * `icon` is the brand's slug on https://simpleicons.org (the build draws its official mark in the
 * brand colour); a skill without one gets a monogram of its name, or of `monogram`. A skill that
 * some project's `stack` lists (same name, or the one in `tool`) links to the projects that use it.
 */
export const skillGroups: SkillGroup[] = [
  {
    id: 'language',
    title: 'Language',
    items: [
      { id: 'html', name: 'HTML', icon: 'html5', description: 'Semantic, accessible markup.' },
      {
        id: 'css',
        name: 'CSS',
        icon: 'css',
        description: 'Responsive layouts with grid and flexbox.',
      },
      {
        id: 'js',
        name: 'JS',
        icon: 'javascript',
        tool: 'JavaScript',
        description: 'Modern JavaScript in the browser and on Node.',
      },
      { id: 'php', name: 'PHP', icon: 'php', description: 'Server-rendered sites and small APIs.' },
      // SQL is a language, not a brand: no mark, so a monogram.
      { id: 'sql', name: 'SQL', description: 'Schemas, joins and reporting queries.' },
    ],
  },
  {
    id: 'library',
    title: 'Library',
    items: [
      { id: 'react', name: 'React', icon: 'react', description: 'Component-driven interfaces.' },
      { id: 'axios', name: 'Axios', icon: 'axios', description: 'HTTP calls to REST APIs.' },
      { id: 'vue', name: 'VUE.js', icon: 'vuedotjs', description: 'Reactive single-page apps.' },
      // Motion (motion.dev) has no mark in simple-icons.
      { id: 'motion', name: 'Motion', description: 'Purposeful interface animation.' },
      { id: 'redux', name: 'Redux', icon: 'redux', description: 'Predictable shared state.' },
    ],
  },
  {
    id: 'frameworks',
    title: 'Frameworks',
    items: [
      {
        id: 'tailwind',
        name: 'Tailwind',
        icon: 'tailwindcss',
        description: 'Utility-first styling.',
      },
      {
        id: 'bootstrap',
        name: 'Bootstrap',
        icon: 'bootstrap',
        description: 'Fast, consistent page layouts.',
      },
      {
        id: 'codeigniter',
        name: 'Codigniter',
        icon: 'codeigniter',
        tool: 'CodeIgniter',
        description: 'PHP MVC web apps.',
      },
      { id: 'express', name: 'Express', icon: 'express', description: 'Minimal Node.js servers.' },
    ],
  },
  {
    id: 'other',
    title: 'Other',
    items: [
      {
        id: 'rest-api',
        name: 'Rest API',
        monogram: 'API',
        description: 'Designing and consuming JSON APIs.',
      },
      {
        id: 'open-api',
        name: 'Open API',
        icon: 'openapiinitiative',
        description: 'Documenting APIs with OpenAPI specs.',
      },
      { id: 'git', name: 'GIT', icon: 'git', description: 'Branches, reviews and clean history.' },
      { id: 'jira', name: 'Jira', icon: 'jira', description: 'Sprint boards and issue tracking.' },
      { id: 'trello', name: 'Trello', icon: 'trello', description: 'Lightweight task boards.' },
      {
        id: 'postgres',
        name: 'Postgres',
        icon: 'postgresql',
        tool: 'PostgreSQL',
        description: 'Relational data with PostgreSQL.',
      },
      // OpenAI's marks were withdrawn from simple-icons at the brand's request.
      {
        id: 'chatgpt',
        name: 'Chat GPT',
        monogram: 'GPT',
        description: 'Pair-programming and drafting.',
      },
    ],
  },
];
