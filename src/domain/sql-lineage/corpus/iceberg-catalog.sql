CREATE CATALOG lake WITH (
  'type'='iceberg',
  'catalog-type'='hadoop',
  'warehouse'='s3://lakehouse/warehouse',
  'property-version'='1'
);
CREATE TABLE orders (
  order_id BIGINT,
  customer_id BIGINT,
  amount DECIMAL(10, 2),
  currency STRING,
  created_at TIMESTAMP(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'shop.public.orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'debezium-json'
);
INSERT INTO lake.lakehouse.orders_daily
SELECT customer_id, CAST(created_at AS DATE) AS order_date, SUM(amount) AS total
FROM orders
WHERE currency = 'EUR'
GROUP BY customer_id, CAST(created_at AS DATE);
