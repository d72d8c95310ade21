import { panelIndicator, type SliderLayout } from '@/lib/slider/rules';

/** The slider indicator's text at a panel (1-based), e.g. "01 / 02", spaces as the page may set them. */
export function indicatorText(panel: number, layout: SliderLayout): RegExp {
  return new RegExp(panelIndicator(panel, layout).replace(' / ', '\\s*\\/\\s*'));
}
