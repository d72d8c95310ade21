import type { Project } from './types';

/**
 * The showcased projects, 1 to 30, in the order the site shows them: the desktop slider cuts this
 * list into panels of five (so ten make two panels), the phone grid and the project pages' previous
 * and next links follow it. Ids are unique positive whole numbers, any you like (the page of a
 * project is /portofolio/<id>); keep an id once it is published, links point to it.
 * SAMPLE VALUES: replace names, descriptions, covers, video links and the `site` and `source`
 * links (optional: a project without them is fine) with yours.
 * Covers live in `public/images/projects/` (1200x900 WebP) or on Cloudinary under the same id.
 */
export const projects: Project[] = [
  {
    id: 1,
    image: 'projects/persuratan-upana',
    alt: 'Persuratan Upana dashboard listing incoming letters with status badges',
    name: 'Persuratan Upana',
    kind: 'Document-management app',
    width: '26rem',
    class: 'landscape',
    factoryX: 0.2,
    factoryY: 0.3,
    description:
      'A document-management app that tracks incoming and outgoing letters for a university office, with numbering, dispositions and archive search. I built the Laravel Blade views and the letter workflow screens, and wrote the search filters that cut lookup time from minutes to seconds.',
    stack: ['Laravel', 'Blade', 'MySQL', 'Bootstrap'],
  },
  {
    id: 2,
    image: 'projects/confie-id',
    alt: 'Confie.id landing page with a hero headline and feature cards',
    name: 'Confie.id',
    kind: 'Frontend job built with React',
    width: '20rem',
    class: 'portrait',
    factoryX: 0.4,
    factoryY: 0.2,
    description:
      'A freelance frontend job for a confidence-coaching startup. I turned Figma designs into reusable React components, wired the booking form to their REST API with Axios, and kept every page responsive down to 320 px.',
    stack: ['React', 'Axios', 'Sass', 'REST API'],
  },
  {
    id: 3,
    image: 'projects/sebuah-teman',
    alt: 'Sebuah Teman chat screen with an AI companion answering a message',
    name: 'Sebuah Teman',
    kind: 'Next.js AI companion site',
    width: '24rem',
    class: 'square',
    factoryX: 0.3,
    factoryY: 0.4,
    description:
      'An AI companion site where visitors chat with a friendly assistant in Indonesian. I built it with Next.js and streamed replies from the model so answers appear word by word. I also designed the chat interface and its dark mode.',
    stack: ['Next.js', 'TypeScript', 'OpenAI API', 'Tailwind'],
    site: 'https://sebuah-teman.example.com',
    source: 'https://github.com/your-handle/sebuah-teman',
  },
  {
    id: 4,
    image: 'projects/tokoku',
    alt: 'TokoKu storefront grid of products with prices and a cart button',
    name: 'TokoKu',
    kind: 'E-commerce store with Google login',
    width: '28rem',
    class: 'landscape',
    factoryX: 0.15,
    factoryY: 0.25,
    description:
      'An e-commerce store with product search, a persistent cart and Google sign-in. I implemented the OAuth login flow, the cart state with Redux, and the checkout pages, and tested the flow on slow mobile connections.',
    stack: ['React', 'Redux', 'Firebase Auth', 'Express'],
    source: 'https://gitlab.com/your-handle/tokoku',
  },
  {
    id: 5,
    image: 'projects/digides-faq',
    alt: 'Digides FAQ page with collapsible questions grouped by topic',
    name: 'Digides FAQ',
    kind: 'FAQ page built with Bootstrap',
    width: '21rem',
    class: 'portrait',
    factoryX: 0.35,
    factoryY: 0.15,
    description:
      'An FAQ page for a village digital-services platform, built with Bootstrap. I grouped more than sixty questions into topics with accessible accordions and added a client-side search so residents find answers quickly.',
    stack: ['HTML', 'Bootstrap', 'JavaScript'],
  },
  {
    id: 6,
    image: 'projects/urban-print',
    alt: 'Urban Print order board with print jobs moving through stages',
    name: 'Urban Print',
    kind: 'Print-order workflow app',
    width: '27rem',
    class: 'landscape',
    factoryX: 0.25,
    factoryY: 0.35,
    description:
      'A print-order workflow app that moves every job from upload through proofing, printing and pick-up. I built the order board in Vue, the file upload with progress, and the status notifications for customers.',
    stack: ['Vue.js', 'CodeIgniter', 'PostgreSQL'],
    url: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
    videoUploadDate: '2023-03-14',
  },
  {
    id: 7,
    image: 'projects/e-katalogue',
    alt: 'E Katalogue product catalogue with category filters on the left',
    name: 'E Katalogue',
    kind: 'Vue e-catalogue',
    width: '22rem',
    class: 'square',
    factoryX: 0.45,
    factoryY: 0.2,
    description:
      'An e-catalogue for a local furniture maker, built with Vue. I wrote the filterable product grid, the product detail pages and an admin form for new items, and made the images lazy-load to keep the catalogue fast.',
    stack: ['Vue.js', 'Vue Router', 'Axios'],
    // Written without its protocol on purpose: the loader adds https://.
    url: 'www.youtube.com/watch?v=jNQXAC9IVRw',
    videoUploadDate: '2022-08-02',
  },
  {
    id: 8,
    image: 'projects/kampusku',
    alt: 'Kampusku campus website home page with news and an events calendar',
    name: 'Kampusku',
    kind: 'PHP campus site',
    width: '20rem',
    class: 'portrait',
    factoryX: 0.3,
    factoryY: 0.45,
    description:
      'A campus website with news, an events calendar and study-programme pages, built in PHP. I designed the database schema, built the admin panel for editors, and made the public pages readable on phones.',
    stack: ['PHP', 'MySQL', 'Bootstrap'],
  },
  {
    id: 9,
    image: 'projects/car-rental',
    alt: 'Car Rental search results filtered by seats, transmission and price',
    name: 'Car Rental',
    kind: 'Car rental site with filtering',
    width: '25rem',
    class: 'landscape',
    factoryX: 0.2,
    factoryY: 0.1,
    description:
      'A car rental site where visitors filter cars by date, seats, transmission and price. I built the filter logic and the results grid in React, keeping the filters in the URL so a search can be shared.',
    stack: ['React', 'React Router', 'Tailwind'],
    site: 'https://car-rental.example.com',
  },
  {
    id: 10,
    image: 'projects/personal-website',
    alt: 'Personal Website AI assistant answering questions about a portfolio',
    name: 'Personal Website',
    kind: 'AI app built with the OpenAI API',
    width: '23rem',
    class: 'square',
    factoryX: 0.4,
    factoryY: 0.3,
    description:
      'A personal website with an AI assistant that answers questions about my work, built on the OpenAI API. I wrote the prompt and the retrieval of my project notes, and added rate limiting so the API key is never abused.',
    stack: ['Next.js', 'OpenAI API', 'Node.js'],
    site: 'https://personal-website.example.com',
    source: 'https://bitbucket.org/your-handle/personal-website',
    url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=12s',
    videoUploadDate: '2024-06-20',
  },
];
