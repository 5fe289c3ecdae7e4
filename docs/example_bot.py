"""A Project L bot in one file, with Python's standard library and websockets only (docs/bots.md).

    python example_bot.py ws://HOST:47470/ ABCD-EFGH [RECORD.json]

It joins a free seat, says it is ready, and plays simple legal moves: take a puzzle (black first,
while it holds fewer than 4), take a level-1 piece, end the turn; it places nothing in the
Finishing Touches. It follows the turns from the steps: three actions (a reward choice is free)
or end_turn end a turn, and the round after the one that empties the black deck is the last.
"""
import asyncio
import json
import sys

from websockets.asyncio.client import connect


class Table:
    def __init__(self, public):
        self.n, self.black = len(public["players"]), public["deck_sizes"]["black"]
        self.rows = {colour: list(public["rows"][colour]) for colour in ("white", "black")}
        self.turn = self.used = self.puzzles = 0
        self.last_round = None
        for step in public["steps"]:
            self.step(step["action"], step["reveals"], False)

    def step(self, action, reveals, mine):
        if action["type"] == "take_puzzle":
            for row in self.rows.values():
                if action["puzzle"] in row:
                    row.remove(action["puzzle"])
            self.puzzles += mine
        for colour, cards in reveals.items():  # cards drawn into the rows
            self.rows[colour] += cards
        self.black -= len(reveals.get("black", []))
        if self.black == 0 and self.last_round is None:
            self.last_round = self.turn // self.n + 1
        if action["type"] != "choose_reward":
            self.used += 1
            if action["type"] in ("end_turn", "finish") or self.used == 3:
                self.turn, self.used = self.turn + 1, 0

    def choose(self):
        if self.last_round is not None and self.turn // self.n > self.last_round:
            return {"type": "finish", "placements": []}
        if self.used == 0 and self.puzzles < 4 and (self.rows["black"] or self.rows["white"]):
            return {"type": "take_puzzle", "puzzle": (self.rows["black"] or self.rows["white"])[0]}
        return {"type": "take_piece"} if self.used < 2 else {"type": "end_turn"}


async def main(url, code, save=None):
    async with connect(url, max_size=None) as ws:
        async def send(**message):
            await ws.send(json.dumps(message))

        await send(type="hello", protocol=1, client="example-bot", name="Example")
        await send(type="join", code=code, name="Example")
        me, table, sent, seq = None, None, None, 0
        async for raw in ws:
            msg = json.loads(raw)
            if msg["type"] == "joined":
                me = msg["seat"]
                await send(type="ready", ready=True)
            elif msg["type"] == "game":
                table, sent = Table(msg["public"]), None
            elif msg["type"] == "step":
                table.step(msg["action"], msg["reveals"], msg["player"] == me)
                sent = None  # whoever acted, look again
            elif msg["type"] == "refused" and msg["seq"] == seq:
                not_yet = msg["reason"]["kind"] == "WRONG_PLAYER"  # someone still choosing a reward
                if sent in ("take_puzzle", "take_piece") and not not_yet:  # a piece to choose?
                    seq += 1
                    await send(type="act", seq=seq, action={"type": "end_turn"})
                sent = "wait"  # for the next step
            elif msg["type"] == "finished":  # the whole record, as the text of its file
                if save:
                    with open(save, "w", encoding="utf-8", newline="") as out:
                        out.write(msg["record"])
                print("game over:", ", ".join(json.loads(msg["record"])["players"]))
                return
            if table is not None and sent is None and table.turn % table.n == me:
                action, seq = table.choose(), seq + 1
                sent = action["type"]
                await send(type="act", seq=seq, action=action)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
