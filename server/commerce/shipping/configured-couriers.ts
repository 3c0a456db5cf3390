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
import type { SandboxCourier } from "./carriers/sandbox-courier.ts";
import { createSandboxAdapter } from "./carriers/sandbox.ts";

/** What each real courier calls its lockers, for the sandbox's stand-in lockers. */
const LOCKER_BRANDS: Record<Exclude<CourierId, "sandbox">, string> = {
  sameday: "easybox",
  fan_courier: "FANbox",
  cargus: "Ship & Go",
};

/** The sandbox answering as `courier`: its parcels and lockers, under that courier's name. */
export function sandboxStandingIn(sandbox: CarrierAdapter, courier: Exclude<CourierId, "sandbox">): CarrierAdapter {
  return {
    ...sandbox,
    id: courier,
    pickupPoints: async () =>
      (await sandbox.pickupPoints()).map((point) => ({
        ...point,
        courier,
        name: point.kind === "locker" ? point.name.replace(/^Locker\b/, LOCKER_BRANDS[courier]) : point.name,
      })),
  };
}

export function configuredCouriers(accounts: CourierAccounts, sandbox: SandboxCourier | undefined, clock: Clock): CarrierAdapter[] {
  const adapters: CarrierAdapter[] = [];
  if (accounts.sameday) adapters.push(createSamedayAdapter(accounts.sameday));
  if (accounts.fanCourier) adapters.push(createFanCourierAdapter(accounts.fanCourier));
  if (accounts.cargus) adapters.push(createCargusAdapter({ ...accounts.cargus, defaultServiceId: CARGUS_DEFAULT_SERVICE_ID }));
  if (sandbox) {
    const sandboxAdapter = createSandboxAdapter(
      { baseUrl: "http://sandbox-courier.invalid", ...sandbox.credentials },
      { fetch: async (input, init) => sandbox.handle(new Request(input, init)), now: () => clock().getTime() },
    );
    for (const courier of Object.keys(LOCKER_BRANDS) as (keyof typeof LOCKER_BRANDS)[]) {
      if (!adapters.some((adapter) => adapter.id === courier)) adapters.push(sandboxStandingIn(sandboxAdapter, courier));
    }
    adapters.push(sandboxAdapter);
  }
  return adapters;
}
