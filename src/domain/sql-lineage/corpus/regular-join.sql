CREATE TABLE order_products (order_id STRING, product_id STRING, quantity INT, id STRING, name STRING) WITH (
  'connector' = 'filesystem',
  'path' = 's3://lake/order_products',
  'format' = 'parquet'
);
INSERT INTO order_products
SELECT *
FROM Orders
INNER JOIN Product
ON Orders.product_id = Product.id;
