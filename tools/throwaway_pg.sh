#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster in a folder, run as the unprivileged "postgres" user when called as root.
#   tools/throwaway_pg.sh start DIR PORT   -> prints a SQLAlchemy URL (postgresql+psycopg://...)
#   tools/throwaway_pg.sh stop DIR         -> stops the server and removes DIR
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
cmd=${1:?start|stop}
dir=${2:?folder}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
start)
    port=${3:?port}
    if [ ! -x "$PGBIN/initdb" ]; then
        echo "PostgreSQL 15 fehlt: wird installiert" >&2
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y postgresql-15 >&2 || { apt-get update >&2 && apt-get install -y postgresql-15 >&2; }
    fi
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    as_pg "$PGBIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
    as_pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
        -o "-k $dir -p $port -h 127.0.0.1 -c fsync=off -c max_connections=400 -c shared_buffers=64MB" start >/dev/null
    as_pg "$PGBIN/createdb" -h "$dir" -p "$port" -U postgres speedsetzer
    echo "postgresql+psycopg://postgres@127.0.0.1:$port/speedsetzer"
    ;;
stop)
    if [ -d "$dir/data" ]; then as_pg "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
