import { create } from 'zustand';
import { CLOCK_SKEW_WARN_MINUTES } from '@dealcard/shared/counter-rules';

/**
 * The server's clock as the tablet last heard it. Expiry is judged on server time, never on a
 * tablet clock someone set wrong; the offset (server minus tablet) comes with each offline kit
 * and is kept with it, so it holds offline and across reloads.
 */
interface ServerClockState {
  /** Server time minus tablet time, in milliseconds (0 until first heard). */
  offsetMs: number;
  /** When the tablet last exchanged with the server (a kit fetched or a queue uploaded), by the server's clock. */
  lastSyncedAt: string | null;
  heard(offsetMs: number, at: string): void;
  synced(at: string): void;
}

export const useServerClock = create<ServerClockState>((set) => ({
  offsetMs: 0,
  lastSyncedAt: null,
  heard: (offsetMs, at) => set({ offsetMs, lastSyncedAt: at }),
  synced: (at) => set({ lastSyncedAt: at }),
}));

/**
 * The offset from one exchange: the server wrote `serverTime` somewhere between the request
 * leaving (`sentAt`) and the answer arriving (`receivedAt`); the middle is the best guess.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  return Date.parse(serverTime) - Math.round((sentAt + receivedAt) / 2);
}

/** Now, by the server's clock as of the last exchange. */
export function serverNow(offsetMs: number = useServerClock.getState().offsetMs): Date {
  return new Date(Date.now() + offsetMs);
}

/** Whether the tablet's own clock is off by more than staff should be warned about. */
export const clockIsOff = (offsetMs: number) => Math.abs(offsetMs) > CLOCK_SKEW_WARN_MINUTES * 60_000;
