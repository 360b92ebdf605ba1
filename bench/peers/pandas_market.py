# The pandas peer of the analytics benchmark: the same rows from the same cache.db (loading is not timed: a broker's
# notebook holds its DataFrame), then the same work timed: the outlier rule (3 scaled MADs of AED/sqft within
# purpose x bedrooms x month, cells of 5+, or under half the purpose x bedrooms median) and exact medians by
# purpose x month x bedrooms. Prints one JSON line: timings and the groups, for checking.
import json
import sqlite3
import sys
import time

import numpy as np
import pandas as pd

db, source, location, category, from_day, to_day, repeats = sys.argv[1:8]
con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
df = pd.read_sql_query(
    """SELECT t.purpose, t.price, t.price_per_sqft AS ppsf, t.rooms,
              CAST(julianday(t.date) - 2440587.5 AS INTEGER) AS day
       FROM transaction_places p JOIN transactions t ON t.id = p.tx
       WHERE p.source = ? AND p.location_id = ? AND p.category = ?""",
    con,
    params=(source, location, category),
)
df = df[(df.day >= int(from_day)) & (df.day <= int(to_day))].copy()
dates = pd.to_datetime(df.day, unit="D")
df["month"] = dates.dt.year * 12 + dates.dt.month - 1
df["beds"] = df.rooms.fillna(-1).clip(upper=5).astype(int)
df["ppsf"] = df.ppsf.where(df.ppsf > 0)


def with_rule(frame):
    cell = [frame.purpose, frame.beds, frame.month]
    med = frame.groupby(cell).ppsf.transform("median")
    dev = (frame.ppsf - med).abs()
    mad = dev.groupby(cell).transform("median")
    n = frame.groupby(cell).ppsf.transform("count")
    floor = frame.groupby([frame.purpose, frame.beds]).ppsf.transform("median")
    spread = 1.4826 * np.maximum(mad, 0.01 * med)
    flagged = (frame.ppsf < 0.5 * floor) | ((n >= 5) & (dev / spread > 3))
    kept = frame[~flagged]
    by_beds = kept[kept.beds >= 0].groupby(["purpose", "month", "beds"]).agg(
        count=("price", "size"), medianPrice=("price", "median"), medianPpsf=("ppsf", "median")
    )
    return by_beds, int(flagged.sum())


def plain(frame):
    return frame[frame.beds >= 0].groupby(["purpose", "month", "beds"]).agg(
        count=("price", "size"), medianPrice=("price", "median"), medianPpsf=("ppsf", "median")
    )


def timed(fn):
    times = []
    out = None
    for _ in range(int(repeats)):
        start = time.perf_counter()
        out = fn(df)
        times.append((time.perf_counter() - start) * 1000)
    return times, out


rule_times, (by_beds, flagged) = timed(with_rule)
plain_times, _ = timed(plain)
def number(value):
    return None if pd.isna(value) else round(float(value), 2)


groups = [
    [purpose, int(month), int(beds), int(row["count"]), number(row.medianPrice), number(row.medianPpsf)]
    for (purpose, month, beds), row in by_beds.iterrows()
]
print(json.dumps({"rows": len(df), "ruleMs": rule_times, "plainMs": plain_times, "flagged": flagged, "groups": groups, "pandas": pd.__version__}))
