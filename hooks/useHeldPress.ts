import { useEffect, useEffectEvent, type RefObject } from 'react';
import { HELD_ATTRIBUTE, READY_ATTRIBUTE } from '@/lib/head-script/held-press';

/**
 * Marks the control (rendered with `holdPress`, lib/head-script/held-press.ts) ready once React has hydrated
 * it, and plays each press the head script held before that: `onHeldPress` is what the
 * control's own handler does (a toggle pressed twice ends where it began).
 */
export function useHeldPress(ref: RefObject<HTMLElement | null>, onHeldPress: () => void) {
  const playHeldPress = useEffectEvent(onHeldPress);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    control.setAttribute(READY_ATTRIBUTE, '');
    const presses = Number(control.getAttribute(HELD_ATTRIBUTE)) || 0;
    control.removeAttribute(HELD_ATTRIBUTE);
    for (let press = 0; press < presses; press++) playHeldPress();
  }, [ref]);
}
