<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message numerus="yes">
        <location filename="../../app/commands/analyse.py" line="+123"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n slip</numerusform>
            <numerusform>%n slips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>biggest swing: turn %1</numerusform>
            <numerusform>biggest swings: turns %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n turn to review, about %1 of work</numerusform>
            <numerusform>%n turns to review, about %1 of work</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n turn to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</numerusform>
            <numerusform>%n turns to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message numerus="yes">
        <location filename="../../app/table/analysis_panel.py" line="+336"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n slip</numerusform>
            <numerusform>%n slips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n blunder</numerusform>
            <numerusform>%n blunders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message numerus="yes">
        <location filename="../../editor/balance.py" line="+343"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+115"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Cancelled after %n game</numerusform>
            <numerusform>Cancelled after %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Done: %n game played</numerusform>
            <numerusform>Done: %n games played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-229"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>With this many games, a seat&apos;s win rate is known within about ±%n percentage point.</numerusform>
            <numerusform>With this many games, a seat&apos;s win rate is known within about ±%n percentage points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>About %n game per setting measures it within ±5 percentage points.</numerusform>
            <numerusform>About %n games per setting measure it within ±5 percentage points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+220"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat tested in this run.</numerusform>
            <numerusform>Each seat is tested against a fair share with Holm&apos;s correction for the %n seats tested in this run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Too few games to tell an edge of 5 points: about %n game per setting is needed.</numerusform>
            <numerusform>Too few games to tell an edge of 5 points: about %n games per setting are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n game ended in a tie: each winner counts a share of the win.</numerusform>
            <numerusform>%n games ended in a tie: each winner counts a share of the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+300"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, game %2 (%n round)</numerusform>
            <numerusform>%1, game %2 (%n rounds)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceText</name>
    <message numerus="yes">
        <location filename="../../app/commands/balance.py" line="+115"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+5"/>
        <location line="+105"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-104"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>%n shortage in all</numerusform>
            <numerusform>%n shortages in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-62"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>played %1 of %n game</numerusform>
            <numerusform>played %1 of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n game tied: each winner counts a share of the win</numerusform>
            <numerusform>%n games tied: each winner counts a share of the win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>too few games to tell an edge of 5 points: about %n game per setting is needed</numerusform>
            <numerusform>too few games to tell an edge of 5 points: about %n games per setting are needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>puzzles (their intervals hold for the %n puzzle):</numerusform>
            <numerusform>puzzles (their intervals hold for all %n puzzles together):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>Holm&apos;s correction for %n seat tested against a fair share</numerusform>
            <numerusform>Holm&apos;s correction for %n seats tested against a fair share</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BotText</name>
    <message numerus="yes">
        <location filename="../../app/commands/bot.py" line="+145"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>the server refused %n action in a row (the last: %1): stopping</numerusform>
            <numerusform>the server refused %n actions in a row (the last: %1): stopping</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>the server&apos;s table could not be followed after %n resync in a row: stopping</numerusform>
            <numerusform>the server&apos;s table could not be followed after %n resyncs in a row: stopping</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>the server did not answer %n action in a row: stopping</numerusform>
            <numerusform>the server did not answer %n actions in a row: stopping</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>not finished (%n action)</numerusform>
            <numerusform>not finished (%n actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n empty square)</numerusform>
            <numerusform>%1 (%2, %n empty squares)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Tied on %1 and %n completed puzzle: %2 wins with more pieces left in the supply (%3 against %4)</numerusform>
            <numerusform>Tied on %1 and %n completed puzzles: %2 wins with more pieces left in the supply (%3 against %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Tied on %1, %n completed puzzle and %2 left in the supply: a shared victory</numerusform>
            <numerusform>Tied on %1, %n completed puzzles and %2 left in the supply: a shared victory</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>At most %n character: the rest of the pasted text was left out.</numerusform>
            <numerusform>At most %n characters: the rest of the pasted text was left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message numerus="yes">
        <location filename="../../editor/deck_files.py" line="+171"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>A deck&apos;s name has at most %n character; it was shortened to “%1”.</numerusform>
            <numerusform>A deck&apos;s name has at most %n characters; it was shortened to “%1”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…and %n more.</numerusform>
            <numerusform>…and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message numerus="yes">
        <location filename="../../editor/deck_page.py" line="+229"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Black puzzles, %n player</numerusform>
            <numerusform>Black puzzles, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>White puzzles, %n player</numerusform>
            <numerusform>White puzzles, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+113"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n white puzzle</numerusform>
            <numerusform>%n white puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n black puzzle</numerusform>
            <numerusform>%n black puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Set black puzzles for %n player</numerusform>
            <numerusform>Set black puzzles for %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message numerus="yes">
        <location filename="../../app/core/deck_state.py" line="+24"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>for %n player</numerusform>
            <numerusform>for %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>needs %n more white puzzle %1</numerusform>
            <numerusform>needs %n more white puzzles %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>needs %n more black puzzle %1</numerusform>
            <numerusform>needs %n more black puzzles %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n player</numerusform>
            <numerusform>%1–%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message numerus="yes">
        <location filename="../../app/commands/deck.py" line="+59"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n white puzzle</numerusform>
            <numerusform>%n white puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n black puzzle</numerusform>
            <numerusform>%n black puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>Set points of %n puzzle</numerusform>
            <numerusform>Set points of %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>Set reward of %n puzzle</numerusform>
            <numerusform>Set reward of %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>Make %n puzzle white</numerusform>
            <numerusform>Make %n puzzles white</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>Make %n puzzle black</numerusform>
            <numerusform>Make %n puzzles black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>Delete %n puzzle</numerusform>
            <numerusform>Delete %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>Duplicate %n puzzle</numerusform>
            <numerusform>Duplicate %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>Paste %n puzzle</numerusform>
            <numerusform>Paste %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n card selected</numerusform>
            <numerusform>%n cards selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message numerus="yes">
        <location filename="../../editor/exports.py" line="+102"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>Wrote %n page to %1</numerusform>
            <numerusform>Wrote %n pages to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message numerus="yes">
        <location filename="../../editor/panels.py" line="+249"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 of %n puzzle</numerusform>
            <numerusform>%1 of %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message numerus="yes">
        <location filename="../../app/table/game_files.py" line="+279"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>%n finished game could not be put in the history:
%1

It stays with the autosaves and goes to the history at a later start.</numerusform>
            <numerusform>%n finished games could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>%n finished game of an earlier start is now in the history.</numerusform>
            <numerusform>%n finished games of an earlier start are now in the history.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message numerus="yes">
        <location filename="../../editor/generator_dialog.py" line="+410"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>Add %n generated puzzle</numerusform>
            <numerusform>Add %n generated puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>&amp;Add %n to the deck</numerusform>
            <numerusform>&amp;Add %n to the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>%n candidate selected</numerusform>
            <numerusform>%n candidates selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <location filename="../../app/table/join_dialog.py" line="+269"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-75"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n game found</numerusform>
            <numerusform>%n games found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+63"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>%n game on this server: ask its host for the invite code.</numerusform>
            <numerusform>%n games on this server: ask its host for the invite code.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message numerus="yes">
        <location filename="../../editor/panels.py" line="-189"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n puzzle</numerusform>
            <numerusform>%n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message numerus="yes">
        <location filename="../../app/table/host_lobby.py" line="+312"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>Waiting for %n player to join (seat %1).</numerusform>
            <numerusform>Waiting for %n players to join (seat %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message numerus="yes">
        <location filename="../../app/table/lobby.py" line="+150"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n spectator watching</numerusform>
            <numerusform>%n spectators watching</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location filename="../../app/table/log_strip.py" line="+58"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Game log (%n new)</numerusform>
            <numerusform>Game log (%n new)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message numerus="yes">
        <location filename="../../editor/piece_page.py" line="+322"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n shape</numerusform>
            <numerusform>%n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+103"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Reward of %n puzzle: %1</numerusform>
            <numerusform>Reward of %n puzzles: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>Each player starts with %n.</numerusform>
            <numerusform>Each player starts with %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 is the reward of %n puzzle. Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</numerusform>
            <numerusform>%1 is the reward of %n puzzles. Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n piece</numerusform>
            <numerusform>%n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message numerus="yes">
        <location filename="../../editor/puzzle_inspector.py" line="+492"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>Filling %1 of %2: %n piece</numerusform>
            <numerusform>Filling %1 of %2: %n pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message numerus="yes">
        <location filename="../../editor/puzzle_model.py" line="+294"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n pts</numerusform>
            <numerusform>%1 · %n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: %2 puzzle, %n point, reward %3</numerusform>
            <numerusform>%1: %2 puzzle, %n points, reward %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message numerus="yes">
        <location filename="../../editor/puzzle_page.py" line="+429"/>
        <source>%n black</source>
        <translation>
            <numerusform>%n black</numerusform>
            <numerusform>%n black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n white</numerusform>
            <numerusform>%n white</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+102"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>Copied %n puzzle card</numerusform>
            <numerusform>Copied %n puzzle cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>Pasted %n puzzle card</numerusform>
            <numerusform>Pasted %n puzzle cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Left out, as a deck holds at most 500 puzzles: %n card.</numerusform>
            <numerusform>Left out, as a deck holds at most 500 puzzles: %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message numerus="yes">
        <location filename="../../app/commands/replay_text.py" line="+21"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n action left</numerusform>
            <numerusform>%n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <location filename="../../app/table/review.py" line="+510"/>
        <source>The deal, %n action(s) in all</source>
        <translation>
            <numerusform>The deal, %n action in all</numerusform>
            <numerusform>The deal, %n actions in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+227"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>The analysis is done: %n marked turn</numerusform>
            <numerusform>The analysis is done: %n marked turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message numerus="yes">
        <location filename="../../app/table/statistics.py" line="+678"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n game: scores from %1 to %2, the last %3</numerusform>
            <numerusform>%n games: scores from %1 to %2, the last %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Serving Project L at %1 (protocol %2, at most %n room); stop with Ctrl+C</numerusform>
            <numerusform>Serving Project L at %1 (protocol %2, at most %n rooms); stop with Ctrl+C</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message numerus="yes">
        <location filename="../../app/commands/simulate.py" line="+223"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>a game has 2 to 4 players, not %n (or use --solo)</numerusform>
            <numerusform>a game has 2 to 4 players, not %n (or use --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo plays each of 1 to 4 levels, not %n</numerusform>
            <numerusform>--solo plays each of 1 to 4 levels, not %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../../app/table/statistics.py" line="-250"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>%n unfinished game left out.</numerusform>
            <numerusform>%n unfinished games left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>%n lesson game left out.</numerusform>
            <numerusform>%n lesson games left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>⚠ %n game(s) of the history cannot be read and are left out: %1</source>
        <translation>
            <numerusform>⚠ %n game of the history cannot be read and is left out: %1</numerusform>
            <numerusform>⚠ %n games of the history cannot be read and are left out: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>after %n game(s) against the computer</source>
        <translation>
            <numerusform>after %n game against the computer</numerusform>
            <numerusform>after %n games against the computer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/game · mean of the last %n game: %3</numerusform>
            <numerusform>%1 %2/game · mean of the last %n games: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>points paid in %n game</numerusform>
            <numerusform>points paid in %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: placed %n time</numerusform>
            <numerusform>%1: placed %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+68"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>Exported %n game to %1</numerusform>
            <numerusform>Exported %n games to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message numerus="yes">
        <location filename="../../app/table/controller.py" line="+616"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Finishing Touches: %n placed, cost -%n point. Done applies them</numerusform>
            <numerusform>Finishing Touches: %n placed, cost -%n points. Done applies them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Master action: %n piece planned. Confirm applies it</numerusform>
            <numerusform>Master action: %n pieces planned. Confirm applies them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <location filename="../../app/table/scene.py" line="+316"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Master action: %n piece planned</numerusform>
            <numerusform>Master action: %n pieces planned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTooltips</name>
    <message numerus="yes">
        <location filename="../../app/table/tooltips.py" line="+52"/>
        <source>Fewest pieces that fill it: %n</source>
        <translation>
            <numerusform>Fewest pieces that fill it: %n</numerusform>
            <numerusform>Fewest pieces that fill it: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>Puzzle %1: %n point</numerusform>
            <numerusform>Puzzle %1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>%n square to fill</numerusform>
            <numerusform>%n squares to fill</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>%n square still empty</numerusform>
            <numerusform>%n squares still empty</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Reserve: piece %1, %n left</numerusform>
            <numerusform>Reserve: piece %1, %n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>%1&apos;s supply: piece %2, %n piece</numerusform>
            <numerusform>%1&apos;s supply: piece %2, %n pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>White deck: %n card left</numerusform>
            <numerusform>White deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Black deck: %n card left</numerusform>
            <numerusform>Black deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Deck: %n card left</numerusform>
            <numerusform>Deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>Column %1 is locked by %n counter</numerusform>
            <numerusform>Column %1 is locked by %n counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1 has completed %n puzzle</numerusform>
            <numerusform>%1 has completed %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Completed puzzles: %n</numerusform>
            <numerusform>Completed puzzles: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Finishing Touches: %n piece, %n point taken off</numerusform>
            <numerusform>Finishing Touches: %n pieces, %n points taken off</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>The automaton has taken %n puzzle</numerusform>
            <numerusform>The automaton has taken %n puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Its score: %n point</numerusform>
            <numerusform>Its score: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>The automaton&apos;s supply: %n counter</numerusform>
            <numerusform>The automaton&apos;s supply: %n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message numerus="yes">
        <location filename="../../app/model/time_left.py" line="+83"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>about %n minute left</numerusform>
            <numerusform>about %n minutes left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>about %n hour left</numerusform>
            <numerusform>about %n hours left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n point, reward %1</numerusform>
            <numerusform>%n points, reward %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message numerus="yes">
        <location filename="../../app/table/window_menus.py" line="+224"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>You have %n action left. End your turn anyway?</numerusform>
            <numerusform>You have %n actions left. End your turn anyway?</numerusform>
        </translation>
    </message>
</context>
</TS>
