"""A Project L bot in one file, with Python's standard library and websockets only (docs/bots.md).

    python example_bot.py ws://HOST:47470/ ABCD-EFGH [RECORD.json]

It joins a free seat of a (classic) game, says it is ready and plays simple legal moves, reading
the public state that every `game`, `step` and `undone` message carries: the first reward it is
offered, a puzzle (black first) while it holds fewer than four, a level-1 piece while the reserve
has one, else it ends its turn; it places nothing in the Finishing Touches. At the end it prints
the scores and saves the record if asked.
"""
import asyncio
import json
import sys

from websockets.asyncio.client import connect


def choose(state, me):
    """The action for seat `me` in the public `state`, or None when it is not its turn."""
    if state["current_player"] != me or state["phase"] == "finished":
        return None
    if state["phase"] == "finishing_touches":
        return {"type": "finish", "placements": []}
    if state["pending"]:  # a completed puzzle's reward, when the reserve leaves a choice
        return {"type": "choose_reward", "piece": state["pending"]["options"][0]}
    row = state["black_row"] + state["white_row"]
    if row and len(state["players"][me]["puzzles"]) < 4:
        return {"type": "take_puzzle", "puzzle": row[0]}
    if state["reserve"].get("O1", 0) > 0:
        return {"type": "take_piece"}
    return {"type": "end_turn"}


async def main(url, code, save=None):
    async with connect(url, max_size=None) as ws:
        async def send(**message):
            await ws.send(json.dumps(message))

        await send(type="hello", protocol=2, client="example-bot", name="Example")
        await send(type="join", code=code, name="Example")
        me, seq, state = None, 0, None
        async for raw in ws:
            msg = json.loads(raw)
            if msg["type"] == "joined":
                me = msg["seat"]
                await send(type="ready", ready=True)
            elif msg["type"] in ("error", "refused", "bye"):
                sys.exit(f"{msg['type']}: {msg.get('message', msg.get('reason'))}")
            elif msg["type"] == "finished":  # the whole record, as the text of its file
                if save:
                    with open(save, "w", encoding="utf-8", newline="") as out:
                        out.write(msg["record"])
                scores = (f"{p['name']} {p['score']}" for p in state["players"])
                print("game over:", ", ".join(scores))
                return
            state = msg.get("state", state)  # the position after this message
            action = choose(state, me) if "state" in msg else None
            if action is not None:
                seq += 1
                await send(type="act", seq=seq, action=action)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
