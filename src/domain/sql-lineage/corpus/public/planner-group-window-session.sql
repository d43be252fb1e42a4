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

CREATE TABLE session_sink (cnt BIGINT, wAvg BIGINT, s_start TIMESTAMP(3), s_end TIMESTAMP(3)) WITH ('connector' = 'blackhole');

CREATE TABLE case_sink (s INT, a INT, wStart TIMESTAMP(3)) WITH ('connector' = 'blackhole');

-- testSessionFunction
INSERT INTO session_sink
SELECT
    COUNT(*), weightedAvg(c, a) AS wAvg,
    SESSION_START(proctime, INTERVAL '15' MINUTE),
    SESSION_END(proctime, INTERVAL '15' MINUTE)
FROM MyTable
    GROUP BY SESSION(proctime, INTERVAL '15' MINUTE);

-- testReturnTypeInferenceForWindowAgg
INSERT INTO case_sink
SELECT
  SUM(correct) AS s,
  AVG(correct) AS a,
  TUMBLE_START(rowtime, INTERVAL '15' MINUTE) AS wStart
FROM (
  SELECT CASE a
      WHEN 1 THEN 1
      ELSE 99
    END AS correct, rowtime
  FROM MyTable
)
GROUP BY TUMBLE(rowtime, INTERVAL '15' MINUTE);
