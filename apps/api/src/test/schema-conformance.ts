// Test helper: compares a migrated Postgres schema with the DMMF of a Prisma datamodel. Each
// compare* function returns what the database has (`actual`) and what the datamodel describes
// (`expected`), so a test asserts `expect(actual).toEqual(expected)` and is shown the difference.
// Why the migrations are checked this way rather than by `prisma migrate`: docs/decisions/002.
import { queryRows } from './db-schema.js';
import { columnsFor, modelByName, tableOf, type Dmmf } from './dmmf.js';
import { compareColumns, type Comparison, type SchemaTarget } from './schema-columns.js';

export { compareColumns, type Comparison, type SchemaTarget };

/** The CHECK constraints the migrations append by hand: Prisma's schema language has no CHECK. */
export const CHECK_CONSTRAINTS = [
  'sms_credit_lots_remaining_check',
  'sms_outbox_segments_check',
  'landlord_profiles_id_document_retention_days_check',
  'mpesa_c2b_settings_allowed_ips_count',
  'mpesa_c2b_settings_daraja_all_or_none',
  'properties_vacancy_page_token_check',
  'enquiries_text_check',
  'expenses_amount_check',
  'expenses_category_check',
  'c2b_transactions_amount_check',
  'c2b_transactions_source_check',
  'c2b_transactions_status_check',
  'mpesa_c2b_settings_shortcode_type_check',
  'landlord_collection_settings_mode_check',
  'payout_lines_amounts_check',
  'payouts_status_check',
  'payouts_amounts_check',
  'email_change_tokens_new_email_lowercase_check',
  'email_outbox_attempts_check',
  'invoice_counters_last_number_check',
  'invoices_number_check',
  'invoices_period_start_check',
  'meter_readings_reading_check',
  'payments_amount_check',
  'payments_months_covered_check',
  'payments_refund_check',
  'properties_notice_period_days_check',
  'properties_unit_count_check',
  'property_billing_charges_kind_check',
  'property_billing_versions_rules_check',
  'registration_drafts_step_check',
  'reminder_runs_queued_check',
  'reminder_settings_days_of_month_check',
  'rent_reminders_amount_due_check',
  'rent_ledger_entries_amount_sign_check',
  'rent_ledger_entries_charge_key_check',
  'rent_ledger_entries_payment_id_check',
  'rent_ledger_entries_waiver_target_check',
  'sandbox_orders_amount_check',
  'sandbox_orders_status_check',
  'team_members_email_lowercase_check',
  'team_members_invitation_check',
  'team_members_user_check',
  'tenant_profiles_id_document_size_check',
  'tenancies_amounts_check',
  'tenancies_payment_account_number_check',
  'tenancy_deductions_amount_check',
  'tenancy_photos_size_check',
  'trial_grants_email_lowercase_check',
  'unit_types_amounts_check',
  'units_amounts_check',
  'users_email_lowercase_check',
  'withholding_certificates_amount_check',
  'tenant_profiles_kra_pin_check',
  'mri_reminders_month_check',
] as const;

/** One table per model plus Prisma's `_prisma_migrations`, and no other tables. */
export async function compareTables(
  dmmf: Dmmf,
  target: SchemaTarget,
): Promise<Comparison<string[]>> {
  const rows = await queryRows<{ table_name: string }>(
    target.databaseUrl,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [target.schema],
  );
  return {
    actual: rows.map((r) => r.table_name).sort(),
    expected: [...dmmf.datamodel.models.map(tableOf), '_prisma_migrations'].sort(),
  };
}

/** Every enum type with its values in order, and no other types. */
export async function compareEnums(
  dmmf: Dmmf,
  target: SchemaTarget,
): Promise<Comparison<Record<string, string[]>>> {
  const rows = await queryRows<{ name: string; values: string[] }>(
    target.databaseUrl,
    `SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
       FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = $1 GROUP BY t.typname`,
    [target.schema],
  );
  return {
    actual: Object.fromEntries(rows.map((r) => [r.name, r.values])),
    expected: Object.fromEntries(
      dmmf.datamodel.enums.map((e) => [
        e.dbName ?? e.name,
        e.values.map((v) => v.dbName ?? v.name),
      ]),
    ),
  };
}

