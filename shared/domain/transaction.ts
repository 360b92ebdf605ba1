// Registered sale and rent transactions from /transactions, normalized.
import type { Purpose } from './listing';

export interface Transaction {
  transactionId: string;
  purpose: Purpose;
  /** AED; for rentals, the yearly rent. */
  price: number;
  areaSqft: number | null;
  /** AED per square foot; null when the area is unknown. */
  pricePerSqft: number | null;
  /** The place name (the most specific one the service gives). */
  location: string;
  category: string | null;
  /** Bedrooms; 0 is a studio. */
  rooms: number | null;
  completionStatus: string | null;
  /** YYYY-MM-DD. */
  date: string;
}
