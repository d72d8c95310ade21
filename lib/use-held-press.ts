import { useEffect, useEffectEvent, type RefObject } from 'react';
import { HELD_ATTRIBUTE, READY_ATTRIBUTE } from '@/lib/held-press';

/**
 * Marks the control (rendered with `holdPress`, lib/held-press.ts) ready once React has hydrated
 * it, and plays a press the head script held before that, once: `onHeldPress` is what the
 * control's own handler would have done.
 */
export function useHeldPress(ref: RefObject<HTMLElement | null>, onHeldPress: () => void) {
  const playHeldPress = useEffectEvent(onHeldPress);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.setAttribute(READY_ATTRIBUTE, '');
    if (!control.hasAttribute(HELD_ATTRIBUTE)) return;
    control.removeAttribute(HELD_ATTRIBUTE);
    playHeldPress();
  }, [ref]);
}
