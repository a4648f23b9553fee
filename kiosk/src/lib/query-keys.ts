/** Every query key of the kiosk in one place. */
export const queryKeys = {
  device: ['/api/kiosk/me'] as const,
  redemptions: ['/api/kiosk/redemptions'] as const,
  offlineKit: ['/api/kiosk/offline-kit'] as const,
  /** One scanned card QR's check (online or offline), for as long as its screen is open. */
  cardQr: (token: string) => ['/api/kiosk/card-scans', token] as const,
};
