import type { SeedProduct } from "#server/db/seed/catalog-types";
import { ahcc } from "./ahcc.ts";
import { endoWell } from "./endo-well.ts";
import { icWell } from "./ic-well.ts";
import { papillex } from "./papillex.ts";
import { pcoWell } from "./pco-well.ts";
import { simplix } from "./simplix.ts";

/**
 * Creation order on purpose differs from the storefront's priority order (papillex, ahcc, simplix,
 * then the rest), so the priority sort is exercised against real data.
 */
export const seedCatalog: readonly SeedProduct[] = [endoWell, icWell, simplix, pcoWell, ahcc, papillex];
