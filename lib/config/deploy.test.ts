/**
 * The GitHub Pages workflow builds with every setting an owner can set: each `NEXT_PUBLIC_*`
 * variable the README's Settings table documents and the code reads is forwarded from the
 * repository variable of the same name. A setting missing there is silently off on Pages (the
 * analytics once were), while the same `.env.local` works on the owner's machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

interface Step {
  name?: string;
  env?: Record<string, string>;
}
interface Workflow {
  jobs: Record<string, { steps: Step[] }>;
}

const workflow = parse(read('.github/workflows/deploy.yml')) as Workflow;
const buildStep = workflow.jobs.build?.steps.find((step) => step.name === 'Build');
const forwarded = Object.keys(buildStep?.env ?? {}).filter((key) => key.startsWith('NEXT_PUBLIC_'));

/** The variables named in the first column of the README's Settings table. */
function readmeSettings(readme: string): string[] {
  const section = readme.split(/^### Settings$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/^\| `(NEXT_PUBLIC_[A-Z0-9_]+)`/gm)].map((match) => match[1]!);
}

/** Every `process.env.NEXT_PUBLIC_*` the given sources read (Next inlines only full names). */
function readByCode(files: string[]): string[] {
  // Comments name variables as examples; only the code counts.
  const withoutComments = (source: string) =>
    source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return files.flatMap((file) =>
    [...withoutComments(read(file)).matchAll(/process\.env\.(NEXT_PUBLIC_[A-Z0-9_]+)/g)].map(
      (match) => match[1]!,
    ),
  );
}

const documented = readmeSettings(read('README.md'));
// env.mjs reads every setting but the EmailJS keys, which the contact form reads in the browser,
// and the base path, which browser code reads from its own small module.
const code = [
  ...new Set(
    readByCode(['lib/config/env.mjs', 'lib/config/base-path.mjs', 'lib/contact/config.ts']),
  ),
];

describe('the GitHub Pages workflow', () => {
  it('finds the README table and the settings the code reads', () => {
    expect(documented.length).toBeGreaterThanOrEqual(10);
    expect(documented).toEqual(expect.arrayContaining(['NEXT_PUBLIC_ANALYTICS_PROVIDER']));
    expect(code).toEqual(expect.arrayContaining(['NEXT_PUBLIC_ANALYTICS_SITE']));
  });

  it('documents every setting the code reads, and no other', () => {
    expect([...documented].sort()).toEqual([...code].sort());
  });

  it('lists every documented setting in .env.example, which the README says to copy', () => {
    const example = [...read('.env.example').matchAll(/^#?\s*(NEXT_PUBLIC_[A-Z0-9_]+)=/gm)].map(
      (match) => match[1]!,
    );
    expect([...new Set(example)].sort()).toEqual([...documented].sort());
  });

  it('forwards every documented setting to the build, and no other', () => {
    expect([...forwarded].sort()).toEqual([...documented].sort());
  });

  it('takes each setting from the repository variable of the same name', () => {
    for (const key of forwarded) {
      expect({ key, value: buildStep?.env?.[key] }).toEqual({
        key,
        value: expect.stringMatching(
          new RegExp(`^\\$\\{\\{ vars\\.${key}( \\|\\| [^}]+)? \\}\\}$`),
        ),
      });
    }
  });
});
