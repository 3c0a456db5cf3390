/** Reading back a Shopify global id a client sends (the format itself: domain/global-id.ts). */
import type { GlobalIdType } from "#domain/global-id";
import { badRequest } from "./errors.ts";

const GLOBAL_ID = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,16})(?:\?.*)?$/;

/**
 * The row id in a global id of the given type; null when it names another type (so it cannot match
 * anything); a BAD_REQUEST error when it is not a global id at all, as Shopify answers.
 */
export function fromGlobalId(type: GlobalIdType, globalId: string): number | null {
  const match = GLOBAL_ID.exec(globalId);
  if (!match) throw badRequest(`Invalid global id '${globalId}'`);
  return match[1] === type ? Number(match[2]) : null;
}
