import { site } from '@/content';
import { getProject } from '@/lib/content/projects';
import { personJsonLd, projectJsonLd, serializeJsonLd } from '@/lib/seo/jsonld';

describe('personJsonLd', () => {
  it('describes the owner with name, job title, url, email, image and social profiles', () => {
    const person = personJsonLd(site);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: site.fullName,
      jobTitle: site.role,
      email: `mailto:${site.email}`,
      sameAs: site.socials.map((social) => social.href),
    });
    expect(person.url).toMatch(/^https?:\/\//);
    expect(person.image).toMatch(/^https?:\/\/.+\/images\/profile\.webp$/);
  });
});

describe('projectJsonLd', () => {
  it('describes a project as a CreativeWork by the owner with its page url and share image', () => {
    const project = getProject(3)!;
    const work = projectJsonLd(project, site);
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

  it('names the demo video of a project that has one', () => {
    expect(projectJsonLd(getProject(7)!, site).video).toMatchObject({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    });
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
