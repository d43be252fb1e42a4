INSERT INTO shipped_orders
SELECT o.id, o.order_time, s.ship_time
FROM Orders o, Shipments s
WHERE o.id = s.order_id
AND o.order_time BETWEEN s.ship_time - INTERVAL '4' HOUR AND s.ship_time;
