/**
 * An order of a period as the owner's growth page needs it (issue 67 item 2): what the orders module answers and
 * what the marketing module credits to a touch, so the two modules agree on one shape without handing out a table.
 */
export interface OrderGrowthFact {
  orderId: number;
  /** The shop's day it was placed, YYYY-MM-DD. */
  day: string;
  totalRonMinor: number;
  /** The card settled or the courier's cash collected (whatever was given back later: see `refusedOrReturned`). */
  paid: boolean;
  delivered: boolean;
  /** Refused at the door, its parcel sent back unpaid, or its money given back whole. */
  refusedOrReturned: boolean;
  /** The email had an order placed before this one (not one given up before it was confirmed). */
  returningCustomer: boolean;
}
