/**
 * The couriers this store ships with: each one whose credentials the config holds (and the sandbox outside
 * production), built once by the platform. Asking for one that is not enabled is a refusal the caller answers,
 * never a call to a courier the owner has no account with.
 */
import type { CourierId } from "#domain/shipments";
import type { CarrierAdapter } from "./carriers/carrier.ts";

export interface CourierRegistry {
  /** The enabled couriers, in the order the owner sees them. */
  enabled(): CourierId[];
  /** The adapter of an enabled courier; null for one the store has no account with. */
  adapter(courier: CourierId): CarrierAdapter | null;
}

export function courierRegistry(adapters: readonly CarrierAdapter[]): CourierRegistry {
  const byId = new Map(adapters.map((adapter) => [adapter.id, adapter]));
  return {
    enabled: () => [...byId.keys()],
    adapter: (courier) => byId.get(courier) ?? null,
  };
}
