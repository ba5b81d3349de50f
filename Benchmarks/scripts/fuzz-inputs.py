"""The runs of fuzz-inputs.sh (which see): python3 fuzz-inputs.py BINARY SCRATCH REPOSITORY COUNT.

Prints one line per failure (with the input kept in /tmp/fuzz-failed-N) and a last line
`RESULT inputs runs crashed hung leaked`. Seeded: input N is the same on every run, but for the
saves, which the script makes afresh each time.
"""
import datetime, glob, json, os, plistlib, random, re, shutil, struct, subprocess, sys, zlib

binary, scratch, repository, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])

# What a terminal must never receive raw: C0 controls but newline and tab, DEL, C1 (as UTF-8).
RAW_CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
CRASH = re.compile(rb"Fatal error|Crash|Backtrace|Segmentation fault|Illegal instruction")
HOSTILE = ["\x1b[2J", "\x1b]0;PWNED\x07", "\r", "\b", "\x07", "\x1b[31m", "\x9b2J", "\x85", "\u202e",
           "\u2066", "\x7f", "\x1bP+q\x1b\\", "é", "😀", "%s%n", '"', "'", "\\", "\n", "\t", "--",
           "x/../y", "A" * 3000, "\u0301", "\ufeff", "\x01\x02\x03"]
NUMBERS = ["-1", "0", "1", "2", "7", "44", "100", "99999", "9223372036854775807", "9223372036854775808",
           "-9223372036854775808", "1e9", "0x10", "", "NaN", "٣"]


def hostile(length=3):
    return "".join(random.choice(HOSTILE) for _ in range(random.randint(1, length)))


def sql_text(text):
    return "'" + text.replace("'", "''") + "'"


def damage_bytes(data):
    data = bytearray(data)
    for _ in range(random.randint(1, 8)):
        if not data:
            break
        at = random.randrange(len(data))
        choice = random.randrange(4)
        if choice == 0:
            data[at] = random.randrange(256)
        elif choice == 1:
            del data[at:at + random.randint(1, 40)]
        elif choice == 2:
            data[at:at] = bytes(random.randrange(256) for _ in range(random.randint(1, 20)))
        else:
            data[at:at] = hostile().encode("utf-8", "surrogatepass")
    return bytes(data)


# Level files.
LEVEL_FILES = sorted(glob.glob(f"{repository}/levels/*.sql"))
HOSTILE_SQL = [
    "DELETE FROM levels;", "DROP TABLE levels;", "UPDATE levels SET map = '';",
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c;",
    "INSERT INTO levels (ix, pack, name, background, par, map) VALUES (999, 'campaign', 'Big', 'default', 1, zeroblob(400000000));",
    "ATTACH DATABASE '/tmp/clearfield-fuzz-attached' AS x;", "PRAGMA writable_schema = 1;",
    "CREATE TABLE sqlite_sequence2 (x);", "SELECT load_extension('x');", "VACUUM;",
    "INSERT INTO levels (ix, pack, name, background, par, map) VALUES (3, 'campaign', 'Again', 'default', 1, 'RR');",
]


def fuzz_level_text(text):
    choice = random.randrange(6)
    if choice == 0:
        return re.sub(r"'(campaign|starter)', '([^']*)'", lambda m: f"'{m.group(1)}', {sql_text(hostile())}", text, count=random.randint(1, 3))
    if choice == 1:
        return re.sub(r"VALUES \(\d+", lambda m: "VALUES (" + random.choice(NUMBERS[:12]).lstrip("+"), text, count=random.randint(1, 3))
    if choice == 2:
        return re.sub(r"'\n([A-Z.\n]+)'", lambda m: sql_text("\n" + "".join(random.choice("RGBYCM.\n?x ") for _ in range(random.randint(0, 400)))), text, count=1)
    if choice == 3:
        return re.sub(r"'default', \d+", lambda m: f"{sql_text(hostile())}, {random.choice(NUMBERS[:10])}", text, count=2)
    if choice == 4:
        return damage_bytes(text.encode()).decode("utf-8", "replace")
    return text + "\n" + random.choice(HOSTILE_SQL) + "\n"


