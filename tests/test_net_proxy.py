"""Several ``project-l serve`` processes behind the reverse proxies' configurations shipped in
packaging/server/ (HAProxy, nginx), run for real where the proxy is installed: a room made
through the proxy lands on either server, its invite code says which (``--code-prefix``), and a
client entering it by its code (``?room=`` in the URL) reaches that server; the servers take the
client's address from the proxy's ``X-Forwarded-For`` (``--trust-proxy``), so the limits per
address still bind one client and not everyone behind the proxy. Skipped where neither proxy
is installed (``apt install haproxy nginx``)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import socket
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from netkit import Client, other_addresses

from app.net.client import Client as NetClient
from app.net.client import ServerRefused
from app.net.protocol import MAX_CONNECTIONS_PER_ADDRESS, PROTOCOL_VERSION

ROOT = Path(__file__).resolve().parent.parent
CONFIGS = ROOT / "packaging" / "server"

pytestmark = pytest.mark.slow


def _free_ports(count: int) -> list[int]:
    sockets = [socket.socket() for _ in range(count)]
    try:
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


async def _stop(proc: asyncio.subprocess.Process) -> None:
    if proc.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            await asyncio.wait_for(proc.wait(), 10)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            await proc.wait()


async def _server(port: int, prefix: str) -> asyncio.subprocess.Process:
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "app.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
        "--code-prefix", prefix, "--trust-proxy", "127.0.0.1",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL,
        env=dict(os.environ, PYTHONPATH=str(ROOT)), start_new_session=True)
    assert proc.stdout is not None
    line = await asyncio.wait_for(proc.stdout.readline(), 60)  # "Serving Project L at ..."
    assert f":{port}/" in line.decode(), line
    return proc


async def _listening(port: int, proc: asyncio.subprocess.Process) -> None:
    """Wait until the proxy accepts connections (or has ended)."""
    for _ in range(2000):
        assert proc.returncode is None, "the proxy ended"
        try:
            _reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            await asyncio.sleep(0.005)
            continue
        writer.close()
        return
    raise AssertionError("the proxy does not listen")


@asynccontextmanager
async def behind(proxy: str, tmp_path: Path) -> AsyncIterator[tuple[str, dict[str, str]]]:
    """Two servers (codes A..., B...) behind ``proxy`` with the shipped configuration (its
    ports replaced by free ones); yields the proxy's ws:// address and each server's own."""
    front, port_a, port_b = _free_ports(3)
    name = "haproxy.cfg" if proxy == "haproxy" else "nginx.conf"
    text = (CONFIGS / name).read_text(encoding="utf-8")
    text = text.replace("47470", str(front)).replace("47481", str(port_a))
    text = text.replace("47482", str(port_b))
    text = text.replace("/tmp/project-l-nginx.pid", str(tmp_path / "nginx.pid"))
    config = tmp_path / name
    config.write_text(text, encoding="utf-8")
    command = (["haproxy", "-db", "-f", str(config)] if proxy == "haproxy" else
               ["nginx", "-c", str(config), "-p", str(tmp_path), "-g", "daemon off;"])
    processes = list(await asyncio.gather(_server(port_a, "A"), _server(port_b, "B")))
    try:
        processes.append(await asyncio.create_subprocess_exec(
            *command, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
            start_new_session=True))
        await _listening(front, processes[-1])
        yield f"ws://127.0.0.1:{front}/", {"A": f"ws://127.0.0.1:{port_a}/",
                                            "B": f"ws://127.0.0.1:{port_b}/"}
    finally:
        for proc in reversed(processes):
            await _stop(proc)


@pytest.mark.parametrize("proxy", ["haproxy", "nginx"])
def test_each_room_is_found_on_its_server_by_its_code(proxy: str, tmp_path: Path) -> None:
    if shutil.which(proxy) is None:
        pytest.skip(f"{proxy} is not installed")

    async def main() -> None:
        async with behind(proxy, tmp_path) as (url, servers):
            makers: list[NetClient] = []
            codes = []
            for i in range(4):  # the proxy sends each new room to the less busy server
                maker = NetClient(url, f"Maker {i}", rejoin_for=0)
                makers.append(maker)
                await maker.connect()
                created = await maker.create_room(f"Room {i}", {
                    "seats": [{"kind": "remote"}, {"kind": "remote"}]})
                codes.append(created.code)
                await maker.join(created.code, 0)
            assert {code[0] for code in codes} == {"A", "B"}, codes
            for code in codes:  # each is found on its own server through the proxy
                guest = NetClient(url, "Guest", room=code, rejoin_for=0)
                await guest.connect()
                joined = await guest.join(code)
                assert joined.seat == 1
                await guest.close()
            # (the other server does not know the room: the proxy found the right one)
            code = codes[0]
            stray = NetClient(servers["B" if code[0] == "A" else "A"], "Stray", rejoin_for=0)
            await stray.connect()
            with pytest.raises(ServerRefused) as refused:
                await stray.spectate(code)
            assert refused.value.code == "no_such_room"
            await stray.close()
            for maker in makers:
                await maker.close()

    asyncio.run(main())


@pytest.mark.skipif(not other_addresses(), reason="cannot connect from 127.0.0.2")
@pytest.mark.parametrize("proxy", ["haproxy", "nginx"])
def test_behind_the_proxy_the_limits_bind_each_client(proxy: str, tmp_path: Path) -> None:
    if shutil.which(proxy) is None:
        pytest.skip(f"{proxy} is not installed")

    async def main() -> None:
        async with behind(proxy, tmp_path) as (url, _servers):
            to_a = url + "?room=A2345678"  # every connection to the same server
            flood: list[Client] = []
            refused = None
            for _ in range(MAX_CONNECTIONS_PER_ADDRESS + 1):
                client = await Client.open(to_a, "Mallory", hello=False, source="127.0.0.2")
                with contextlib.suppress(Exception):
                    await client.send({"type": "hello", "protocol": PROTOCOL_VERSION,
                                       "client": "t", "name": "M"})
                answer = await client.expect("welcome", "error")
                if answer["type"] == "error":
                    refused = answer
                flood.append(client)
            assert refused is not None and refused["code"] == "address_limit"
            # another client of the same proxy is welcome: the servers tell them apart
            honest = await Client.open(to_a, "Ann", source="127.0.0.3")
            await honest.close()
            for client in flood:
                with contextlib.suppress(Exception):
                    await client.close()

    asyncio.run(main())
