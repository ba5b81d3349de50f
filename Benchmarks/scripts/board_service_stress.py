#!/usr/bin/env python3
"""Hostile traffic against the board service while an honest player reads and submits (issue 29,
point 6), driven by board-service-stress.sh.

100 hostile clients, each from its own loopback address (127.0.0.2 …), so the per-address limits
see 100 senders as a proxy-less service would; the honest player is 127.0.0.1. Five kinds, 20 each:

  oversized  POST /v1/runs declaring 8 MiB and sending it as fast as it can; chunked bodies with no
             length past the cap
  slow       connections that never finish a request: half a head, then a byte every 2 s; a head
             then a body that trickles (each reconnects when the service closes it)
  burst      unsigned and signed requests as fast as one connection goes
  badsig     requests signed by keys the board does not know, and by a real key over other bytes
  replay     requests captured from the honest player (its deal, its reads) sent again and again

The honest player reads (top 20 and around-me, one after the other, a pause between) and plays
expert games (deal, start, the game at a human pace, finish, submit, retrying with backoff on a
refusal it may retry, as the game's outbox does). Afterwards: its read latency, every submission's
verdict (and the database asked whether each run is stored with its verdict), what each hostile
kind was answered, and the service's open files and memory.
"""

import argparse
import asyncio
import base64
import hashlib
import json
import os
import random
import sys
import time
import uuid

from board_service_client import Connection, CPUMeter, Player, percentile, read_players, summary
from board_service_bench import ExpertPlayer, encode, read_paths

HOSTILE_KINDS = ["oversized", "slow", "burst", "badsig", "replay"]


class Tally:
    def __init__(self):
        self.counts: dict[str, dict[str, int]] = {kind: {} for kind in HOSTILE_KINDS}
        self.closed_after: list[float] = []

    def add(self, kind: str, outcome: str):
        self.counts[kind][outcome] = self.counts[kind].get(outcome, 0) + 1


