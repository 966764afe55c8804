/** A physical shop, at /stores/{slug} and /appointments/{slug}. */
export type DemoStore = {
  slug: string;
  name: string;
  city: string;
  address: string;
  postcode: string;
  phone: string;
  openingHours: string;
  services: string[];
};

const HIGH_STREET = 'Mon-Sat 9:00-18:00, Sun 11:00-17:00';
const MOUNTAIN_TOWN = 'Mon-Sun 8:30-18:00';
const SHOPPING_CENTRE = 'Mon-Fri 10:00-21:00, Sat 9:00-20:00, Sun 11:00-17:00';
const OUTLET = 'Mon-Sat 10:00-18:00, Sun 10:00-17:00';

const BOOTS = 'Walking boot fitting';
const SKI_BOOTS = 'Ski boot fitting';
const WORKSHOP = 'Ski servicing workshop';
const HIRE = 'Equipment hire';
const RESOLE = 'Climbing shoe resoling';
const PACKS = 'Rucksack fitting';
const COLLECT = 'Click & collect';
const REPROOF = 'Waterproof reproofing';
const ROUTES = 'Local route advice';

// Phone numbers come from Ofcom's ranges reserved for drama, so none can reach a real line.
const STORES: readonly DemoStore[] = [
  {
    slug: 'aviemore',
    name: 'Cairn Aviemore',
    city: 'Aviemore',
    address: '84 Grampian Road, Aviemore',
    postcode: 'PH22 1RH',
    phone: '01632 960101',
    openingHours: MOUNTAIN_TOWN,
    services: [SKI_BOOTS, WORKSHOP, HIRE, BOOTS, ROUTES, COLLECT],
  },
  {
    slug: 'braehead',
    name: 'Cairn Braehead',
    city: 'Glasgow',
    address: 'Unit 42, Braehead Shopping Centre, Kings Inch Road, Renfrew',
    postcode: 'PA4 8XQ',
    phone: '0141 496 0102',
    openingHours: SHOPPING_CENTRE,
    services: [BOOTS, SKI_BOOTS, PACKS, COLLECT],
  },
  {
    slug: 'bristol',
    name: 'Cairn Bristol',
    city: 'Bristol',
    address: '27 Park Street, Bristol',
    postcode: 'BS1 5NH',
    phone: '0117 496 0103',
    openingHours: HIGH_STREET,
    services: [BOOTS, SKI_BOOTS, RESOLE, COLLECT],
  },
  {
    slug: 'cambridge',
    name: 'Cairn Cambridge',
    city: 'Cambridge',
    address: '12 Bridge Street, Cambridge',
    postcode: 'CB2 1UA',
    phone: '01632 960104',
    openingHours: HIGH_STREET,
    services: [BOOTS, PACKS, COLLECT],
  },
  {
    slug: 'capel-curig',
    name: 'Cairn Capel Curig',
    city: 'Capel Curig',
    address: 'Holyhead Road, Capel Curig, Betws-y-Coed',
    postcode: 'LL24 0EN',
    phone: '01632 960105',
    openingHours: MOUNTAIN_TOWN,
    services: [BOOTS, HIRE, RESOLE, ROUTES, REPROOF],
  },
  {
    slug: 'castleford',
    name: 'Cairn Castleford Outlet',
    city: 'Castleford',
    address: 'Unit 8, Junction 32 Outlet Village, Colorado Way, Castleford',
    postcode: 'WF10 4TA',
    phone: '0113 496 0106',
    openingHours: OUTLET,
    services: [BOOTS, COLLECT],
  },
  {
    slug: 'chester',
    name: 'Cairn Chester',
    city: 'Chester',
    address: '31 Bridge Street Row, Chester',
    postcode: 'CH1 1NW',
    phone: '01632 960107',
    openingHours: HIGH_STREET,
    services: [BOOTS, PACKS, COLLECT],
  },
  {
    slug: 'covent-garden',
    name: 'Cairn Covent Garden',
    city: 'London',
    address: '19 Southampton Street, Covent Garden, London',
    postcode: 'WC2E 7HE',
    phone: '020 7946 0108',
    openingHours: HIGH_STREET,
    services: [SKI_BOOTS, WORKSHOP, BOOTS, PACKS, COLLECT],
  },
  {
    slug: 'fort-william',
    name: 'Cairn Fort William',
    city: 'Fort William',
    address: '112 High Street, Fort William',
    postcode: 'PH33 6AD',
    phone: '01632 960109',
    openingHours: MOUNTAIN_TOWN,
    services: [BOOTS, SKI_BOOTS, WORKSHOP, HIRE, ROUTES, REPROOF],
  },
  {
    slug: 'kensington',
    name: 'Cairn Kensington',
    city: 'London',
    address: '205 Kensington High Street, London',
    postcode: 'W8 6BD',
    phone: '020 7946 0110',
    openingHours: HIGH_STREET,
    services: [SKI_BOOTS, WORKSHOP, BOOTS, COLLECT],
  },
  {
    slug: 'liverpool',
    name: 'Cairn Liverpool',
    city: 'Liverpool',
    address: '48 Bold Street, Liverpool',
    postcode: 'L1 4DS',
    phone: '0151 496 0111',
    openingHours: HIGH_STREET,
    services: [BOOTS, SKI_BOOTS, COLLECT],
  },
  {
    slug: 'manchester',
    name: 'Cairn Manchester',
    city: 'Manchester',
    address: '66 Deansgate, Manchester',
    postcode: 'M3 2EN',
    phone: '0161 496 0112',
    openingHours: HIGH_STREET,
    services: [BOOTS, SKI_BOOTS, WORKSHOP, RESOLE, PACKS, COLLECT],
  },
  {
    slug: 'milton-keynes',
    name: 'Cairn Milton Keynes',
    city: 'Milton Keynes',
    address: 'Unit 14, Midsummer Place, Midsummer Boulevard, Milton Keynes',
    postcode: 'MK9 3GB',
    phone: '01632 960113',
    openingHours: SHOPPING_CENTRE,
    services: [BOOTS, SKI_BOOTS, COLLECT],
  },
  {
    slug: 'st-pauls',
    name: "Cairn St Paul's",
    city: 'London',
    address: "7 Cheapside, St Paul's, London",
    postcode: 'EC2V 6AA',
    phone: '020 7946 0114',
    openingHours: 'Mon-Fri 9:00-19:00, Sat 10:00-18:00, Sun closed',
    services: [BOOTS, PACKS, REPROOF, COLLECT],
  },
  {
    slug: 'tamworth',
    name: 'Cairn Tamworth',
    city: 'Tamworth',
    address: 'Unit 3, Ventura Retail Park, Ventura Park Road, Tamworth',
    postcode: 'B78 3HB',
    phone: '0121 496 0115',
    openingHours: OUTLET,
    services: [SKI_BOOTS, WORKSHOP, HIRE, BOOTS, COLLECT],
  },
  {
    slug: 'westfield-stratford',
    name: 'Cairn Westfield Stratford',
    city: 'London',
    address: 'Unit 1052, Westfield Stratford City, Montfichet Road, London',
    postcode: 'E20 1EJ',
    phone: '020 7946 0116',
    openingHours: SHOPPING_CENTRE,
    services: [BOOTS, SKI_BOOTS, PACKS, COLLECT],
  },
];

/** The sixteen stores of requirements R-REDIRECT-13, in slug order. */
export function generateStores(): DemoStore[] {
  return STORES.map((store) => ({ ...store, services: [...store.services] }));
}
