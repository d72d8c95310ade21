import type { Metadata } from 'next';
import { SKILLS_SECTION_ID, emptyHomeSections } from '@/lib/content/home-sections';
import { footerBelowFirstScreen } from '@/lib/head-script/deferred-styles.mjs';
import { contentFor } from '@/lib/i18n/content';
import type { Language } from '@/lib/i18n/languages';
import { setPageLanguage } from '@/lib/i18n/page-language';
import { phrasesThen } from '@/lib/i18n/punctuation';
import { personJsonLd, profilePageJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { ContactSection } from '@/components/home/ContactSection';
import { ExperienceSection } from '@/components/home/ExperienceSection';
import { Hero } from '@/components/home/Hero';
import { SkillsSection } from '@/components/home/SkillsSection';
import { WorkSection } from '@/components/home/WorkSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { LatestNotes } from '@/components/writing/LatestNotes';

/** The home page's metadata in a language. */
export function homeMetadata(language: Language): Metadata {
  const { site } = contentFor(language);
  return buildMetadata({
    language,
    description: phrasesThen(language, [site.fullName, site.role], site.intro),
    path: '/',
    type: 'profile',
  });
}

/**
 * The home page: summary, work, experience, skills and contact, in one language; a section the
 * owner's content leaves empty is left out (lib/content/home-sections.ts).
 */
export function HomePage({ language }: { language: Language }) {
  setPageLanguage(language);
  const empty = emptyHomeSections(contentFor(language));
  return (
    // The site footer is below every section, far from the first screen: its rules come with the
    // whole stylesheets, as the sections' do.
    <main id="main" {...footerBelowFirstScreen}>
      <Hero />
      <WorkSection />
      <ExperienceSection />
      <LatestNotes lang={language} />
      {!empty.has(SKILLS_SECTION_ID) && <SkillsSection />}
      <ContactSection />
      {/* After the sections: structured data is read wherever it is, and ahead of the hero it
          was about 0.5 KB of the first round trip the first screen needs. */}
      <JsonLd data={personJsonLd(contentFor(language))} />
      <JsonLd data={profilePageJsonLd(contentFor(language), '/')} />
    </main>
  );
}
