INSERT INTO big_spenders
SELECT users, SUM(amount) AS total, COUNT(*) AS orders
FROM Orders
GROUP BY users
HAVING SUM(amount) > 50;
