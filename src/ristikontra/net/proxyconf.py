"""The front of a group of server processes: a stock HAProxy's configuration, written for N of them.

    python -m ristikontra.net.proxyconf --processes 3 --first-port 9001 --bind 127.0.0.1:8765 > haproxy.cfg
    python -m ristikontra.net.proxyconf --server a=10.0.0.5:9001 --server b=10.0.0.6:9001 \\
        --bind :443 --cert /etc/haproxy/play.example.pem > haproxy.cfg

Routing (docs/SCALING.md): a request whose path starts with `/p/<id>/` goes to process `<id>`,
with that prefix taken off (the process sees `/`); anything else (the page, a first connection, a
new table) goes to the process with the fewest connections. A client learns its table's process
from the server's `welcome` and comes back through `/p/<id>/`. HAProxy adds X-Forwarded-For, which
the processes read when started with `--trusted-proxy` naming the proxy's address. With `--cert`
HAProxy terminates TLS (the processes behind it speak plain WebSocket on their own network).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Collection, Sequence
from pathlib import Path

from ristikontra.net.group import valid_node

__all__ = ["haproxy_config", "main"]


def haproxy_config(servers: Sequence[tuple[str, str, int]], bind: str, cert: Path | None = None,
                   check: float = 1.0, drain: Collection[str] = ()) -> str:
    """The configuration for `servers` (id, host, port) behind `bind` ("host:port"). Processes in
    `drain` get no first connections (no new tables) and still serve theirs at /p/<id>/: one to be
    stopped for an upgrade empties as its games end."""
    ids = [node for node, _host, _port in servers]
    if not servers or len(set(ids)) != len(ids) or not all(valid_node(n) for n in ids):
        raise ValueError("every process needs an id of its own (lower-case letters, digits, - and _)")
    tls = f" ssl crt {cert} alpn http/1.1" if cert is not None else ""
    ms = max(100, int(check * 1000))
    lines = [
        "# Written by `python -m ristikontra.net.proxyconf` (docs/SCALING.md).",
        # No maxconn here: HAProxy sizes it from the open-file limit it gets (raise that for many players).
        "global",
        "",
        "defaults",
        "    mode http",
        "    option forwardfor",
        "    timeout connect 5s",
        "    timeout client 60s",
        "    timeout server 60s",
        # A WebSocket, once open, is a tunnel: the client pings every second, so an hour is plenty.
        "    timeout tunnel 1h",
        "    timeout client-fin 5s",
        "",
        "frontend ristikontra",
        f"    bind {bind}{tls}",
        "    http-request set-var(txn.node) path,field(3,/) if { path_beg /p/ }",
        "    http-request set-path %[path,regsub(^/p/[^/]*/?,/)] if { var(txn.node) -m found }",
        "    http-request deny deny_status 404 if { var(txn.node) -m found } "
        f"!{{ var(txn.node) -m str {' '.join(ids)} }}",
    ]
    lines += [f"    use_backend node_{node} if {{ var(txn.node) -m str {node} }}" for node in ids]
    lines += ["    default_backend any", ""]
    for node, host, port in servers:
        lines += [f"backend node_{node}", f"    server {node} {host}:{port} check inter {ms} fall 2 rise 1", ""]
    if not set(ids) - set(drain):
        raise ValueError("at least one process must take new connections")
    lines += ["backend any", "    balance leastconn"]
    lines += [f"    server {node} {host}:{port} check inter {ms} fall 2 rise 1" for node, host, port in servers
              if node not in drain]
    return "\n".join(lines) + "\n"


def _server(text: str) -> tuple[str, str, int]:
    node, _, address = text.partition("=")
    host, _, port = address.rpartition(":")
    if not node or not host or not port.isdigit():
        raise argparse.ArgumentTypeError(f"not ID=HOST:PORT: {text}")
    return node, host, int(port)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m ristikontra.net.proxyconf",
        description="Write HAProxy's configuration for a group of `ristikontra serve` processes.")
    parser.add_argument("--processes", type=int, default=0, metavar="N",
                        help="N processes on this machine, on ports --first-port, +1, ...; "
                             "each process's id is its port")
    parser.add_argument("--first-port", type=int, default=9001, metavar="PORT")
    parser.add_argument("--host", default="127.0.0.1", help="where the processes listen (with --processes)")
    parser.add_argument("--server", type=_server, action="append", default=[], metavar="ID=HOST:PORT",
                        help="one process (repeatable): its --node id and address")
    parser.add_argument("--bind", default="127.0.0.1:8765",
                        help="the front's address, HOST:PORT (default 127.0.0.1:8765)")
    parser.add_argument("--drain", action="append", default=[], metavar="ID",
                        help="a process that gets no new connections (repeatable): it keeps its tables "
                             "until their games end")
    parser.add_argument("--cert", type=Path, metavar="PEM",
                        help="certificate and key in one PEM file: the front speaks TLS")
    args = parser.parse_args(argv)
    servers = list(args.server) + [(str(args.first_port + i), args.host, args.first_port + i)
                                   for i in range(args.processes)]
    try:
        sys.stdout.write(haproxy_config(servers, args.bind, args.cert, drain=args.drain))
    except ValueError as exc:
        parser.error(str(exc))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
