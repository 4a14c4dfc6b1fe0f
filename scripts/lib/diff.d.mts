// Types for diff.mjs (plain JS so it runs from node before anything is built).

/**
 * The SQL that turns a database built from `fromDatamodel` into one built from `toDatamodel`
 * (Prisma's own differ, without a schema name or BEGIN/COMMIT), or '' when nothing changes.
 */
export declare function diffSchemas(fromDatamodel: string, toDatamodel: string): Promise<string>;
