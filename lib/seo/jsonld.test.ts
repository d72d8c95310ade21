import { contentFor } from '@/lib/i18n/content';

const content = contentFor('en');
const { site } = content;
import { getProject } from '@/lib/content/projects';
import { personJsonLd, projectJsonLd, serializeJsonLd } from '@/lib/seo/jsonld';

describe('personJsonLd', () => {
  it('describes the owner with name, job title, url, email, image and social profiles', () => {
    const person = personJsonLd(content);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: site.fullName,
      jobTitle: site.role,
      email: `mailto:${site.email}`,
      sameAs: site.socials.map((social) => social.href),
    });
    expect(person.url).toMatch(/^https?:\/\//);
    expect(person.image).toMatch(/^https?:\/\/.+\/img\/profile-\d+\.\w+\.webp$/);
  });
});

describe('projectJsonLd', () => {
  it('describes a project as a CreativeWork by the owner with its page url and share image', () => {
    const project = getProject(3)!;
    const work = projectJsonLd(project, content);
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Sebuah Teman',
      genre: project.kind,
      description: project.description,
      author: { '@type': 'Person', name: site.fullName },
    });
    expect(work.url).toMatch(/\/portofolio\/3$/);
    expect(work.image).toMatch(/\/og\/3\.png$/);
    expect(work).not.toHaveProperty('video');
  });

  it('names the demo video with what a video result needs: thumbnail, upload date, player URL', () => {
    expect(projectJsonLd(getProject(7)!, content).video).toEqual({
      '@type': 'VideoObject',
      name: 'E Katalogue demo',
      description: getProject(7)!.description,
      thumbnailUrl: expect.stringMatching(
        /^https?:\/\/.+\/img\/projects\/e-katalogue-\d+\.\w+\.webp$/,
      ),
      uploadDate: '2022-08-02',
      embedUrl: 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw',
    });
  });

  it('says the language of an Indonesian project page and links its Indonesian URLs', () => {
    const work = projectJsonLd(getProject(3)!, contentFor('id'));
    expect(work).toMatchObject({
      inLanguage: 'id',
      image: expect.stringMatching(/\/og\/id-3\.png$/),
    });
    expect(work.url).toMatch(/\/id\/portofolio\/3$/);
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element or break JavaScript', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});
