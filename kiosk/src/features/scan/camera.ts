/** The scanner's plain rules: how often to look at a frame, how big a frame to decode, what to say when the camera fails. */

import { t } from '@lingui/core/macro';

/** Time between two decoding attempts. */
export const SCAN_INTERVAL_MS = 150;

/** The longest side of a frame handed to the decoder: enough for a phone's QR code, small enough to decode fast. */
export const MAX_FRAME_SIDE = 720;

export type CameraProblem = 'denied' | 'no_camera' | 'busy' | 'insecure' | 'unknown';

/** What went wrong, from the error `getUserMedia` rejected with. */
export function cameraProblemOf(err: unknown): CameraProblem {
  const name = typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'SecurityError':
      return 'insecure';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no_camera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/** What the staff read when the camera fails, in the kiosk's language. */
export function cameraMessage(problem: CameraProblem): string {
  switch (problem) {
    case 'denied':
      return t`The kiosk is not allowed to use the camera. Allow camera access for this site in the browser settings, then try again.`;
    case 'no_camera':
      return t`No camera was found on this tablet. Type or paste the QR’s code below, or scan it with a USB scanner.`;
    case 'busy':
      return t`The camera is being used by another app. Close that app, then try again.`;
    case 'insecure':
      return t`The browser blocked the camera on this page. Open the kiosk from its https address, then try again.`;
    case 'unknown':
      return t`The camera could not be started. Try again, or type or paste the QR’s code below.`;
  }
}

/** The frame size to decode: the camera's picture scaled down to at most `max` on its longest side. */
export function frameSize(width: number, height: number, max = MAX_FRAME_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
