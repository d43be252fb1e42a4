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

CREATE TABLE semi_sink (a INT) WITH ('connector' = 'blackhole');

CREATE TABLE exists_sink (a INT) WITH ('connector' = 'blackhole');

-- testSemiIntervalJoinWithMultiConditions
INSERT INTO semi_sink
SELECT t1.a FROM MyTable t1 WHERE t1.c > 2 AND NOT(t1.b like 'abc' OR t1.a NOT IN (
 SELECT t2.a FROM MyTable2 t2
   WHERE t1.b = t2.b AND
   t1.rowtime BETWEEN t2.rowtime AND t2.rowtime + INTERVAL '5' MINUTE));

-- testSemiIntervalJoinWithExists
INSERT INTO exists_sink
SELECT t1.a FROM MyTable t1 WHERE EXISTS (
 SELECT * FROM MyTable2 t2
   WHERE t1.rowtime BETWEEN t2.rowtime AND t2.rowtime + INTERVAL '5' MINUTE);
