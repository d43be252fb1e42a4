SET sql-client.execution.result-mode = tableau;

create table src (
  id int,
  str string
) with (
  'connector' = 'values'
);

SET execution.runtime-mode = streaming;

create table StreamingTable (
  id int,
  str string
) with (
  'connector' = 'filesystem',
  'path' = '$VAR_STREAMING_PATH',
  'format' = 'csv'
);

BEGIN STATEMENT SET;

INSERT INTO StreamingTable SELECT * FROM (VALUES (1, 'Hello World'), (2, 'Hi'), (2, 'Hi'), (3, 'Hello'), (3, 'World'), (4, 'ADD'), (5, 'LINE'));

INSERT INTO StreamingTable SELECT id, UPPER(str) FROM src WHERE id > 2;

END;