class Hostile:
    def __init__(self, args, index: int, kind: str, tally: Tally, stop: asyncio.Event, captured: list,
                 stranger: Player, own: Player):
        self.args = args
        self.address = f"127.0.0.{index + 2}"
        self.kind = kind
        self.tally = tally
        self.stop = stop
        self.captured = captured
        self.stranger = stranger
        self.own = own
        self.rng = random.Random(index)

    async def open(self):
        return await asyncio.open_connection(self.args.host, self.args.port, local_addr=(self.address, 0))

    async def answer(self, reader) -> str:
        try:
            line = await asyncio.wait_for(reader.readuntil(b"\r\n"), timeout=30)
            status = line.split()[1].decode()
            length = 0
            while True:
                header = await asyncio.wait_for(reader.readuntil(b"\r\n"), timeout=30)
                if header == b"\r\n":
                    break
                if header.lower().startswith(b"content-length:"):
                    length = int(header.split(b":")[1])
            await asyncio.wait_for(reader.readexactly(length), timeout=30)
            return status
        except asyncio.TimeoutError:
            return "no answer in 30 s"
        except (asyncio.IncompleteReadError, ConnectionError, OSError):
            return "closed"

    async def run(self):
        while not self.stop.is_set():
            try:
                await getattr(self, self.kind)()
            except (ConnectionError, OSError, asyncio.IncompleteReadError) as error:
                self.tally.add(self.kind, f"connection: {type(error).__name__}")
                await asyncio.sleep(0.05)

    async def oversized(self):
        reader, writer = await self.open()
        try:
            chunked = self.rng.random() < 0.5
            if chunked:
                size = 2 * 1024 * 1024
                writer.write(b"POST /v1/runs HTTP/1.1\r\nHost: board\r\nTransfer-Encoding: chunked\r\n\r\n")
            else:
                size = 8 * 1024 * 1024
                writer.write(f"POST /v1/runs HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
                             f"Content-Length: {size}\r\n\r\n".encode())
            piece = b"A" * 65536
            sent = 0
            status_task = asyncio.create_task(self.answer(reader))
            try:
                while sent < size and not status_task.done():
                    writer.write(f"{len(piece):x}\r\n".encode() + piece + b"\r\n" if chunked else piece)
                    sent += len(piece)
                    await writer.drain()
            except (ConnectionError, OSError):
                pass
            status = await status_task
            self.tally.add("oversized", f"{'chunked' if chunked else 'declared'}: {status}")
        finally:
            writer.close()

    async def slow(self):
        reader, writer = await self.open()
        opened = time.monotonic()
        try:
            if self.rng.random() < 0.5:
                writer.write(b"GET /v1/boards/mines.expert.noguess HTTP/1.1\r\nHost: board\r\nX-Slow: ")
                how = "head"
            else:
                writer.write(b"POST /v1/runs HTTP/1.1\r\nHost: board\r\nContent-Type: application/json\r\n"
                             b"Content-Length: 100000\r\n\r\n{")
                how = "body"
            await writer.drain()
            answer_task = asyncio.create_task(self.answer(reader))
            while not self.stop.is_set() and not answer_task.done():
                try:
                    writer.write(b"a")
                    await writer.drain()
                except (ConnectionError, OSError):
                    break
                await asyncio.wait([answer_task], timeout=2)
            if answer_task.done():
                outcome = answer_task.result()
                self.tally.closed_after.append(time.monotonic() - opened)
                self.tally.add("slow", f"slow {how}: {outcome}")
            else:
                answer_task.cancel()
                self.tally.add("slow", f"slow {how}: still open at the end")
        finally:
            writer.close()

    async def burst(self):
        connection = Connection(self.args.host, self.args.port)
        connection.reader, connection.writer = await self.open()
        try:
            for _ in range(50):
                if self.stop.is_set():
                    break
                if self.rng.random() < 0.5:
                    answer = await connection.request("GET", "/v1/status")
                else:
                    answer = await connection.request("GET", "/v1/boards/mines.expert.noguess?limit=100", player=self.own)
                self.tally.add("burst", str(answer.status))
                if connection.writer is None:
                    break
        finally:
            await connection.close()

    async def badsig(self):
        connection = Connection(self.args.host, self.args.port)
        connection.reader, connection.writer = await self.open()
        try:
            for _ in range(20):
                if self.stop.is_set():
                    break
                if self.rng.random() < 0.5:
                    answer = await connection.request("GET", "/v1/players/me", player=self.stranger)
                else:
                    body = encode({"board": "mines.expert.noguess"})
                    headers = self.own.signature_headers("POST", "/v1/deals", b"{}")
                    answer = await connection.request("POST", "/v1/deals", body, headers=headers)
                self.tally.add("badsig", str(answer.status))
                if connection.writer is None:
                    break
        finally:
            await connection.close()

    async def replay(self):
        if not self.captured:
            await asyncio.sleep(0.2)
            return
        connection = Connection(self.args.host, self.args.port)
        connection.reader, connection.writer = await self.open()
        try:
            for _ in range(20):
                if self.stop.is_set():
                    break
                method, path, body, headers = self.rng.choice(self.captured)
                answer = await connection.request(method, path, body, headers=headers)
                self.tally.add("replay", str(answer.status))
                if connection.writer is None:
                    break
        finally:
            await connection.close()


