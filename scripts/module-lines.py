#!/usr/bin/env python3
"""Prints each module's Swift files and code lines (Sources/* and Tests/*), for notes that give
sizes per module before and after a change (issue 33). A code line is a non-blank line that is
neither only a // comment nor inside a /* */ comment.

Usage: scripts/module-lines.py [ROOT]   (ROOT: a checkout, by default this one; for another
revision: git archive REV Sources Tests | tar -x -C DIR, then scripts/module-lines.py DIR)
"""
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = []
for base in ("Sources", "Tests"):
    for module in sorted(os.listdir(os.path.join(root, base))):
        path = os.path.join(root, base, module)
        if not os.path.isdir(path):
            continue
        files = code = 0
        for folder, _, names in os.walk(path):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                files += 1
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    text = re.sub(r"/\*.*?\*/", "", handle.read(), flags=re.S)
                code += sum(1 for line in text.splitlines() if line.strip() and not line.strip().startswith("//"))
        if files:
            rows.append((f"{base}/{module}", files, code))
for name, files, code in rows:
    print(f"{name:<34} {files:>4} {code:>6}")
print(f"{'total':<34} {sum(r[1] for r in rows):>4} {sum(r[2] for r in rows):>6}")
