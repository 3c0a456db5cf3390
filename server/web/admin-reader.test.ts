/**
 * The admin reader's returns (issue 19 item 4): read with `orders.read`, the queue's filter passed on as the back
 * office reads it, and an id out of range answered "no such return" without asking the database. Every read declares
 * what it needs through the admin's door and refuses a role without it (issue 65 item 6).
 */
import { describe, expect, it, vi } from "vitest";
import { admits, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRule } from "#domain/staff-roles";
import { adminReader } from "./admin-reader.ts";

function readerWith(allowed: StaffPermission[]) {
  const returns = {
    list: vi.fn(async () => ({ returns: [], total: 0 })),
    detail: vi.fn(async (id: number) => (id === 7 ? ({ id: 7 } as never) : null)),
  };
  const staff = { allowed: vi.fn(async (permission: StaffPermission) => (allowed.includes(permission) ? ({ id: 1 } as never) : null)) };
  const returnAwbs = { view: vi.fn(async () => null) };
  const reader = adminReader({ returns, returnAwbs } as unknown as Parameters<typeof adminReader>[0], staff, "ro");
  return { reader, returns };
}

describe("the admin reader's returns", () => {
  it("reads the queue with the filter's status, overdue flag and page", async () => {
    const { reader, returns } = readerWith(["orders.read"]);
    expect(await reader.returns({ status: "approved", overdue: "1", page: 2 })).toEqual({ returns: [], total: 0 });
    expect(returns.list).toHaveBeenCalledWith({ status: "approved", overdue: true, page: 2 });
    await reader.returns({ status: undefined, overdue: undefined, page: 1 });
    expect(returns.list).toHaveBeenLastCalledWith({ status: undefined, overdue: false, page: 1 });
  });

  it("answers one return, none for an unknown or impossible id", async () => {
    const { reader, returns } = readerWith(["orders.read"]);
    expect(await reader.returnDetail(7)).toEqual({ return: { id: 7 }, returnAwb: null });
    expect(await reader.returnDetail(8)).toEqual({ return: null, returnAwb: null });
    expect(await reader.returnDetail(0)).toEqual({ return: null, returnAwb: null });
    expect(returns.detail).toHaveBeenCalledTimes(2);
  });

  it("answers null to a member who may not read orders", async () => {
    const { reader, returns } = readerWith([]);
    expect(await reader.returns({ status: undefined, overdue: undefined, page: 1 })).toBeNull();
    expect(await reader.returnDetail(7)).toBeNull();
    expect(returns.list).not.toHaveBeenCalled();
    expect(returns.detail).not.toHaveBeenCalled();
  });
});

describe("the admin reader's door", () => {
  /** Services that record any use: a read the door refuses must not touch one. */
  function untouchable() {
    const used: string[] = [];
    const service = (name: string): unknown =>
      new Proxy(() => undefined, {
        get: (_, key) => service(`${name}.${String(key)}`),
        apply: () => {
          used.push(name);
          throw new Error(`${name} was read`);
        },
      });
    const services = new Proxy({}, { get: (_, key) => service(String(key)) }) as Parameters<typeof adminReader>[0];
    return { services, used };
  }

  it("declares a rule on every read, and answers null without reading to each role the rule refuses", async () => {
    const { services, used } = untouchable();
    let refused = 0;
    for (const role of STAFF_ROLES) {
      const staff = { allowed: async (rule: StaffRule) => (admits(role, rule) ? ({ id: 1 } as never) : null) };
      for (const [name, read] of Object.entries(adminReader(services, staff, "ro"))) {
        expect(read.rule in STAFF_PERMISSIONS, `${name} declares a permission`).toBe(true);
        if (admits(role, read.rule)) continue;
        expect(await (read as (...args: unknown[]) => Promise<unknown>)(), `${role} › ${name}`).toBeNull();
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(used).toEqual([]);
  });
});
