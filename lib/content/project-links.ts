/**
 * The links a project carries out of the site: its running product (`site`) and its code
 * (`source`). A repository on a host the visitor knows (GitHub, GitLab, Bitbucket) is named by that
 * host, with its icon; any other address is a plain "Source code" link. Pure and small, so the
 * quick view (a client leaf) uses the same model as the server pages.
 */
import type { Project, ProjectCopy } from '@/content';
import { fillTemplate } from '@/lib/content/copy';

/** The repository hosts recognised by their address. Allowed: 'github' | 'gitlab' | 'bitbucket'. */
export type RepositoryHost = 'github' | 'gitlab' | 'bitbucket';

/** Each host's brand name (a name, the same in every language) and the domains it serves. */
const HOSTS: Record<RepositoryHost, { name: string; domains: readonly string[] }> = {
  github: { name: 'GitHub', domains: ['github.com'] },
  gitlab: { name: 'GitLab', domains: ['gitlab.com'] },
  bitbucket: { name: 'Bitbucket', domains: ['bitbucket.org'] },
};

/** The analytics event a click on each kind of link counts. */
const EVENTS = { site: 'Site Open', source: 'Source Open' } as const;

/** One link of a project, ready to draw. */
export interface ProjectLink {
  /** 'site' for the running product, 'source' for the code. */
  kind: 'site' | 'source';
  href: string;
  /** The repository host when the address is one of the known ones; picks the icon. */
  host?: RepositoryHost;
  /** The words on the button ("Live site", "Code on GitHub"). */
  text: string;
  /** Its accessible name: the words on the button, then the project ("Live site: TokoKu"). */
  name: string;
  /** The analytics event a click counts, with the project's name as its property. */
  event: (typeof EVENTS)[keyof typeof EVENTS];
}

/** The known host of a repository address (www. and sub-domains included), or undefined. */
export function repositoryHost(url: string): RepositoryHost | undefined {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return (Object.keys(HOSTS) as RepositoryHost[]).find((host) =>
    HOSTS[host].domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`)),
  );
}

/** The brand name of a repository host ('GitHub'). */
export function repositoryHostName(host: RepositoryHost): string {
  return HOSTS[host].name;
}

/** The project's links, the site first (what a recruiter opens first), then the source. */
export function projectLinks(
  project: Pick<Project, 'name' | 'site' | 'source'>,
  copy: ProjectCopy['links'],
): ProjectLink[] {
  const links: ProjectLink[] = [];
  if (project.site) {
    links.push({
      kind: 'site',
      href: project.site,
      text: copy.site.text,
      name: fillTemplate(copy.site.name, { name: project.name }),
      event: EVENTS.site,
    });
  }
  if (project.source) {
    const host = repositoryHost(project.source);
    const words = host ? copy.sourceOn : copy.source;
    const values = { name: project.name, host: host ? repositoryHostName(host) : '' };
    links.push({
      kind: 'source',
      href: project.source,
      ...(host ? { host } : {}),
      text: fillTemplate(words.text, values),
      name: fillTemplate(words.name, values),
      event: EVENTS.source,
    });
  }
  return links;
}
