import type { Metadata } from 'next';
import { site } from '@/content';
import { personJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata } from '@/lib/seo/metadata';
import { ContactSection } from '@/components/home/ContactSection';
import { ExperienceSection } from '@/components/home/ExperienceSection';
import { Hero } from '@/components/home/Hero';
import { SkillsSection } from '@/components/home/SkillsSection';
import { WorkSection } from '@/components/home/WorkSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { LatestNotes } from '@/components/writing/LatestNotes';
import { defaultLanguage } from '@/lib/writing/language';

export const metadata: Metadata = buildMetadata({
  description: `${site.fullName}, ${site.role}. ${site.intro}`,
  path: '/',
  type: 'profile',
});

export default function HomePage() {
  return (
    <main id="main">
      <JsonLd data={personJsonLd(site)} />
      <Hero />
      <WorkSection />
      <ExperienceSection />
      <LatestNotes lang={defaultLanguage} />
      <SkillsSection />
      <ContactSection />
    </main>
  );
}
