import { ContactSection } from '@/components/home/ContactSection';
import { ExperienceSection } from '@/components/home/ExperienceSection';
import { Hero } from '@/components/home/Hero';
import { SkillsSection } from '@/components/home/SkillsSection';
import { WorkSection } from '@/components/home/WorkSection';

export default function HomePage() {
  return (
    <main id="main">
      <Hero />
      <WorkSection />
      <ExperienceSection />
      <SkillsSection />
      <ContactSection />
    </main>
  );
}
