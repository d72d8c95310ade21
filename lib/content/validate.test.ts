import { cv, experience, projects, site, skillGroups } from '@/content';
import type { CvContent, Project, SkillGroup } from '@/content';
import { hasBrandIcon } from '@/lib/skills/brand-icons';
import {
  assertValidContent,
  ContentError,
  findCvProblems,
  findOtherProblems,
  findProjectProblems,
  findSiteProblems,
  findTranslatedProjectProblems,
} from '@/lib/content/validate';
import { internshipFixture } from '@/lib/content/test-entries';

const allFilesExist = () => true;

/** The shipped content with one project changed by `change`. */
function projectsWith(id: number, change: Partial<Project> | ((p: Project) => Project)): Project[] {
  return projects.map((project) => {
    if (project.id !== id) return project;
    return typeof change === 'function' ? change(project) : { ...project, ...change };
  });
}

function problemsFor(projects: Project[]) {
  return findProjectProblems(projects, { publicFileExists: allFilesExist });
}

/** The first and the last project of the list (the same one when there is only one). */
const first = projects[0]!;
const last = projects.at(-1)!;

/** `count` valid projects with the given ids (the shipped first one, copied). */
function projectsWithIds(ids: number[]): Project[] {
  return ids.map((id) => ({ ...projects[0]!, id, name: `Project ${id}` }));
}

