// Types for seed-large.mjs (plain JS so `pnpm db:seed:large` runs before anything is built).
export type SeedLargeOptions = {
  landlords?: number;
  agencyUnits?: number;
  units?: number;
  months?: number;
  agencyMonths?: number;
  schema?: string;
  reset?: boolean;
  asOf?: string;
  log?: (message: string) => void;
};
export declare const LARGE_DEFAULTS: Readonly<
  Required<Omit<SeedLargeOptions, 'schema' | 'reset' | 'asOf' | 'log'>>
>;
export declare const LARGE_AGENCY: Readonly<{
  email: string;
  password: string;
  fullName: string;
  landlordCode: string;
}>;
export declare const LARGE_AGENCY_TENANT: Readonly<{ email: string; password: string }>;
export declare function seedLarge(
  databaseUrl: string,
  options?: SeedLargeOptions,
): Promise<Record<string, unknown>>;
