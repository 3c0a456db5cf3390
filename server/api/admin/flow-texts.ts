/**
 * The owner's texts of the flow emails (issue 46 item 6, decision 0116), JSON under /api/admin, for members allowed
 * `settings.manage` (the owner), each save audited as a settings change (docs/api.md "Store admin: flows"):
 *
 * - GET /flows/texts/:flow → each step's texts in force, defaults, which are the owner's, and the placeholders
 * - PUT /flows/texts/:flow/:step {ro: {subject, body}, en: {subject, body}} → the same and {changed}; a text equal to
 *   its default is stored as no override (that is the reset)
 * - POST /flows/texts/:flow/:step/preview {ro, en} → both languages rendered by the flow's renderer, nothing saved
 * - POST /flows/texts/:flow/:step/test {language, subject, body} → the email to the signed-in member's own address,
 *   its subject marked [TEST], through the outbox; rate-limited
 *
 * A draft is checked the same way by all three: each part present, within its length, its braces paired, only the
 * flow's placeholders, and for the review request no incentive word; a refusal is 400 naming the field (`ro.subject`).
 */
import { taggedContract } from "../route-kit.ts";
import type { Context } from "hono";
import {
  FLOW_BODY_MAX,
  FLOW_SUBJECT_MAX,
  flowPreviewSchema,
  flowTestSendSchema,
  flowTestSentSchema,
  flowTextDraftSchema,
  flowTextsChangeSchema,
  flowTextsViewSchema,
  type FlowText,
  type FlowTextDraft,
} from "#domain/flow-texts";
import type { Language } from "#domain/locale";
import type { Flow } from "#domain/retention-flows";
import type { FlowTextsAdmin } from "#server/commerce/retention/module";
import { problem } from "#server/http/kit/problem";
import { body, type FieldDescriber } from "#server/http/kit/read-body";
import { shopperLanguage } from "#server/http/shopper-language";
import { rateLimit, type RateLimits } from "#server/limits/rate-limit";
import { flowTextFieldSentence, flowTextSentence, flowTextsNotFound } from "#server/messages/admin/flows";
import { ADMIN_API } from "./auth.ts";
import { adminBodyLimit, adminRouteGroups, type AdminRouteOptions, type AdminRoutes } from "./door.ts";
import { type AdminVariables, staffActor } from "./http.ts";
import { rateLimited } from "../auth-http.ts";

const described = taggedContract(["Admin: flows"]);
/** A test send is for checking a text, not a way to mail oneself in bulk. */
const TEST_SENDS_PER_MEMBER_PER_QUARTER_HOUR = 5;

const REVIEW_DRAFT = {
  ro: { subject: "Cum ți se par produsele?", body: "Comanda #{{orderNumber}} a ajuns." },
  en: { subject: "How are your products?", body: "Order #{{orderNumber}} arrived." },
};

type Env = { Variables: AdminVariables };

type FlowTextRouteOptions = AdminRouteOptions & { flowTexts: FlowTextsAdmin; rateLimits: RateLimits };

const describeField: FieldDescriber = ({ field }, c) => flowTextFieldSentence(shopperLanguage(c), field);
const notFound = (c: Context) => problem(c, 404, "not_found", flowTextsNotFound(shopperLanguage(c)));

/** What the flow text routes share: the door, the step a path names, and how a draft is checked and answered. */
function flowTextRouteKit(options: FlowTextRouteOptions) {
  const { flowTexts } = options;
  /** The flow and step of the path, when the store has them. */
  const stepOf = (c: Context): { flow: Flow; step: number } | null => {
    const flow = c.req.param("flow") ?? "";
    const step = Number(c.req.param("step"));
    return Number.isInteger(step) && flowTexts.hasStep(flow, step) ? { flow, step } : null;
  };

  /** The 400 naming the draft's first wrong field, or null when it may be used. */
  const refusal = (c: Context, flow: Flow, draft: Partial<Record<Language, FlowText>>) => {
    const found = flowTexts.problemOf(flow, draft);
    if (!found) return null;
    const field = `${found.language}.${found.field}`;
    const placeholders = flowTexts.placeholdersOf(flow);
    const error = flowTextSentence(shopperLanguage(c), found, { placeholders, subjectMax: FLOW_SUBJECT_MAX, bodyMax: FLOW_BODY_MAX });
    return problem(c, 400, found.problem, error, { field, fields: { [field]: error } });
  };

  /** A draft of both languages for the path's step: 404 without the step, 400 at its first problem, else `answer`'s. */
  const answerDraft = async <T extends object>(
    c: Context<Env>,
    draft: FlowTextDraft,
    answer: (at: { flow: Flow; step: number }, draft: FlowTextDraft) => Promise<T>,
  ) => {
    const at = stepOf(c);
    if (!at) return notFound(c);
    return refusal(c, at.flow, draft) ?? c.json(await answer(at, draft));
  };
  return { ...options, owner: options.door.permit("settings.manage"), stepOf, refusal, answerDraft };
}

