import type { Skill, SkillGroup } from './types';

/** Builds a skill whose logo is `public/skills/<id>.svg`. */
function skill(id: string, name: string, description: string): Skill {
  return { id, name, description, logo: `/skills/${id}.svg` };
}

/** The four Tools & Skills groups, names spelled exactly as the spec gives them. */
export const skillGroups: SkillGroup[] = [
  {
    id: 'language',
    title: 'Language',
    items: [
      skill('html', 'HTML', 'Semantic, accessible markup.'),
      skill('css', 'CSS', 'Responsive layouts with grid and flexbox.'),
      skill('js', 'JS', 'Modern JavaScript in the browser and on Node.'),
      skill('php', 'PHP', 'Server-rendered sites and small APIs.'),
      skill('sql', 'SQL', 'Schemas, joins and reporting queries.'),
    ],
  },
  {
    id: 'library',
    title: 'Library',
    items: [
      skill('react', 'React', 'Component-driven interfaces.'),
      skill('axios', 'Axios', 'HTTP calls to REST APIs.'),
      skill('vue', 'VUE.js', 'Reactive single-page apps.'),
      skill('motion', 'Motion', 'Purposeful interface animation.'),
      skill('redux', 'Redux', 'Predictable shared state.'),
    ],
  },
  {
    id: 'frameworks',
    title: 'Frameworks',
    items: [
      skill('tailwind', 'Tailwind', 'Utility-first styling.'),
      skill('bootstrap', 'Bootstrap', 'Fast, consistent page layouts.'),
      skill('codeigniter', 'Codigniter', 'PHP MVC web apps.'),
      skill('express', 'Express', 'Minimal Node.js servers.'),
    ],
  },
  {
    id: 'other',
    title: 'Other',
    items: [
      skill('rest-api', 'Rest API', 'Designing and consuming JSON APIs.'),
      skill('open-api', 'Open API', 'Documenting APIs with OpenAPI specs.'),
      skill('git', 'GIT', 'Branches, reviews and clean history.'),
      skill('jira', 'Jira', 'Sprint boards and issue tracking.'),
      skill('trello', 'Trello', 'Lightweight task boards.'),
      skill('postgres', 'Postgres', 'Relational data with PostgreSQL.'),
      skill('chatgpt', 'Chat GPT', 'Pair-programming and drafting.'),
    ],
  },
];
