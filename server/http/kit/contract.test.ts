/**
 * A route's contract (decision 0091): an answer it allows passes, and an undeclared status, a body its schema
 * refuses, a refusal outside the problem shape or a body of the wrong type is named as a breach.
 */
import { Hono } from "hono";
import { generateSpecs } from "hono-openapi";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract, contractBreach, type RouteContract } from "./contract.ts";

const thing = z.object({ id: z.number() });
const spec: RouteContract = {
  summary: "Read a thing",
  tags: ["Things"],
  responses: { 200: { description: "The thing.", schema: thing }, 302: { description: "Elsewhere." } },
  problems: [404],
};
const json = (status: number, body: unknown) => Response.json(body, { status });
const refusal = { success: false, status: 404, code: "not_found", error: "Not here." };

describe("contractBreach", () => {
  it("passes what the contract allows", async () => {
    expect(await contractBreach(spec, json(200, { id: 1 }))).toBeNull();
    expect(await contractBreach(spec, json(404, refusal))).toBeNull();
    expect(await contractBreach(spec, new Response(null, { status: 302 }))).toBeNull();
    expect(await contractBreach(spec, json(401, { ...refusal, status: 401 }), [401])).toBeNull();
  });

  it("names an undeclared status, a refused body and a refusal out of shape", async () => {
    expect(await contractBreach(spec, json(409, refusal))).toBe("answered 409, which the contract does not list");
    expect(await contractBreach(spec, json(200, { id: "1" }))).toMatch(/^answered 200 with a body its schema refuses: id:/);
    expect(await contractBreach(spec, json(404, { error: "Not here." }))).toMatch(/^answered 404 with a body its schema refuses/);
    expect(await contractBreach(spec, new Response("<p>", { status: 200, headers: { "Content-Type": "text/html" } }))).toBe(
      "answered 200 as text/html, not JSON",
    );
  });
});

describe("contract's description", () => {
  it("describes a body the route reads itself, such as a multipart upload", async () => {
    const app = new Hono().post(
      "/things/:id/picture",
      contract({
        ...spec,
        responses: { 200: { description: "The thing.", schema: thing } },
        requestBody: { description: "The picture.", contentType: "multipart/form-data", schema: z.object({ file: z.string() }) },
      }),
      (c) => c.json({ id: 1 }),
    );
    const document = await generateSpecs(app);
    expect(document.paths?.["/things/{id}/picture"]?.post?.requestBody).toEqual({
      required: true,
      description: "The picture.",
      content: {
        "multipart/form-data": {
          schema: { type: "object", properties: { file: { type: "string" } }, required: ["file"] },
        },
      },
    });
  });
});
