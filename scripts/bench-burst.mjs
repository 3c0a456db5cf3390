/**
 * Part of `npm run bench` (issue 39 item 3): a checkout burst. Every shopper presses "place order" at the same moment
 * and does what the browser's checkout does: POST /api/price-order, then POST /api/create-order with the attempt's
 * idempotency key, each sent again on a 503 after its Retry-After, with the same key, by the browser's own rules
 * (domain/busy-retry.ts). Two bursts: 50 shoppers across two instances of the store on one database (PostgreSQL; with
 * PGlite, which one process owns, on one instance), then 200 on one instance. Each shopper comes from a client address
 * of its own. Printed per burst: orders placed (counted in the database), shoppers who saw an error, 503s retried,
 * and the p50/p99/max of a whole checkout as the shopper waits for it. Any shopper left with an error, or any key
 * with other than one order, fails the run.
 */
import { performance } from "node:perf_hooks";
import { BUSY_RETRIES, busyRetryPauseMs } from "../domain/busy-retry.ts";

/** The shopper address every bench order ships to. */
export const SHIPPING_ADDRESS = {
  firstName: "Ana",
  lastName: "Pop",
  phone: "0722 123 456",
  address1: "Str. Memorandumului 28",
  city: "Cluj-Napoca",
  province: "Cluj",
  zip: "400114",
  country: "RO",
};

/**
 * `startStore(env, { port, database })` starts a store (sharing `database`, another store's, when given) and resolves
 * to { base, databaseUrl, dataDir, stop(), dispose() }; `purchasableVariants(base)` lists variants for sale;
 * `countOrders(store, keyPattern)` counts what the database holds once the stores are stopped.
 * Resolves to the problems that must fail the run.
 */
export async function benchBurst({ startStore, purchasableVariants, countOrders, engine, run, secondPort, shared }) {
  const bursts = [
    {
      label: `50 shoppers, ${shared ? "two instances" : "one instance (PGlite is owned by one process)"}`,
      shoppers: 50,
      twoInstances: shared,
    },
    { label: "200 shoppers, one instance", shoppers: 200, twoInstances: false },
  ];
  const rows = [];
  const problems = [];
  for (const [index, burst] of bursts.entries()) {
    const first = await startStore({});
    const second = burst.twoInstances ? await startStore({}, { port: secondPort, database: first }) : null;
    const keyPrefix = `burst-${run}-${index}-`;
    let outcome;
    try {
      const variants = await purchasableVariants(first.base);
      const bases = second ? [first.base, second.base] : [first.base];
      outcome = await Promise.all(
        Array.from({ length: burst.shoppers }, (_, n) => checkout(bases[n % bases.length], n, variants, `${keyPrefix}${n}`, index)),
      );
    } finally {
      await second?.stop();
      await first.stop();
    }
    const stored = await countOrders(first, `${keyPrefix}%`);
    await second?.dispose();
    await first.dispose();

    const times = outcome.map((shopper) => shopper.ms).sort((a, b) => a - b);
    const failed = outcome.filter((shopper) => !shopper.placed);
    const retried = outcome.reduce((sum, shopper) => sum + shopper.retried, 0);
    rows.push({
      burst: burst.label,
      "orders placed": stored.orders,
      "shopper errors": failed.length,
      "503s retried": retried,
      "shoppers retried": outcome.filter((shopper) => shopper.retried > 0).length,
      "p50 ms": Math.round(percentile(times, 0.5)),
      "p99 ms": Math.round(percentile(times, 0.99)),
      "max ms": Math.round(times.at(-1) ?? 0),
    });
    if (failed.length > 0)
      problems.push(`${burst.label}: ${failed.length} shoppers saw an error (e.g. ${failed[0].status}: ${failed[0].error})`);
    if (stored.orders !== burst.shoppers || stored.distinctKeys !== stored.orders)
      problems.push(`${burst.label}: ${stored.orders} orders stored for ${burst.shoppers} shoppers (${stored.distinctKeys} distinct keys)`);
  }
  console.log(`\nCheckout bursts (price, then create, 503s retried with the same key as the browser does), ${engine}\n`);
  console.table(rows);
  return problems;
}

/** One shopper's checkout, as app/features/checkout/place-order.ts makes it; its duration and what it took. */
async function checkout(base, n, variants, idempotencyKey, burst) {
  const client = `10.${150 + burst}.${(n >> 8) & 255}.${n & 255}`;
  const email = `${idempotencyKey}@example.ro`;
  const lines = [{ variantId: variants[n % variants.length], quantity: 1 }];
  const started = performance.now();
  let retried = 0;
  const send = async (path, body) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify(body),
      });
      const answer = { status: response.status, body: await response.json().catch(() => null) };
      if (response.status !== 503 || attempt === BUSY_RETRIES) return answer;
      retried += 1;
      await new Promise((resolve) => setTimeout(resolve, busyRetryPauseMs(response.headers.get("retry-after"), Math.random())));
    }
  };
  const priced = await send("/api/price-order", { lines, email, country: "RO" });
  const created =
    priced.status === 200
      ? await send("/api/create-order", {
          idempotencyKey,
          email,
          shippingAddress: SHIPPING_ADDRESS,
          lines,
          paymentMethod: "cod",
          acceptTerms: true,
          // A fresh store's terms are edition 1, the template (editions count from 1 since issue 40).
          termsVersion: 1,
        })
      : priced;
  const placed = created.status === 200 || created.status === 201;
  return { placed, retried, ms: performance.now() - started, status: created.status, error: created.body?.error };
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
