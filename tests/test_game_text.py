"""The game log copies the game as pasteable text: notation, positions, picture and record."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QTimer
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtWidgets import QApplication
from test_table_support import click, popup_menu, row_card, start, trigger, window

from app.core.setup import SeatConfig
from app.rules import parse_action, parse_record_bytes, replay

__all__ = ["window"]  # the fixture


def test_copy_the_game_as_text_from_the_logs_menu(window, qtbot) -> None:
    s = start(window, (SeatConfig("Ann"), SeatConfig("Bob")))
    pid = s.state.white_row[0]
    click(window, row_card(s.state, pid))
    assert len(s.history) == 1
    QGuiApplication.clipboard().clear()
    log = window.log
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(10, 10),
                              log.viewport().mapToGlobal(QPoint(10, 10)))
    QTimer.singleShot(0, lambda: trigger(popup_menu(qtbot), "copyGameText"))
    QApplication.sendEvent(log.viewport(), event)
    text = QGuiApplication.clipboard().text()
    assert text == log.game_text()
    lines = text.splitlines()
    assert f"0  Ann: take {pid}" in lines
    assert parse_action(f"take {pid}") == s.history[0].action
    assert any(line.startswith("> 0: Ann") for line in lines)  # the picture of the position
    # the record at the end replays to the position on the table
    start_json = text.index('{\n "format"')
    record = parse_record_bytes(text[start_json:].encode("utf-8"))
    assert replay(record).state == s.state
