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

CREATE TABLE over_named_sink (b STRING, cnt1 BIGINT, sum1 INT, cnt2 BIGINT, sum2 BIGINT) WITH ('connector' = 'blackhole');

CREATE TABLE over_unaliased_sink (a INT, cnt BIGINT) WITH ('connector' = 'blackhole');

-- testProctimeBoundedDistinctWithNonDistinctPartitionedRowOver (sqlQuery2)
INSERT INTO over_named_sink
SELECT b,
    COUNT(a) OVER w AS cnt1,
    SUM(a) OVER w AS sum1,
    COUNT(DISTINCT a) OVER w AS cnt2,
    SUM(DISTINCT c) OVER w AS sum2
FROM MyTable
    WINDOW w AS (PARTITION BY b ORDER BY proctime ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);

-- testProcTimeBoundedNonPartitionedRangeOver (sqlQuery2)
INSERT INTO over_unaliased_sink
SELECT a, COUNT(c) OVER w FROM MyTable WINDOW w AS (
    ORDER BY proctime RANGE BETWEEN INTERVAL '10' SECOND PRECEDING AND CURRENT ROW);
