// The messages of selling in person, in English and Spanish (usted: coordinators, owners and
// admins are people at work).
import { MAX_SELLERS_PER_CAMPAIGN } from '../list-caps.ts';
import { defineMessages } from './message.ts';

const MAX_SELLERS = MAX_SELLERS_PER_CAMPAIGN.toLocaleString('en-US');

export const SELLING_MESSAGES = defineMessages('selling', {
  inviteNoContactEmail: {
    en: 'Add a contact e-mail to this nonprofit first: the invitation is sent there.',
    es: 'Primero agregue un correo de contacto a esta organización: la invitación se envía ahí.',
  },
  inviteInvalid: {
    en: 'This invitation is not valid any more. Ask for a new one.',
    es: 'Esta invitación ya no es válida. Pida una nueva.',
  },
  inviteSignInAsInvited: {
    en: 'You are signed in with another e-mail. Sign out, then open the invitation again.',
    es: 'Inició sesión con otro correo. Cierre la sesión y vuelva a abrir la invitación.',
  },
  inviteSignInFirst: {
    en: 'An account with this e-mail exists: sign in to accept the invitation.',
    es: 'Ya existe una cuenta con este correo: inicie sesión para aceptar la invitación.',
  },
  inviteRoleTaken: {
    en: 'This e-mail belongs to a restaurant owner or an administrator, so it cannot become a coordinator.',
    es: 'Este correo pertenece a un dueño de restaurante o a un administrador, así que no puede ser coordinador.',
  },
  inviteOtherNonprofit: {
    en: 'This account already coordinates another nonprofit.',
    es: 'Esta cuenta ya coordina otra organización.',
  },
  invitePasswordRequired: { en: 'Choose a password', es: 'Elija una contraseña' },
  checkNumberRequired: {
    en: 'Enter the check number',
    es: 'Escriba el número del cheque',
  },
  campaignNotOfNonprofit: {
    en: 'This campaign is not one of this nonprofit’s',
    es: 'Esta campaña no es de esta organización',
  },
  campaignNotSelling: {
    en: 'This campaign is not selling cards right now.',
    es: 'Esta campaña no está vendiendo tarjetas ahora.',
  },
  sellerEmailTaken: {
    en: 'A seller with this e-mail already sells for this campaign',
    es: 'Ya hay un vendedor con este correo en esta campaña',
  },
  csvHeader: {
    en: 'The first line must be the header name,team,email (email may be left out)',
    es: 'La primera línea debe ser el encabezado name,team,email (email se puede omitir)',
  },
  csvEmpty: { en: 'The file has no sellers', es: 'El archivo no tiene vendedores' },
  sellersFull: {
    en: `A campaign can have at most ${MAX_SELLERS} sellers`,
    es: `Una campaña puede tener como máximo ${MAX_SELLERS} vendedores`,
  },
  csvTooManyRows: {
    en: 'At most 1,000 sellers per file',
    es: 'Como máximo 1,000 vendedores por archivo',
  },
  csvUnreadable: {
    en: 'This file could not be read as CSV',
    es: 'No se pudo leer este archivo como CSV',
  },
  csvColumns: {
    en: 'This row has more columns than the header',
    es: 'Esta fila tiene más columnas que el encabezado',
  },
  csvNameMissing: { en: 'The name is missing', es: 'Falta el nombre' },
  csvNameTooLong: { en: 'The name is longer than 60 characters', es: 'El nombre tiene más de 60 caracteres' },
  csvTeamTooLong: { en: 'The team is longer than 60 characters', es: 'El equipo tiene más de 60 caracteres' },
  csvHiddenCharacters: {
    en: 'Use letters, numbers and punctuation only',
    es: 'Use solo letras, números y signos de puntuación',
  },
  csvEmailInvalid: { en: 'The e-mail is not valid', es: 'El correo no es válido' },
  csvEmailTwice: {
    en: 'This e-mail is on another row of the file',
    es: 'Este correo está en otra fila del archivo',
  },
  unknownSellerCode: {
    en: 'No seller of this campaign has that code',
    es: 'Ningún vendedor de esta campaña tiene ese código',
  },
  voidOnlyInPerson: {
    en: 'Only a cash or check sale can be voided here',
    es: 'Aquí solo se puede anular una venta en efectivo o con cheque',
  },
  voidCardUsed: {
    en: 'This card has been used, so the sale cannot be voided',
    es: 'Esta tarjeta ya se usó, así que la venta no se puede anular',
  },
  voidAlready: { en: 'This sale was already voided', es: 'Esta venta ya fue anulada' },
  voidTooLate: {
    en: 'A sale can be voided only within 24 hours of recording it',
    es: 'Una venta solo se puede anular dentro de las 24 horas después de registrarla',
  },
  payoutMoreThanDueRestaurant: {
    en: 'A payout cannot be more than is due to the restaurant',
    es: 'Un pago no puede ser mayor que lo que se le debe al restaurante',
  },
  remittanceMoreThanOwed: {
    en: 'A remittance cannot be more than the nonprofit owes',
    es: 'Una remesa no puede ser mayor que lo que debe la organización',
  },
});
