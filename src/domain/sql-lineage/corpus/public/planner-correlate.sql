CREATE TEMPORARY FUNCTION func1 AS 'org.apache.flink.table.planner.utils.TableFunc1';

CREATE TABLE source_t (a BIGINT, b INT NOT NULL, c VARCHAR) WITH ('connector' = 'values');

CREATE TABLE catalog_func_sink (a VARCHAR, b VARCHAR) WITH ('connector' = 'blackhole');

CREATE TABLE join_filter_sink (a VARCHAR, b VARCHAR) WITH ('connector' = 'blackhole');

CREATE TABLE left_join_sink (a VARCHAR, b VARCHAR) WITH ('connector' = 'blackhole');

-- CORRELATE_CATALOG_FUNC
INSERT INTO catalog_func_sink SELECT c, s FROM source_t, LATERAL TABLE(func1(c, '$')) AS T(s);

-- CORRELATE_JOIN_FILTER
INSERT INTO join_filter_sink SELECT * FROM (SELECT c, s FROM source_t, LATERAL TABLE(func1(c)) AS T(s)) AS T2 WHERE c LIKE '%hello%' OR c LIKE '%fiz%';

-- CORRELATE_LEFT_JOIN
INSERT INTO left_join_sink SELECT c, s FROM source_t LEFT JOIN LATERAL TABLE(func1(c)) AS T(s) ON TRUE;
