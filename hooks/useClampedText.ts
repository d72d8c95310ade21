'use client';

import { useState, type RefObject } from 'react';
import { CLOSED_TEXT, settleClampedText, toggleClampedText } from '@/lib/motion/clamped-text';
import { useHeightSlide } from '@/hooks/useHeightSlide';
import { useMotionReadyPress } from '@/hooks/useMotionReadyPress';
import { loadedMotion, prefersReducedMotion } from '@/lib/motion/loadMotion';

/** Opens and closes a two-line clamped text with a height slide; the clamp waits for a close. */
export function useClampedText(ref: RefObject<HTMLElement | null>) {
  const [text, setText] = useState(CLOSED_TEXT);
  const measure = useHeightSlide(ref, text.expanded, () => setText(settleClampedText));
  const toggle = useMotionReadyPress(() => {
    const animated = Boolean(loadedMotion()) && !prefersReducedMotion();
    measure(text.clamped);
    setText(toggleClampedText(text, animated));
  });
  return { ...text, toggle };
}
