import { contentFor } from '@/lib/i18n/content';

const content = contentFor('en');
const { site } = content;
import { projects } from '@/lib/content/projects';
import { getVideoId } from '@/lib/media/video';

// A project without a demo video and one with (the content has both).
const withoutVideo = projects.find((project) => !project.url)!;
const withVideo = projects.find((project) => project.url && project.videoUploadDate)!;
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
    const videoId = getVideoId(withVideo.url!);
    expect(projectJsonLd(withVideo, content).video).toEqual({
      '@type': 'VideoObject',
      name: `${withVideo.name} demo`,
      description: withVideo.description,
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^https?://.+/img/${withVideo.image}-\\d+\\.\\w+\\.webp$`),
      ),
      uploadDate: withVideo.videoUploadDate,
      embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
    });
  });

  it('says the language of an Indonesian project page and links its Indonesian URLs', () => {
    const { id } = withoutVideo;
    const work = projectJsonLd({ ...withoutVideo, site: undefined }, contentFor('id'));
    expect(work).toMatchObject({
      inLanguage: 'id',
      image: expect.stringMatching(new RegExp(`/og/id-${id}\\.png$`)),
    });
    expect(work.url).toMatch(new RegExp(`/id/portofolio/${id}$`));
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
