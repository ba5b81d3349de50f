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
#   CLEARFIELD_TEST_POSTGRES_CA   the throwaway certificate authority's certificate: the server runs
#                                 with ssl=on and a certificate it signed for the host name localhost
#                                 only (so verify-full to 127.0.0.1 must fail); made with openssl
#                                 in the cluster's directory at each run and removed with it
#   CLEARFIELD_TEST_POSTGRES_STANDBY  a script: `$CLEARFIELD_TEST_POSTGRES_STANDBY start` makes a streaming-
#                                 replication standby of this server (pg_basebackup -R, once) and
#                                 starts it on another loopback port, printing its URL (the same
#                                 user and password; read-only); `stop` stops it (the read-replica
#                                 tests take it down mid-test). Stopped and removed with the cluster.
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
    if [ -f "$work/standby/postmaster.pid" ]; then
        "${as_owner[@]}" "$bindir/pg_ctl" -D "$work/standby" -m immediate -w stop >/dev/null 2>&1 || true
    fi
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

# TLS (issue 19): a certificate authority made for this run, and the server's certificate it signs.
command -v openssl >/dev/null 2>&1 || { echo "with-postgres: openssl is needed for the TLS set-up" >&2; exit 1; }
tls="$work/tls"
mkdir -p "$tls"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=clearfield throwaway test CA" \
    -keyout "$tls/ca.key" -out "$tls/ca.crt" >"$tls/openssl.log" 2>&1 &&
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "$tls/server.key" -out "$tls/server.csr" \
    >>"$tls/openssl.log" 2>&1 &&
printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' \
    >"$tls/server.ext" &&
openssl x509 -req -in "$tls/server.csr" -CA "$tls/ca.crt" -CAkey "$tls/ca.key" -CAcreateserial -days 2 \
    -extfile "$tls/server.ext" -out "$tls/server.crt" >>"$tls/openssl.log" 2>&1 ||
    { cat "$tls/openssl.log" >&2; echo "with-postgres: the test certificates could not be made" >&2; exit 1; }
rm -f "$tls/ca.key" "$tls/server.csr"
chmod 600 "$tls/server.key"
chmod 755 "$tls"
[ ${#as_owner[@]} -eq 0 ] || chown -R "$owner" "$tls"
server_options="-p PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$work -c max_connections=200"
server_options="$server_options -c ssl=on -c ssl_cert_file=$tls/server.crt -c ssl_key_file=$tls/server.key"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# A free port: a random one not answering, retried if the server still cannot bind it.
started=
for _ in 1 2 3 4 5 6 7 8; do
    port=$(( 20000 + RANDOM % 40000 ))
    port_in_use "$port" && continue
    if "${as_owner[@]}" "$bindir/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 30 \
        -o "${server_options/PORT/$port}" \
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
        -o "${server_options/PORT/$port}" \\
        start </dev/null >/dev/null 2>&1 ;;
    *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
EOF
chmod 755 "$work/ctl"

# The standby runs with fsync off: a throwaway copy, and its start after pg_basebackup would
# otherwise sync every file the whole suite's databases left on the primary first (over 30 s seen).
# The standby script: a copy taken by pg_basebackup over the replication protocol (initdb's pg_hba
# lets the superuser replicate from loopback; wal_level is `replica` by default), -R writing its
# primary_conninfo and standby.signal, then streaming from this server on its own port, without TLS.
cat > "$work/standby-ctl" <<EOF
#!/usr/bin/env bash
set -e
case "\$1" in
    start)
        if [ ! -d "$work/standby" ]; then
            PGPASSWORD=$password ${as_owner[*]} "$bindir/pg_basebackup" -h 127.0.0.1 -p $port -U postgres \\
                -D "$work/standby" -R -X stream -c fast </dev/null >"$work/standby.log" 2>&1 ||
                { cat "$work/standby.log" >&2; exit 1; }
        fi
        if [ ! -f "$work/standby.port" ]; then
            for _ in 1 2 3 4 5 6 7 8; do
                candidate=\$(( 20000 + RANDOM % 40000 ))
                (exec 3<>"/dev/tcp/127.0.0.1/\$candidate") 2>/dev/null || { echo \$candidate > "$work/standby.port"; break; }
            done
        fi
        standby_port=\$(cat "$work/standby.port")
        ${as_owner[*]} "$bindir/pg_ctl" -D "$work/standby" -l "$work/standby-server.log" -w -t 120 \\
            -o "-p \$standby_port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$work -c ssl=off -c max_connections=200 -c fsync=off" \\
            start </dev/null >/dev/null 2>&1 || { cat "$work/standby-server.log" >&2; exit 1; }
        echo "postgres://postgres:$password@127.0.0.1:\$standby_port/postgres" ;;
    stop) ${as_owner[*]} "$bindir/pg_ctl" -D "$work/standby" -m fast -w stop </dev/null >/dev/null 2>&1 ;;
    *) echo "usage: \$0 start|stop" >&2; exit 2 ;;
esac
EOF
chmod 755 "$work/standby-ctl"

export CLEARFIELD_TEST_POSTGRES_URL="postgres://postgres:$password@127.0.0.1:$port/postgres"
export CLEARFIELD_TEST_POSTGRES_CTL="$work/ctl"
export CLEARFIELD_TEST_POSTGRES_CA="$tls/ca.crt"
export CLEARFIELD_TEST_POSTGRES_STANDBY="$work/standby-ctl"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($work)"

# Not exec: the trap must stop the server after the command.
set +e
"$@"
status=$?
set -e
exit $status
