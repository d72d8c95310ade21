import { useEffect, useRef, type RefObject } from 'react';

/**
 * The contact form's confirmation step takes focus so it is read out; when it closes, focus goes
 * back to the button that leads on (Retry after a failure, else Send), never to the page's start.
 */
export function useConfirmFocus(
  confirming: boolean,
  confirmRef: RefObject<HTMLElement | null>,
  retryRef: RefObject<HTMLElement | null>,
  submitRef: RefObject<HTMLElement | null>,
): void {
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) (retryRef.current ?? submitRef.current)?.focus();
    wasConfirming.current = confirming;
  }, [confirming, confirmRef, retryRef, submitRef]);
}
