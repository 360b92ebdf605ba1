// Property developers from /developer-search-by-name, normalized.
export interface Developer {
  externalID: string;
  name: string;
  logoUrl: string | null;
  projectsCount: number | null;
  propertiesCount: number | null;
  description: string | null;
}