describe('content validation', () => {
  it('accepts the shipped content, files included', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    expect(() =>
      assertValidContent(
        { projects, experience, skillGroups, site },
        {
          publicFileExists: (file) => fs.existsSync(path.join(process.cwd(), 'public', file)),
          brandIconExists: hasBrandIcon,
        },
      ),
    ).not.toThrow();
  });

  it('accepts 1 to 30 projects, with ids that need not be contiguous', () => {
    expect(problemsFor(projectsWithIds([1]))).toEqual([]);
    expect(problemsFor(projectsWithIds([3, 8, 12, 40, 41, 99]))).toEqual([]);
    expect(problemsFor(projectsWithIds(Array.from({ length: 30 }, (_, i) => i + 1)))).toEqual([]);
  });

  it('rejects no projects, or more than 30, saying how many the site shows', () => {
    expect(problemsFor([])).toEqual([
      'content/projects.ts: lists 0 projects; the site shows 1 to 30',
    ]);
    expect(problemsFor(projectsWithIds(Array.from({ length: 31 }, (_, i) => i + 1)))).toEqual([
      'content/projects.ts: lists 31 projects; the site shows 1 to 30',
    ]);
  });

  it('rejects a repeated id, naming the project and the field', () => {
    const twins = projectsWithIds([4, 9]).map((project) => ({ ...project, id: 4 }));
    expect(problemsFor(twins)).toContainEqual(
      expect.stringMatching(/project 4 "Project 9": field "id" repeats id 4/),
    );
  });

  it('rejects an id that is not a positive whole number', () => {
    for (const id of [0, -3, 2.5]) {
      expect(problemsFor(projectsWithIds([id]))).toEqual([
        `project ${id} "Project ${id}": field "id" must be a positive whole number`,
      ]);
    }
  });

  it('rejects parallax factors outside 0.1-0.5', () => {
    const problems = problemsFor(projectsWith(first.id, { factoryX: 0.05, factoryY: 0.9 }));
    expect(problems).toContain(
      `project ${first.id} "${first.name}": field "factoryX" must be between 0.1 and 0.5, got 0.05`,
    );
    expect(problems).toContain(
      `project ${first.id} "${first.name}": field "factoryY" must be between 0.1 and 0.5, got 0.9`,
    );
  });

  it('accepts a cover focal point as a side or a point in percent', () => {
    expect(problemsFor(projectsWith(first.id, { focus: 'top' }))).toEqual([]);
    expect(problemsFor(projectsWith(first.id, { focus: { x: 30, y: 100 } }))).toEqual([]);
  });

  it('rejects a focal point that is not a side or a point inside the picture', () => {
    const label = `project ${first.id} "${first.name}": field "focus"`;
    const middle = { focus: 'middle' } as unknown as Partial<Project>;
    expect(problemsFor(projectsWith(first.id, middle)).join('\n')).toContain(
      `${label} must be 'center', 'top', 'bottom', 'left', 'right' or { x, y } in percent (0 to 100)`,
    );
    expect(problemsFor(projectsWith(first.id, { focus: { x: 30, y: 140 } }))).toContain(
      `project ${first.id} "${first.name}": field "focus.y" must be a percentage, 0 to 100`,
    );
  });

  it('rejects an empty name', () => {
    expect(problemsFor(projectsWith(last.id, { name: '  ' }))).toContainEqual(
      `project ${last.id}: field "name" must not be empty`,
    );
  });

  it('rejects a tool its tag page address would lose, and takes one in another alphabet', () => {
    const problems = problemsFor(
      projectsWith(last.id, { stack: ['Vue.js', 'Доступность', 'React ꦗꦮ', '—', 'React 入門'] }),
    );
    expect(problems).toContainEqual(
      `project ${last.id} "${last.name}": field "stack[2]" "React ꦗꦮ" has letters its page address cannot spell (ꦗ ꦮ): write the tag in letters of another script (Latin, or the script of another language)`,
    );
    expect(problems).toContainEqual(
      `project ${last.id} "${last.name}": field "stack[3]" "—" has no letter or digit for its page address: add one`,
    );
    expect(problems.join('\n')).not.toContain('Доступность');
    expect(problems.join('\n')).not.toContain('入門');
  });

  it('names a tool the stack lists twice, as two spellings of one tag page', () => {
    expect(
      problemsFor(projectsWith(last.id, { stack: ['Bootstrap', 'Laravel', 'bootstrap'] })),
    ).toEqual([
      `project ${last.id} "${last.name}": field "stack[2]" "bootstrap" repeats "Bootstrap" (stack[0]), which has the same tag page: remove one`,
    ]);
  });

  it('finds a cover in any of the formats the build reads', () => {
    const onlyJpeg = (file: string) => !file.startsWith('/images/') || file.endsWith('.jpg');
    expect(findProjectProblems(projects, { publicFileExists: onlyJpeg })).toEqual([]);
  });

  it('rejects a missing cover image file', () => {
    // A cover of its own (an owner's projects may share one).
    const missing = 'projects/cover-not-there';
    const problems = findProjectProblems(projectsWith(last.id, { image: missing }), {
      publicFileExists: (file) => !file.startsWith(`/images/${missing}.`),
    });
    expect(problems).toEqual([
      `project ${last.id} "${last.name}": field "image" names a missing file public/images/${missing}.jpg (or .jpeg, .png, .webp, .avif)`,
    ]);
  });

  it("names the file a missing cover is in when the site cannot read its type (an iPhone's .heic)", () => {
    const missing = 'projects/cover-from-a-phone';
    const problems = findProjectProblems(projectsWith(last.id, { image: missing }), {
      localImageFiles: (publicId) => (publicId === missing ? [] : [`/images/${publicId}.webp`]),
      unreadableImageFiles: (publicId) => (publicId === missing ? [`/images/${missing}.heic`] : []),
    });
    expect(problems).toEqual([
      `project ${last.id} "${last.name}": field "image" names a missing file public/images/${missing}.jpg (or .jpeg, .png, .webp, .avif) (public/images/${missing}.heic is there, in a type the site does not read: save the picture as .jpg, .jpeg, .png, .webp or .avif)`,
    ]);
  });

  it('needs no local cover or photo when images come from Cloudinary', () => {
    const noImages = (file: string) => !file.startsWith('/images/');
    const cloud = { publicFileExists: noImages, localImages: false };
    expect(findProjectProblems(projects, cloud)).toEqual([]);
    expect(findSiteProblems(site, cloud)).toEqual([]);
    // The same files are required when the site serves them itself.
    const local = { publicFileExists: noImages, localImages: true };
    expect(findProjectProblems(projects, local)).toHaveLength(projects.length);
    expect(findSiteProblems(site, local)).toEqual([
      `site: field "photo" names a missing file public/images/${site.photo}.jpg (or .jpeg, .png, .webp, .avif)`,
    ]);
  });

  it("still checks the owner's own CV PDF when images come from Cloudinary", () => {
    const cloudOnly = { publicFileExists: () => false, localImages: false };
    expect(findSiteProblems(site, cloudOnly)).toEqual([]);
    const ownPdf = { ...cv, ownPdfPath: '/files/mine.pdf' };
    expect(findCvProblems(ownPdf, { site, experience, projects }, cloudOnly)).toEqual([
      'cv: field "ownPdfPath" names a missing file public/files/mine.pdf',
    ]);
  });

  it('rejects a video url without a parseable id', () => {
    expect(
      problemsFor(projectsWith(first.id, { url: 'https://www.youtube.com/channel/abc' })),
    ).toContainEqual(
      expect.stringMatching(
        new RegExp(`^project ${first.id} "${first.name}": field "url" is not a video link`),
      ),
    );
  });

  it('names a video hosted elsewhere than YouTube as such, and what to do instead', () => {
    expect(
      problemsFor(projectsWith(first.id, { url: 'https://vimeo.com/76979871' })),
    ).toContainEqual(
      `project ${first.id} "${first.name}": field "url" is the demo's YouTube video, and "https://vimeo.com/76979871" is not on YouTube (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…): upload the demo there, or link the page that shows it with "site"`,
    );
  });

  it('accepts a video url without its protocol', () => {
    const url = 'youtube.com/watch?v=ysz5S6PUM-U';
    const videoUploadDate = '2023-03-14';
    expect(problemsFor(projectsWith(first.id, { url, videoUploadDate }))).toEqual([]);
  });

  it('accepts a project with a site and a source, and one with neither', () => {
    const linked = projectsWith(first.id, {
      site: 'https://tokoku.example.com/shop?ref=cv',
      source: 'https://gitlab.com/someone/tokoku',
    });
    expect(problemsFor(linked)).toEqual([]);
    const bare = projectsWith(first.id, { site: undefined, source: undefined });
    expect(problemsFor(bare)).toEqual([]);
  });

  it.each([
    ['site', 'http://tokoku.example.com', '; write "https://tokoku.example.com"'],
    ['site', 'tokoku.example.com', '; write "https://tokoku.example.com"'],
    ['site', '/portofolio/1', ''],
    ['source', 'https://localhost/repo', ''],
    ['source', 'https://github.com/some one/repo', ''],
    ['source', '', ''],
  ] as const)(
    'rejects %s "%s" that is not an absolute https:// URL, with the address to write when it is one',
    (field, value, hint) => {
      expect(problemsFor(projectsWith(first.id, { [field]: value }))).toEqual([
        `project ${first.id} "${first.name}": field "${field}" must be an absolute https:// URL (got "${value}"${hint})`,
      ]);
    },
  );

  it('takes a profile on any network named in lowercase, and names one that is not', () => {
    const profiles = (...networks: string[]) => ({
      ...site,
      socials: networks.map((network, index) => ({
        network,
        label: `Profile ${index + 1}`,
        href: `https://profiles.example.com/${index + 1}`,
      })),
    });
    const options = { publicFileExists: allFilesExist };
    expect(
      findSiteProblems(profiles('gitlab', 'x', 'mastodon', 'stack-overflow', 'dev-to'), options),
    ).toEqual([]);
    expect(findSiteProblems(profiles('Stack Overflow'), options)).toEqual([
      'site social "Stack Overflow": field "network" must be a network\'s name in lowercase letters, digits and dashes, e.g. "gitlab"',
    ]);
  });

  it('takes a site without a chat link, and names a link without its label or a label alone', () => {
    const options = { publicFileExists: allFilesExist };
    const withoutChat = { ...site, chatUrl: undefined, chatLabel: undefined };
    expect(findSiteProblems(withoutChat, options)).toEqual([]);
    expect(
      findSiteProblems({ ...withoutChat, chatUrl: 'https://wa.me/620000000001' }, options),
    ).toEqual(['site: field "chatLabel" must name the chat link that "chatUrl" sets']);
    expect(findSiteProblems({ ...withoutChat, chatLabel: 'Chat on Telegram' }, options)).toEqual([
      'site: field "chatLabel" names a chat link, and "chatUrl" is not set',
    ]);
  });

  it('takes an e-mail address, and names one that is not, or a mailto: link', () => {
    const options = { publicFileExists: allFilesExist };
    expect(findSiteProblems({ ...site, email: 'siti.rahma@gmail.com' }, options)).toEqual([]);
    for (const email of ['siti.rahma.gmail.com', 'mailto:siti@gmail.com', 'siti @gmail.com']) {
      expect(findSiteProblems({ ...site, email }, options)).toEqual([
        `site: field "email" must be an e-mail address like "name@example.com", without "mailto:" (got "${email}")`,
      ]);
    }
  });

  it('names a chat link that is not an absolute https:// URL, with the address to write', () => {
    const options = { publicFileExists: allFilesExist };
    const chat = (chatUrl: string) => ({ ...site, chatUrl, chatLabel: 'Chat on WhatsApp' });
    expect(findSiteProblems(chat('https://wa.me/6281234567890'), options)).toEqual([]);
    expect(findSiteProblems(chat('wa.me/6281234567890'), options)).toEqual([
      'site: field "chatUrl" must be an absolute https:// URL (got "wa.me/6281234567890"; write "https://wa.me/6281234567890")',
    ]);
    expect(findSiteProblems(chat('+62 812-3456-7890'), options)).toEqual([
      'site: field "chatUrl" must be an absolute https:// URL (got "+62 812-3456-7890")',
    ]);
  });

  it('says a number in quotes, a stack written as one string and an empty tool for what they are', () => {
    const label = `project ${first.id} "${first.name}"`;
    const quoted = projectsWith(first.id, { factoryX: '0.2' as unknown as number });
    expect(problemsFor(quoted)).toEqual([
      `${label}: field "factoryX" must be a number without quotes, between 0.1 and 0.5 (got '0.2')`,
    ]);
    const oneString = projectsWith(first.id, { stack: 'React, Sass' as unknown as string[] });
    expect(problemsFor(oneString)).toEqual([
      `${label}: field "stack" must be a list of tools, one string each: ['React', 'Sass'] (got 'React, Sass')`,
    ]);
    expect(problemsFor(projectsWith(first.id, { stack: ['React', ' '] }))).toEqual([
      `${label}: field "stack.1" must name a tool`,
    ]);
  });

  describe('image fields', () => {
    const label = `project ${first.id} "${first.name}"`;
    /** The files of public/images/ the lookup finds: each sample cover as one WebP, plus `files`. */
    const withFiles = (files: Record<string, string[]>) => {
      const found: Record<string, string[]> = {
        ...Object.fromEntries(
          projects.map((project) => [project.image, [`/images/${project.image}.webp`]]),
        ),
        ...files,
      };
      return { localImageFiles: (publicId: string) => found[publicId] ?? [] };
    };

    it('names a folder or an extension written into the public id, and what to write', () => {
      const cases = [
        ['projects/confie-id.webp', 'projects/confie-id'],
        ['/images/projects/confie-id', 'projects/confie-id'],
        ['public/images/projects/confie-id.JPG', 'projects/confie-id'],
      ];
      for (const [image, bare] of cases) {
        expect(findProjectProblems(projectsWith(first.id, { image }), withFiles({}))).toEqual([
          `${label}: field "image" names the image under public/images/ without its folder or extension: write '${bare}' (got '${image}')`,
        ]);
      }
    });

    it('takes a file whose extension is in capitals, as a phone names its photos', () => {
      const options = withFiles({ 'projects/IMG_2041': ['/images/projects/IMG_2041.JPG'] });
      expect(
        findProjectProblems(projectsWith(first.id, { image: 'projects/IMG_2041' }), options),
      ).toEqual([]);
    });

    it('names two files for one image (a new photo beside the old one), as the image step would stop', () => {
      const twoFiles = (id: string) => ({ [id]: [`/images/${id}.jpg`, `/images/${id}.webp`] });
      expect(findProjectProblems(projects, withFiles(twoFiles(first.image)))).toEqual([
        `${label}: field "image" names public/images/${first.image}.jpg and public/images/${first.image}.webp, which are one image: keep one of them`,
      ]);
      expect(findSiteProblems(site, withFiles(twoFiles(site.photo)))).toEqual([
        `site: field "photo" names public/images/${site.photo}.jpg and public/images/${site.photo}.webp, which are one image: keep one of them`,
      ]);
    });
  });

  it('throws one ContentError that lists every problem', () => {
    const broken = projectsWith(last.id, { factoryY: 2, name: '' });
    expect(() => assertValidContent({ projects: broken, experience, skillGroups, site })).toThrow(
      ContentError,
    );
    try {
      assertValidContent({ projects: broken, experience, skillGroups, site });
    } catch (error) {
      expect((error as ContentError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/Invalid content in content\/ \(2 problems\)/);
    }
  });

  it('names an experience id used twice', () => {
    const entry = internshipFixture;
    expect(findOtherProblems([entry, { ...entry, company: 'Other Studio' }], [])).toEqual([
      'experience entry "studio-intern": field "id" repeats "studio-intern"',
    ]);
  });

  it('rejects an experience entry or a skill with an empty field', () => {
    // The test's own entries: the owner may list no experience.
    const badExperience = [{ ...internshipFixture, role: '' }];
    const badSkills: SkillGroup[] = [
      {
        id: 'language',
        title: 'Language',
        items: [{ id: 'html', name: 'HTML', icon: 'html5', description: '' }],
      },
    ];
    expect(() =>
      assertValidContent({
        projects,
        experience: badExperience,
        skillGroups: badSkills,
        site,
      }),
    ).toThrow(
      new RegExp(
        'experience entry "studio-intern": field "role" must not be empty[\\s\\S]*' +
          'skill "html" in group "Language": field "description" must not be empty',
      ),
    );
  });

  describe('skills', () => {
    // The test's own group and skill: the owner's skills may be named anything.
    const fixtureGroup: SkillGroup = {
      id: 'language',
      title: 'Language',
      items: [
        { id: 'html', name: 'HTML', icon: 'html5', description: 'Semantic, accessible markup.' },
      ],
    };
    const withSkill = (change: Partial<SkillGroup['items'][number]>) => [
      { ...fixtureGroup, items: [{ ...fixtureGroup.items[0]!, ...change }] },
    ];
    const problems = (change: Parameters<typeof withSkill>[0]) =>
      findOtherProblems([], withSkill(change), { brandIconExists: hasBrandIcon });

    it('accepts every shipped brand slug', () => {
      expect(findOtherProblems(experience, skillGroups, { brandIconExists: hasBrandIcon })).toEqual(
        [],
      );
    });

    it('rejects a brand slug simple-icons does not have, naming the skill', () => {
      expect(problems({ icon: 'html6' })).toEqual([
        expect.stringMatching(
          /^skill "html" in group "Language": field "icon" names "html6", which simple-icons does not have/,
        ),
      ]);
    });

    it('rejects a monogram longer than three letters or blank', () => {
      expect(problems({ icon: undefined, monogram: 'HTML' })).toEqual([
        'skill "html" in group "Language": field "monogram" must have 1 to 3 characters',
      ]);
      expect(problems({ icon: undefined, monogram: ' ' })).toHaveLength(1);
    });

    it("takes any group title, in the owner's language, and names a group by its id", () => {
      const group = { id: 'bahasa', title: 'Bahasa Pemrograman', items: [] };
      expect(findOtherProblems([], [group])).toEqual([]);
      expect(findOtherProblems([], [group, { ...group, title: ' ' }])).toEqual([
        'skill group "bahasa": field "title" must not be empty',
        'skill group "bahasa": field "id" repeats "bahasa"',
      ]);
    });

    it('reports a field the content types do not have, as the compiler would', () => {
      const skill = { id: 'git', name: 'Git', description: 'Versioning.', icn: 'git' };
      const groups = [{ id: 'tools', title: 'Tools', items: [skill] }] as SkillGroup[];
      expect(findOtherProblems([], groups)).toEqual([
        'skill "git" in group "Tools": unknown field "icn"',
      ]);
      const misspelt = { ...first, titel: 'A title' } as Project;
      expect(problemsFor([misspelt])).toEqual([
        `project ${first.id} "${first.name}": unknown field "titel"`,
      ]);
      const cvWithTypo = { ...cv, sumary: 'A summary' } as CvContent;
      expect(findCvProblems(cvWithTypo, { site, experience, projects })).toEqual([
        'cv: unknown field "sumary"',
      ]);
    });

    it('rejects a description too long for the caption', () => {
      expect(problems({ description: 'x'.repeat(91) })).toEqual([
        'skill "html" in group "Language": field "description" is 91 characters; keep it to 90',
      ]);
    });
  });
});

