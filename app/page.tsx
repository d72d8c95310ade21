import Link from 'next/link';
import { experience, getProjectSections, site, skillGroups } from '@/content';
import { ContactForm } from '@/components/contact/ContactForm';
import { SiteImage } from '@/components/media/SiteImage';
import { withBasePath } from '@/lib/paths';

// Plain rendering of the real content; the home-page issue designs each section.
export default function HomePage() {
  const sections = getProjectSections();
  return (
    <main id="main">
      <section id="summary" aria-labelledby="summary-title">
        <p>{site.greeting}</p>
        <h1 id="summary-title">{site.role}</h1>
        <p>{site.intro}</p>
        <SiteImage
          publicId={site.photo}
          alt={site.photoAlt}
          width={site.photoWidth}
          height={site.photoHeight}
          priority
        />
      </section>
      <section id="my-work" aria-labelledby="my-work-title">
        <h2 id="my-work-title">My Work</h2>
        {sections.map((panel, index) => (
          <ul key={index}>
            {panel.map((project) => (
              <li key={project.id}>
                <Link href={`/portofolio/${project.id}`}>{project.name}</Link>
              </li>
            ))}
          </ul>
        ))}
      </section>
      <section id="experience" aria-labelledby="experience-title">
        <h2 id="experience-title">Experience</h2>
        {experience.map((entry) => (
          <article key={entry.id}>
            <h3>{entry.role}</h3>
            <p>
              {entry.start} – {entry.end}
            </p>
            <p>{entry.description}</p>
          </article>
        ))}
        <a href={withBasePath(site.cvPath)} download={site.cvFileName}>
          Download CV
        </a>
      </section>
      <section id="skills" aria-labelledby="skills-title">
        <h2 id="skills-title">Tools &amp; Skills</h2>
        {skillGroups.map((group) => (
          <div key={group.id}>
            <h3>{group.title}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {/* Placeholder until the home-page work lands; it renders the same form in #contact. */}
      <section id="contact">
        <h2>Get In Touch</h2>
        <ContactForm />
      </section>
    </main>
  );
}
