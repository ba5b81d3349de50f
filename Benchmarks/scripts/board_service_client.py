"""A small client of the board service for its benchmark and stress scripts (issue 29).

Speaks the service's wire contract (Sources/BoardAPI): every request signed with Ed25519 over
the canonical text of RequestSignature.canonical (method, path and query, time in Unix ms, a
fresh nonce, the body's SHA-256), JSON with data as base64 and dates as Unix milliseconds.
HTTP/1.1 keep-alive over asyncio streams, so one process holds hundreds of connections.
"""

import asyncio
import base64
import hashlib
import json
import os
import time

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class Player:
    """A player's computer: its key, and the headers that sign a request with it."""

    def __init__(self, player_id: int, secret: bytes):
        self.player_id = player_id
        self.secret = secret
        self.key = Ed25519PrivateKey.from_private_bytes(secret)
        self.public = self.key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        self.key_id = b64url(hashlib.sha256(self.public).digest()[:16])

    @staticmethod
    def fresh(player_id: int) -> "Player":
        return Player(player_id, os.urandom(32))

    def signature_headers(self, method: str, path: str, body: bytes = b"", time_ms: int | None = None,
                          nonce: str | None = None) -> dict[str, str]:
        time_ms = int(time.time() * 1000) if time_ms is None else time_ms
        nonce = os.urandom(16).hex() if nonce is None else nonce
        text = "\n".join(["clearfield-board-v1", method.upper(), path, str(time_ms), nonce,
                          hashlib.sha256(body).hexdigest()])
        return {
            "X-Clearfield-Key": self.key_id,
            "X-Clearfield-Time": str(time_ms),
            "X-Clearfield-Nonce": nonce,
            "X-Clearfield-Signature": b64url(self.key.sign(text.encode())),
        }


def read_players(path: str) -> list[Player]:
    players = []
    with open(path) as lines:
        for line in lines:
            row = json.loads(line)
            players.append(Player(row["player"], bytes.fromhex(row["secret"])))
    return players


def write_players(path: str, players: list[Player]) -> None:
    with open(path, "w") as out:
        for player in players:
            out.write(json.dumps({"player": player.player_id, "secret": player.secret.hex()}) + "\n")


def key_rows_sql(players: list[Player]) -> str:
    """COPY data for clearfield.player_key (key_id, player_id, public_key)."""
    return "".join(f"{p.key_id}\t{p.player_id}\t\\\\x{p.public.hex()}\n" for p in players)


class Answer:
    def __init__(self, status: int, headers: dict[str, str], body: bytes):
        self.status = status
        self.headers = headers
        self.body = body

    def json(self):
        return json.loads(self.body)

    def __repr__(self):
        return f"{self.status} {self.body[:200]!r}"


class Connection:
    """One keep-alive HTTP/1.1 connection; reopened when the service closed it."""

    def __init__(self, host: str, port: int):
        self.host = host
        self.port = port
        self.reader = None
        self.writer = None

    async def close(self):
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except (ConnectionError, OSError):
                pass
        self.reader = self.writer = None

    async def request(self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None,
                      player: Player | None = None) -> Answer:
        for attempt in (1, 2):
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
            all_headers = {"Host": f"{self.host}:{self.port}", "Content-Length": str(len(body))}
            if body:
                all_headers["Content-Type"] = "application/json"
            if player is not None:
                all_headers.update(player.signature_headers(method, path, body))
            all_headers.update(headers or {})
            head = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in all_headers.items()) + "\r\n"
            try:
                self.writer.write(head.encode() + body)
                await self.writer.drain()
                return await self.read_answer()
            except (ConnectionError, asyncio.IncompleteReadError, OSError):
                await self.close()
                if attempt == 2:
                    raise
        raise ConnectionError("unreachable")

    async def read_answer(self) -> Answer:
        status_line = await self.reader.readuntil(b"\r\n")
        status = int(status_line.split()[1])
        headers = {}
        while True:
            line = await self.reader.readuntil(b"\r\n")
            if line == b"\r\n":
                break
            name, _, value = line.decode().partition(":")
            headers[name.strip().lower()] = value.strip()
        if headers.get("transfer-encoding", "").lower() == "chunked":
            body = b""
            while True:
                size = int((await self.reader.readuntil(b"\r\n")).strip(), 16)
                chunk = await self.reader.readexactly(size + 2)
                if size == 0:
                    break
                body += chunk[:-2]
        else:
            body = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            await self.close()
        return Answer(status, headers, body)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))
    return ordered[index]


def summary(values: list[float]) -> str:
    return (f"n={len(values)} p50={percentile(values, 50):.2f} ms p90={percentile(values, 90):.2f} ms "
            f"p99={percentile(values, 99):.2f} ms max={max(values):.2f} ms")


def process_cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def tree_cpu_seconds(pids: list[int]) -> float:
    total = 0.0
    for pid in pids:
        try:
            total += process_cpu_seconds(pid)
        except (FileNotFoundError, ProcessLookupError, IndexError):
            pass
    return total


def children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except (FileNotFoundError, ProcessLookupError, IndexError):
                pass
    return found


class CPUMeter:
    """CPU seconds used by the service and by the PostgreSQL server (postmaster and backends)."""

    def __init__(self, service_pids, postmaster_pid: int, proxy_pid: int = 0):
        self.service_pids = service_pids if isinstance(service_pids, list) else [service_pids]
        self.postmaster_pid = postmaster_pid
        self.proxy_pid = proxy_pid

    def sample(self) -> tuple[float, float, float, float]:
        postmasters = self.postmaster_pid if isinstance(self.postmaster_pid, list) else [self.postmaster_pid]
        database = [pid for postmaster in postmasters for pid in [postmaster] + children(postmaster)]
        proxy = [self.proxy_pid] + children(self.proxy_pid) if self.proxy_pid else []
        return (time.monotonic(), tree_cpu_seconds(self.service_pids), tree_cpu_seconds(database),
                tree_cpu_seconds(proxy))

    @staticmethod
    def report(before, after, requests: int) -> dict:
        wall = after[0] - before[0]
        service = after[1] - before[1]
        database = after[2] - before[2]
        proxy = after[3] - before[3]
        return {
            "seconds": round(wall, 2),
            "requests_per_second": round(requests / wall, 1),
            "service_cores": round(service / wall, 2),
            "database_cores": round(database / wall, 2),
            "proxy_cores": round(proxy / wall, 2),
            "per_service_core": round(requests / service, 1) if service else None,
            "per_core_service_and_database": round(requests / (service + database), 1) if service + database else None,
        }
