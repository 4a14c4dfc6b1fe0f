// Types for seed.mjs (plain JS so it runs from node before anything is built).
export type DemoAccount = {
  role: 'landlord' | 'tenant';
  email: string;
  password: string;
  note?: string;
};

export declare const BCRYPT_COST: number;
export declare const DEMO_ACCOUNTS: readonly DemoAccount[];
export declare const DEMO_LANDLORD: {
  email: string;
  password: string;
  fullName: string;
  landlordCode: string;
};
export declare const DEMO_TENANT: { email: string; password: string; fullName: string };
export declare const DEMO_PENDING_TENANT: { email: string; password: string; fullName: string };

/** The demo landlord's paybill (issue 19) and the line the start scripts print about it. */
export declare const DEMO_PAYBILL: { shortcode: string; type: 'paybill' | 'till' };
export declare const DEMO_PAYBILL_LINE: string;

/** Tracking id of the sandbox order behind the demo tenant's open rent payment. */
export declare const PENDING_ORDER_TRACKING_ID: string;

export declare function seed(
  databaseUrl: string,
  options?: { schema?: string; log?: (message: string) => void; appUrl?: string },
): Promise<{ seeded: boolean }>;
