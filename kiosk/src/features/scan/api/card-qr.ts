import type { CardRedemptionResponse, CardScanResponse } from '@dealcard/shared';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/kiosk/card-scans`: the card's offers with what is left of each. */
export const scanCardQr = (token: string, timeoutMs: number) =>
  api<CardScanResponse>('/api/kiosk/card-scans', { method: 'POST', body: { token }, timeoutMs });

/** `POST /api/kiosk/card-redemptions`: serves the offer staff tapped. */
export const redeemCardQr = (token: string, offerId: number, timeoutMs: number) =>
  api<CardRedemptionResponse>('/api/kiosk/card-redemptions', { method: 'POST', body: { token, offerId }, timeoutMs });
