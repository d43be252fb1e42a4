CREATE TABLE MyTable (
  a INT,
  b ARRAY<ROW<_1 INT, _2 STRING>>
) WITH (
  'connector' = 'values'
);

CREATE TABLE unnest_filter_sink (a INT, b ARRAY<ROW<_1 INT, _2 STRING>>, s INT, t STRING) WITH ('connector' = 'blackhole');

CREATE TABLE unnest_tuple_sink (a INT, b ARRAY<ROW<_1 INT, _2 STRING>>, x INT, y STRING) WITH ('connector' = 'blackhole');

-- testUnnestObjectArrayFromTableWithFilter
INSERT INTO unnest_filter_sink
SELECT a, b, s, t FROM MyTable, UNNEST(MyTable.b) AS A (s, t) WHERE s > 13;

-- testJoinWithUnnestOfTuple
INSERT INTO unnest_tuple_sink
SELECT a, b, x, y FROM
    (SELECT a, b FROM MyTable WHERE a < 3) as tf,
    UNNEST(tf.b) as A (x, y)
WHERE x > a;
