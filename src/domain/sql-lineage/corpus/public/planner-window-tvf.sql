CREATE TEMPORARY SYSTEM FUNCTION weightedAvg AS
  'org.apache.flink.table.planner.plan.utils.JavaUserDefinedAggFunctions$WeightedAvgWithMerge';

CREATE TABLE MyTable (
  a INT,
  b BIGINT,
  c STRING NOT NULL,
  d DECIMAL(10, 3),
  e BIGINT,
  rowtime TIMESTAMP(3),
  proctime as PROCTIME(),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND
) with (
  'connector' = 'values'
);

CREATE TABLE cumulate_sink (
  a INT, window_start TIMESTAMP(3), window_end TIMESTAMP(3), cnt BIGINT, sum_d DECIMAL(38, 3), max_d DECIMAL(10, 3), wAvg BIGINT, uv BIGINT
) WITH ('connector' = 'blackhole');

CREATE TABLE cascade_sink (
  a INT, window_start TIMESTAMP(3), window_end TIMESTAMP(3), total_cnt BIGINT, total_d DECIMAL(38, 3), max_d DECIMAL(38, 3)
) WITH ('connector' = 'blackhole');

-- testCumulate_OnRowtime
INSERT INTO cumulate_sink
SELECT
   a,
   window_start,
   window_end,
   count(*),
   sum(d),
   max(d) filter (where b > 1000),
   weightedAvg(b, e) AS wAvg,
   count(distinct c) AS uv
FROM TABLE(
  CUMULATE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '10' MINUTE, INTERVAL '1' HOUR))
GROUP BY a, window_start, window_end;

-- testTumble_CascadingWindow
CREATE VIEW window1 AS
SELECT
   a,
   b,
   window_time as rowtime,
   count(*) as cnt,
   sum(d) as sum_d,
   max(d) as max_d
FROM TABLE(TUMBLE(TABLE MyTable, DESCRIPTOR(rowtime), INTERVAL '5' MINUTE))
GROUP BY a, window_start, window_end, window_time, b;

INSERT INTO cascade_sink
SELECT
  a,
  window_start,
  window_end,
  sum(cnt),
  sum(sum_d),
  max(max_d)
FROM TABLE(TUMBLE(TABLE window1, DESCRIPTOR(rowtime), INTERVAL '10' MINUTE))
GROUP BY a, window_start, window_end;
