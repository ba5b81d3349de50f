#!/usr/bin/env python3
"""The board service's measures (issue 29, point 10), driven by board-service-reads.sh and
board-service-submits.sh; each subcommand does one step and prints what it measured.

  keys      players' keys for the benchmark: new keys for existing players (--existing N: drawn
            among players 1..N, none blocked) or for new players made here; COPY rows for
            clearfield.player_key (and clearfield.player) on standard output, the keys in --out
  latency   top 20, rank and around-me, one request at a time from random players: p50..p99
            (and GET /players/me, the cost every signed request shares)
  presign   signed requests for wrk (one a line, tab for CRLF): wrk cannot sign, and a nonce is
            good once, so each request wrk sends is a different, freshly signed one
  throughput  wrk against one read (presigned requests) with the CPU the service and the database
            used meanwhile: reads per second, and per core
  submits   deal, start, play (MinesExpertPlayer), finish, then POST /runs: the verdict's
            latency one at a time, and submits per second with --concurrency in flight
"""

import argparse
import asyncio
import base64
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import time
import uuid

from board_service_client import Connection, CPUMeter, Player, read_players, summary, write_players


def read_paths(board: str) -> dict[str, str]:
    return {
        "top20": f"/v1/boards/{board}?limit=20",
        "rank": f"/v1/boards/{board}/around?radius=0",
        "around": f"/v1/boards/{board}/around",
    }


# What the scale script measures besides the signed board reads: a profile (signed, by nickname),
# and the web's pages (unsigned). Player ids 1..N are board-service-fill.sql's "Miner N".
READ_KINDS = ["top20", "rank", "around", "profile", "page-board", "page-profile"]
SIGNED_KINDS = {"top20", "rank", "around", "profile"}


def kind_path(kind: str, board: str, rng: random.Random, players: int) -> str:
    if kind in read_paths(board):
        return read_paths(board)[kind]
    # Blocked players (id % 200 == 7) are nobody's to look at: drawn again.
    player = rng.randint(1, players)
    while player % 200 == 7:
        player = rng.randint(1, players)
    return {"profile": f"/v1/players/Miner%20{player}", "page-board": f"/boards/{board}",
            "page-profile": f"/players/Miner%20{player}"}[kind]


def keys(args):
    rng = random.Random(args.seed)
    if args.existing:
        # Player ids 1..N of board-service-fill.sql; id % 200 == 7 are its blocked players.
        ids = rng.sample([i for i in range(1, args.existing + 1) if i % 200 != 7], args.count)
    else:
        ids = list(range(args.first_id, args.first_id + args.count))
    players = [Player.fresh(i) for i in ids]
    write_players(args.out, players)
    if not args.existing:
        with open(args.out + ".players", "w") as rows:
            rows.writelines(f"{i}\tBench {i}\n" for i in ids)
    sys.stdout.write("".join(f"{p.key_id}\t{p.player_id}\t\\\\x{p.public.hex()}\n" for p in players))


async def latency(args):
    host, port = args.host, args.port
    players = read_players(args.keys)
    rng = random.Random(args.seed)
    connection = Connection(host, port)
    # GET /players/me: a signed request's own cost (its key, nonce and two limits) and one row.
    paths = read_paths(args.board) | {"me": "/v1/players/me"}
    if args.kinds:
        paths = {name: paths[name] for name in args.kinds.split(",")}
    times = {name: [] for name in paths}
    failures = 0
    # With --trace, each timed read as a line: wall-clock second, read, milliseconds (to see when
    # the slow ones happen, e.g. at the limits' window edges).
    trace = open(args.trace, "w") if args.trace else None
    # With --duration, rounds go on for that long (a pause between them, as a player reads), else
    # --samples rounds back to back.
    deadline = time.monotonic() + args.duration if args.duration else None
    index = 0
    while (index < args.samples + args.warmup) if deadline is None else (time.monotonic() < deadline):
        if index and args.pause:
            await asyncio.sleep(args.pause)
        index += 1
        player = rng.choice(players)
        for name, path in paths.items():
            start = time.perf_counter()
            answer = await connection.request("GET", path, player=player)
            elapsed = (time.perf_counter() - start) * 1000
            if answer.status != 200:
                failures += 1
                if failures < 5:
                    print(f"{name}: {answer}", file=sys.stderr)
            elif deadline is not None or index > args.warmup:
                times[name].append(elapsed)
                if trace:
                    trace.write(f"{time.time():.3f} {name} {elapsed:.2f}\n")
    await connection.close()
    if trace:
        trace.close()
    result = {}
    for name, values in times.items():
        print(f"{name:7s} {summary(values)}")
        result[name] = values
    print(f"failures: {failures}")
    if failures:
        sys.exit(1)


def presign(args):
    players = read_players(args.keys)
    rng = random.Random(args.seed)
    now = int(time.time() * 1000)
    with open(args.out, "w") as out:
        for _ in range(args.count):
            player = rng.choice(players)
            path = kind_path(args.kind, args.board, rng, args.players)
            headers = player.signature_headers("GET", path, b"", time_ms=now) if args.kind in SIGNED_KINDS else {}
            head = [f"GET {path} HTTP/1.1", f"Host: {args.host}:{args.port}"] + [f"{k}: {v}" for k, v in headers.items()]
            out.write("\t".join(head) + "\n")


