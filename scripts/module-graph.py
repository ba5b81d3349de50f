#!/usr/bin/env python3
"""Prints the module graph from Package.swift and the sources' import lines, so that
docs/ARCHITECTURE.md can be checked against what the code really does.

For every target it prints the modules it declares and, beside them, what its files import:
  - "undeclared": imported by a file but not declared (builds only by accident, through another target);
  - "unused": declared but imported by no file (a dependency to remove).
Exits 1 when any target has either, so CI or a developer can use it as a check.

Usage: scripts/module-graph.py [--check] [--dot]
  (no option)  the graph as text, one target a line, with the problems under it
  --check      only the problems (silent and exit 0 when there are none)
  --dot        the graph in Graphviz's dot language (targets of this package only)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Modules that come with the toolchain: imported freely, never declared.
TOOLCHAIN = {"Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "Synchronization",
             "Testing", "XCTest", "Observation", "_Concurrency", "os", "CoreFoundation", "FoundationNetworking"}
IMPORT = re.compile(r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)


def package():
    out = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def dependency_name(dep):
    for kind in ("byName", "target", "product"):
        if kind in dep:
            return dep[kind][0]
    raise ValueError(dep)


def target_path(target):
    if target.get("path"):
        return os.path.join(ROOT, target["path"])
    base = "Tests" if target["type"] == "test" else "Sources"
    return os.path.join(ROOT, base, target["name"])


def imports(path):
    found = set()
    for folder, _, files in os.walk(path):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    text = re.sub(r"/\*.*?\*/", "", handle.read(), flags=re.S)
                    found.update(m.group(1) for m in IMPORT.finditer(text))
    return found


def main(argv):
    data = package()
    local = {t["name"] for t in data["targets"]}
    problems = 0
    dot = ["digraph clearfield {", "  rankdir=BT;"]
    for target in data["targets"]:
        if target["type"] in ("system", "binary", "plugin"):
            continue
        name = target["name"]
        declared = [dependency_name(d) for d in target["dependencies"]]
        used = imports(target_path(target)) - TOOLCHAIN - {name}
        undeclared = sorted(m for m in used if m not in declared)
        unused = sorted(d for d in declared if d not in used)
        if "--dot" in argv:
            dot += [f'  "{name}" -> "{d}";' for d in declared if d in local]
            continue
        if "--check" not in argv:
            print(f"{name} ({target['type']}): {', '.join(declared) or '-'}")
        for label, items in (("undeclared", undeclared), ("unused", unused)):
            if items:
                problems += 1
                print(f"  {name}: {label}: {', '.join(items)}")
    if "--dot" in argv:
        print("\n".join(dot + ["}"]))
        return 0
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
