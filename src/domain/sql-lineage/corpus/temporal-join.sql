-- Create a table of orders. This is a standard
-- append-only dynamic table.
CREATE TABLE orders (
    order_id    STRING,
    price       DECIMAL(32,2),
    currency    STRING,
    order_time  TIMESTAMP(3),
    WATERMARK FOR order_time AS order_time
) WITH (
   'connector' = 'kafka',
   'topic' = 'orders',
   'properties.bootstrap.servers' = 'kafka-1:9092,kafka-2:9092',
   'format' = 'json'
);

-- Define a versioned table of currency rates.
CREATE TABLE currency_rates (
    currency STRING,
    conversion_rate DECIMAL(32, 2),
    update_time TIMESTAMP(3) METADATA FROM `values.source.timestamp` VIRTUAL,
    WATERMARK FOR update_time AS update_time,
    PRIMARY KEY(currency) NOT ENFORCED
) WITH (
   'connector' = 'kafka',
   'topic' = 'currency_rates',
   'properties.bootstrap.servers' = 'kafka-1:9092,kafka-2:9092',
   'value.format' = 'debezium-json'
);

INSERT INTO orders_in_eur
SELECT
     order_id,
     price,
     orders.currency,
     conversion_rate,
     order_time
FROM orders
LEFT JOIN currency_rates FOR SYSTEM_TIME AS OF orders.order_time
ON orders.currency = currency_rates.currency;
