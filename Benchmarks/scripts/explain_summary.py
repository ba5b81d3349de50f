#!/usr/bin/env python3
"""Sums up auto_explain's plans (log_format json) from a PostgreSQL server log on stdin: each
statement (whitespace folded), how many times it ran, its mean and slowest time, the plan's top
node, and every relation it read by a sequential scan. Used by board-service-submits.sh EXPLAIN=1.
"""
import json
import re
import sys
from collections import defaultdict

ENTRY = re.compile(r"LOG:  duration: ([0-9.]+) ms  plan:\n((?:\t.*\n?)+)")


def scans(node, found):
    """Relations under `node` read by a sequential scan, with the rows each scan returned."""
    if node.get("Node Type") == "Seq Scan":
        found.append(f'{node.get("Relation Name")} ({node.get("Actual Rows", "?")} rows)')
    for child in node.get("Plans", []):
        scans(child, found)
    return found


def main():
    text = sys.stdin.read()
    stats = defaultdict(lambda: {"count": 0, "total": 0.0, "worst": 0.0, "top": "", "scans": set()})
    for duration, body in ENTRY.findall(text):
        try:
            plan = json.loads("\n".join(line[1:] for line in body.splitlines()))
        except json.JSONDecodeError:
            continue
        query = " ".join(plan.get("Query Text", "?").split())
        entry = stats[query]
        entry["count"] += 1
        entry["total"] += float(duration)
        entry["worst"] = max(entry["worst"], float(duration))
        top = plan.get("Plan", {})
        entry["top"] = top.get("Node Type", "?") + (f' on {top["Relation Name"]}' if "Relation Name" in top else "")
        entry["scans"].update(scans(top, []))
    if not stats:
        print("no plans found in the log (was auto_explain loaded?)")
        return
    print(f"{'runs':>6} {'mean ms':>8} {'max ms':>8}  statement / top node / sequential scans")
    for query, entry in sorted(stats.items(), key=lambda item: -item[1]["total"]):
        print(f'{entry["count"]:6d} {entry["total"] / entry["count"]:8.3f} {entry["worst"]:8.3f}  {query[:160]}')
        print(f'{"":25}{entry["top"]}' + (f'; SEQ SCAN: {", ".join(sorted(entry["scans"]))}' if entry["scans"] else ""))
    seq = sorted({scan for entry in stats.values() for scan in entry["scans"]})
    print("sequential scans: " + (", ".join(seq) if seq else "none"))


if __name__ == "__main__":
    main()
