/** Words the generator composes into plausible dataset and field names, so large graphs read like real ones. */

export const DOMAINS = ['sales', 'billing', 'inventory', 'marketing', 'logistics', 'support', 'finance', 'identity'] as const;

export const ENTITIES = ['orders', 'customers', 'payments', 'shipments', 'sessions', 'invoices', 'products', 'refunds', 'tickets', 'events'] as const;

export const STAGES = ['raw', 'clean', 'joined', 'agg', 'mart', 'report'] as const;

export const FIELD_WORDS = [
  'id',
  'customer_id',
  'order_id',
  'product_id',
  'amount',
  'amount_usd',
  'currency',
  'status',
  'region',
  'country',
  'created_at',
  'updated_at',
  'quantity',
  'price',
  'discount',
  'tax',
  'channel',
  'segment',
  'score',
  'email_hash',
  'session_id',
  'device',
  'category',
  'warehouse',
  'carrier',
  'eta',
  'revenue',
  'cost',
  'margin',
  'event_type',
] as const;

export const FIELD_TYPES = ['bigint', 'string', 'decimal(18,2)', 'timestamp', 'date', 'double', 'boolean', 'int'] as const;
