/**
 * The owner's name is typed once: sentences that name the owner take it from `site.firstName` in
 * every language, so changing the name changes every sentence.
 */
describe('sentences that name the owner', () => {
  afterEach(() => jest.resetModules());

  it('follow the name, role and location of site.ts in every language', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/site', () => {
        const { site } = jest.requireActual('@/content/site');
        return {
          site: {
            ...site,
            firstName: 'Budi',
            fullName: 'Budi Santoso',
            role: 'Web Developer',
            location: 'Medan, Indonesia',
          },
        };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      const english = contentFor('en');
      const indonesian = contentFor('id');
      expect(english.site.greeting).toBe("Hi, I'm Budi");
      expect(indonesian.site.greeting).toBe('Hai, saya Budi');
      for (const content of [english, indonesian]) {
        expect(content.site.photoAlt).toContain('Budi');
        // Facts typed once in site.ts reach every language.
        expect(content.site.role).toBe('Web Developer');
        expect(content.site.location).toBe('Medan, Indonesia');
        expect(JSON.stringify(content.site)).not.toContain('Raka');
        expect(content.cvModel.name).toBe('Budi Santoso');
        expect(content.cvModel.pdf.fileName).toMatch(/^Budi-Santoso-CV(-ID)?\.pdf$/);
      }
    });
  });

  it('fill the role of the language into its sentences', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- fresh module registry
    const { contentFor } = require('@/lib/i18n/content');
    const indonesian = contentFor('id');
    expect(indonesian.cvModel.summary.startsWith(indonesian.site.role)).toBe(true);
    expect(JSON.stringify(indonesian)).not.toMatch(/\{(firstName|fullName|role)\}/);
  });

  it('counts the projects and the experience in the CV summary from the lists, in words', () => {
    jest.isolateModules(() => {
      jest.doMock('@/content/projects', () => {
        const { projects } = jest.requireActual('@/content/projects');
        return { projects: projects.slice(0, 6) };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      for (const code of ['en', 'id']) {
        const content = contentFor(code);
        const words = content.commonCopy.numberWords;
        expect(content.cvModel.summary).toContain(words[6]);
        expect(content.cvModel.summary).toContain(words[content.experience.length]);
        expect(JSON.stringify(content)).not.toMatch(/\{(projectCount|experienceCount)\}/);
      }
    });
  });

  it('writes CV dates in the language: Okt 2022 – Jan 2023', () => {
    jest.isolateModules(() => {
      // A fixture entry of the test's own: the owner's dates may be anything.
      jest.doMock('@/content/experience', () => {
        const { experience } = jest.requireActual('@/content/experience');
        return { experience: [{ ...experience[0], start: '2022-10', end: '2023-01' }] };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock
      const { contentFor } = require('@/lib/i18n/content');
      expect(contentFor('id').cvModel.experience[0].period).toBe('Okt 2022 – Jan 2023');
      expect(contentFor('en').cvModel.experience[0].period).toBe('Oct 2022 – Jan 2023');
    });
  });
});
