/**
 * The sandbox courier's lockers and pick-up points: real places in Bucharest's six sectors, Cluj-Napoca, Iași,
 * Timișoara, Brașov and Constanța (coordinates of the streets named), with the limits lockers have — an easybox-sized
 * locker takes parcels up to 46 × 44 × 38 cm and 20 kg, a small one 46 × 44 × 9 cm and 4 kg — and one point that takes
 * no payment, so the checkout's rules have something to refuse.
 */
import type { PickupPoint } from "./carrier.ts";

const LOCKER_LIMITS = { maxWeightGrams: 20_000, maxMeasuresCm: { length: 46, width: 44, height: 38 } };
const SMALL_LOCKER_LIMITS = { maxWeightGrams: 4_000, maxMeasuresCm: { length: 46, width: 44, height: 9 } };
const ROUND_THE_CLOCK = "L–D 00:00–24:00";

type PointRow = [
  id: string,
  name: string,
  county: string,
  city: string,
  address: string,
  postalCode: string,
  latitude: number,
  longitude: number,
];

function locker([externalId, name, county, city, address, postalCode, latitude, longitude]: PointRow, limits = LOCKER_LIMITS): PickupPoint {
  return {
    courier: "sandbox",
    externalId,
    kind: "locker",
    name,
    county,
    city,
    address,
    postalCode,
    latitude,
    longitude,
    acceptsCash: false,
    acceptsCard: true,
    ...limits,
    hours: ROUND_THE_CLOCK,
  };
}

export const SANDBOX_POINTS: readonly PickupPoint[] = [
  locker([
    "SBX-B1-01",
    "Locker Piața Victoriei",
    "București",
    "București, Sector 1",
    "Bulevardul Lascăr Catargiu 54",
    "010673",
    44.4525,
    26.0863,
  ]),
  locker(["SBX-B2-01", "Locker Obor", "București", "București, Sector 2", "Strada Ziduri Moși 23", "021203", 44.4507, 26.1265]),
  locker(["SBX-B3-01", "Locker Titan", "București", "București, Sector 3", "Bulevardul Nicolae Grigorescu 41", "030444", 44.4233, 26.1693]),
  locker([
    "SBX-B4-01",
    "Locker Tineretului",
    "București",
    "București, Sector 4",
    "Bulevardul Gheorghe Șincai 2",
    "040311",
    44.4107,
    26.1049,
  ]),
  locker(
    ["SBX-B5-01", "Locker Drumul Taberei", "București", "București, Sector 5", "Strada Brașov 25", "061344", 44.4171, 26.0297],
    SMALL_LOCKER_LIMITS,
  ),
  locker(["SBX-B6-01", "Locker Militari", "București", "București, Sector 6", "Bulevardul Iuliu Maniu 76", "061103", 44.4318, 26.0323]),
  locker(["SBX-CJ-01", "Locker Piața Unirii Cluj", "Cluj", "Cluj-Napoca", "Strada Memorandumului 2", "400114", 46.7697, 23.5883]),
  locker(["SBX-CJ-02", "Locker Mărăști", "Cluj", "Cluj-Napoca", "Strada Aurel Vlaicu 3", "400582", 46.7796, 23.6193]),
  locker(["SBX-IS-01", "Locker Copou", "Iași", "Iași", "Bulevardul Carol I 11", "700506", 47.1745, 27.5718]),
  locker([
    "SBX-TM-01",
    "Locker Piața Victoriei Timișoara",
    "Timiș",
    "Timișoara",
    "Bulevardul Revoluției din 1989 5",
    "300054",
    45.7537,
    21.2257,
  ]),
  locker(["SBX-BV-01", "Locker Centrul Civic", "Brașov", "Brașov", "Bulevardul Eroilor 17", "500030", 45.6461, 25.5887]),
  {
    ...locker(["SBX-CT-01", "Punct de ridicare Tomis", "Constanța", "Constanța", "Bulevardul Tomis 59", "900725", 44.1782, 28.6486]),
    kind: "pickup_point",
    acceptsCard: false,
    hours: "L–V 09:00–18:00",
  },
];
