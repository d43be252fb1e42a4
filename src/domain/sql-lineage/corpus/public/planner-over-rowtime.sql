CREATE TABLE MyTable (
  a INT,
  b STRING,
  c BIGINT,
  proctime AS PROCTIME(),
  rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values'
);

CREATE TABLE over_rowtime_sink (c BIGINT, cnt1 BIGINT, cnt2 INT) WITH ('connector' = 'blackhole');

-- testRowTimeUnboundedPartitionedRangeOver
INSERT INTO over_rowtime_sink
SELECT c,
    COUNT(a) OVER (PARTITION BY c ORDER BY rowtime RANGE UNBOUNDED PRECEDING) AS cnt1,
    SUM(a) OVER (PARTITION BY c ORDER BY rowtime RANGE UNBOUNDED PRECEDING) AS cnt2
FROM MyTable;
