CREATE TABLE my_ctas_table
WITH (
    'connector' = 'kafka',
    'topic' = 'my_ctas_topic',
    'properties.bootstrap.servers' = 'broker:9092',
    'format' = 'json'
)
AS SELECT id, name, age FROM source_table WHERE mod(id, 10) = 0;
