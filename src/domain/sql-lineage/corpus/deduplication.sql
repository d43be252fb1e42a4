CREATE TABLE Orders (
  order_id  STRING,
  `user`    STRING,
  product   STRING,
  num       BIGINT,
  proctime AS PROCTIME()
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);

-- remove duplicate rows on order_id and keep the first occurrence row,
-- because there shouldn't be two orders with the same order_id.
INSERT INTO unique_orders
SELECT order_id, `user`, product, num
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY proctime ASC) AS row_num
  FROM Orders)
WHERE row_num = 1;
