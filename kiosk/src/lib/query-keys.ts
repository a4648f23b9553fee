/** Every query key of the kiosk in one place. */
export const queryKeys = {
  device: ['/api/kiosk/me'] as const,
  redemptions: ['/api/kiosk/redemptions'] as const,
  offlineKit: ['/api/kiosk/offline-kit'] as const,
};