describe('words for a project that is not there', () => {
  it("names a translation's entry for a removed project and what to do", () => {
    const six = projectsWithIds([1, 2, 3, 4, 5, 6]);
    expect(findTranslatedProjectProblems(six, { id: ['1', '2', '3', '4', '5', '6'] })).toEqual([]);
    expect(findTranslatedProjectProblems(six, { id: ['1', '2', '3', '4', '5', '6', '7'] })).toEqual(
      [
        'content/translations/id/projects.ts: project 7 is not in content/projects.ts: remove its entry, or give it the id of one of 1, 2, 3, 4, 5, 6',
      ],
    );
  });

  it('offers each id once when one is repeated (the repeat has its own problem)', () => {
    const twins = projectsWithIds([1, 1, 3]);
    expect(findTranslatedProjectProblems(twins, { id: ['1', '2', '3'] })).toEqual([
      'content/translations/id/projects.ts: project 2 is not in content/projects.ts: remove its entry, or give it the id of one of 1, 3',
    ]);
  });
});

describe('what the pages write into addresses and element ids', () => {
  // Fixtures of their own: a cover whose file name has a space, keys written as words.
  const cover = 'projects/toko ku';
  const cardOf = (change: Partial<Project>) => problemsFor(projectsWith(last.id, change));

  it('names an image id that would break its picture’s address, with the name to use', () => {
    expect(cardOf({ image: cover })).toEqual([
      `project ${last.id} "${last.name}": field "image" has a space or one of # % ? in its name, which breaks the picture's address: rename the file and write 'projects/toko-ku' (got 'projects/toko ku')`,
    ]);
    expect(
      findSiteProblems({ ...site, photo: 'me #1' }, { publicFileExists: allFilesExist }),
    ).toEqual([
      `site: field "photo" has a space or one of # % ? in its name, which breaks the picture's address: rename the file and write 'me-1' (got 'me #1')`,
    ]);
  });

  it('names a slider card width without a unit, which neither its CSS nor its sizes can read', () => {
    expect(cardOf({ width: '26' })).toEqual([
      `project ${last.id} "${last.name}": field "width" must be a length with its unit, e.g. '26rem' or '420px' (got "26")`,
    ]);
    expect(cardOf({ width: '60%' })).toHaveLength(1);
    for (const width of ['420px', '26REM', ' 26rem', '30vmin', '20cqw', 'min(26rem, 40vw)']) {
      expect(cardOf({ width })).toEqual([]);
    }
  });

  it('names a video upload date that is not on the calendar', () => {
    const withVideo = { url: 'https://youtu.be/dQw4w9WgXcQ' };
    expect(cardOf({ ...withVideo, videoUploadDate: '2023-13-45' })).toEqual([
      `project ${last.id} "${last.name}": field "videoUploadDate" must be the video's upload date as YYYY-MM-DD (got "2023-13-45")`,
    ]);
    expect(cardOf({ ...withVideo, videoUploadDate: '2023-02-30' })).toHaveLength(1);
    expect(cardOf({ ...withVideo, videoUploadDate: '2024-02-29' })).toEqual([]);
    expect(cardOf({ ...withVideo, videoUploadDate: undefined })).toEqual([
      `project ${last.id} "${last.name}": field "videoUploadDate" is missing: a project with a demo video ("url") needs the day it was uploaded, as YYYY-MM-DD`,
    ]);
  });

  it('names an entry key with a space, which would split its element id in two', () => {
    const entry = { ...internshipFixture, id: 'desa digital' };
    for (const id of ['c++', 'node.js', '.net', 'kürsat']) {
      expect(findOtherProblems([{ ...internshipFixture, id }], [])).toEqual([]);
    }
    expect(findOtherProblems([entry], [])).toEqual([
      'experience entry "desa digital": field "id" must be a key without spaces, e.g. \'rest-api\' (got "desa digital")',
    ]);
  });

  it('names a blank social label (an icon link’s only name) and a top-bar link to no section', () => {
    const [firstSocial, ...otherSocials] = site.socials;
    const [firstLink, ...otherLinks] = site.nav;
    if (!firstSocial || !firstLink)
      throw new Error('the fixture needs a social link and a nav item');
    const broken = {
      ...site,
      socials: [{ ...firstSocial, label: ' ' }, ...otherSocials],
      nav: [{ ...firstLink, sectionId: 'tools' as 'skills' }, ...otherLinks],
    };
    expect(findSiteProblems(broken, { publicFileExists: allFilesExist })).toEqual([
      `site: field "nav.0.sectionId" must be one of the home page's sections, 'summary', 'my-work', 'experience', 'skills' (got "tools")`,
      `site social "${firstSocial.network}": field "label" must not be empty`,
    ]);
  });

  it('names a section the top bar leads to twice', () => {
    const [firstLink, secondLink, ...rest] = site.nav;
    if (!firstLink || !secondLink) throw new Error('the fixture needs two nav items');
    const twice = {
      ...site,
      nav: [firstLink, { ...secondLink, sectionId: firstLink.sectionId }, ...rest],
    };
    expect(findSiteProblems(twice, { publicFileExists: allFilesExist })).toEqual([
      `site: field "nav" leads to section '${firstLink.sectionId}' twice: list each of 'summary', 'my-work', 'experience', 'skills' once`,
    ]);
  });

  it('names an own CV PDF put where the image step deletes it', () => {
    const ownPdf = { ...cv, ownPdfPath: '/img/files/my-cv.pdf' };
    expect(
      findCvProblems(ownPdf, { site, experience, projects }, { publicFileExists: allFilesExist }),
    ).toEqual([
      'cv: field "ownPdfPath" must not be in public/img/, where the build writes the pictures it makes and deletes every other file; move the file, e.g. to public/files/',
    ]);
  });
});
