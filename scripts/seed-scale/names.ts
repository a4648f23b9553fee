// Names, places, causes and offers the scale seed draws from.
export const FIRST = [
  'Jordan',
  'Sam',
  'Taylor',
  'Alex',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Drew',
  'Parker',
  'Maria',
  'Wei',
  'Priya',
  'Omar',
  'Lena',
  'Kofi',
  'Sofia',
  'Diego',
];
export const LAST = [
  'Rivera',
  'Chen',
  'Brooks',
  'Patel',
  'Nguyen',
  'Smith',
  'Garcia',
  'Kim',
  'Okafor',
  'Muller',
  'Rossi',
  'Haddad',
  'Johnson',
  'Lopez',
  'Ivanova',
  'Sato',
];
export const FOOD = ['Wings', 'Pizza', 'Noodle', 'Taco', 'Burger', 'Curry', 'Sushi', 'Grill', 'Bakery', 'Diner', 'BBQ', 'Pho'];
export const PLACE = ['House', 'Kitchen', 'Corner', 'Shack', 'Bar', 'Co.', 'Spot', 'Garden'];
export const CAUSES = [
  'Elementary PTA',
  'Animal Rescue',
  'Food Bank',
  'Youth Soccer League',
  'Library Friends',
  'Marching Band',
  'Scout Troop',
  'Community Garden',
];
export const OFFERS = [
  ['Free Appetizers', 'Any appetizer up to $9.99, free with an entree'],
  ['BOGO Pizza', 'Buy one large pizza, get a second one free'],
  ['Free Kids Meals', 'One free kids meal with each adult entree'],
  ['Free Dessert', 'One dessert of your choice with any entree'],
  ['Free Drink', 'One fountain drink or iced tea with any meal'],
  ['Half-Price Entree', 'Half off one entree when you buy two'],
  ['Free Fowl Balls', 'One order of our signature fowl balls, on the house'],
] as const;
export const CITIES = [
  ['Springfield', 'IL', '62701'],
  ['Bayview', 'CA', '94016'],
  ['Riverton', 'WY', '82501'],
  ['Fairview', 'TX', '75069'],
  ['Madison', 'WI', '53703'],
] as const;
