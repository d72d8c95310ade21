/**
 * A project's card in the desktop slider: its shape, width and parallax factors, as the owner
 * set them in content/projects.ts or, for each one left out, a default that suits the cover. An
 * owner who adds a project writes its words and its cover; the slider needs nothing more. Pure.
 */
import type { Project, ProjectLayout } from '@/content';

/** What the slider draws a card with. */
export interface SliderCard {
  layout: ProjectLayout;
  /** A CSS size string: the card's share of its panel's row. */
  width: string;
  factorX: number;
  factorY: number;
}

/** A card's width by its shape, when the project names none (the sample's are 20-28rem). */
export const DEFAULT_CARD_WIDTH: Record<ProjectLayout, string> = {
  landscape: '26rem',
  square: '23rem',
  portrait: '20rem',
};

/**
 * Parallax factors by a card's place in its panel, when the project names none: neighbours move
 * at different rates, as the sample's do, so the row reads as depth and not as one sliding strip.
 */
const DEFAULT_FACTORS: readonly (readonly [number, number])[] = [
  [0.2, 0.3],
  [0.4, 0.2],
  [0.3, 0.4],
  [0.15, 0.25],
  [0.35, 0.15],
];

/**
 * The card shape nearest a cover's (width over height): square from about 7:8 to 8:7, taller is
 * portrait (a phone screenshot), wider landscape. Nearest on a ratio scale: the bounds sit at the
 * geometric means of the frames' ratios (3:4, 1:1, 4:3).
 */
export function layoutOfCover(aspect: number): ProjectLayout {
  if (aspect < Math.sqrt(3 / 4)) return 'portrait';
  if (aspect > Math.sqrt(4 / 3)) return 'landscape';
  return 'square';
}

/**
 * The slider card of `project`, the `place`-th (from 0) of its panel, whose cover is `coverAspect`
 * wide per unit of height: what the owner set, else the defaults above.
 */
export function sliderCard(
  project: Pick<Project, 'width' | 'class' | 'factoryX' | 'factoryY'>,
  place: number,
  coverAspect: number,
): SliderCard {
  const layout = project.class ?? layoutOfCover(coverAspect);
  const [factorX, factorY] = DEFAULT_FACTORS[place % DEFAULT_FACTORS.length]!;
  return {
    layout,
    width: project.width ?? DEFAULT_CARD_WIDTH[layout],
    factorX: project.factoryX ?? factorX,
    factorY: project.factoryY ?? factorY,
  };
}
