#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster: initdb in a temporary directory, a server on
# loopback on a free port, its address exported for the shared-board tests, and the cluster stopped and
# removed afterwards (also when the command fails or is interrupted).
# Usage: scripts/with-postgres.sh swift test [ARGS...]
#
# Exports:
#   CLEARFIELD_TEST_POSTGRES_URL  postgres://postgres:PASSWORD@127.0.0.1:PORT/postgres (a superuser)
#   CLEARFIELD_TEST_POSTGRES_CTL  a script: `$CLEARFIELD_TEST_POSTGRES_CTL stop|start` stops or starts
#                                 the server (the outbox tests take it down in the middle of a run)
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/with-postgres.sh COMMAND [ARGS...]" >&2; exit 2; }

# The server's programs: PG_BINDIR if given, else the newest Debian install.
bindir=${PG_BINDIR:-}
if [ -z "$bindir" ]; then
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        [ -x "$candidate/initdb" ] && { bindir=$candidate; break; }
    done
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    echo "with-postgres: no PostgreSQL server found (install it: sudo apt-get install postgresql," >&2
    echo "or set PG_BINDIR to the folder holding initdb and pg_ctl)" >&2
    exit 1
fi

# initdb and postgres refuse to run as root: as root, the cluster belongs to an unprivileged user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
    owner=${PG_TEST_USER:-nobody}
    as_owner=(runuser -u "$owner" --)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/clearfield-pg.XXXXXX")
chmod 755 "$work"
[ ${#as_owner[@]} -eq 0 ] || chown "$owner" "$work"

cleanup() {
    status=$?
    if [ -f "$work/data/postmaster.pid" ]; then
        "${as_owner[@]}" "$bindir/pg_ctl" -D "$work/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
    exit $status
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

password=$(head -c 18 /dev/urandom | od -An -tx1 | tr -d ' \n')
printf '%s\n' "$password" > "$work/pwfile"
[ ${#as_owner[@]} -eq 0 ] || chown "$owner" "$work/pwfile"
"${as_owner[@]}" "$bindir/initdb" -D "$work/data" -U postgres --pwfile="$work/pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$work/initdb.log" 2>&1 ||
    { cat "$work/initdb.log" >&2; echo "with-postgres: initdb failed" >&2; exit 1; }
rm -f "$work/pwfile"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# A free port: a random one not answering, retried if the server still cannot bind it.
started=
for _ in 1 2 3 4 5 6 7 8; do
    port=$(( 20000 + RANDOM % 40000 ))
    port_in_use "$port" && continue
    if "${as_owner[@]}" "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 30 \
        -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$work -c max_connections=200" \
        start </dev/null >/dev/null 2>&1; then
        started=yes
        break
    fi
done
if [ -z "$started" ]; then
    cat "$work/server.log" >&2 2>/dev/null || true
    echo "with-postgres: the server did not start" >&2
    exit 1
fi

# The control script the outbox tests use to stop and start this server.
cat > "$work/ctl" <<EOF
#!/usr/bin/env bash
set -e
case "\$1" in
    stop) ${as_owner[*]} "$bindir/pg_ctl" -D "$work/data" -m fast -w stop </dev/null >/dev/null 2>&1 ;;
    start) ${as_owner[*]} "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 30 \\
        -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$work -c max_connections=200" \\
        start </dev/null >/dev/null 2>&1 ;;
    *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
EOF
chmod 755 "$work/ctl"

export CLEARFIELD_TEST_POSTGRES_URL="postgres://postgres:$password@127.0.0.1:$port/postgres"
export CLEARFIELD_TEST_POSTGRES_CTL="$work/ctl"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($work)"

# Not exec: the trap must stop the server after the command.
set +e
"$@"
status=$?
set -e
exit $status
