import type {
  MoneyMovement,
  NonprofitMoneyResponse,
  Payout,
  PayoutsResponse,
  RemittanceResponse,
  RestaurantMoneyResponse,
} from '@dealcard/shared';
import type { MovementRow } from './payouts.queries.ts';
import {
  dueOf,
  restaurantDueOf,
  type MoneyOverview,
  type NonprofitMoney,
  type PayoutRecord,
  type RemittanceRecord,
  type RestaurantMoney,
} from './payouts.service.ts';

export function presentPayout(payout: PayoutRecord): Payout {
  return {
    id: payout.id,
    nonprofitId: payout.nonprofitId,
    restaurantId: payout.restaurantId,
    amountCents: payout.amountCents,
    paidOn: payout.paidOn,
    reference: payout.reference,
    createdAt: payout.createdAt,
  };
}

export function presentRemittance(remittance: RemittanceRecord): RemittanceResponse['remittance'] {
  return {
    id: remittance.id,
    nonprofitId: remittance.nonprofitId,
    amountCents: remittance.amountCents,
    receivedOn: remittance.receivedOn,
    reference: remittance.reference,
    createdAt: remittance.createdAt,
  };
}

export function presentPayouts(overview: MoneyOverview): PayoutsResponse {
  return {
    nonprofits: overview.balances.map((row) => ({ ...row, dueCents: dueOf(row) })),
    restaurants: overview.restaurants.map((row) => ({ ...row, dueCents: restaurantDueOf(row) })),
    payouts: overview.recent.map((p) => ({ ...p })),
    remittances: overview.remittances.map((m) => ({ ...m })),
  };
}

const movement = (row: MovementRow): MoneyMovement => ({
  id: row.id,
  amountCents: row.amountCents,
  on: row.on,
  reference: row.reference,
  createdAt: row.createdAt,
});

export function presentNonprofitMoney(money: NonprofitMoney): NonprofitMoneyResponse {
  const { balance } = money;
  return {
    nonprofitId: money.nonprofitId,
    nonprofitName: balance.nonprofitName,
    earnedCents: balance.earnedCents,
    cashHeldCents: balance.cashHeldCents,
    cashShareCents: money.cashShareCents,
    paidCents: balance.paidCents,
    receivedCents: balance.receivedCents,
    dueCents: dueOf(balance),
    payouts: money.payouts.map(movement),
    remittances: money.remittances.map(movement),
  };
}

export function presentRestaurantMoney(money: RestaurantMoney): RestaurantMoneyResponse {
  const { balance } = money;
  return {
    restaurantId: balance.restaurantId,
    restaurantName: balance.restaurantName,
    earnedCents: balance.earnedCents,
    paidCents: balance.paidCents,
    dueCents: restaurantDueOf(balance),
    payouts: money.payouts.map(movement),
  };
}