class Honest:
    def __init__(self, args, player: Player, expert: ExpertPlayer, first_action: str, captured: list,
                 stop: asyncio.Event):
        self.args = args
        self.player = player
        self.expert = expert
        self.first_action = first_action
        self.captured = captured
        self.stop = stop
        self.reads: dict[str, list[float]] = {"top20": [], "around": []}
        self.read_failures: dict[str, int] = {}
        self.runs: list[dict] = []

    async def send(self, connection: Connection, method: str, path: str, body: bytes = b""):
        """One request as the game's client sends it; once answered, a copy goes to the replayers
        (as if captured on its way: TLS keeps an eavesdropper from reading it sooner)."""
        headers = self.player.signature_headers(method, path, body)
        try:
            return await connection.request(method, path, body, headers=headers)
        finally:
            self.captured.append((method, path, body, headers))

    async def read_loop(self):
        connection = Connection(self.args.host, self.args.port)
        paths = read_paths("mines.expert.noguess")
        while not self.stop.is_set():
            for name in ("top20", "around"):
                start = time.perf_counter()
                try:
                    answer = await self.send(connection, "GET", paths[name])
                    outcome = answer.status
                except (ConnectionError, OSError, asyncio.IncompleteReadError) as error:
                    outcome = type(error).__name__
                elapsed = (time.perf_counter() - start) * 1000
                if outcome == 200:
                    self.reads[name].append(elapsed)
                else:
                    self.read_failures[str(outcome)] = self.read_failures.get(str(outcome), 0) + 1
            await asyncio.sleep(self.args.read_pause)
        await connection.close()

    async def retrying(self, connection, method, path, body=b"", expect=(200, 201), attempts=8):
        """As the outbox: a refusal that may pass later (429, 503, a dropped connection) is retried
        after a growing pause, each time signed anew; anything else is the answer."""
        pause = 0.25
        answer = None
        for _ in range(attempts):
            try:
                answer = await self.send(connection, method, path, body)
                if answer.status in expect or answer.status not in (429, 503):
                    return answer
                pause = max(pause, float(answer.headers.get("retry-after", pause)))
            except (ConnectionError, OSError, asyncio.IncompleteReadError):
                pass
            await asyncio.sleep(pause)
            pause *= 2
        return answer

    async def game_loop(self):
        connection = Connection(self.args.host, self.args.port)
        while not self.stop.is_set():
            record = {"runID": str(uuid.uuid4()), "verdict": None, "submits": 0}
            self.runs.append(record)
            answer = await self.retrying(connection, "POST", "/v1/deals", encode({"board": "mines.expert.noguess"}))
            if answer is None or answer.status != 201:
                record["verdict"] = f"no deal: {answer}"
                continue
            deal = answer.json()["dealID"]
            answer = await self.retrying(connection, "POST", f"/v1/deals/{deal}/start",
                                         encode({"firstAction": self.first_action}))
            started = time.monotonic()
            if answer is None or answer.status != 200:
                record["verdict"] = f"no start: {answer}"
                continue
            game = json.loads(await self.expert.ask(f"{answer.json()['seed']} {self.args.game_ms}"))
            log = base64.b64decode(game["log"])
            await asyncio.sleep(max(0.0, started + (game["claimedMilliseconds"] - game["firstOffset"]) / 1000
                                    - time.monotonic()))
            answer = await self.retrying(connection, "POST", f"/v1/deals/{deal}/finish",
                                         encode({"logDigest": hashlib.sha256(log).hexdigest(),
                                                 "claimedMilliseconds": game["claimedMilliseconds"]}))
            if answer is None or answer.status != 200:
                record["verdict"] = f"no finish: {answer}"
                continue
            run = encode({"runID": record["runID"], "dealID": deal, "board": "mines.expert.noguess",
                          "setup": game["setup"], "log": game["log"], "claimedMilliseconds": game["claimedMilliseconds"]})
            answer = await self.retrying(connection, "POST", "/v1/runs", run, attempts=12)
            record["submits"] += 1
            record["verdict"] = answer.json().get("status") if answer is not None and answer.status == 200 else str(answer)
        await connection.close()


