/**
 * What the route groups of server/api share in how they declare their routes: each route's contract carries the
 * group's tags, so a group names them once.
 */
import { contract, type RouteContract } from "#server/http/kit/contract";

/** The contract of a route in a group whose routes share `tags`: `const described = taggedContract(TAGS)`. */
export function taggedContract(tags: readonly string[]) {
  return (spec: Omit<RouteContract, "tags">) => contract({ ...spec, tags });
}
