#!/usr/bin/env bash
# The Mines solver against its independent exact reference (issue 24) on N random boards of
# each classic size (seeds 4242 on, first cell at the centre, mines at random as
# `mines generate --any` lays them): `MinesSolver.solve` must reveal exactly the cells the
# reference proves, board by board. The test suite runs a few boards; this runs N (default
# 1,000) and prints, per size, how many agreed and how many logic cleared.
#
#   Benchmarks/scripts/verify-mines-solver.sh [boards]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export SWIFT_BACKTRACE=interactive=no
export CLEARFIELD_SOLVER_BOARDS="${1:-1000}"
swift build --build-tests >&2
swift test --skip-build --filter 'ExactSolverTests/solvingAgreesWithTheReferenceOnRandomBoards' 2>&1 \
    | grep -E 'boards agree|✘|passed after|failed after'
