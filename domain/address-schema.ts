/**
 * An address as the store answers and its forms hold it (an order's addresses, a subscription's delivery, the address
 * book): every field present, optional ones as "", the country as ISO alpha-2. One schema for all of them.
 */
import { z } from "zod";
import type { AddressValues } from "./account-forms.ts";

export const addressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
}) satisfies z.ZodType<AddressValues>;
