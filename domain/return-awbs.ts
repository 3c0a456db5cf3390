/**
 * A return's AWB (issue 43 item 8), as staff and the customer see it: the parcel the courier brings back from the
 * customer to the shop, collected at their address (`pickup`) or dropped by them in a locker (`locker`).
 */
import { z } from "zod";
import { COURIER_IDS, SHIPMENT_STATUSES } from "./shipments.ts";

/** The domain event a return publishes when its AWB is made (issue 64 item 4), beside those of its history. */
export const RETURN_AWB_CREATED = "return.awb_created";

export const RETURN_AWB_MODES = ["pickup", "locker"] as const;
export type ReturnAwbMode = (typeof RETURN_AWB_MODES)[number];

/** `POST /api/admin/returns/{id}/awb`: how the parcel leaves the customer, and for a locker drop which locker. */
export const createReturnAwbSchema = z
  .object({
    mode: z.enum(RETURN_AWB_MODES),
    lockerId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((value) => value.mode !== "locker" || value.lockerId !== undefined, {
    path: ["lockerId"],
    message: "A locker drop needs the locker's id.",
  });
export type CreateReturnAwbBody = z.infer<typeof createReturnAwbSchema>;

export const returnAwbViewSchema = z
  .object({
    shipmentId: z.number().int(),
    courier: z.enum(COURIER_IDS),
    awb: z.string().nullable().describe("Null while the courier has not answered, or when it refused the request."),
    status: z.enum(["requested", "failed", ...SHIPMENT_STATUSES]),
    mode: z.enum(RETURN_AWB_MODES),
    locker: z
      .object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() })
      .nullable()
      .describe("Where the customer drops the parcel, for a locker drop."),
    failure: z.string().nullable().describe("The courier's words when it refused the request."),
    requestedAt: z.string(),
    events: z
      .array(z.object({ status: z.enum(SHIPMENT_STATUSES), at: z.string(), description: z.string(), location: z.string().nullable() }))
      .describe("What the courier said of the parcel, oldest first."),
  })
  .meta({ id: "ReturnAwb" });
export type ReturnAwbView = z.infer<typeof returnAwbViewSchema>;
