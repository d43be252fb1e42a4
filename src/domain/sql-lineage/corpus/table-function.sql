INSERT INTO order_words
SELECT order_id, res
FROM Orders,
LATERAL TABLE(table_func(order_id)) t(res);

INSERT INTO order_tags
SELECT order_id, tag
FROM Orders CROSS JOIN UNNEST(tags) AS t (tag);