type FlowTextRouteKit = ReturnType<typeof flowTextRouteKit>;

export function adminFlowTextRoutes(options: FlowTextRouteOptions): AdminRoutes {
  return adminRouteGroups(flowTextRouteKit(options), [flowTextEditRoutes, flowTextTestRoute]);
}

/** A flow's texts read, a step's saved, a draft previewed. */
function flowTextEditRoutes(app: AdminRoutes, { flowTexts, trustProxyHops, owner, answerDraft }: FlowTextRouteKit) {
  app.get(
    `${ADMIN_API}/flows/texts/:flow`,
    described({
      summary: "Read a flow's email texts: per step and language the text in force, its default and the placeholders",
      responses: { 200: { description: "The flow's texts.", schema: flowTextsViewSchema } },
      problems: [404],
      examples: [
        { name: "the review request's texts", params: { flow: "review_request" }, status: 200 },
        { name: "a flow the store does not have", params: { flow: "birthday" }, status: 404 },
      ],
    }),
    owner,
    async (c) => {
      const view = await flowTexts.view(c.req.param("flow"));
      return view ? c.json(view) : notFound(c);
    },
  );

  app.put(
    `${ADMIN_API}/flows/texts/:flow/:step`,
    described({
      summary: "Save a step's email texts in both languages; a text equal to its default is stored as no change (a reset)",
      responses: { 200: { description: "The flow's texts as saved, and whether anything changed.", schema: flowTextsChangeSchema } },
      problems: [400, 404, 413],
      examples: [
        {
          name: "a review request that offers a gift",
          params: { flow: "review_request", step: "1" },
          body: { ...REVIEW_DRAFT, en: { ...REVIEW_DRAFT.en, body: "A gift for your review!" } },
          status: 400,
        },
      ],
    }),
    owner,
    adminBodyLimit(),
    body(flowTextDraftSchema, describeField),
    (c) => answerDraft(c, c.req.valid("json"), (at, draft) => flowTexts.save(at.flow, at.step, draft, staffActor(c, trustProxyHops))),
  );

  app.post(
    `${ADMIN_API}/flows/texts/:flow/:step/preview`,
    described({
      summary: "Render a draft of a step's texts in both languages as the real email, with sample content; nothing is saved",
      responses: { 200: { description: "Each language's subject, HTML and text.", schema: flowPreviewSchema } },
      problems: [400, 404, 413],
      examples: [
        { name: "a draft of the review request", params: { flow: "review_request", step: "1" }, body: REVIEW_DRAFT, status: 200 },
        {
          name: "a placeholder the email does not have",
          params: { flow: "review_request", step: "1" },
          body: { ...REVIEW_DRAFT, ro: { ...REVIEW_DRAFT.ro, subject: "Salut {{discountCode}}" } },
          status: 400,
        },
      ],
    }),
    owner,
    adminBodyLimit(),
    body(flowTextDraftSchema, describeField),
    (c) => answerDraft(c, c.req.valid("json"), async (at, draft) => flowTexts.preview(at.flow, at.step, draft)),
  );
}

/** A draft sent to the member's own address, a few times a quarter hour. */
function flowTextTestRoute(app: AdminRoutes, { flowTexts, rateLimits, owner, stepOf, refusal }: FlowTextRouteKit) {
  const testSends = rateLimit({
    limiter: rateLimits.limiter({
      bucket: "admin.flow-texts.test-send",
      limit: TEST_SENDS_PER_MEMBER_PER_QUARTER_HOUR,
      windowMs: 15 * 60_000,
    }),
    key: (c) => `staff:${(c as Context<Env>).var.staff.member.id}`,
    onLimited: rateLimited,
  });

  app.post(
    `${ADMIN_API}/flows/texts/:flow/:step/test`,
    described({
      summary: "Send one language of a draft to the signed-in member's own address, subject marked [TEST]; not a flow message",
      responses: { 200: { description: "The address it went to.", schema: flowTestSentSchema } },
      problems: [400, 404, 413, 429],
      examples: [
        {
          name: "a language the store does not have",
          params: { flow: "review_request", step: "1" },
          body: { language: "de", ...REVIEW_DRAFT.en },
          status: 400,
        },
      ],
    }),
    owner,
    adminBodyLimit(),
    body(flowTestSendSchema, describeField),
    testSends,
    async (c) => {
      const at = stepOf(c);
      if (!at) return notFound(c);
      const { language, subject, body: text } = c.req.valid("json");
      const found = refusal(c, at.flow, { [language]: { subject, body: text } });
      if (found) return found;
      // Only ever the member's own address: a test send is no way to mail anyone else.
      const to = c.var.staff.member.email;
      await flowTexts.testSend(at.flow, at.step, language, { subject, body: text }, to);
      return c.json({ sentTo: to });
    },
  );
}
