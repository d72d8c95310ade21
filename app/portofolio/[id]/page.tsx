import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getProject, getProjectIds } from '@/content';
import { SiteImage } from '@/components/media/SiteImage';

interface ProjectPageProps {
  params: Promise<{ id: string }>;
}

// Only the ten known ids exist; every other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getProjectIds().map((id) => ({ id: String(id) }));
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { id } = await params;
  const project = getProject(id);
  if (!project) notFound();
  return (
    <main id="main">
      <Link href="/#my-work">Back</Link>
      <h1>{project.name.toUpperCase()}</h1>
      <SiteImage
        publicId={project.image}
        alt={project.alt}
        width={project.imageWidth}
        height={project.imageHeight}
        priority
      />
      <h2>About This Project</h2>
      <p>{project.description}</p>
    </main>
  );
}
