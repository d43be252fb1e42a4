-- cumulative window aggregation, grouped by supplier with GROUPING SETS
INSERT INTO supplier_totals
SELECT window_start, window_end, supplier_id, SUM(price) as price
  FROM TABLE(
    CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES))
  GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ());
