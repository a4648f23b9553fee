import { defineMessages } from './message.ts';

export const NONPROFIT_MESSAGES = defineMessages('nonprofits', {
  /** Why a nonprofit partner that campaigns name cannot be deleted: said before the confirmation, and by the server. */
  deleteBlocked: (campaignCount: number) => ({
    en: `This nonprofit partner has ${campaignCount} campaign${campaignCount === 1 ? '' : 's'} and cannot be deleted: its campaigns and the cards sold from them would lose their partner.`,
    es: `Esta organización tiene ${campaignCount} ${campaignCount === 1 ? 'campaña' : 'campañas'} y no se puede eliminar: sus campañas y las tarjetas vendidas perderían a su organización.`,
  }),
});
