#!/usr/bin/env python3
"""Prints the module graph from Package.swift and the sources' import lines, so that
docs/ARCHITECTURE.md can be checked against what the code really does.

For every target it prints the modules it declares and, beside them, what its files import:
  - "undeclared": imported by a file but not declared (builds only by accident, through another target);
  - "unused": declared but imported by no file (a dependency to remove).
Exits 1 when any target has either, so CI or a developer can use it as a check.

Usage: scripts/module-graph.py [--check] [--dot] [--doc] [--check-doc FILE]
  (no option)  the graph as text, one target a line, with the problems under it
  --check      only the problems (silent and exit 0 when there are none)
  --dot        the graph in Graphviz's dot language (targets of this package only)
  --doc        the block docs/ARCHITECTURE.md keeps between its module-graph markers: each
               module of the package (tests left out) and the package's modules it declares
  --check-doc FILE
               exits 1, with a diff, when FILE's block is not what --doc prints now
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


BEGIN, END = "<!-- module-graph: begin (scripts/module-graph.py --doc) -->", "<!-- module-graph: end -->"


def doc_block(data):
    local = {t["name"] for t in data["targets"]}
    lines = ["```"]
    for target in sorted(data["targets"], key=lambda t: t["name"].lower()):
        if target["type"] in ("system", "binary", "plugin", "test"):
            continue
        declared = sorted((dependency_name(d) for d in target["dependencies"] if dependency_name(d) in local),
                          key=str.lower)
        lines.append(f"{target['name']:<19} {', '.join(declared) or '-'}")
    return "\n".join(lines + ["```"])


def check_doc(data, path):
    import difflib
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if BEGIN not in text or END not in text:
        print(f"{path}: no module-graph markers")
        return 1
    kept = text.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n")
    now = doc_block(data)
    if kept == now:
        return 0
    print(f"{path}'s module graph is out of date; scripts/module-graph.py --doc prints it:")
    sys.stdout.writelines(difflib.unified_diff(kept.splitlines(True), (now + "\n").splitlines(True),
                                               "documented", "Package.swift"))
    return 1


def main(argv):
    data = package()
    if "--doc" in argv:
        print(doc_block(data))
        return 0
    if "--check-doc" in argv:
        return check_doc(data, argv[argv.index("--check-doc") + 1])
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
