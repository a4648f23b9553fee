export * from './limits.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './fields.ts';
export * from './contracts/auth.ts';
export * from './contracts/campaigns.ts';
export * from './contracts/cards.ts';
export * from './contracts/locations.ts';
export * from './contracts/restaurants.ts';
export * from './contracts/nonprofits.ts';
export * from './contracts/reports.ts';
export * from './contracts/kiosk.ts';
export * from './contracts/uploads.ts';
export * from './contracts/outbox.ts';

export interface ApiErrorBody {
  error: string;
  code?: string;
  issues?: Record<string, string[]>;
}
