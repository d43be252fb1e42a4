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

CREATE TABLE hop_sink (hs TIMESTAMP(3), he TIMESTAMP(3), cnt BIGINT, s BIGINT) WITH ('connector' = 'blackhole');

CREATE TABLE hop_having_sink (cnt BIGINT, hs TIMESTAMP(3)) WITH ('connector' = 'blackhole');

-- testMultiHopWindows
INSERT INTO hop_sink
SELECT
   HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR),
   HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR),
   count(*),
   sum(c)
FROM MyTable
GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' HOUR)
UNION ALL
SELECT
   HOP_START(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY),
   HOP_END(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY),
   count(*),
   sum(c)
FROM MyTable
GROUP BY HOP(rowtime, INTERVAL '1' MINUTE, INTERVAL '1' DAY);

-- testExpressionOnWindowHavingFunction
INSERT INTO hop_having_sink
SELECT COUNT(*),
    HOP_START(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)
 FROM MyTable
     GROUP BY HOP(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)
     HAVING SUM(a) > 0 AND
         QUARTER(HOP_START(rowtime, INTERVAL '15' MINUTE, INTERVAL '1' MINUTE)) = 1;
