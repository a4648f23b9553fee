import { KioskDeviceSchema, type KioskDevice } from '@dealcard/shared';

const KEY = 'dealcard.kiosk.device';

/**
 * The paired device as last confirmed by the server, so a tablet reloaded without a connection
 * still opens on the counter screen and accepts vouchers offline. It holds no secret: the device
 * cookie is what the server trusts, and a 401 at the next call forgets this copy.
 */
export function rememberDevice(device: KioskDevice | null): void {
  try {
    if (device) localStorage.setItem(KEY, JSON.stringify(device));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the tablet then needs the connection to start, as before.
  }
}

export function rememberedDevice(): KioskDevice | null {
  try {
    const stored = localStorage.getItem(KEY);
    if (!stored) return null;
    const parsed = KioskDeviceSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