def throughput(args):
    presign(args)
    meter = CPUMeter(args.service_pid, args.postmaster_pid, args.proxy_pid)
    environment = dict(os.environ, BOARD_BENCH_REQUESTS=args.out, BOARD_BENCH_THREADS=str(args.threads))
    command = ["wrk", f"-t{args.threads}", f"-c{args.connections}", f"-d{args.duration}s", "--timeout", "10s",
               "-s", os.path.join(os.path.dirname(os.path.abspath(__file__)), "board-service-wrk.lua"),
               f"http://{args.host}:{args.port}"]
    before = meter.sample()
    output = subprocess.run(command, env=environment, capture_output=True, text=True, check=True).stdout
    after = meter.sample()
    found = re.search(r"wrk: (\d+) requests, (\d+) non-2xx, (\d+) errors", output)
    if not found:
        sys.exit(f"wrk said:\n{output}")
    requests, refused, errors = (int(found.group(i)) for i in (1, 2, 3))
    answered = requests - refused - errors
    report = CPUMeter.report(before, after, answered)
    latency = re.search(r"wrk: latency p50 ([\d.]+) ms, p99 ([\d.]+) ms", output)
    print(f"{args.kind:12s} {args.connections} connections, {args.duration} s: {answered} answered 200 "
          f"({refused} not 200, {errors} errors), p50 {latency.group(1)} ms, p99 {latency.group(2)} ms; "
          + json.dumps(report))
    if refused or errors:
        sys.exit(1)