def level_case(index):
    home = f"{scratch}/levels-home"
    if index % 3 == 2:
        pack = fuzz_level_text(open(f"{repository}/levels/examples/starter-pack.sql").read())
        path = f"{scratch}/pack.sql"
        open(path, "w", encoding="utf-8", errors="surrogatepass").write(pack)
        command = random.choice([["levels", "import", path], ["levels", "import", "--skip-bad", path]])
        return [command + ["--data-dir", home], ["levels", "packs", "--data-dir", home],
                ["levels", "list", "--data-dir", home]], {}, [path]
    resources = f"{scratch}/resources"
    shutil.rmtree(resources, ignore_errors=True)
    os.makedirs(f"{resources}/levels")
    os.symlink(f"{repository}/assets", f"{resources}/assets")
    for file in glob.glob(f"{repository}/levels/*"):
        if os.path.isfile(file):
            shutil.copy(file, f"{resources}/levels/")
    victim = f"{resources}/levels/{os.path.basename(random.choice(LEVEL_FILES))}"
    fuzzed = fuzz_level_text(open(victim).read())
    open(victim, "w", encoding="utf-8", errors="surrogatepass").write(fuzzed)
    command = random.choice([["levels", "list"], ["levels", "list", "--json"], ["levels", "validate"]])
    return [command], {"CLEARFIELD_RESOURCES": resources}, [victim]


# Settings.
def any_value(depth=0):
    choice = random.randrange(9 if depth < 3 else 6)
    return [lambda: random.choice([True, False, None]), lambda: random.choice([0, -1, 2 ** 70, 1e308, 3.5]),
            lambda: hostile(), lambda: random.choice(["", "true", "expert"]), lambda: int(random.choice(["7", "-3"])),
            lambda: random.choice([[], {}]),
            lambda: [any_value(depth + 1) for _ in range(random.randint(0, 3))],
            lambda: {random.choice(["noGuess", "questionMarks", "customBoard", "width", "height", "mines", hostile()]): any_value(depth + 1)},
            lambda: {"width": any_value(depth + 1), "height": any_value(depth + 1), "mines": any_value(depth + 1)}][choice]()


