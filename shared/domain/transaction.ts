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
  /** `completed` or `under-construction` (the spec's values; real gateways' ready / off-plan are read as these). */
  completionStatus: string | null;
  /** YYYY-MM-DD. */
  date: string;
  // Beyond the spec: what real gateways report and analytics can use. Optional for records saved before them.
  /** Sales: a first sale by the developer (primary) or a resale (secondary); null for rentals or when not given. */
  market?: 'primary' | 'secondary' | null;
  /** Rentals: a new contract or a renewal; null for sales or when not given. */
  contractType?: 'new' | 'renewal' | null;
  /** Named places from the broadest to the most specific (community, sub-community, building), when given. */
  locationPath?: string[];
  latitude?: number | null;
  longitude?: number | null;
  /** The plot of villas and townhouses, in square feet; null when not given. */
  plotAreaSqft?: number | null;
}
