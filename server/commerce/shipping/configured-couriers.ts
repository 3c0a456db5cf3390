/**
 * The adapters of the couriers the config enables (decision 0092): each real courier whose account is set, and the
 * sandbox courier where it runs, answering in this process on the platform's clock.
 */
import type { CourierAccounts } from "#server/config-couriers";
import type { Clock } from "#server/commerce/shared/clock";
import type { CarrierAdapter } from "./carriers/carrier.ts";
import { CARGUS_DEFAULT_SERVICE_ID, createCargusAdapter } from "./carriers/cargus.ts";
import { createFanCourierAdapter } from "./carriers/fan-courier.ts";
import { createSamedayAdapter } from "./carriers/sameday.ts";
import type { SandboxCourier } from "./carriers/sandbox-courier.ts";
import { createSandboxAdapter } from "./carriers/sandbox.ts";

export function configuredCouriers(accounts: CourierAccounts, sandbox: SandboxCourier | undefined, clock: Clock): CarrierAdapter[] {
  const adapters: CarrierAdapter[] = [];
  if (accounts.sameday) adapters.push(createSamedayAdapter(accounts.sameday));
  if (accounts.fanCourier) adapters.push(createFanCourierAdapter(accounts.fanCourier));
  if (accounts.cargus) adapters.push(createCargusAdapter({ ...accounts.cargus, defaultServiceId: CARGUS_DEFAULT_SERVICE_ID }));
  if (sandbox) {
    adapters.push(
      createSandboxAdapter(
        { baseUrl: "http://sandbox-courier.invalid", ...sandbox.credentials },
        { fetch: async (input, init) => sandbox.handle(new Request(input, init)), now: () => clock().getTime() },
      ),
    );
  }
  return adapters;
}