def settings_case(index):
    home = f"{scratch}/settings-home"
    shutil.rmtree(f"{home}/config", ignore_errors=True)
    os.makedirs(f"{home}/config")
    choice = index % 5
    if choice == 0:
        content = json.dumps({"mines": {"noGuess": any_value(), "questionMarks": any_value(), "customBoard": any_value()}})
    elif choice == 1:
        content = json.dumps({random.choice(["mines", "tiles", hostile()]): any_value()})
    elif choice == 2:
        content = random.choice(["[" * 100000, "{\"mines\":" * 5000, "1e99999", "\"" + hostile() + "\"", ""])
    elif choice == 3:
        content = damage_bytes(json.dumps({"mines": {"noGuess": False, "questionMarks": True,
                                                     "customBoard": {"width": 30, "height": 16, "mines": 99}}}).encode())
    else:
        content = bytes(random.randrange(256) for _ in range(random.randint(0, 300)))
    path = f"{home}/config/settings.json"
    open(path, "wb").write(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    return [["--continue", "--data-dir", home]], {}, [path]


# Achievements files.
ACHIEVEMENTS = json.load(open(f"{repository}/assets/achievements.json"))


def achievements_case(index):
    document = json.loads(json.dumps(ACHIEVEMENTS))
    for _ in range(random.randint(1, 4)):
        entry = random.choice(document["achievements"])
        choice = random.randrange(6)
        if choice == 0:
            entry[random.choice(["title", "description", "earnedDescription", "unit", "id"])] = hostile()
        elif choice == 1:
            entry[random.choice(list(entry))] = any_value()
        elif choice == 2:
            entry["condition"][random.choice(list(entry["condition"]) + ["stat", "scope"])] = any_value()
        elif choice == 3:
            document["version"] = any_value()
        elif choice == 4:
            document["achievements"].append(json.loads(json.dumps(entry)))
        else:
            entry.pop(random.choice(list(entry)))
    content = json.dumps(document, ensure_ascii=random.random() < 0.5).encode("utf-8", "surrogatepass")
    if index % 4 == 3:
        content = damage_bytes(content)
    path = f"{scratch}/achievements.json"
    open(path, "wb").write(content)
    return [["achievements", "validate", path]], {}, [path]


# Saves: fields changed, the checksum made right again.
def checksum(kind, summary, saved_at_seconds, payload):
    crc = 0
    for text in (kind, summary["game"], summary["detail"]):
        crc = zlib.crc32(text.encode("utf-8", "surrogatepass") + b"\0", crc)
    crc = zlib.crc32((summary["playTimeMs"] & (2 ** 64 - 1)).to_bytes(8, "little"), crc)
    crc = zlib.crc32(struct.pack("<d", saved_at_seconds), crc)
    return zlib.crc32(payload, crc)


def mutate_value(value):
    if isinstance(value, bool):
        return random.choice([not value, 2, "yes"])
    if isinstance(value, int):
        return random.choice([-1, 0, value + 1, value * 1000, 2 ** 63 - 1, -(2 ** 63), 1.5])
    if isinstance(value, bytes):
        text = value
        if value[:1] in (b"{", b"["):
            try:
                structure = json.loads(value)
                structure = mutate_json(structure)
                return json.dumps(structure).encode()
            except ValueError:
                pass
        return damage_bytes(text)
    if isinstance(value, str):
        return random.choice([hostile(), "", value + hostile(1)])
    if isinstance(value, dict):
        if value and random.random() < 0.8:
            key = random.choice(list(value))
            value[key] = mutate_value(value[key])
        else:
            value[hostile(1)] = any_value()
        return value
    if isinstance(value, list):
        if value:
            at = random.randrange(len(value))
            value[at] = mutate_value(value[at])
        return value
    return any_value()


def mutate_json(structure):
    if isinstance(structure, dict) and structure:
        key = random.choice(list(structure))
        structure[key] = mutate_json(structure[key]) if random.random() < 0.5 else any_value()
        return structure
    if isinstance(structure, list) and structure:
        at = random.randrange(len(structure))
        structure[at] = mutate_json(structure[at]) if random.random() < 0.5 else any_value()
        return structure
    return any_value()


def save_case(index):
    game = "tiles" if index % 2 == 0 else "mines"
    envelope = plistlib.loads(open(f"{scratch}/{game}.save", "rb").read())
    payload = plistlib.loads(envelope["payload"])
    for _ in range(random.randint(1, 3)):
        if random.random() < 0.8:
            key = random.choice(list(payload))
            payload[key] = mutate_value(payload[key])
        else:
            field = random.choice(["kind", "summary", "formatVersion"])
            envelope[field] = mutate_value(envelope[field])
    try:
        envelope["payload"] = plistlib.dumps(payload, fmt=plistlib.FMT_BINARY)
        # A whole second, so the date the game decodes is the one the checksum was made of.
        saved_at = datetime.datetime(2026, 11, 24, 6, 0, 0)
        summary = envelope["summary"]
        if isinstance(summary, dict) and isinstance(envelope["kind"], str) and all(
                isinstance(summary.get(key), str) for key in ("game", "detail")) and isinstance(summary.get("playTimeMs"), int):
            summary["savedAt"] = saved_at
            seconds = (saved_at - datetime.datetime(2001, 1, 1)).total_seconds()
            envelope["crc32"] = checksum(envelope["kind"], summary, seconds, envelope["payload"])
        content = plistlib.dumps(envelope, fmt=plistlib.FMT_BINARY)
    except (OverflowError, TypeError, ValueError):
        content = damage_bytes(open(f"{scratch}/{game}.save", "rb").read())
    home = f"{scratch}/{game}-home"
    for stale in glob.glob(f"{home}/state/current-game.clearfield-save*"):
        os.remove(stale)
    path = f"{home}/state/current-game.clearfield-save"
    open(path, "wb").write(content)
    return [["--continue", "--data-dir", home]], {}, [path]


# Command-line arguments.
WORDS = ["play", "tiles", "mines", "levels", "list", "validate", "packs", "stats", "achievements",
         "leaderboard", "show", "verify", "profile", "players", "log", "replay", "keys", "help", "schedule",
         "--level", "--seed", "--board", "--width", "--height", "--mines", "--json", "--game", "--window",
         "--limit", "--nickname", "--continue", "--ascii", "--no-color", "--endless", "--reveal",
         "--strict", "--around-me", "-h", "--help", "--version", "--data-dir", "expert", "beginner",
         "week", "all", "-", "--"]


COMMANDS = [["stats"], ["levels", "list"], ["levels", "packs"], ["mines", "schedule"], ["achievements", "list"],
            ["leaderboard", "show"], ["profile"], ["players", "list"], ["players", "log"], ["play", "tiles"],
            ["play", "mines"], ["replay"], []]


def arguments_case(index):
    words = list(random.choice(COMMANDS)) if index % 2 == 0 else []
    for _ in range(random.randint(1, 6)):
        words.append(random.choice(WORDS) if random.random() < 0.6 else random.choice(NUMBERS + [hostile(2)]))
    if "--data-dir" not in words:
        words += ["--data-dir", f"{scratch}/arguments-home"]
    return [[word.replace("\0", "") for word in words]], {}, []


# Hostile names.
def names_case(index):
    name = hostile(4).replace("\0", "")
    home = f"{scratch}/names-home"
    environment = {"USER": name, "LOGNAME": name}
    commands = [["stats"], ["stats", "--json"], ["achievements"], ["achievements", "list", "--json"],
                ["profile"], ["profile", "--json"], ["players", "list"], ["players", "list", "--json"],
                ["leaderboard", "show"], ["levels", "packs"]]
    choice = index % 3
    if choice == 0:
        return [random.choice(commands) + ["--data-dir", home]], environment, []
    if choice == 1:
        return [["profile", "--nickname", hostile(2).replace("\0", ""), "--data-dir", home],
                random.choice(commands) + ["--data-dir", home]], environment, []
    strange = scratch + "/dir-" + hostile(2).replace("\0", "").replace("/", "_")[:200]
    return [random.choice(commands + [["--continue"]]) + ["--data-dir", strange]], {}, []


KINDS = [("level files", level_case), ("settings", settings_case), ("achievements files", achievements_case),
         ("saves", save_case), ("command-line arguments", arguments_case), ("hostile names", names_case)]
runs = crashed = hung = leaked = 0
per_kind = {name: 0 for name, _ in KINDS}
statuses = {name: {} for name, _ in KINDS}
checksum_failures = 0
for index in range(count):
    name, make = KINDS[index % len(KINDS)]
    # Each input from its own seed, so input N is the same whatever came before it (only the
    # saves differ between runs: they are made afresh).
    random.seed(4000 + index)
    commands, environment, inputs = make(index // len(KINDS))
    for command in commands:
        runs += 1
        per_kind[name] += 1
        what = f"#{index} {name}: {command!r} {environment!r}"[:600]
        problem = None
        try:
            # In the scratch folder: a relative --data-dir among the fuzzed words lands there.
            result = subprocess.run([binary] + command, stdin=subprocess.DEVNULL, capture_output=True, timeout=30, cwd=scratch,
                                    env=dict(os.environ, SWIFT_BACKTRACE="interactive=no", **environment))
            statuses[name][result.returncode] = statuses[name].get(result.returncode, 0) + 1
            if name == "saves" and b"checksum" in result.stderr:
                checksum_failures += 1
            if result.returncode < 0 or result.returncode >= 128 or CRASH.search(result.stderr):
                crashed += 1
                problem = f"crashed (status {result.returncode}): {result.stderr[-400:]!r}"
            else:
                for stream, bytes_out in (("stdout", result.stdout), ("stderr", result.stderr)):
                    found = RAW_CONTROL.search(bytes_out)
                    if found:
                        leaked += 1
                        around = bytes_out[max(0, found.start() - 60):found.end() + 20]
                        problem = f"raw control byte on {stream}: {around!r}"
                        break
        except subprocess.TimeoutExpired:
            hung += 1
            problem = "still running after 30 s"
        if problem:
            kept = f"{os.path.dirname(scratch)}/fuzz-failed-{index}"
            os.makedirs(kept, exist_ok=True)
            for file in inputs:
                if os.path.exists(file):
                    shutil.copy(file, kept)
            print(f"FAIL {what}: {problem} (inputs kept in {kept})", file=sys.stderr, flush=True)
for name, number in per_kind.items():
    tally = ", ".join(f"{status}: {times}" for status, times in sorted(statuses[name].items()))
    print(f"{name}: {number} runs; exit statuses {tally}")
print(f"saves refused by their checksum: {checksum_failures} (the others reached the game's own checks)")
print(f"RESULT {count} {runs} {crashed} {hung} {leaked}")
