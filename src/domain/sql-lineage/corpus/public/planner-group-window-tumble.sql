CREATE TEMPORARY SYSTEM FUNCTION weightedAvg AS
  'org.apache.flink.table.planner.plan.utils.JavaUserDefinedAggFunctions$WeightedAvgWithMerge';

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

CREATE TABLE tumble_sink (cnt BIGINT, wAvg BIGINT, w_start TIMESTAMP(3), w_end TIMESTAMP(3)) WITH ('connector' = 'blackhole');

CREATE TABLE tumble_end_sink (cnt BIGINT, w_end_plus TIMESTAMP(3)) WITH ('connector' = 'blackhole');

-- testTumbleFunction
INSERT INTO tumble_sink
SELECT COUNT(*),
    weightedAvg(c, a) AS wAvg,
    TUMBLE_START(rowtime, INTERVAL '15' MINUTE),
    TUMBLE_END(rowtime, INTERVAL '15' MINUTE)
FROM MyTable
    GROUP BY TUMBLE(rowtime, INTERVAL '15' MINUTE);

-- testExpressionOnWindowAuxFunction
INSERT INTO tumble_end_sink
SELECT COUNT(*),
    TUMBLE_END(rowtime, INTERVAL '15' MINUTE) + INTERVAL '1' MINUTE
FROM MyTable
    GROUP BY TUMBLE(rowtime, INTERVAL '15' MINUTE);
