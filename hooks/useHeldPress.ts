import { useEffect, useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { HELD_ATTRIBUTE, READY_ATTRIBUTE } from '@/lib/head-script/held-press';

/**
 * Marks the control (rendered with `holdPress`, lib/head-script/held-press.ts) ready and plays
 * each press the head script held before that: `onHeldPress` is what the control's own handler
 * does.
 *
 * Ready is marked in a layout effect, in the very commit that hydrates the control: from that
 * moment React handles its presses, and the head script must not hold them too. The held presses
 * are played in a passive effect, after the control's other effects have run (the contact form
 * restores what was typed before its held Send goes out).
 */
export function useHeldPress(ref: RefObject<HTMLElement | null>, onHeldPress: () => void) {
  const playHeldPress = useEffectEvent(onHeldPress);
  useLayoutEffect(() => {
    ref.current?.setAttribute(READY_ATTRIBUTE, '');
  }, [ref]);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    const presses = Number(control.getAttribute(HELD_ATTRIBUTE)) || 0;
    control.removeAttribute(HELD_ATTRIBUTE);
    for (let press = 0; press < presses; press++) playHeldPress();
  }, [ref]);
}
