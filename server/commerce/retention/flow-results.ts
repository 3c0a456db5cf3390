/**
 * Each flow's results over a period (issue 46 item 6, decision 0113): its eligible messages decided in the period,
 * in the group it emailed (sent) and in the holdout (held out); sends, first clicks and unsubscribes; and each eligible
 * shopper's outcome — the orders their address placed within 5 days of a decision, which the orders module tells
 * (this module reads no order table) — compared between the groups by domain/flow-results.
 */
import { and, eq, gte, inArray, lt, lte } from "drizzle-orm";
import { compareGroups, FLOW_ORDER_WINDOW_MS, type GroupComparison, type ShopperOutcome } from "#domain/flow-results";
import { ALL_FLOWS, FLOWS, type Flow } from "#domain/retention-flows";
import type { Database } from "#server/db/client";
import { flowMessages, flowSuppressions } from "#server/db/schema";

/** The orders module's answer: these addresses' orders in the range, not cancelled or refunded, in lei. */
export type AddressOrdersLookup = (
  emails: readonly string[],
  range: { start: Date; end: Date },
) => Promise<Array<{ email: string; placedAt: Date; totalRonMinor: number }>>;

export interface FlowResult {
  flow: Flow;
  sends: number;
  /** Sent messages clicked at least once (the first click through the signed redirect). */
  clicks: number;
  /**
   * Addresses emailed in the period that unsubscribed afterwards: from this flow, or from every flow when this flow's
   * email was the last one they had before.
   */
  unsubscribes: number;
  comparison: GroupComparison;
}

export interface FlowResults {
  /** Every flow's results for the messages decided in [start, end). */
  forPeriod(range: { start: Date; end: Date }): Promise<FlowResult[]>;
}

export function createFlowResults({ db, addressOrders }: { db: Database; addressOrders: AddressOrdersLookup }): FlowResults {
  return {
    async forPeriod({ start, end }) {
      const messages = await db
        .select({
          flow: flowMessages.flow,
          recipient: flowMessages.recipient,
          state: flowMessages.state,
          decidedAt: flowMessages.decidedAt,
          firstClickedAt: flowMessages.firstClickedAt,
        })
        .from(flowMessages)
        .where(and(inArray(flowMessages.state, ["sent", "held_out"]), gte(flowMessages.decidedAt, start), lt(flowMessages.decidedAt, end)));
      const decided = messages.filter((row): row is typeof row & { decidedAt: Date } => row.decidedAt !== null);
      const recipients = [...new Set(decided.map((row) => row.recipient))];
      const orders =
        recipients.length === 0 ? [] : await addressOrders(recipients, { start, end: new Date(end.getTime() + FLOW_ORDER_WINDOW_MS) });
      const ordersOf = new Map<string, typeof orders>();
      for (const order of orders) ordersOf.set(order.email, [...(ordersOf.get(order.email) ?? []), order]);
      // A shopper's group in a flow is fixed by their address (holdout.ts), so each address counts once per group,
      // with every order placed within 5 days after any of its decisions, each order once.
      const shoppersOf = (rows: typeof decided): ShopperOutcome[] => {
        const decisions = new Map<string, Date[]>();
        for (const row of rows) decisions.set(row.recipient, [...(decisions.get(row.recipient) ?? []), row.decidedAt]);
        return [...decisions].map(([recipient, times]) => {
          const within = (ordersOf.get(recipient) ?? []).filter((order) =>
            times.some(
              (decidedAt) => order.placedAt >= decidedAt && order.placedAt.getTime() - decidedAt.getTime() <= FLOW_ORDER_WINDOW_MS,
            ),
          );
          return { ordered: within.length > 0, revenueMinor: within.reduce((sum, order) => sum + order.totalRonMinor, 0) };
        });
      };
      const unsubscribedFrom = await unsubscribeFlows(db, decided);
      return FLOWS.map((flow) => {
        const ofFlow = decided.filter((row) => row.flow === flow);
        const sent = ofFlow.filter((row) => row.state === "sent");
        const heldOut = ofFlow.filter((row) => row.state === "held_out");
        return {
          flow,
          sends: sent.length,
          clicks: sent.filter((row) => row.firstClickedAt !== null).length,
          unsubscribes: unsubscribedFrom.get(flow)?.size ?? 0,
          comparison: compareGroups(shoppersOf(sent), shoppersOf(heldOut)),
        };
      });
    },
  };
}

/**
 * The addresses each flow lost, among those emailed in the period: an unsubscribe from one flow is that flow's; one
 * from every flow is the flow of the last email the address had before it.
 */
async function unsubscribeFlows(
  db: Database,
  decided: ReadonlyArray<{ flow: Flow; recipient: string; state: string; decidedAt: Date }>,
): Promise<Map<Flow, Set<string>>> {
  const sent = decided.filter((row) => row.state === "sent");
  const lost = new Map<Flow, Set<string>>();
  if (sent.length === 0) return lost;
  const suppressions = await db
    .select({ recipient: flowSuppressions.recipient, scope: flowSuppressions.scope, at: flowSuppressions.at })
    .from(flowSuppressions)
    .where(
      and(eq(flowSuppressions.reason, "unsubscribed"), inArray(flowSuppressions.recipient, [...new Set(sent.map((row) => row.recipient))])),
    );
  const fromAll = suppressions.filter((row) => row.scope === ALL_FLOWS);
  const lastEmails =
    fromAll.length === 0
      ? []
      : await db
          .select({ recipient: flowMessages.recipient, flow: flowMessages.flow, decidedAt: flowMessages.decidedAt })
          .from(flowMessages)
          .where(
            and(
              eq(flowMessages.state, "sent"),
              inArray(flowMessages.recipient, [...new Set(fromAll.map((row) => row.recipient))]),
              lte(flowMessages.decidedAt, new Date(Math.max(...fromAll.map((row) => row.at.getTime())))),
            ),
          );
  const add = (flow: Flow, recipient: string) => lost.set(flow, (lost.get(flow) ?? new Set()).add(recipient));
  for (const suppression of suppressions) {
    const emailedBefore = sent.filter((row) => row.recipient === suppression.recipient && row.decidedAt <= suppression.at);
    if (emailedBefore.length === 0) continue;
    if (suppression.scope !== ALL_FLOWS) {
      if (emailedBefore.some((row) => row.flow === suppression.scope)) add(suppression.scope as Flow, suppression.recipient);
      continue;
    }
    const last = lastEmails
      .filter((row) => row.recipient === suppression.recipient && row.decidedAt !== null && row.decidedAt <= suppression.at)
      .sort((a, b) => b.decidedAt!.getTime() - a.decidedAt!.getTime())[0];
    if (last && emailedBefore.some((row) => row.flow === last.flow)) add(last.flow, suppression.recipient);
  }
  return lost;
}
