"""A thread's own asyncio loop, run to its end and closed: the network client's thread
(:class:`app.model.remote.ClientTransport`) and a hosted game's server thread
(:class:`app.net.server.ServerThread`) each run one. Qt-free; imports nothing of ours."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any


def run_to_end(loop: asyncio.AbstractEventLoop, main: Coroutine[Any, Any, None]) -> None:
    """Run ``main`` in ``loop`` (a new loop of the calling thread, kept where other threads
    can hand it work) until it ends, then shut its async generators down and close it."""
    try:
        loop.run_until_complete(main)
    finally:
        loop.run_until_complete(loop.shutdown_asyncgens())
        loop.close()
