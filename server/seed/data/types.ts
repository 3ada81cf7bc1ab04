export type Localized = { en: string; ms: string; zh: string }; // English, Malay, Simplified Chinese
export type BodyType = 'hatchback' | 'sedan' | 'suv' | 'mpv' | 'pickup' | 'coupe' | 'wagon';
export type Transmission = 'Manual' | 'Automatic' | 'CVT' | 'DCT';

export interface VehicleSpecSeed {
  make: string;
  model: string;
  yearFrom: number;
  yearTo: number;
  variant: string;
  engine: string; // e.g. '1.5L Petrol'
  transmission: Transmission;
  bodyType: BodyType;
  wiperLongIn: number | null;
  wiperShortIn: number | null;
  wiperRearIn: number | null;
  tyreSizes: string[]; // e.g. ['185/55R15']
}

export interface StoreSeed {
  code: string; // 'WS-SEL-001'
  name: string;
  kind: 'workshop' | 'outlet'; // workshops install; outlets are self-pickup only; workshops also allow pickup
  state: string;
  city: string;
  address: string;
  postcode: string;
  phone: string; // E.164 +60...
  lat: number;
  lng: number;
  openDays: number[]; // 1=Mon..7=Sun
  opens: string; // '09:00'
  closes: string; // '18:00'
  slotCapacity: number; // installs per hour slot, 1-4
}

export type ProductCategory =
  'maintenance' | 'tyres' | 'tint' | 'dashcam' | 'brake_pads' | 'wipers' | 'car_seats';

export type Fitment =
  | { kind: 'universal' }
  | { kind: 'wiper'; position: 'long' | 'short' | 'rear'; sizeIn: number } // fits a car whose spec has that size at that position
  | { kind: 'tyre'; size: string } // fits a car whose tyreSizes include it
  | { kind: 'models'; models: { make: string; model: string; yearFrom?: number; yearTo?: number }[] } // brake pads, some maintenance
  | { kind: 'bodyType'; bodyTypes: BodyType[] }; // tint film kits

export interface ProductSeed {
  sku: string;
  category: ProductCategory;
  brand: string;
  name: Localized;
  description: Localized;
  priceSen: number;
  originalPriceSen: number | null;
  labourSen: number; // installation labour, 0 for parts needing none
  size: string | null;
  colour: string | null;
  stock: number;
  fitment: Fitment;
  image: string; // file name in server/seed/images/, e.g. 'wiper.svg'
  tags: string[];
}

export interface BannerSeed {
  title: Localized;
  image: string;
  jump:
    | { type: 'category'; value: ProductCategory }
    | { type: 'product'; value: string /* sku */ }
    | { type: 'page'; value: string /* app route e.g. '/pages/faq/faq' */ };
  sort: number;
}

export interface CouponSeed {
  code: string;
  title: Localized;
  kind: 'amount' | 'percent';
  value: number; // sen for amount, whole percent for percent
  minSpendSen: number;
  maxDiscountSen: number | null;
  category: ProductCategory | null;
  validFrom: string;
  validTo: string; // ISO dates, cover 2026-01-01..2027-12-31
}

export interface DictionarySeed {
  dictionaryId: string;
  labelName: string;
  content: Localized;
  sort: number;
}