/** Every index as `table(columns) primary|unique|index`: @id, @unique, @@unique, @@index. */
export async function compareIndexes(
  dmmf: Dmmf,
  target: SchemaTarget,
): Promise<Comparison<string[]>> {
  const rows = await queryRows<{
    table: string;
    columns: string[];
    unique: boolean;
    primary: boolean;
  }>(
    target.databaseUrl,
    `SELECT t.relname AS "table", ix.indisunique AS "unique", ix.indisprimary AS "primary",
            array(SELECT a.attname FROM unnest(ix.indkey::int2[]) WITH ORDINALITY k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = $1 AND t.relname <> '_prisma_migrations'`,
    [target.schema],
  );
  const key = (table: string, kind: string, columns: readonly string[]) =>
    `${table}(${columns.join(',')}) ${kind}`;
  const actual = rows
    .map((r) => key(r.table, r.primary ? 'primary' : r.unique ? 'unique' : 'index', r.columns))
    .sort();
  const expected = dmmf.datamodel.indexes
    .map((ix) => {
      const model = modelByName(dmmf, ix.model);
      const kind = ix.type === 'id' ? 'primary' : ix.type === 'unique' ? 'unique' : 'index';
      return key(
        tableOf(model),
        kind,
        columnsFor(
          model,
          ix.fields.map((f) => f.name),
        ),
      );
    })
    .sort();
  return { actual, expected };
}

/** Every foreign key as `table(columns) -> table(columns) onDelete:… onUpdate:…`. */
export async function compareForeignKeys(
  dmmf: Dmmf,
  target: SchemaTarget,
): Promise<Comparison<string[]>> {
  const rows = await queryRows<{
    table: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
    on_delete: string;
    on_update: string;
  }>(
    target.databaseUrl,
    `SELECT t.relname AS "table", rt.relname AS ref_table, c.confdeltype AS on_delete, c.confupdtype AS on_update,
            array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns,
            array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS ref_columns
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
       JOIN pg_class rt ON rt.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = $1`,
    [target.schema],
  );
  const actions: Record<string, string> = {
    a: 'NoAction',
    r: 'Restrict',
    c: 'Cascade',
    n: 'SetNull',
    d: 'SetDefault',
  };
  const actual = rows
    .map(
      (r) =>
        `${r.table}(${r.columns}) -> ${r.ref_table}(${r.ref_columns}) onDelete:${actions[r.on_delete]} onUpdate:${actions[r.on_update]}`,
    )
    .sort();

  const expected: string[] = [];
  for (const model of dmmf.datamodel.models) {
    for (const field of model.fields) {
      if (field.kind !== 'object' || !field.relationFromFields?.length) continue;
      const referenced = modelByName(dmmf, field.type);
      expected.push(
        `${tableOf(model)}(${columnsFor(model, field.relationFromFields)}) -> ${tableOf(referenced)}(${columnsFor(referenced, field.relationToFields ?? [])}) ` +
          `onDelete:${field.relationOnDelete} onUpdate:Cascade`,
      );
    }
  }
  return { actual, expected: expected.sort() };
}

/** The names of the schema's CHECK constraints, against CHECK_CONSTRAINTS. */
export async function compareCheckConstraints(target: SchemaTarget): Promise<Comparison<string[]>> {
  const rows = await queryRows<{ name: string }>(
    target.databaseUrl,
    `SELECT c.conname AS name FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'c' AND n.nspname = $1`,
    [target.schema],
  );
  return { actual: rows.map((r) => r.name).sort(), expected: [...CHECK_CONSTRAINTS].sort() };
}

/** The whole conformance check: every comparison above, by name. */
export async function compareSchema(
  dmmf: Dmmf,
  target: SchemaTarget,
): Promise<Record<string, Comparison<unknown>>> {
  return {
    tables: await compareTables(dmmf, target),
    enums: await compareEnums(dmmf, target),
    columns: await compareColumns(dmmf, target),
    indexes: await compareIndexes(dmmf, target),
    foreignKeys: await compareForeignKeys(dmmf, target),
    checkConstraints: await compareCheckConstraints(target),
  };
}
