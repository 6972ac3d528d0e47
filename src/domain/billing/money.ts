// Money in integer minor units (pence, cents) everywhere in billing: never floating point. The
// four currencies of spec §9 (GBP, USD, CAD, NZD) all have two decimal places.
export const MAX_UNIT_AMOUNT = 100_000_000; // 1,000,000.00 in major units: far above any club's price
