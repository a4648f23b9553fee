import { KNOWN_OFFER_TYPES } from '@dealcard/shared/shell-limits';

type KnownType = (typeof KNOWN_OFFER_TYPES)[number];

const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

/** Three fried balls in a paper boat. */
function FowlBallsIcon() {
  return (
    <svg {...common} data-icon="fowl-balls">
      <circle cx="7.5" cy="10" r="3" />
      <circle cx="12" cy="8" r="3" />
      <circle cx="16.5" cy="10" r="3" />
      <path d="M3 13h18l-2.2 6.2a1.5 1.5 0 0 1-1.4 1H6.6a1.5 1.5 0 0 1-1.4-1z" />
    </svg>
  );
}

/** A basket of fries: the appetizer, and the icon of any offer type we do not know. */
function AppetizerIcon() {
  return (
    <svg {...common} data-icon="appetizer">
      <path d="M7 11V4.5M10 11V3M14 11V3M17 11V4.5M12 11V5" />
      <path d="M4.5 11h15l-1.6 8.3a1.5 1.5 0 0 1-1.5 1.2H7.6a1.5 1.5 0 0 1-1.5-1.2z" />
      <path d="M9 15.5a3 3 0 0 0 6 0" />
    </svg>
  );
}

/** A slice of pizza with a "two" mark for buy one, get one. */
function PizzaIcon() {
  return (
    <svg {...common} data-icon="pizza">
      <path d="M3.5 6.5C9 3.5 15 3.5 20.5 6.5L12 21z" />
      <path d="M5.3 9.4c4.4-2 9-2 13.4 0" />
      <circle cx="10" cy="11.5" r="1.2" />
      <circle cx="14" cy="13.5" r="1.2" />
      <circle cx="12" cy="17" r="0.9" />
    </svg>
  );
}

/** A kids' meal box with a handle and a star. */
function KidsMealIcon() {
  return (
    <svg {...common} data-icon="kids-meal">
      <path d="M4 9h16l-1.5 11a1 1 0 0 1-1 .9h-11a1 1 0 0 1-1-.9z" />
      <path d="M8.5 9V7a3.5 3.5 0 0 1 7 0v2" />
      <path d="m12 12.2.9 1.9 2 .3-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.3z" />
    </svg>
  );
}

const ICONS: Record<KnownType, () => React.JSX.Element> = {
  'Free Fowl Balls': FowlBallsIcon,
  'Free Appetizers': AppetizerIcon,
  'BOGO Pizza': PizzaIcon,
  'Free Kids Meals': KidsMealIcon,
};

/** The icon of one of the four known offer types; anything else gets the appetizer icon. */
export function OfferIcon({ offerType }: { offerType: string }) {
  const known = KNOWN_OFFER_TYPES.find((t) => t.toLowerCase() === offerType.trim().toLowerCase());
  const Icon = known ? ICONS[known] : AppetizerIcon;
  return <Icon />;
}
