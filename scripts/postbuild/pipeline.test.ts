import {
  PostbuildStepError,
  runSteps,
  type Page,
  type Site,
  type Step,
} from '@/scripts/postbuild/pipeline.mjs';

function site(...htmls: string[]): Site {
  const pages: Page[] = htmls.map((html, index) => ({
    file: `/out/${index}.html`,
    paths: [`/${index}`],
    html,
  }));
  return { outDir: '/out', basePath: '', pages };
}

const upperCase: Step = {
  name: 'upper case',
  everyPage: true,
  expected: '<p>',
  page: (html) => html.replace('<p>', '<P>'),
};

describe('runSteps', () => {
  it('runs the steps in order, reports how many pages each changed and saves each changed page', async () => {
    const saved: string[] = [];
    const lines: string[] = [];
    const built = site('<p>a', '<p>b');
    // A step may answer with a promise (the critical-styles step does).
    const addFooter: Step = { name: 'footer', page: async (html) => `${html}<footer>` };
    const reports = await runSteps([upperCase, addFooter], built, {
      savePage: (page) => saved.push(page.html),
      log: (line) => lines.push(line),
    });
    expect(built.pages.map((page) => page.html)).toEqual(['<P>a<footer>', '<P>b<footer>']);
    expect(reports).toEqual([
      { step: 'upper case', changed: 2, of: 2, unit: 'pages' },
      { step: 'footer', changed: 2, of: 2, unit: 'pages' },
    ]);
    expect(saved).toEqual(['<P>a', '<P>b', '<P>a<footer>', '<P>b<footer>']);
    // Each line ends with the step's time, which depends on the machine.
    expect(lines).toEqual([
      expect.stringMatching(/^postbuild: upper case: changed 2 of 2 pages \(\d+\.\d s\)$/),
      expect.stringMatching(/^postbuild: footer: changed 2 of 2 pages \(\d+\.\d s\)$/),
    ]);
  });

  it('fails, naming the step and the markup it expected, when an every-page step changes nothing', async () => {
    const run = () => runSteps([upperCase], site('<div>a', '<div>b'));
    await expect(run()).rejects.toThrow(PostbuildStepError);
    await expect(run()).rejects.toThrow(
      'postbuild step "upper case" must change every page but left 2 of 2 unchanged (/0, /1). ' +
        "Next's markup may have changed: expected <p>.",
    );
  });

  it('fails when an every-page step misses one page, and names it', async () => {
    await expect(runSteps([upperCase], site('<p>a', '<div>b'))).rejects.toThrow(
      /left 1 of 2 unchanged \(\/1\)/,
    );
  });

  it('lets an optional page step change some pages or none', async () => {
    const optional: Step = { name: 'optional', page: (html) => html.replace('<p>', '') };
    expect(await runSteps([optional], site('<p>a', '<div>b'))).toEqual([
      { step: 'optional', changed: 1, of: 2, unit: 'pages' },
    ]);
  });

  it('fails when a required site step changes no file, and reports the ones that do', async () => {
    const none: Step = {
      name: 'hints',
      required: true,
      expected: 'scripts',
      site: () => ({ changed: 0, of: 0, unit: 'scripts' }),
    };
    await expect(runSteps([none], site('<p>a'))).rejects.toThrow(
      'postbuild step "hints" changed none of 0 scripts. Next\'s markup may have changed: expected scripts.',
    );
    const some: Step = { ...none, site: () => ({ changed: 3, of: 4, unit: 'scripts' }) };
    expect(await runSteps([some], site('<p>a'))).toEqual([
      { step: 'hints', changed: 3, of: 4, unit: 'scripts' },
    ]);
  });

  it('stops at the failing step: later steps do not run', async () => {
    const later = jest.fn((html: string) => html);
    await expect(
      runSteps([upperCase, { name: 'later', page: later }], site('<div>')),
    ).rejects.toThrow();
    expect(later).not.toHaveBeenCalled();
  });
});
