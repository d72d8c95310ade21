import { projects } from '@/lib/content/projects';
import { contentFor } from '@/lib/i18n/content';
import { defaultLanguage, prefixedLanguages } from '@/lib/i18n/languages';
import { personJsonLd, projectJsonLd, serializeJsonLd } from '@/lib/seo/jsonld';

const content = contentFor(defaultLanguage);
const { site } = content;

// The owner's first project (validation asks for one), made into the two shapes a project takes:
// without a demo video and with one (whatever demos the owner has).
const [first] = projects;
if (!first) throw new Error('content/projects.ts lists no project');
const withoutVideo = { ...first, url: undefined, videoUploadDate: undefined };
const withVideo = {
  ...first,
  url: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
  videoUploadDate: '2023-03-14',
};

describe('personJsonLd', () => {
  it('describes the owner with name, job title, url, email, image and social profiles', () => {
    const person = personJsonLd(content);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: site.fullName,
      jobTitle: site.role,
      email: `mailto:${site.email}`,
    });
    expect(person.url).toMatch(/^https?:\/\//);
    expect(person.image).toMatch(/^https?:\/\/.+\/img\/profile-\d+\.\w+\.webp$/);
  });

  it('names the profiles an owner lists, and leaves sameAs out when she lists none', () => {
    const socials = [
      { network: 'github', label: 'GitHub', href: 'https://github.com/dewi-lestari' },
      { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/dewi' },
    ] as const;
    const withTwo = personJsonLd({ ...content, site: { ...site, socials: [...socials] } });
    expect(withTwo.sameAs).toEqual([
      'https://github.com/dewi-lestari',
      'https://www.linkedin.com/in/dewi',
    ]);
    const withNone = personJsonLd({ ...content, site: { ...site, socials: [] } });
    expect(withNone).not.toHaveProperty('sameAs');
  });
});

describe('projectJsonLd', () => {
  it('describes a project as a CreativeWork by the owner with its page url and share image', () => {
    const project = { ...withoutVideo, site: undefined, source: undefined };
    const work = projectJsonLd(project, content);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: project.name,
      genre: project.kind,
      description: project.description,
      author: { '@type': 'Person', name: site.fullName },
    });
    expect(work.url).toMatch(new RegExp(`/portofolio/${project.id}$`));
    expect(work.image).toMatch(new RegExp(`/og/${project.id}\\.png$`));
    expect(work).not.toHaveProperty('video');
    expect(work).not.toHaveProperty('isBasedOn');
    expect(work).not.toHaveProperty('mainEntityOfPage');
  });

  it('gives the running site as the url and the code as the SoftwareSourceCode it is based on', () => {
    const project = {
      ...withoutVideo,
      site: 'https://shop.example.com',
      source: 'https://github.com/me/shop',
    };
    const work = projectJsonLd(project, content);
    expect(work).toMatchObject({
      '@id': expect.stringMatching(new RegExp(`/portofolio/${project.id}$`)),
      url: 'https://shop.example.com',
      mainEntityOfPage: expect.stringMatching(new RegExp(`/portofolio/${project.id}$`)),
      isBasedOn: {
        '@type': 'SoftwareSourceCode',
        codeRepository: 'https://github.com/me/shop',
        url: 'https://github.com/me/shop',
      },
    });
  });

  it('names the demo video with what a video result needs: thumbnail, upload date, player URL', () => {
    expect(projectJsonLd(withVideo, content).video).toEqual({
      '@type': 'VideoObject',
      name: `${withVideo.name} demo`,
      description: withVideo.description,
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^https?://.+/img/${withVideo.image}-\\d+\\.\\w+\\.webp$`),
      ),
      uploadDate: withVideo.videoUploadDate,
      embedUrl: 'https://www.youtube-nocookie.com/embed/ysz5S6PUM-U',
    });
  });

  const [other] = prefixedLanguages;
  (other ? it : it.skip)(
    other
      ? 'says the language of a page in another language and links its URLs in that language'
      : `says the language of a page in another language: skipped, content/languages.ts lists only ${defaultLanguage}`,
    () => {
      const { id } = withoutVideo;
      const code = other ?? '';
      const work = projectJsonLd({ ...withoutVideo, site: undefined }, contentFor(code));
      expect(work).toMatchObject({
        inLanguage: code,
        image: expect.stringMatching(new RegExp(`/og/${code}-${id}\\.png$`)),
      });
      expect(work.url).toMatch(new RegExp(`/${code}/portofolio/${id}$`));
    },
  );
});

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element or break JavaScript', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
