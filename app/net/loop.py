"""A thread's own asyncio loop, run to its end and closed: the network client's thread
(:class:`app.model.remote.ClientTransport`) and a hosted game's server thread
(:class:`app.net.server.ServerThread`) each run one. Qt-free; imports nothing of ours."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any

END_WITHIN = 10.0
"""Seconds the tasks left at a loop's end have to end once cancelled (a connection's close
waits up to 5 s for its reader)."""


def run_to_end(loop: asyncio.AbstractEventLoop, main: Coroutine[Any, Any, None]) -> None:
    """Run ``main`` in ``loop`` (a new loop of the calling thread, kept where other threads
    can hand it work) until it ends; then end the tasks still waiting in it, shut its async
    generators down and close it."""
    try:
        loop.run_until_complete(main)
    finally:
        try:
            _end_the_rest(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()


def _end_the_rest(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel the tasks still pending when ``main`` ended and run them to their end, as
    :func:`asyncio.run` does. Work another thread handed the loop can be begun and waiting
    when ``main`` ends (the client's closing work, begun as the client closed by itself and
    ended the thread's main): closed with the loop, a task is destroyed pending, its
    ``finally`` blocks never run, and Python says so on the terminal."""
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    if not pending:
        return
    for task in pending:
        task.cancel()
    ended = asyncio.gather(*pending, return_exceptions=True)
    # (a task may go on after its cancellation, closing a connection: a few seconds at most)
    with contextlib.suppress(TimeoutError, asyncio.CancelledError):
        loop.run_until_complete(asyncio.wait_for(ended, END_WITHIN))
