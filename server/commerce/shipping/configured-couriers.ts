/**
 * The adapters of the couriers the config enables (decision 0092): each real courier whose account is set, and the
 * sandbox courier where it runs, answering in this process on the platform's clock. Where the sandbox runs, it also
 * stands in for each real courier the store has no account with, under that courier's name and locker brand, so a
 * development store or a demo offers easybox, FANbox and Ship & Go as a configured shop would, and no parcel leaves.
 */
import type { CourierAccounts } from "#server/config-couriers";
import type { Clock } from "#server/commerce/shared/clock";
import type { CourierId } from "#domain/shipments";
import type { CarrierAdapter } from "./carriers/carrier.ts";
import { CARGUS_DEFAULT_SERVICE_ID, createCargusAdapter } from "./carriers/cargus.ts";
import { createFanCourierAdapter } from "./carriers/fan-courier.ts";
import { createSamedayAdapter } from "./carriers/sameday.ts";
import { STAND_IN_HEADER, type SandboxCourier } from "./carriers/sandbox-courier.ts";
import { createSandboxAdapter } from "./carriers/sandbox.ts";

/** What each real courier calls its lockers, for the sandbox's stand-in lockers. */
const LOCKER_BRANDS: Record<Exclude<CourierId, "sandbox">, string> = {
  sameday: "easybox",
  fan_courier: "FANbox",
  cargus: "Ship & Go",
};

/**
 * Whether each real courier's API lists the cash-on-delivery transfers it makes (its adapter's
 * `capabilities.remittances`): Sameday's client API has no such report, so a trial on its stand-in must not settle
 * orders by transfers a store with a real Sameday account never receives (issue 64 item 5).
 */
export const LISTS_COD_TRANSFERS: Record<Exclude<CourierId, "sandbox">, boolean> = {
  sameday: false,
  fan_courier: true,
  cargus: true,
};

/**
 * The sandbox answering as `courier`: an account of its own there (its parcels, events and transfers are that
 * courier's only), its lockers under that courier's name, and no more than that courier's API offers.
 */
export function sandboxStandingIn(sandbox: SandboxCourier, courier: Exclude<CourierId, "sandbox">, clock: Clock): CarrierAdapter {
  const { bookPickup, ...adapter } = sandboxAdapter(sandbox, clock, { [STAND_IN_HEADER]: courier });
  const transfers = LISTS_COD_TRANSFERS[courier];
  return {
    ...adapter,
    // Only Cargus must be asked to come for the parcels; the others collect on their daily round.
    ...(courier === "cargus" ? { bookPickup } : {}),
    id: courier,
    capabilities: { ...adapter.capabilities, remittances: transfers },
    remittances: transfers ? adapter.remittances : async () => [],
    pickupPoints: async () =>
      (await adapter.pickupPoints()).map((point) => ({
        ...point,
        courier,
        name: point.kind === "locker" ? point.name.replace(/^Locker\b/, LOCKER_BRANDS[courier]) : point.name,
      })),
  };
}

function sandboxAdapter(sandbox: SandboxCourier, clock: Clock, headers: Record<string, string> = {}): CarrierAdapter {
  return createSandboxAdapter(
    { baseUrl: "http://sandbox-courier.invalid", ...sandbox.credentials },
    {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
        return sandbox.handle(request);
      },
      now: () => clock().getTime(),
    },
  );
}

export function configuredCouriers(accounts: CourierAccounts, sandbox: SandboxCourier | undefined, clock: Clock): CarrierAdapter[] {
  const adapters: CarrierAdapter[] = [];
  if (accounts.sameday) adapters.push(createSamedayAdapter(accounts.sameday));
  if (accounts.fanCourier) adapters.push(createFanCourierAdapter(accounts.fanCourier));
  if (accounts.cargus) adapters.push(createCargusAdapter({ ...accounts.cargus, defaultServiceId: CARGUS_DEFAULT_SERVICE_ID }));
  if (sandbox) {
    for (const courier of Object.keys(LOCKER_BRANDS) as (keyof typeof LOCKER_BRANDS)[]) {
      if (!adapters.some((adapter) => adapter.id === courier)) adapters.push(sandboxStandingIn(sandbox, courier, clock));
    }
    adapters.push(sandboxAdapter(sandbox, clock));
  }
  return adapters;
}
