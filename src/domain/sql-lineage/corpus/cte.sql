INSERT INTO order_totals
WITH orders_with_total AS (
    SELECT order_id, price + tax AS total
    FROM Orders
)
SELECT order_id, SUM(total) AS total
FROM orders_with_total
GROUP BY order_id;
