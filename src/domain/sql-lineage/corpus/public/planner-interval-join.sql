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

CREATE TABLE MyTable2 (
  a INT,
  b STRING,
  c BIGINT,
  proctime AS PROCTIME(),
  rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime
) WITH (
  'connector' = 'values'
);

CREATE TABLE interval_join_sink (a INT, b STRING) WITH ('connector' = 'blackhole');

CREATE TABLE interval_join_agg_sink (b STRING, aSum INT, bCnt BIGINT) WITH ('connector' = 'blackhole');

-- testRowTimeInnerJoinWithOnClause
INSERT INTO interval_join_sink
SELECT t1.a, t2.b FROM MyTable t1 JOIN MyTable2 t2 ON
  t1.a = t2.a AND
  t1.rowtime BETWEEN t2.rowtime - INTERVAL '10' SECOND AND t2.rowtime + INTERVAL '1' HOUR;

-- testRowTimeInnerJoinAndWindowAggregationOnFirst
INSERT INTO interval_join_agg_sink
SELECT t1.b, SUM(t2.a) AS aSum, COUNT(t2.b) AS bCnt
FROM MyTable t1, MyTable2 t2
WHERE t1.a = t2.a AND
  t1.rowtime BETWEEN t2.rowtime - INTERVAL '10' MINUTE AND t2.rowtime + INTERVAL '1' HOUR
GROUP BY TUMBLE(t1.rowtime, INTERVAL '6' HOUR), t1.b;
