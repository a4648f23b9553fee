import type { Role } from '@dealcard/shared';

declare global {
  namespace Express {
    interface Request {
      id: string;
      user?: AuthUser;
      sessionId?: string;
      kioskDevice?: KioskDeviceAuth;
    }
  }
}

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  restaurantId: number | null;
  /** A coordinator's nonprofit. */
  nonprofitId: number | null;
}

export interface KioskDeviceAuth {
  id: number;
  restaurantId: number;
  locationId: number;
}
