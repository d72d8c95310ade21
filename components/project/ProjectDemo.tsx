'use client';

import { useEffect, useRef } from 'react';
import 'lite-youtube-embed/src/lite-yt-embed.css';
import type { ProjectCopy } from '@/content';
import { trackOnce } from '@/lib/analytics/events';
import { fillTemplate } from '@/lib/content/copy';
import styles from './ProjectDemo.module.scss';

export interface ProjectDemoProps {
  /** The project's name, for labels. */
  projectName: string;
  /** The YouTube video id (`getVideoId(project.url)`). */
  videoId: string;
  /** The demo's normalised URL: where the play link goes before the script has loaded. */
  watchUrl: string;
  /** The cover's URL (local with base path, or Cloudinary), shown until play is clicked. */
  posterSrc: string;
  /** The section's words, from `content/copy/project.ts`. */
  labels: ProjectCopy['demo'];
}

interface LiteYouTubeClass extends CustomElementConstructor {
  /** lite-youtube-embed preconnects to YouTube and Google on hover once; true skips it. */
  preconnected?: boolean;
}

/** A lite-youtube element once upgraded. */
interface LiteYouTubeElement extends HTMLElement {
  /** True on Safari and mobile browsers: the library then loads YouTube's iframe API script. */
  needsYTApi?: boolean;
}

/**
 * The demo video, through lite-youtube-embed: nothing is fetched from YouTube until play is
 * clicked. The poster is set as the element's background image, which makes the library skip its
 * i.ytimg.com thumbnail, and its hover preconnect is switched off; the iframe it creates on click
 * uses youtube-nocookie.com. Without JavaScript the play control is a link to the video.
 */
export function ProjectDemo({
  projectName,
  videoId,
  watchUrl,
  posterSrc,
  labels,
}: ProjectDemoProps) {
  const playerRef = useRef<LiteYouTubeElement>(null);

  useEffect(() => {
    // The library defines the element on import, so it is loaded in the browser only.
    void import('lite-youtube-embed').then(() => {
      const LiteYouTube = customElements.get('lite-youtube') as LiteYouTubeClass | undefined;
      if (LiteYouTube) LiteYouTube.preconnected = true;
      // Every browser gets the plain youtube-nocookie iframe. On phones the library would load
      // YouTube's iframe API script instead (for one-tap autoplay): that script comes from
      // www.youtube.com, sets cookies and is refused by the site's Content-Security-Policy.
      // The cost: some phones need a second tap on YouTube's own play button.
      if (playerRef.current) playerRef.current.needsYTApi = false;
    });
  }, []);

  const label = fillTemplate(labels.play, { name: projectName });
  return (
    <section id="demo" className={styles.demo} aria-labelledby="demo-title">
      <div className={styles.intro}>
        <h2 id="demo-title" className={styles.title}>
          {labels.title}
        </h2>
        <p className={styles.note}>{fillTemplate(labels.note, { name: projectName })}</p>
      </div>
      <lite-youtube
        ref={playerRef}
        className={styles.player}
        videoid={videoId}
        playlabel={label}
        params="rel=0"
        style={{ backgroundImage: `url("${posterSrc}")` }}
        onClickCapture={() => trackOnce(playerRef, 'Demo Play', { project: projectName })}
      >
        <a href={watchUrl} className={`lyt-playbtn ${styles.play}`}>
          <span className="lyt-visually-hidden">{label}</span>
        </a>
      </lite-youtube>
    </section>
  );
}
