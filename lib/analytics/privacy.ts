/**
 * Whether the visitor asked not to be tracked: Global Privacy Control, or Do Not Track (still sent
 * by some browsers and privacy extensions). Then no tracker loads and nothing is sent.
 */
export interface PrivacySignals {
  navigator: { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  /** Old Safari and Internet Explorer put Do Not Track on the window. */
  doNotTrack?: string | null;
}

export function declinesTracking({ navigator, doNotTrack }: PrivacySignals): boolean {
  if (navigator.globalPrivacyControl === true) return true;
  return [navigator.doNotTrack, doNotTrack].some((value) => value === '1' || value === 'yes');
}
