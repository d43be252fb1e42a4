CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'orders', 'properties.bootstrap.servers' = 'broker:9092', 'format' = 'json'
);
CREATE TABLE RubberOrders(product STRING, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'rubber-orders', 'properties.bootstrap.servers' = 'broker:9092', 'format' = 'json'
);
CREATE TABLE GlassOrders(product VARCHAR, amount INT) WITH (
  'connector' = 'kafka', 'topic' = 'glass-orders', 'properties.bootstrap.servers' = 'broker:9092', 'format' = 'json'
);
EXECUTE STATEMENT SET
BEGIN
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
END;
