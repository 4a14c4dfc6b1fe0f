// For each benchmarked endpoint, one raw SQL statement reading the rows it shows (first page,
// same order): the floor the endpoint's figure is divided by. $1 is the user (tenant or landlord).
export const FLOOR_QUERIES = {
  me: `SELECT u.id, u.email, u.full_name, u.role, un.id AS unit_id, un.unit_number, un.rent,
            (SELECT coalesce(sum(amount), 0) FROM rent_ledger_entries l
              WHERE l.tenant_id = u.id AND l.unit_id = un.id) AS balance
         FROM users u LEFT JOIN units un ON un.current_tenant_id = u.id WHERE u.id = $1`,
  tenants: `SELECT tp.id, tp.user_id, u.full_name, u.email, tp.phone_number, tp.move_in_date
              FROM tenant_profiles tp JOIN users u ON u.id = tp.user_id
             WHERE tp.landlord_id = $1 ORDER BY tp.created_at DESC, tp.id DESC LIMIT 20`,
  units: `SELECT id, property_id, unit_number, room_type, rent, deposit, is_available, current_tenant_id
            FROM units WHERE landlord_id = $1 ORDER BY property_id, unit_number, id LIMIT 20`,
  'rent-payments': `SELECT id, tenant_id, unit_id, amount, kind, status, provider, created_at
                      FROM payments WHERE landlord_id = $1
                     ORDER BY created_at DESC, id DESC LIMIT 20`,
  reports: `SELECT id, tenant_id, unit_id, title, status, created_at FROM reports
             WHERE landlord_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`,
  dashboard: `SELECT property_id, is_available, count(*), count(current_tenant_id)
                FROM units WHERE landlord_id = $1 GROUP BY property_id, is_available`,
  // The tenants summary's figures: at least the landlord's active tenants counted.
  'tenants-summary': `SELECT count(*) FROM tenant_profiles tp JOIN users u ON u.id = tp.user_id
                       WHERE tp.landlord_id = $1 AND u.is_active AND u.approval_status = 'approved'`,
  // The payments summary's figures: at least the completed rent summed.
  'payments-summary': `SELECT count(*), sum(amount) FROM payments
                        WHERE landlord_id = $1 AND status = 'completed' AND kind = 'rent'`,
  // The arrears report's rows: every owing tenancy with its tenant, unit and property (the API
  // then reads their newest debits and ages them).
  arrears: `SELECT b.tenancy_id, b.balance, t.tenant_id, u.full_name, un.unit_number, p.name
              FROM rent_balances b JOIN tenancies t ON t.id = b.tenancy_id
              JOIN units un ON un.id = t.unit_id JOIN properties p ON p.id = un.property_id
              JOIN users u ON u.id = t.tenant_id
             WHERE b.landlord_id = $1 AND b.balance > 0`,
};
