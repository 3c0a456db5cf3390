/**
 * The one body reader and the one problem shape (decision 0091): a body that is not a usable JSON object, a form
 * where one is wanted, and every wrong field listed with its sentence in the caller's language.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refusal } from "#tests/server/problem-kit.ts";
import { body, readBody } from "./read-body.ts";

const schema = z.object({ email: z.email("email"), name: z.string().max(5, "too_long"), count: z.number().int().optional() });

function app() {
  const routes = new Hono();
  routes.post("/json", body(schema), (c) => c.json({ got: c.req.valid("json") }));
  routes.post("/form", async (c) => {
    const read = await readBody(c, z.object({ note: z.string().min(1, "required") }), { form: true });
    return read.ok ? c.json({ got: read.value }) : read.response;
  });
  return routes;
}

const post = (path: string, init: { body: string | FormData; type?: string; language?: string }) =>
  app().request(path, {
    method: "POST",
    headers: { ...(init.type ? { "Content-Type": init.type } : {}), "Accept-Language": init.language ?? "en" },
    body: init.body,
  });

describe("readBody and body()", () => {
  it("hands the route the schema's output", async () => {
    const answer = await post("/json", { body: JSON.stringify({ email: "ana@example.ro", name: "Ana" }), type: "application/json" });
    expect(await answer.json()).toEqual({ got: { email: "ana@example.ro", name: "Ana" } });
  });

  it("refuses a body that is not a JSON object in the problem shape, in the caller's language", async () => {
    const answer = await post("/json", { body: "[1]", type: "application/json", language: "ro" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual(refusal(400, "body_not_object", "Corpul cererii trebuie să fie un obiect JSON."));
  });

  it("names the first wrong field and lists every wrong one", async () => {
    const answer = await post("/json", { body: JSON.stringify({ email: "no", name: "Anastasia" }), type: "application/json" });
    expect(await answer.json()).toEqual({
      success: false,
      status: 400,
      code: "invalid_field",
      error: "Please enter a valid email address.",
      field: "email",
      fields: { email: "Please enter a valid email address.", name: 'The field "name" can be at most 5 characters long.' },
    });
  });

  it("calls a missing field required, whatever the schema's word for it", async () => {
    const answer = await post("/json", { body: JSON.stringify({ name: "Ana" }), type: "application/json" });
    expect(await answer.json()).toMatchObject({ field: "email", error: 'The field "email" is required.' });
  });

  it("reads a form where the route takes one, and refuses JSON there", async () => {
    const form = new FormData();
    form.set("note", "salut");
    expect(await (await post("/form", { body: form })).json()).toEqual({ got: { note: "salut" } });
    const json = await post("/form", { body: JSON.stringify({ note: "salut" }), type: "application/json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ code: "not_form" });
  });
});