class ExpertPlayer:
    """The MinesExpertPlayer executable, one game at a time over its line protocol."""

    def __init__(self, process):
        self.process = process
        self.lock = asyncio.Lock()

    @staticmethod
    async def start(path: str) -> "ExpertPlayer":
        process = await asyncio.create_subprocess_exec(path, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        return ExpertPlayer(process)

    async def ask(self, line: str) -> str:
        async with self.lock:
            self.process.stdin.write((line + "\n").encode())
            await self.process.stdin.drain()
            return (await self.process.stdout.readline()).decode().strip()

    async def stop(self):
        self.process.stdin.close()
        await self.process.wait()


def encode(value) -> bytes:
    return json.dumps(value, separators=(",", ":"), sort_keys=True).encode()


async def play_until_finished(player: Player, args, expert: ExpertPlayer, first_action: str) -> dict:
    """Deal, start, the game at a human pace on the service's clock, finish: a run ready to submit."""
    connection = Connection(args.host, args.port)
    try:
        answer = await connection.request("POST", "/v1/deals", encode({"board": args.board}), player=player)
        if answer.status != 201:
            raise RuntimeError(f"deal: {answer}")
        deal = answer.json()["dealID"]
        answer = await connection.request("POST", f"/v1/deals/{deal}/start", encode({"firstAction": first_action}),
                                          player=player)
        started = time.monotonic()
        if answer.status != 200:
            raise RuntimeError(f"start: {answer}")
        seed = answer.json()["seed"]
        game = json.loads(await expert.ask(f"{seed} {args.duration_ms}"))
        if "error" in game:
            raise RuntimeError(f"player: {game['error']}")
        log = base64.b64decode(game["log"])
        # The service times finish − start; the claim counts from the log's first action.
        await asyncio.sleep(max(0.0, started + (game["claimedMilliseconds"] - game["firstOffset"]) / 1000 - time.monotonic()))
        answer = await connection.request("POST", f"/v1/deals/{deal}/finish",
                                          encode({"logDigest": hashlib.sha256(log).hexdigest(),
                                                  "claimedMilliseconds": game["claimedMilliseconds"]}), player=player)
        if answer.status != 200:
            raise RuntimeError(f"finish: {answer}")
        return {"player": player, "body": encode({"runID": str(uuid.uuid4()), "dealID": deal, "board": args.board,
                                                  "setup": game["setup"], "log": game["log"],
                                                  "claimedMilliseconds": game["claimedMilliseconds"]})}
    finally:
        await connection.close()


async def submit(connection: Connection, run: dict) -> tuple[float, dict]:
    start = time.perf_counter()
    answer = await connection.request("POST", "/v1/runs", run["body"], player=run["player"])
    elapsed = (time.perf_counter() - start) * 1000
    verdict = answer.json() if answer.status == 200 else {"status": f"HTTP {answer.status}", "reason": answer.body[:200]}
    return elapsed, verdict


async def submits(args):
    players = read_players(args.keys)
    expert = await ExpertPlayer.start(args.player)
    first_action = await expert.ask("first")
    games = len(players)
    print(f"playing {games} expert games at once, {args.duration_ms / 1000:.0f} s each on the service's clock...",
          file=sys.stderr)
    # Dealt in waves so that the deals themselves are not a burst the limits refuse.
    tasks = []
    for index, player in enumerate(players):
        tasks.append(asyncio.create_task(play_until_finished(player, args, expert, first_action)))
        if index % 20 == 19:
            await asyncio.sleep(0.2)
    played = await asyncio.gather(*tasks, return_exceptions=True)
    await expert.stop()
    ready = [run for run in played if isinstance(run, dict)]
    problems = [run for run in played if not isinstance(run, dict)]
    for problem in problems[:5]:
        print(f"not played: {problem}", file=sys.stderr)
    sequential = ready[: len(ready) // 2]
    parallel = ready[len(ready) // 2:]
    verdicts: dict[str, int] = {}

    def count(verdict):
        key = verdict["status"] if verdict["status"] != "refused" else "refused: " + str(verdict.get("reason"))
        verdicts[key] = verdicts.get(key, 0) + 1

    connection = Connection(args.host, args.port)
    times = []
    for run in sequential:
        elapsed, verdict = await submit(connection, run)
        times.append(elapsed)
        count(verdict)
    await connection.close()
    print(f"submit, one at a time: {summary(times)}")

    meter = CPUMeter(args.service_pid, args.postmaster_pid, args.proxy_pid) if args.service_pid else None
    before = meter.sample() if meter else None
    queue = list(parallel)
    parallel_times = []

    async def worker():
        connection = Connection(args.host, args.port)
        while queue:
            run = queue.pop()
            elapsed, verdict = await submit(connection, run)
            parallel_times.append(elapsed)
            count(verdict)
        await connection.close()

    start = time.monotonic()
    await asyncio.gather(*(worker() for _ in range(args.concurrency)))
    wall = time.monotonic() - start
    print(f"submit, {args.concurrency} in flight: {summary(parallel_times)}; {len(parallel) / wall:.1f} submits/s")
    if meter:
        print("cpu: " + json.dumps(CPUMeter.report(before, meter.sample(), len(parallel))))
    print(f"verdicts: {json.dumps(verdicts, sort_keys=True)}; not played: {len(problems)}")
    if problems or set(verdicts) != {"ranked"}:
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)

    def service(command):
        command.add_argument("--host", default="127.0.0.1")
        command.add_argument("--port", type=int, required=True)
        command.add_argument("--board", default="mines.expert.noguess")
        command.add_argument("--keys", required=True, help="the keys file written by `keys`")
        command.add_argument("--seed", type=int, default=29)

    command = commands.add_parser("keys")
    command.add_argument("--count", type=int, required=True)
    command.add_argument("--existing", type=int, default=0, help="draw among players 1..N already on the board")
    command.add_argument("--first-id", type=int, default=1)
    command.add_argument("--out", required=True)
    command.add_argument("--seed", type=int, default=29)

    command = commands.add_parser("latency")
    service(command)
    command.add_argument("--samples", type=int, default=1000)
    command.add_argument("--warmup", type=int, default=50)
    command.add_argument("--kinds", default="", help="which reads, comma-separated (top20,rank,around,me: all)")
    command.add_argument("--pause", type=float, default=0.0, help="seconds between rounds")
    command.add_argument("--duration", type=float, default=0.0, help="read for this long instead of --samples")
    command.add_argument("--trace", default="", help="write each timed read (wall second, read, ms) to this file")

    def pids(text: str) -> list[int]:
        return [int(pid) for pid in text.split(",") if pid]

    def meters(command, required: bool):
        command.add_argument("--service-pid", type=pids, required=required, default=[],
                             help="the service's process ids, comma-separated (several instances)")
        command.add_argument("--postmaster-pid", type=pids, required=required, default=[],
                             help="PostgreSQL's postmasters (primary, standby), comma-separated")
        command.add_argument("--proxy-pid", type=int, default=0, help="nginx's master process, if one is in front")

    command = commands.add_parser("presign")
    service(command)
    command.add_argument("--kind", choices=READ_KINDS, required=True)
    command.add_argument("--count", type=int, required=True)
    command.add_argument("--out", required=True)
    command.add_argument("--players", type=int, default=100000, help="players 1..N on the board (profiles)")

    command = commands.add_parser("throughput")
    service(command)
    command.add_argument("--kind", choices=READ_KINDS, required=True)
    command.add_argument("--count", type=int, required=True, help="requests signed beforehand")
    command.add_argument("--out", required=True, help="where the signed requests are written")
    command.add_argument("--players", type=int, default=100000, help="players 1..N on the board (profiles)")
    command.add_argument("--threads", type=int, default=2)
    command.add_argument("--connections", type=int, default=16)
    command.add_argument("--duration", type=int, default=15)
    meters(command, required=True)

    command = commands.add_parser("submits")
    service(command)
    command.add_argument("--player", required=True, help="the MinesExpertPlayer executable")
    command.add_argument("--duration-ms", type=int, default=35000)
    command.add_argument("--concurrency", type=int, default=8)
    meters(command, required=False)

    args = parser.parse_args()
    if args.command == "keys":
        keys(args)
    elif args.command == "latency":
        asyncio.run(latency(args))
    elif args.command == "presign":
        presign(args)
    elif args.command == "throughput":
        throughput(args)
    else:
        asyncio.run(submits(args))


if __name__ == "__main__":
    main()