async def stress(args):
    honest_player, *hostile_players = read_players(args.keys)
    expert = await ExpertPlayer.start(args.player)
    first_action = await expert.ask("first")
    stop = asyncio.Event()
    captured: list = []
    tally = Tally()
    honest = Honest(args, honest_player, expert, first_action, captured, stop)
    hostiles = [Hostile(args, index, HOSTILE_KINDS[index % len(HOSTILE_KINDS)], tally, stop, captured,
                        Player.fresh(10_000_000 + index), hostile_players[index % len(hostile_players)])
                for index in range(args.clients)]
    # The honest player alone first (a baseline), then with the hostile clients.
    baseline = Honest(args, honest_player, expert, first_action, [], stop)
    baseline_stop = asyncio.Event()
    baseline.stop = baseline_stop
    baseline_task = asyncio.create_task(baseline.read_loop())
    await asyncio.sleep(args.baseline)
    baseline_stop.set()
    await baseline_task

    tasks = [asyncio.create_task(h.run()) for h in hostiles]
    await asyncio.sleep(2)  # the hostile traffic is under way before the honest player starts
    honest_tasks = [asyncio.create_task(honest.read_loop()), asyncio.create_task(honest.game_loop())]
    meter = CPUMeter(args.service_pid, args.postmaster_pid, args.proxy_pid)
    before, own_before = meter.sample(), os.times()
    await asyncio.sleep(args.duration)
    after, own_after = meter.sample(), os.times()
    sent_during = sum(sum(counts.values()) for counts in tally.counts.values())
    stop.set()
    await asyncio.gather(*honest_tasks)
    await asyncio.wait(tasks, timeout=40)
    for task in tasks:
        task.cancel()
    await expert.stop()

    print(f"honest reads alone ({args.baseline} s):")
    for name, values in baseline.reads.items():
        print(f"  {name:7s} {summary(values)}")
    print(f"honest reads under {args.clients} hostile clients ({args.duration} s):")
    for name, values in honest.reads.items():
        print(f"  {name:7s} {summary(values)}")
    print(f"  reads not answered 200: {json.dumps(honest.read_failures)}")
    finished = [run for run in honest.runs if run["submits"]]
    print(f"honest games: {len(honest.runs)} begun, {len(finished)} submitted; verdicts: "
          + json.dumps([run["verdict"] for run in finished]))
    with open(args.runs_out, "w") as out:
        out.writelines(run["runID"] + "\n" for run in finished)
    load = CPUMeter.report(before, after, sent_during)
    attacker = (own_after.user + own_after.system - own_before.user - own_before.system) / load["seconds"]
    print(f"during the attack: about {sent_during / load['seconds']:.0f} hostile requests/s; cores used by the service "
          f"{load['service_cores']}, the database {load['database_cores']}, nginx {load['proxy_cores']}, the clients (this process, "
          f"the honest player's included) {attacker:.2f}")
    print("hostile clients, what they were answered:")
    for kind in HOSTILE_KINDS:
        print(f"  {kind:9s} " + json.dumps(dict(sorted(tally.counts[kind].items()))))
    if tally.closed_after:
        print(f"  slow connections cut after: p50 {percentile(tally.closed_after, 50):.1f} s, "
              f"max {max(tally.closed_after):.1f} s")
    lost = [run for run in finished if run["verdict"] not in ("ranked", "held", "refused")]
    if lost or not finished or honest.read_failures:
        sys.exit(1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--keys", required=True, help="the honest player's key first, then the hostile players'")
    parser.add_argument("--player", required=True, help="the MinesExpertPlayer executable")
    parser.add_argument("--clients", type=int, default=100)
    parser.add_argument("--duration", type=int, default=60)
    parser.add_argument("--baseline", type=int, default=10)
    parser.add_argument("--game-ms", type=int, default=22000)
    parser.add_argument("--read-pause", type=float, default=0.6)
    parser.add_argument("--runs-out", required=True, help="where the honest run ids are written")
    parser.add_argument("--service-pid", type=int, required=True)
    parser.add_argument("--postmaster-pid", type=int, required=True)
    parser.add_argument("--proxy-pid", type=int, default=0, help="nginx's master process, when it is in front")
    args = parser.parse_args()
    asyncio.run(stress(args))


if __name__ == "__main__":
    main()
