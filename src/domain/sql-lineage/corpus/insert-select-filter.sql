-- register a source table named "Orders" and a sink table named "RubberOrders"
CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
CREATE TABLE RubberOrders(product STRING, amount INT) WITH (
  'connector' = 'kafka',
  'topic' = 'rubber-orders',
  'properties.bootstrap.servers' = 'broker:9092',
  'format' = 'json'
);
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
