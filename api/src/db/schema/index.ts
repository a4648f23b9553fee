export * from './users.ts';
export * from './restaurants.ts';
export * from './campaigns.ts';
export * from './cards.ts';
export * from './kiosk.ts';
export * from './system.ts';
export * from './ledger.ts';
export * from './fundraising.ts';
