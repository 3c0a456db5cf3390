/**
 * The browser's calls take their body and answer from the routes' contracts (decision 0091): a mistyped address,
 * method or body is a type error, and the answer is the contract's. The calls below are only type-checked, never run.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { AnswerOf, BodyOf, RouteOf } from "./api-contract-types.ts";
import type { paths } from "./api-paths.generated.ts";
import { apiCall, callNamed } from "./rest-client.ts";
import { accountCall } from "./server-calls.ts";

type ValidateDiscount = paths["/api/validate-discount"]["post"];

describe("the calls' types", () => {
  it("name a route by its address, a built one by the parameters it fills, without its query", () => {
    expectTypeOf<RouteOf<"/api/validate-discount">>().toEqualTypeOf<"/api/validate-discount">();
    expectTypeOf<RouteOf<`/api/admin/orders/${number}/refund`>>().toEqualTypeOf<"/api/admin/orders/{number}/refund">();
    expectTypeOf<RouteOf<"/api/validate-discount?lng=ro">>().toEqualTypeOf<"/api/validate-discount">();
  });

  it("take the body and the success answer from the contract", () => {
    expectTypeOf<BodyOf<"/api/validate-discount", "POST">>().toEqualTypeOf<
      ValidateDiscount["requestBody"]["content"]["application/json"]
    >();
    expectTypeOf<AnswerOf<"/api/validate-discount", "POST">>().toEqualTypeOf<
      ValidateDiscount["responses"][200]["content"]["application/json"]
    >();
  });

  it("refuse an address, a method or a body the contracts do not describe", () => {
    const neverRun = () => {
      // @ts-expect-error -- no such route
      void apiCall("POST", "/api/validate-discounts", { body: { code: "X" } });
      // @ts-expect-error -- the route takes POST only
      void apiCall("GET", "/api/validate-discount");
      // @ts-expect-error -- the body's `code` is text
      void apiCall("POST", "/api/validate-discount", { body: { code: 5 } });
      // @ts-expect-error -- no such name
      void callNamed("validate-discont", { code: "X" });
      // @ts-expect-error -- no such route of the customer's
      void accountCall("GET", "/adresses", { accessToken: "t", onSessionRejected: () => undefined });
    };
    expectTypeOf(neverRun).toBeFunction();
  });
});
