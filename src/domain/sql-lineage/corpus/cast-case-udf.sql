INSERT INTO lakehouse.orders_enriched
SELECT
  o.order_id,
  MD5(o.customer_id) AS customer_hash,
  CAST(o.created_at AS DATE) AS order_date,
  CASE o.currency WHEN 'USD' THEN 'NA' WHEN 'EUR' THEN 'EU' ELSE 'APAC' END AS region,
  normalize_status(o.status) AS status,
  o.amount * r.rate AS amount_usd
FROM orders AS o
JOIN fx_rates FOR SYSTEM_TIME AS OF o.created_at AS r
  ON o.currency = r.currency;
