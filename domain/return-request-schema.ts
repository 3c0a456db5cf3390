/**
 * The server's reading of a return request's body (domain/customer-returns.ts says what it means), kept apart so
 * the browser's bundle does not carry zod.
 */
import { z } from "zod";
import { CUSTOMER_RETURN_REASONS, RETURN_DETAILS_MAX_LENGTH, RETURN_REFUND_METHODS, type ReturnRequestBody } from "./customer-returns.ts";

const id = z.number().int().positive().max(2_147_483_647);

export const returnRequestSchema = z.object({
  orderNumber: id,
  lines: z
    .array(z.object({ lineId: id, quantity: z.number().int().min(1).max(99), reason: z.enum(CUSTOMER_RETURN_REASONS) }))
    .min(1)
    .max(50)
    // One entry per line: the same line twice would count its units twice.
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, { message: "duplicate line" }),
  details: z.string().max(RETURN_DETAILS_MAX_LENGTH).optional(),
  refundMethod: z.enum(RETURN_REFUND_METHODS),
  bankAccount: z.object({ iban: z.string().max(64), accountHolder: z.string().max(120) }).optional(),
}) satisfies z.ZodType<ReturnRequestBody>;
