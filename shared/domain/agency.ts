// Real-estate agencies, normalized: the summary of agency lists and the detail of one agency.
export interface AgencyLicense {
  number: string;
  authority: string | null;
}

export interface AgencySummary {
  externalID: string;
  name: string;
  logoUrl: string | null;
  description: string | null;
  agentsCount: number | null;
  propertiesCount: number | null;
  phone: string | null;
  /** Name of the place of the agency's office. */
  locationName: string | null;
}

export interface AgencyDetail extends AgencySummary {
  email: string | null;
  website: string | null;
  propertiesForSale: number | null;
  propertiesForRent: number | null;
  licenses: AgencyLicense[];
}
