<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AnalyseText</name>
    <message>
        <location filename="../../app/commands/analyse.py" line="+82"/>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>slip</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no mark</source>
        <translation>ohne Markierung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn %1, round %2, %3</source>
        <translation>Zug %1, Runde %2, %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the best turn found</source>
        <translation>der beste gefundene Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>close to the best turn found</source>
        <translation>nah am besten gefundenen Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>played: %1 (expected margin %2)</source>
        <translation>gespielt: %1 (erwarteter Vorsprung %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>better: %1 (expected margin %2)</source>
        <translation>besser: %1 (erwarteter Vorsprung %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>why: %1</source>
        <translation>warum: %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1, margin lost: %2</source>
        <translation>%1, verlorener Vorsprung: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: accuracy %2, mean loss a turn: %3</source>
        <translation>%1: Genauigkeit %2, mittlerer Verlust pro Zug: %3</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n grober Fehler</numerusform>
            <numerusform>%n grobe Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>biggest swing(s): turn(s) %1</source>
        <translation>
            <numerusform>größter Umschwung: Zug %1</numerusform>
            <numerusform>größte Umschwünge: Züge %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game stayed open to the end.</source>
        <translation>Die Partie blieb bis zum Ende offen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was decided at turn %1.</source>
        <translation>Die Partie war ab Zug %1 entschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was decided at turn %1, in round %2, on %3&apos;s turn.</source>
        <translation>Die Partie war ab Zug %1 entschieden (Runde %2, am Zug: %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Vorsprung vor dem Meisterpuzzler: die Punkte des Spielers am Ende minus die des Meisterpuzzlers.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>(the analysis stored in the file)</source>
        <translation>(die in der Datei gespeicherte Analyse)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>analysis stored in %1</source>
        <translation>Analyse in %1 gespeichert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs seat numbers from 0 to %1, not %2</source>
        <translation>--players braucht Platznummern von 0 bis %1, nicht %2</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>turns analysed: %1 of %2, about %3 left</source>
        <translation>analysierte Züge: %1 von %2, noch etwa %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+3"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1 %2</source>
        <comment>analyse: hours, then minutes</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work</source>
        <translation>
            <numerusform>%n Zug zu analysieren, etwa %1 Arbeit</numerusform>
            <numerusform>%n Züge zu analysieren, etwa %1 Arbeit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n turn(s) to review, about %1 of work: more than --max-turns allows (%2). Review fewer seats (--players), lower --budget, or raise --max-turns.</source>
        <translation>
            <numerusform>%n Zug zu analysieren, etwa %1 Arbeit: mehr, als --max-turns erlaubt (%2). Analysiere weniger Plätze (--players), senke --budget oder erhöhe --max-turns.</numerusform>
            <numerusform>%n Züge zu analysieren, etwa %1 Arbeit: mehr, als --max-turns erlaubt (%2). Analysiere weniger Plätze (--players), senke --budget oder erhöhe --max-turns.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../app/ai/explanations.py" line="+28"/>
        <source>completes {puzzle} now and takes its {reward} reward</source>
        <translation>löst {puzzle} jetzt und nimmt die Belohnung {reward}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzles} this turn</source>
        <translation>löst {puzzles} in diesem Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completes {puzzles} this turn instead of only {other}</source>
        <translation>löst {puzzles} in diesem Zug statt nur {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>completes {puzzle} now and takes its {reward} reward a round earlier</source>
        <translation>löst {puzzle} jetzt und nimmt die Belohnung {reward} eine Runde früher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points, instead of {other}</source>
        <translation>nimmt {puzzle} ({points} Punkte) statt {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzle}, worth {points} points</source>
        <translation>nimmt {puzzle} ({points} Punkte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {piece}, which completes {puzzle} next turn</source>
        <translation>nimmt {piece}, mit dem {puzzle} im nächsten Zug gelöst wird</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses the master action to place {count} pieces at once</source>
        <translation>setzt mit der Meisteraktion {count} Steine auf einmal ein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>uses every action instead of ending the turn with {left} left</source>
        <translation>nutzt jede Aktion, statt den Zug mit {left} übrigen Aktionen zu beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that complete {puzzle}</source>
        <translation>Feinschliff, der {puzzle} löst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches that cost fewer points</source>
        <translation>Feinschliff, der weniger Punkte kostet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gets {piece} instead of {other}</source>
        <translation>bekommt {piece} statt {other}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also gets {piece}</source>
        <translation>bekommt zusätzlich {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upgrades {old} to {piece} instead of getting {other}</source>
        <translation>wertet {old} zu {piece} auf, statt {other} zu bekommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>also upgrades {old} to {piece}</source>
        <translation>wertet zusätzlich {old} zu {piece} auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} (reward {reward}) instead of {other}</source>
        <translation>nimmt {puzzle} (Belohnung {reward}) statt {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>takes {puzzles} instead of {others}</source>
        <translation>nimmt {puzzles} statt {others}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also takes {puzzle} (reward {reward})</source>
        <translation>nimmt zusätzlich {puzzle} (Belohnung {reward})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes {puzzle} before {other}</source>
        <translation>nimmt {puzzle} vor {other}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fills more squares of unfinished puzzles</source>
        <translation>füllt mehr Felder ungelöster Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>keeps more points in reach</source>
        <translation>hält mehr Punkte in Reichweite</translation>
    </message>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+62"/>
        <source>slip</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S (slip)</source>
        <comment>the letter on a slip&apos;s badge</comment>
        <translation>U (Ungenauigkeit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>M (mistake)</source>
        <comment>the letter on a mistake&apos;s badge</comment>
        <translation>F (Fehler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B (blunder)</source>
        <comment>the letter on a blunder&apos;s badge</comment>
        <translation>P (Patzer)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>-%1</source>
        <translation>-%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1, %2: %3 (%4)</source>
        <translation>Runde %1, %2: %3 (%4)</translation>
    </message>
</context>
<context>
    <name>AnalysisChart</name>
    <message>
        <location filename="../../app/table/analysis_chart.py" line="+222"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-90"/>
        <source>Margin</source>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Margin over the automaton</source>
        <translation>Vorsprung vor dem Meisterpuzzler</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>decided</source>
        <translation>entschieden</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <location filename="../../app/table/analysis_panel.py" line="+54"/>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel the analysis</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Expected margin over the game</source>
        <translation>Erwarteter Vorsprung im Lauf der Partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+9"/>
        <source>Marked turns</source>
        <translation>Markierte Züge</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Summary of the analysis</source>
        <translation>Zusammenfassung der Analyse</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The marked turn in words</source>
        <translation>Der markierte Zug in Worten</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Analysis &gt; Analyse the game: the computer looks at every turn of the players and marks the ones that lost points.</source>
        <translation>Analyse &gt; Partie analysieren: Der Computer prüft jeden Zug der Spieler und markiert die, die Punkte gekostet haben.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Analysing the game…</source>
        <translation>Die Partie wird analysiert…</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+78"/>
        <source>Better: %1</source>
        <translation>Besser: %1</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>No turn lost a point or more.</source>
        <translation>Kein Zug hat einen Punkt oder mehr gekostet.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>round %1 (turn of %2)</source>
        <translation>Runde %1 (Zug von %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n slip(s)</source>
        <translation>
            <numerusform>%n Ungenauigkeit</numerusform>
            <numerusform>%n Ungenauigkeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n Patzer</numerusform>
            <numerusform>%n Patzer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: accuracy %2 %</source>
        <translation>%1: Genauigkeit %2 %</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <comment>a turn and the margin it lost</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Biggest swings: %1</source>
        <translation>Größte Verluste: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Margin over the automaton: the player&apos;s final score minus the automaton&apos;s.</source>
        <translation>Vorsprung vor dem Meisterpuzzler: die Punkte des Spielers am Ende minus die des Meisterpuzzlers.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game was decided in %1.</source>
        <translation>Die Partie wurde in %1 entschieden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game stayed open to the end.</source>
        <translation>Die Partie blieb bis zum Schluss offen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The expected final margin over the automaton at the start of each turn.</source>
        <translation>Der erwartete Endvorsprung vor dem Meisterpuzzler zu Beginn jedes Zuges.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each player&apos;s expected final margin at the start of each turn.</source>
        <translation>Der erwartete Endvorsprung jedes Spielers zu Beginn jedes Zuges.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>&lt;b&gt;Played:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Gespielt:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Better:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Besser:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Why:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Warum:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;played</source>
        <translation>&amp;Gespielten zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the better turn; show the turn played instead (B)</source>
        <translation>Der Tisch zeigt den besseren Zug; stattdessen den gespielten Zug zeigen (B)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show &amp;better</source>
        <translation>&amp;Besseren zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table shows the turn played; show the better turn instead (B)</source>
        <translation>Der Tisch zeigt den gespielten Zug; stattdessen den besseren Zug zeigen (B)</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Analysing turn %1 of %2 — %3</source>
        <translation>Analysiere Zug %1 von %2 — %3</translation>
    </message>
</context>
<context>
    <name>BalanceCharts</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+52"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>BalanceDialog</name>
    <message>
        <location filename="../../editor/balance.py" line="+281"/>
        <source>Balance lab — %1</source>
        <translation>Balance-Labor — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games to play</source>
        <translation>Zu spielende Spiele</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI levels (taking turns in the seats):</source>
        <translation>KI-Stärken (wechseln sich auf den Plätzen ab):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Games per setting:</source>
        <translation>&amp;Spiele je Einstellung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Run</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;lose</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Solo, standard</source>
        <translation>Solo, normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, challenging</source>
        <translation>Solo, herausfordernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo, unbeatable</source>
        <translation>Solo, unmöglich</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+86"/>
        <source>The games stopped: %1</source>
        <translation>Die Spiele wurden beendet: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Cancelled after %n game(s)</source>
        <translation>
            <numerusform>Abgebrochen nach %n Spiel</numerusform>
            <numerusform>Abgebrochen nach %n Spielen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Done: %n game(s) played</source>
        <translation>
            <numerusform>Fertig: %n Spiel gespielt</numerusform>
            <numerusform>Fertig: %n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the games to play, then Run.</source>
        <translation>Wähle die Spiele aus und klicke dann auf Starten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Games played: %1 of %2</source>
        <translation>Gespielte Spiele: %1 von %2</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This deck</source>
        <translation>Dieses Deck</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Classic deck</source>
        <translation>Klassisches Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balance of “%1”</source>
        <translation>Balance von „%1“</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message numerus="yes">
        <location line="+239"/>
        <location line="+18"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>First player&apos;s edge</source>
        <translation>Vorteil des Startspielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mean rounds</source>
        <translation>Mittlere Rundenzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games with a shortage</source>
        <translation>Spiele mit Engpass</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shortages in all</source>
        <translation>Engpässe insgesamt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton&apos;s mean score</source>
        <translation>Mittlere Punktzahl des Meisterpuzzlers</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+120"/>
        <source>Piece</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+120"/>
        <source>Received</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Export the report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>HTML-Bericht (*.html);;PDF-Bericht (*.pdf)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot export the report</source>
        <translation>Der Bericht kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="-618"/>
        <source>&amp;Open in the replay review</source>
        <translation>Im &amp;Nachspielen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Setting:</source>
        <translation>Einstellun&amp;g:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rewards</source>
        <translation>Belohnungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd games</source>
        <translation>Auffällige Spiele</translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>With this many games, a seat&apos;s win rate is known within about ±%n percentage point(s).</source>
        <translation>
            <numerusform>Mit so vielen Spielen ist die Gewinnrate eines Platzes auf etwa ±%n Prozentpunkt genau bekannt.</numerusform>
            <numerusform>Mit so vielen Spielen ist die Gewinnrate eines Platzes auf etwa ±%n Prozentpunkte genau bekannt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Previous version</source>
        <translation>Vorherige Version</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Compared with the classic deck and with the previous version of this deck (the run of %1, %2 per setting). Changed since: added %3; removed %4; changed %5.</source>
        <translation>Verglichen mit dem klassischen Deck und mit der vorherigen Version dieses Decks (der Lauf vom %1, %2 je Einstellung). Seitdem geändert: hinzugefügt %3; entfernt %4; geändert %5.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Every figure has its 95% interval. A tie splits its win between its winners.</source>
        <translation>Jede Kennzahl hat ihr 95-%-Intervall. Ein Unentschieden teilt seinen Sieg unter seinen Gewinnern auf.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Each seat is tested against a fair share with Holm&apos;s correction for the %n seat(s) tested in this run.</source>
        <translation>
            <numerusform>Jeder Platz wird gegen einen fairen Anteil getestet, mit Holms Korrektur für den %n in diesem Lauf getesteten Platz.</numerusform>
            <numerusform>Jeder Platz wird gegen einen fairen Anteil getestet, mit Holms Korrektur für die %n in diesem Lauf getesteten Plätze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Too few games to tell an edge of 5 points: about %n game(s) per setting are needed.</source>
        <translation>
            <numerusform>Zu wenige Spiele, um einen Vorteil von 5 Prozentpunkten zu erkennen: nötig ist etwa %n Spiel je Einstellung.</numerusform>
            <numerusform>Zu wenige Spiele, um einen Vorteil von 5 Prozentpunkten zu erkennen: nötig sind etwa %n Spiele je Einstellung.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Share of the wins by seat (95% interval)</source>
        <translation>Anteil an den Siegen nach Platz (95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fair share %1%</source>
        <translation>fairer Anteil %1 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scores (share of the seats, 95% interval)</source>
        <translation>Punktzahlen (Anteil der Plätze, 95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game length in rounds (share of the games, 95% interval)</source>
        <translation>Spiellänge in Runden (Anteil der Spiele, 95-%-Intervall)</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+3"/>
        <location line="+48"/>
        <location line="+63"/>
        <location line="+5"/>
        <location line="+42"/>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>Seat %1&apos;s share of the wins</source>
        <translation>Anteil von Platz %1 an den Siegen</translation>
    </message>
    <message>
        <location line="+36"/>
        <location line="+121"/>
        <source>Seats that received it</source>
        <translation>Plätze, die ihn erhielten</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>Their share of the wins</source>
        <translation>Deren Anteil an den Siegen</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+122"/>
        <source>Fair share</source>
        <translation>Fairer Anteil</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+121"/>
        <source>p-value (Holm)</source>
        <translation>p-Wert (Holm)</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Flagged: %1</source>
        <translation>Markiert: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No puzzle lies clearly outside the range of its colour.</source>
        <translation>Kein Puzzle liegt deutlich außerhalb des Bereichs seiner Farbe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt; 0.001</source>
        <translation>&lt; 0,001</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>▲ too strong</source>
        <translation>▲ zu stark</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▼ too weak</source>
        <translation>▼ zu schwach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>zu wenige Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dealt</source>
        <translation>Ausgeteilt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>On offer</source>
        <translation>Ausliegend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken when on offer</source>
        <translation>Genommen, wenn ausliegend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Completed when taken</source>
        <translation>Gelöst, wenn genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken per turn on offer</source>
        <translation>Genommen je Zug mit Auslage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points per game dealt</source>
        <translation>Punkte je Spiel (ausgeteilt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per game on offer</source>
        <translation>Punkte je Spiel (ausliegend)</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message numerus="yes">
        <location line="-557"/>
        <source>About %n game(s) per setting measure it within ±5 percentage points.</source>
        <translation>
            <numerusform>Etwa %n Spiel je Einstellung misst sie auf ±5 Prozentpunkte genau.</numerusform>
            <numerusform>Etwa %n Spiele je Einstellung messen sie auf ±5 Prozentpunkte genau.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+219"/>
        <source>These are AI games: people may play otherwise.</source>
        <translation>Das sind KI-Spiele: Menschen spielen vielleicht anders.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Compared with the classic deck. The next run of a changed version of this deck is compared with this one too.</source>
        <translation>Verglichen mit dem klassischen Deck. Der nächste Lauf einer geänderten Version dieses Decks wird auch mit diesem verglichen.</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Each rate is measured against how often the puzzle was in play: when on offer (face up in a row), when taken, when dealt.</source>
        <translation>Jede Rate wird daran gemessen, wie oft das Puzzle im Spiel war: wenn es auslag (offen in einer Reihe), wenn es genommen, wenn es ausgeteilt wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A puzzle is too strong or too weak when its points per game on offer lie clearly outside the range of most puzzles of its colour.</source>
        <translation>Ein Puzzle ist zu stark oder zu schwach, wenn seine Punkte je Spiel mit Auslage deutlich außerhalb des Bereichs der meisten Puzzles seiner Farbe liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its intervals hold for all the deck&apos;s puzzles together.</source>
        <translation>Seine Intervalle gelten für alle Puzzles des Decks zugleich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a column&apos;s title to sort.</source>
        <translation>Klicke zum Sortieren auf einen Spaltentitel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seats that received a reward piece, and their share of the wins, against a seat&apos;s fair share; the strongest evidence first.</source>
        <translation>Die Plätze, die einen Belohnungsstein erhielten, und ihr Anteil an den Siegen, verglichen mit dem fairen Anteil eines Platzes; die am besten belegten zuerst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The p-values are corrected for testing every piece (Holm): under 0.05, the difference is hardly chance.</source>
        <translation>Die p-Werte sind für das Testen jedes Steins korrigiert (Holm): unter 0,05 ist der Unterschied kaum Zufall.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games far longer or shorter than the others (beyond three interquartile ranges, of at least two rounds).</source>
        <translation>Spiele, die weit länger oder kürzer als die anderen waren (jenseits von drei Interquartilsabständen, von mindestens zwei Runden).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their records are kept with the run: open one to watch it.</source>
        <translation>Ihre Aufzeichnungen werden mit dem Lauf aufbewahrt: Öffne eines, um es anzusehen.</translation>
    </message>
    <message>
        <location line="+261"/>
        <source>The first player wins more than a fair share (Holm-adjusted p %1).</source>
        <translation>Der Startspieler gewinnt mehr als einen fairen Anteil (Holm-korrigiertes p %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player wins less than a fair share (Holm-adjusted p %1).</source>
        <translation>Der Startspieler gewinnt weniger als einen fairen Anteil (Holm-korrigiertes p %1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first player&apos;s edge is under 5 points either way.</source>
        <translation>Der Vorteil des Startspielers liegt in beide Richtungen unter 5 Prozentpunkten.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) ended in a tie: each winner counts a share of the win.</source>
        <translation>
            <numerusform>%n Spiel endete unentschieden: Jeder Gewinner zählt einen Anteil des Siegs.</numerusform>
            <numerusform>%n Spiele endeten unentschieden: Jeder Gewinner zählt einen Anteil des Siegs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Median rounds</source>
        <translation>Median der Runden</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+144"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+145"/>
        <source>AI levels</source>
        <translation>KI-Stärken</translation>
    </message>
    <message>
        <location line="-145"/>
        <location line="+145"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+144"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message numerus="yes">
        <location line="+62"/>
        <source>%1, game %2 (%n round(s))</source>
        <translation>
            <numerusform>%1, Spiel %2 (%n Runde)</numerusform>
            <numerusform>%1, Spiel %2 (%n Runden)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BalanceText</name>
    <message>
        <location filename="../../app/commands/balance.py" line="+92"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>95% interval %1 to %2</source>
        <translation>95-%-Intervall %1 bis %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>solo, %1</source>
        <translation>Solo, %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <location line="+5"/>
        <location line="+105"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <location line="-106"/>
        <source>Balance of “%1”: %2 per setting, AI %3, seeds %4 to %5, %6</source>
        <translation>Balance von „%1“: %2 je Einstellung, KI %3, Seeds %4 bis %5, %6</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Prozess</numerusform>
            <numerusform>%n Prozesse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1   [classic: %2]</source>
        <translation>%1   [klassisch: %2]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>seat %1 wins %2 (%3)</source>
        <translation>Platz %1 gewinnt %2 (%3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>first player&apos;s edge %1 (%2)</source>
        <translation>Vorteil des Startspielers: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>%n shortage(s) in all</source>
        <translation>
            <numerusform>%n Engpass insgesamt</numerusform>
            <numerusform>%n Engpässe insgesamt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shortages: none</source>
        <translation>Engpässe: keine</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown setting %1 (choose 2, 3, 4 or solo-%2)</source>
        <translation>unbekannte Einstellung %1 (wähle 2, 3, 4 oder solo-%2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>unbekannte KI-Stärke %1 (wähle %2)</translation>
    </message>
    <message>
        <location line="-112"/>
        <source>%1   [previous version: %2]</source>
        <translation>%1   [vorherige Version: %2]</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n game(s) tied: each winner counts a share of the win</source>
        <translation>
            <numerusform>%n Spiel unentschieden: jeder Gewinner zählt einen Anteil des Siegs</numerusform>
            <numerusform>%n Spiele unentschieden: jeder Gewinner zählt einen Anteil des Siegs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the first player wins more than a fair share (Holm-adjusted p %1)</source>
        <translation>der Startspieler gewinnt mehr als einen fairen Anteil (Holm-korrigiertes p %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player wins less than a fair share (Holm-adjusted p %1)</source>
        <translation>der Startspieler gewinnt weniger als einen fairen Anteil (Holm-korrigiertes p %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the first player&apos;s edge is under 5 points either way</source>
        <translation>der Vorteil des Startspielers liegt in beide Richtungen unter 5 Prozentpunkten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>score: mean %1 (%2), standard deviation %3, from %4 to %5</source>
        <translation>Punktzahl: Mittel %1 (%2), Standardabweichung %3, von %4 bis %5</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rounds: mean %1 (%2), median %3 (%4), from %5 to %6</source>
        <translation>Runden: Mittel %1 (%2), Median %3 (%4), von %5 bis %6</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>odd game: game %1 (seed %2, %3) lasted %4</source>
        <translation>auffälliges Spiel: Spiel %1 (Startwert %2, %3) dauerte %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its record: %1</source>
        <translation>seine Aufzeichnung: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>automaton: mean score %1 (%2)</source>
        <translation>Meisterpuzzler: mittlere Punktzahl %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shortages: in %1 of the games (%2; %3)</source>
        <translation>Engpässe: in %1 der Spiele (%2; %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>reward pieces: share of the wins of the seats that received them, against a fair %1, strongest evidence first:</source>
        <translation>Belohnungssteine: Anteil an den Siegen der Plätze, die sie erhielten, verglichen mit fairen %1, am besten belegte zuerst:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2 (%3) of %4</source>
        <translation>%1 %2 (%3) von %4</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n Platz</numerusform>
            <numerusform>%n Plätzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>puzzles (their intervals hold for all %n puzzles together):</source>
        <translation>
            <numerusform>Puzzles (ihre Intervalle gelten für alle %n Puzzle zugleich):</numerusform>
            <numerusform>Puzzles (ihre Intervalle gelten für alle %n Puzzles zugleich):</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>dealt</source>
        <translation>ausgeteilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on offer</source>
        <translation>ausliegend</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>taken when on offer</source>
        <translation>genommen, wenn ausliegend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>completed when taken</source>
        <translation>gelöst, wenn genommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>points per game dealt</source>
        <translation>Punkte je Spiel (ausgeteilt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>too strong</source>
        <translation>zu stark</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>too weak</source>
        <translation>zu schwach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too few games</source>
        <translation>zu wenige Spiele</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Holm&apos;s correction for %n seat(s) tested against a fair share</source>
        <translation>
            <numerusform>Holms Korrektur für %n gegen einen fairen Anteil getesteten Platz</numerusform>
            <numerusform>Holms Korrektur für %n gegen einen fairen Anteil getestete Plätze</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>previous version: the run of %1 (%2 per setting)</source>
        <translation>vorherige Version: der Lauf vom %1 (%2 je Einstellung)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>changed since: added %1; removed %2; changed %3</source>
        <translation>seitdem geändert: hinzugefügt %1; entfernt %2; geändert %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>records: %1 written to %2</source>
        <translation>Aufzeichnungen: %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message numerus="yes">
        <location line="-123"/>
        <source>played %1 of %n game(s)</source>
        <translation>
            <numerusform>%1 von %n Spiel gespielt</numerusform>
            <numerusform>%1 von %n Spielen gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>too few games to tell an edge of 5 points: about %n game(s) per setting are needed</source>
        <translation>
            <numerusform>zu wenige Spiele, um einen Vorteil von 5 Prozentpunkten zu erkennen: nötig ist etwa %n Spiel je Einstellung</numerusform>
            <numerusform>zu wenige Spiele, um einen Vorteil von 5 Prozentpunkten zu erkennen: nötig sind etwa %n Spiele je Einstellung</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BetterTurn</name>
    <message>
        <location filename="../../app/table/better_turn.py" line="+87"/>
        <source>Better: take</source>
        <translation>Besser: nehmen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>BotText</name>
    <message>
        <location filename="../../app/commands/bot.py" line="+115"/>
        <source>playing seat %1 in room %2</source>
        <translation>spielt auf Platz %1 im Raum %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>watching room %1</source>
        <translation>schaut im Raum %1 zu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>connection lost: rejoining...</source>
        <translation>Verbindung verloren: verbinde neu …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>back in the game</source>
        <translation>wieder im Spiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot join the game: %1</source>
        <translation>kann dem Spiel nicht beitreten: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the connection ended before the game did: %1</source>
        <translation>die Verbindung endete vor dem Spiel: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>record saved to %1</source>
        <translation>Aufzeichnung gespeichert in %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>cannot save the record: %1</source>
        <translation>die Aufzeichnung kann nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>the server refused %n action(s) in a row (the last: %1): stopping</source>
        <translation>
            <numerusform>der Server hat %n Aktion in Folge abgelehnt (die letzte: %1): Abbruch</numerusform>
            <numerusform>der Server hat %n Aktionen in Folge abgelehnt (die letzte: %1): Abbruch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server&apos;s table could not be followed after %n resync(s) in a row: stopping</source>
        <translation>
            <numerusform>dem Tisch des Servers ist nach %n Neuabgleich in Folge nicht zu folgen: Abbruch</numerusform>
            <numerusform>dem Tisch des Servers ist nach %n Neuabgleichen in Folge nicht zu folgen: Abbruch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>the server did not answer %n action(s) in a row: stopping</source>
        <translation>
            <numerusform>der Server hat auf %n Aktion in Folge nicht geantwortet: Abbruch</numerusform>
            <numerusform>der Server hat auf %n Aktionen in Folge nicht geantwortet: Abbruch</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the server sent what the bot cannot read (%1): stopping</source>
        <translation>der Server hat gesendet, was der Bot nicht lesen kann (%1): Abbruch</translation>
    </message>
</context>
<context>
    <name>Callout</name>
    <message>
        <location filename="../../app/table/callout.py" line="+285"/>
        <source>Press F6 for the buttons: %1</source>
        <translation>F6 drücken für die Knöpfe: %1</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../../app/table/chat.py" line="+41"/>
        <source>Chat messages</source>
        <translation>Chatnachrichten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Write to the table…</source>
        <translation>Schreib an den Tisch…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat message</source>
        <translation>Chatnachricht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ClassicDeck</name>
    <message>
        <location filename="../../app/i18n.py" line="+597"/>
        <source>Classic (first edition)</source>
        <translation>Klassisch (erste Edition)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 52 puzzles and 9 piece shapes of the first edition (2020).</source>
        <translation>Die 52 Puzzles und 9 Steinformen der ersten Edition (2020).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>monomino</source>
        <translation>Monomino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>domino</source>
        <translation>Domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tromino</source>
        <translation>gerades Tromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tromino</source>
        <translation>L-Tromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>straight tetromino</source>
        <translation>gerades Tetromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>square tetromino</source>
        <translation>quadratisches Tetromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L tetromino</source>
        <translation>L-Tetromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T tetromino</source>
        <translation>T-Tetromino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S/Z tetromino</source>
        <translation>S/Z-Tetromino</translation>
    </message>
</context>
<context>
    <name>ContinueAction</name>
    <message>
        <location filename="../../app/table/pause.py" line="+20"/>
        <source>C&amp;ontinue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Let the next computer player move (C, or Space on the table)</source>
        <translation>Den nächsten Computerspieler ziehen lassen (C, oder Leertaste auf dem Tisch)</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../../app/table/counts.py" line="+31"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>not finished (%n action(s))</source>
        <translation>
            <numerusform>nicht beendet (%n Aktion)</numerusform>
            <numerusform>nicht beendet (%n Aktionen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 (%2, %n empty square(s))</source>
        <translation>
            <numerusform>%1 (%2, %n freies Feld)</numerusform>
            <numerusform>%1 (%2, %n freie Felder)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Tied on %1 and %n completed puzzle(s): %2 wins with more pieces left in the supply (%3 against %4)</source>
        <translation>
            <numerusform>Punktgleich (%1) mit je %n gelöstem Puzzle: %2 gewinnt mit mehr Steinen im Vorrat (%3 gegen %4)</numerusform>
            <numerusform>Punktgleich (%1) mit je %n gelösten Puzzles: %2 gewinnt mit mehr Steinen im Vorrat (%3 gegen %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tied on %1, %n completed puzzle(s) and %2 left in the supply: a shared victory</source>
        <translation>
            <numerusform>Punktgleich (%1) mit je %n gelöstem Puzzle und je %2 im Vorrat: ein geteilter Sieg</numerusform>
            <numerusform>Punktgleich (%1) mit je %n gelösten Puzzles und je %2 im Vorrat: ein geteilter Sieg</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CutNote</name>
    <message numerus="yes">
        <location filename="../../editor/limits.py" line="+45"/>
        <source>At most %n character(s): the rest of the pasted text was left out.</source>
        <translation>
            <numerusform>Höchstens %n Zeichen: Der Rest des eingefügten Textes wurde weggelassen.</numerusform>
            <numerusform>Höchstens %n Zeichen: Der Rest des eingefügten Textes wurde weggelassen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckFiles</name>
    <message>
        <location filename="../../editor/deck_files.py" line="+75"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck “%1” has changes that are not saved.</source>
        <translation>Das Deck „%1“ hat ungespeicherte Änderungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save them before going on?</source>
        <translation>Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the deck</source>
        <translation>Das Deck kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Open deck file</source>
        <translation>Deck-Datei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+62"/>
        <source>Project L decks (*.pldeck *.json);;All files (*)</source>
        <translation>Project-L-Decks (*.pldeck *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>New deck</source>
        <translation>Neues Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the new deck:</source>
        <translation>Name des neuen Decks:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My deck</source>
        <translation>Mein Deck</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (my copy)</source>
        <translation>%1 (meine Kopie)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate deck</source>
        <translation>Deck duplizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the copy:</source>
        <translation>Name der Kopie:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This copy is yours to edit; Save puts it in the deck library.</source>
        <translation>Diese Kopie kannst du bearbeiten; „Speichern“ legt sie in der Deck-Bibliothek ab.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deck is not in the library yet: %1</source>
        <translation>Das Deck ist noch nicht in der Bibliothek: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Name shortened</source>
        <translation>Name gekürzt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A deck&apos;s name has at most %n character(s); it was shortened to “%1”.</source>
        <translation>
            <numerusform>Der Name eines Decks hat höchstens %n Zeichen; er wurde zu „%1“ gekürzt.</numerusform>
            <numerusform>Der Name eines Decks hat höchstens %n Zeichen; er wurde zu „%1“ gekürzt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Import a deck</source>
        <translation>Ein Deck importieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot import the deck</source>
        <translation>Das Deck kann nicht importiert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Imported into the library as %1</source>
        <translation>Als %1 in die Bibliothek importiert</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Delete deck</source>
        <translation>Deck löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete “%1” from the deck library? This cannot be undone.</source>
        <translation>„%1“ aus der Deck-Bibliothek löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot delete the deck</source>
        <translation>Das Deck kann nicht gelöscht werden</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>…and %n more.</source>
        <translation>
            <numerusform>…und %n weiterer Fehler.</numerusform>
            <numerusform>…und %n weitere Fehler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A game cannot be played with this deck yet. Fix these errors first:</source>
        <translation>Mit diesem Deck kann noch nicht gespielt werden. Behebe zuerst diese Fehler:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Read-only deck</source>
        <translation>Schreibgeschütztes Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Das klassische Deck ist schreibgeschützt. Dupliziere es, um ein eigenes Deck zu erstellen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save deck as</source>
        <translation>Deck speichern unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+34"/>
        <source>Project L decks (*.pldeck)</source>
        <translation>Project-L-Decks (*.pldeck)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot save the deck</source>
        <translation>Das Deck kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved as a draft to %1: a game cannot be played with it yet.</source>
        <translation>Als Entwurf gespeichert in %1: Damit kann noch nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export deck</source>
        <translation>Deck exportieren</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Das Deck kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+6"/>
        <location line="+4"/>
        <source>Play this deck</source>
        <translation>Mit diesem Deck spielen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game plays the saved deck. Save your changes now?</source>
        <translation>Das Spiel verwendet das gespeicherte Deck. Deine Änderungen jetzt speichern?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game could not be started.</source>
        <translation>Das Spiel konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting the game…</source>
        <translation>Das Spiel wird gestartet…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Restored “%1”; save it to keep it.</source>
        <translation>„%1“ wiederhergestellt; speichere es, um es zu behalten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Restore the deck?</source>
        <translation>Deck wiederherstellen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A deck autosaved on %1 cannot be restored: %2</source>
        <translation>Ein am %1 automatisch gespeichertes Deck kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The editor closed without saving the deck “%1”. Its autosave of %2 can be restored.</source>
        <translation>Der Editor wurde geschlossen, ohne das Deck „%1“ zu speichern. Sein automatisch gespeicherter Stand vom %2 kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Restore it to go on editing, or discard these changes for good.</source>
        <translation>Stelle ihn wieder her, um weiterzuarbeiten, oder verwirf diese Änderungen endgültig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Deck changed on disk</source>
        <translation>Deck auf dem Datenträger geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file of the deck “%1” was changed outside the editor.</source>
        <translation>Die Datei des Decks „%1“ wurde außerhalb des Editors geändert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have changes here that are not saved. Reload the file and lose them, or keep editing your version (saving it replaces the file)?</source>
        <translation>Du hast hier ungespeicherte Änderungen. Die Datei neu laden und sie verlieren, oder mit deiner Fassung weiterarbeiten (Speichern ersetzt dann die Datei)?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reload it to see the changes?</source>
        <translation>Neu laden, um die Änderungen zu sehen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep this version</source>
        <translation>Diese Fassung &amp;behalten</translation>
    </message>
</context>
<context>
    <name>DeckPage</name>
    <message>
        <location filename="../../editor/deck_page.py" line="+68"/>
        <source>What makes this deck special?</source>
        <translation>Was ist das Besondere an diesem Deck?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All white puzzles</source>
        <translation>Alle weißen Puzzles</translation>
    </message>
    <message numerus="yes">
        <location line="+143"/>
        <source>Black puzzles, %n player(s)</source>
        <translation>
            <numerusform>Schwarze Puzzles, %n Spieler</numerusform>
            <numerusform>Schwarze Puzzles, %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>White puzzles, %n player(s)</source>
        <translation>
            <numerusform>Weiße Puzzles, %n Spieler</numerusform>
            <numerusform>Weiße Puzzles, %n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+26"/>
        <source>Cards in each row</source>
        <translation>Puzzles je Reihe</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Black puzzles</source>
        <translation>Schwarze Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White puzzles</source>
        <translation>Weiße Puzzles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Setup: 2 to 4 players</source>
        <translation>Spielaufbau: 2 bis 4 Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each player starts with</source>
        <translation>Jeder Spieler beginnt mit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Solo white puzzles</source>
        <translation>Weiße Puzzles (Solo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo black puzzles</source>
        <translation>Schwarze Puzzles (Solo)</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Pieces above column %1</source>
        <translation>Steine über Spalte %1</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Solo game</source>
        <translation>Solospiel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>white on top of</source>
        <translation>weiße auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>black</source>
        <translation>schwarzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Solo deck</source>
        <translation>Solo-Puzzlestapel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level-1 pieces above columns 1-3</source>
        <translation>Level-1-Steine über den Spalten 1–3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standard</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>herausfordernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>unmöglich</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automaton&apos;s pieces</source>
        <translation>Gegnervorrat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Piece</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White rewards</source>
        <translation>Belohnung
weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black rewards</source>
        <translation>Belohnung
schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reserve</source>
        <translation>Allgemeiner Vorrat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>built in (read-only)</source>
        <translation>mitgeliefert (schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not saved yet</source>
        <translation>noch nicht gespeichert</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Starting %1</source>
        <translation>Start: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+107"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n weißes Puzzle</numerusform>
            <numerusform>%n weiße Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n schwarzes Puzzle</numerusform>
            <numerusform>%n schwarze Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2 in all; %3, %4 in all.
%5 (%6) in the reserve.</source>
        <translation>%1, zusammen %2; %3, zusammen %4.
%5 (%6) im allgemeinen Vorrat.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Set black puzzles for %n player(s)</source>
        <translation>
            <numerusform>Schwarze Puzzles für %n Spieler festlegen</numerusform>
            <numerusform>Schwarze Puzzles für %n Spieler festlegen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Set white puzzles per game</source>
        <translation>Weiße Puzzles je Partie festlegen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set cards in each row</source>
        <translation>Puzzles je Reihe festlegen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Set starting pieces</source>
        <translation>Startsteine festlegen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Set the solo game</source>
        <translation>Solospiel einstellen</translation>
    </message>
</context>
<context>
    <name>DeckPart</name>
    <message>
        <location filename="../../editor/deck_part.py" line="+59"/>
        <source>An id has 1 to 16 printable characters.</source>
        <translation>Eine Kennung hat 1 bis 16 druckbare Zeichen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already used in this deck.</source>
        <translation>%1 wird in diesem Deck schon verwendet.</translation>
    </message>
</context>
<context>
    <name>DeckStateText</name>
    <message>
        <location filename="../../app/core/deck_state.py" line="+22"/>
        <source>has errors to fix in the editor</source>
        <translation>hat Fehler, die im Editor zu beheben sind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for the solo game</source>
        <translation>für das Solospiel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>for %n player(s)</source>
        <translation>
            <numerusform>für %n Spieler</numerusform>
            <numerusform>für %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>needs %n more white puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>braucht noch %n weißes Puzzle %1</numerusform>
            <numerusform>braucht noch %n weiße Puzzles %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>needs %n more black puzzle(s) %1</source>
        <comment>%1: for 4 players, for the solo game</comment>
        <translation>
            <numerusform>braucht noch %n schwarzes Puzzle %1</numerusform>
            <numerusform>braucht noch %n schwarze Puzzles %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n Spieler</numerusform>
            <numerusform>%1–%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>solo</source>
        <translation>Solo</translation>
    </message>
</context>
<context>
    <name>DeckValidateText</name>
    <message>
        <location filename="../../app/commands/deck.py" line="+47"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <comment>deck validate: a finding&apos;s severity, then its reason</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: “%2”: %3, %4 and %5</source>
        <translation>%1: „%2“: %3, %4 und %5</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n white puzzle(s)</source>
        <translation>
            <numerusform>%n weißes Puzzle</numerusform>
            <numerusform>%n weiße Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n black puzzle(s)</source>
        <translation>
            <numerusform>%n schwarzes Puzzle</numerusform>
            <numerusform>%n schwarze Puzzles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>playable: %1</source>
        <translation>spielbar: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>draft: a game cannot be played with this deck as it is</source>
        <translation>Entwurf: Mit diesem Deck kann so noch nicht gespielt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plays with: %1</source>
        <translation>spielbar mit: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puzzles:</source>
        <translation>Puzzles:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  reward %2</source>
        <translation>%1  Belohnung %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(not solved)</source>
        <translation>(nicht gelöst)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown: too hard for the solver</source>
        <translation>unbekannt: zu schwer für die Lösungssuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot be filled</source>
        <translation>kann nicht gefüllt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(too hard to count)</source>
        <translation>(zu schwer zu zählen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fewest %1  fillings %2</source>
        <translation>Steine mind. %1  Lösungen %2</translation>
    </message>
</context>
<context>
    <name>EditCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="+36"/>
        <source>Set points of %n puzzle(s)</source>
        <translation>
            <numerusform>Punkte von %n Puzzle setzen</numerusform>
            <numerusform>Punkte von %n Puzzles setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set reward of %n puzzle(s)</source>
        <translation>
            <numerusform>Belohnung von %n Puzzle setzen</numerusform>
            <numerusform>Belohnung von %n Puzzles setzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) white</source>
        <translation>
            <numerusform>%n Puzzle weiß machen</numerusform>
            <numerusform>%n Puzzles weiß machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Make %n puzzle(s) black</source>
        <translation>
            <numerusform>%n Puzzle schwarz machen</numerusform>
            <numerusform>%n Puzzles schwarz machen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Delete %n puzzle(s)</source>
        <translation>
            <numerusform>%n Puzzle löschen</numerusform>
            <numerusform>%n Puzzles löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Duplicate %n puzzle(s)</source>
        <translation>
            <numerusform>%n Puzzle duplizieren</numerusform>
            <numerusform>%n Puzzles duplizieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Paste %n puzzle(s)</source>
        <translation>
            <numerusform>%n Puzzle einfügen</numerusform>
            <numerusform>%n Puzzles einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s) selected</source>
        <translation>
            <numerusform>%n Karte ausgewählt</numerusform>
            <numerusform>%n Karten ausgewählt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <location filename="../../editor/actions.py" line="+56"/>
        <source>&amp;New deck…</source>
        <translation>&amp;Neues Deck…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open deck file…</source>
        <translation>Deck-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import into library…</source>
        <translation>In die Bibliothek &amp;importieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Save the deck in the library</source>
        <translation>Das Deck in der Bibliothek speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export deck file…</source>
        <translation>Deck-Datei &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a copy of the deck anywhere</source>
        <translation>Eine Kopie des Decks an einem beliebigen Ort speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplicate deck</source>
        <translation>Deck &amp;duplizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make an editable copy of this deck</source>
        <translation>Eine bearbeitbare Kopie dieses Decks anlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;PDF for print &amp;&amp; play…</source>
        <translation>&amp;Print &amp;&amp; Play als PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle cards at real size and sheets of pieces</source>
        <translation>Puzzlekarten in Originalgröße und Bögen mit Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export for &amp;Tabletop Simulator…</source>
        <translation>Für &amp;Tabletop Simulator exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card sheets and a saved object for playtests in Tabletop Simulator</source>
        <translation>Kartenbögen und ein gespeichertes Objekt für Testspiele in Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;lay this deck</source>
        <translation>Mit diesem Deck spie&amp;len</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with this deck</source>
        <translation>Das Spiel mit diesem Deck starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;holen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Copy cards</source>
        <translation>Karten &amp;kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected puzzle cards, to paste them into this or another deck</source>
        <translation>Die ausgewählten Puzzlekarten kopieren, um sie in dieses oder ein anderes Deck einzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pa&amp;ste cards</source>
        <translation>Karten &amp;einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the puzzle cards copied from a deck</source>
        <translation>Die aus einem Deck kopierten Puzzlekarten hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;white puzzle</source>
        <translation>&amp;Weißes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a white puzzle</source>
        <translation>Ein weißes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;black puzzle</source>
        <translation>&amp;Schwarzes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a black puzzle</source>
        <translation>Ein schwarzes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add &amp;piece</source>
        <translation>S&amp;tein hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add a piece</source>
        <translation>Einen Stein hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Generate…</source>
        <translation>&amp;Generieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generate puzzle cards that meet constraints you set</source>
        <translation>Puzzlekarten generieren, die deine Vorgaben erfüllen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;filling</source>
        <translation>Eine &amp;Lösung zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one way to fill the card with the reserve&apos;s pieces</source>
        <translation>Eine Lösung zeigen: wie Steine aus dem allgemeinen Vorrat die Karte füllen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Balance…</source>
        <translation>&amp;Balance…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards as a &amp;table</source>
        <translation>Karten als &amp;Tabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the puzzle cards as a table of their figures</source>
        <translation>Die Puzzlekarten als Tabelle ihrer Kennzahlen zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the deck library &amp;folder</source>
        <translation>&amp;Ordner der Deck-Bibliothek öffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;uzzle</source>
        <translation>&amp;Puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deck</source>
        <translation>Dec&amp;k</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../editor/window.py" line="+106"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The classic deck is read-only. Duplicate it to make a deck of your own.</source>
        <translation>Das klassische Deck ist schreibgeschützt. Dupliziere es, um ein eigenes Deck zu erstellen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Duplicate to edit</source>
        <translation>Zum Bearbeiten duplizieren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+189"/>
        <source>Validation</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>(read-only)</source>
        <translation>(schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1[*]%2 — Project L Deck Editor</source>
        <translation>%1[*]%2 — Project L Deck-Editor</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Validation (%1)</source>
        <translation>Prüfung (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Cannot open the deck library</source>
        <translation>Die Deck-Bibliothek kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Balance lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>The deck could not be autosaved: %1</source>
        <translation>Das Deck konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>Exports</name>
    <message>
        <location filename="../../editor/exports.py" line="+41"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Print &amp; play</source>
        <translation>Print &amp; Play</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing the PDF…</source>
        <translation>PDF wird geschrieben…</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Wrote %n page(s) to %1</source>
        <translation>
            <numerusform>%n Seite nach %1 geschrieben</numerusform>
            <numerusform>%n Seiten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write the PDF</source>
        <translation>Die PDF-Datei kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF export cancelled: nothing was written</source>
        <translation>PDF-Export abgebrochen: nichts wurde geschrieben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export for Tabletop Simulator: choose a folder</source>
        <translation>Für Tabletop Simulator exportieren: Ordner wählen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tabletop Simulator</source>
        <translation>Tabletop Simulator</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Painting the card sheets…</source>
        <translation>Kartenbögen werden gezeichnet…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrote the Tabletop Simulator deck to %1</source>
        <translation>Das Deck für Tabletop Simulator wurde nach %1 geschrieben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot export the deck</source>
        <translation>Das Deck kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Export cancelled: nothing was written</source>
        <translation>Export abgebrochen: nichts wurde geschrieben</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="+193"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop checking the deck</source>
        <translation>Die Prüfung des Decks abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show notes</source>
        <translation>Hinweise zeigen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Validation findings</source>
        <translation>Prüfergebnisse</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 of %n puzzle(s)</source>
        <translation>
            <numerusform>%1 von %n Puzzle</numerusform>
            <numerusform>%1 von %n Puzzles</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checking the deck…</source>
        <translation>Das Deck wird geprüft…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Checking the deck failed: %1</source>
        <translation>Die Prüfung des Decks ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checking was cancelled: the findings below may be out of date.</source>
        <translation>Die Prüfung wurde abgebrochen: Die Befunde unten sind womöglich veraltet.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No problems found: the deck can be saved and played.</source>
        <translation>Keine Probleme gefunden: Das Deck kann gespeichert und gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the deck is a draft until they are fixed</source>
        <translation>das Deck bleibt ein Entwurf, bis sie behoben sind</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../app/table/game_files.py" line="+253"/>
        <location line="+25"/>
        <source>The history cannot be written</source>
        <translation>Der Verlauf kann nicht geschrieben werden</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n finished game(s) could not be put in the history:
%1

They stay with the autosaves and go to the history at a later start.</source>
        <translation>
            <numerusform>%n beendetes Spiel konnte nicht in den Verlauf gelegt werden:
%1

Es bleibt bei den automatisch gespeicherten Spielen und kommt bei einem späteren Start in den Verlauf.</numerusform>
            <numerusform>%n beendete Spiele konnten nicht in den Verlauf gelegt werden:
%1

Sie bleiben bei den automatisch gespeicherten Spielen und kommen bei einem späteren Start in den Verlauf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n finished game(s) of an earlier start are now in the history.</source>
        <translation>
            <numerusform>%n beendetes Spiel eines früheren Starts ist jetzt im Verlauf.</numerusform>
            <numerusform>%n beendete Spiele eines früheren Starts sind jetzt im Verlauf.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-201"/>
        <location line="+10"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The analysis could not be saved: %1</source>
        <translation>Die Analyse konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The finished game could not be put in the history:
%1

It is kept with the autosaves and goes to the history at the next start.</source>
        <translation>Das beendete Spiel konnte nicht in den Verlauf gelegt werden:
%1

Es bleibt bei den automatisch gespeicherten Spielen und kommt beim nächsten Start in den Verlauf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be put in the history:
%1

It is not kept anywhere else: save it to a file (Game &gt; Save) to keep it.</source>
        <translation>Das beendete Spiel konnte nicht in den Verlauf gelegt werden:
%1

Es ist auch sonst nirgends gesichert: Speichere es in einer Datei (Spiel &gt; Speichern), um es zu behalten.</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Open a game</source>
        <translation>Ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*%1);;Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+31"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved games (*%1)</source>
        <translation>Gespeicherte Spiele (*%1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before it leaves the table?</source>
        <translation>Das automatische Speichern ist fehlgeschlagen, daher ist dieses Spiel nirgends gesichert. In einer Datei speichern, bevor es den Tisch verlässt?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is not kept</source>
        <translation>Das Spiel ist nicht gesichert</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>The autosave could not be written, so this game is kept nowhere. Save it to a file before closing?</source>
        <translation>Das automatische Speichern ist fehlgeschlagen, daher ist dieses Spiel nirgends gesichert. Vor dem Schließen in einer Datei speichern?</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>The finished game is saved in %1 as well</source>
        <translation>Das beendete Spiel ist auch in %1 gespeichert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 was left as it is (%2); the finished game is in the history</source>
        <translation>%1 wurde nicht verändert (%2); das beendete Spiel steht im Verlauf</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../app/table/gamelog.py" line="+53"/>
        <source>an %1</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 upgraded %2 to %3</source>
        <translation>%1 wertete %2 zu %3 auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 exchanged %2 for %3</source>
        <translation>%1 tauschte %2 gegen %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+9"/>
        <source>%1 on %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 made a master action: %2</source>
        <translation>%1 führte eine Meisteraktion aus: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s Finishing Touches (-%2): %3</source>
        <translation>Feinschliff von %1 (-%2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed nothing in Finishing Touches</source>
        <translation>%1 setzte beim Feinschliff nichts ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ended the turn</source>
        <translation>%1 beendete den Zug</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 completed %2 (+%3) and took %4</source>
        <translation>%1 löste %2 (+%3) und nahm %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 completed %2 (+%3); the reserve is empty, no reward</source>
        <translation>%1 löste %2 (+%3); der allgemeine Vorrat ist leer, keine Belohnung</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 took %2 (%3, reward %4)</source>
        <translation>%1 nahm %2 (%3, Belohnung %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+62"/>
        <source>; %1 is revealed</source>
        <translation>; %1 wird aufgedeckt</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>%1 took %2 from the reserve</source>
        <translation>%1 nahm %2 aus dem allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 returned %2 to the reserve</source>
        <translation>%1 legte %2 in den allgemeinen Vorrat zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 placed %2 on %3</source>
        <translation>%1 setzte %2 in %3 ein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 completed %2 (+%3)</source>
        <translation>%1 löste %2 (+%3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The reserve is empty: no reward for %1</source>
        <translation>Der allgemeine Vorrat ist leer: keine Belohnung für %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 as the reward for %3 (no %4 was left)</source>
        <translation>%1 nahm %2 als Belohnung für %3 (kein Stein %4 mehr übrig)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 took %2 as the reward for %3</source>
        <translation>%1 nahm %2 als Belohnung für %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No %1 is left for %2: %3 chooses among %4</source>
        <translation>Für %2 ist kein Stein %1 mehr übrig: %3 wählt aus %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck is empty: the end of the game is triggered</source>
        <translation>Der Puzzlestapel ist leer: Das Spielende ist eingeläutet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The black deck is empty: the end of the game is triggered</source>
        <translation>Der schwarze Puzzlestapel ist leer: Das Spielende ist eingeläutet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final round!</source>
        <translation>Letzte Runde!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches: -%2</source>
        <translation>Feinschliff von %1: -%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moved from above %2 to the automaton&apos;s supply</source>
        <translation>%1 über %2 kam in den Gegnervorrat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A counter moved from above %1 to the automaton&apos;s supply</source>
        <translation>Eine Marke über %1 kam in den Gegnervorrat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton took %1 (%2)</source>
        <translation>Der Meisterpuzzler nahm %1 (%2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every column was locked: one piece from above each column went back to the reserve</source>
        <translation>Alle Spalten waren blockiert: Von jeder Spalte ging ein Stein zurück in den allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every column was locked: one counter was removed from above each column</source>
        <translation>Alle Spalten waren blockiert: Von jeder Spalte wurde eine Marke entfernt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automaton found no puzzle in the unlocked columns</source>
        <translation>Der Meisterpuzzler fand kein Puzzle in den freien Spalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Finishing Touches: %1</source>
        <translation>Feinschliff: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened in the game, newest at the bottom</source>
        <translation>Was im Spiel geschah, das Neueste unten</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>&amp;Copy the game as text</source>
        <translation>Partie als Text &amp;kopieren</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 took back: %2</source>
        <translation>%1 nahm zurück: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>an action</source>
        <translation>eine Aktion</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../../app/table/main.py" line="+52"/>
        <source>The data folder cannot be used</source>
        <translation>Der Datenordner ist nicht nutzbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Project L cannot write to its data folder:
%1

The game is played without autosave, and finished games cannot go to the history. Save your game with Game &gt; Save to keep it.</source>
        <translation>Project L kann nicht in seinen Datenordner schreiben:
%1

Das Spiel läuft ohne automatisches Speichern, und beendete Spiele können nicht in den Verlauf. Speichere dein Spiel mit Spiel &gt; Speichern, um es zu behalten.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>An autosaved game cannot be read</source>
        <translation>Ein automatisch gespeichertes Spiel ist nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An autosaved game cannot be resumed: %1</source>
        <translation>Ein automatisch gespeichertes Spiel kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown problem</source>
        <translation>unbekanntes Problem</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+28"/>
        <source>&amp;Put it in the history</source>
        <translation>In den &amp;Verlauf verschieben</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+24"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+33"/>
        <source>Cannot move the game</source>
        <translation>Das Spiel kann nicht verschoben werden</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Resume the game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game was left unfinished: %1, last played %2.</source>
        <translation>Ein Spiel wurde nicht beendet: %1, zuletzt gespielt %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../app/table/window.py" line="+112"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>How to &amp;play</source>
        <translation>So wird &amp;gespielt</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>The settings could not be saved: %1</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Autosave is off: %1</source>
        <translation>Automatisches Speichern ist aus: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The rules explained, with pictures</source>
        <translation>Die Regeln erklärt, mit Bildern</translation>
    </message>
    <message>
        <location line="+214"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 - Project L</source>
        <translation>%1%2 - Project L</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>About Project L</source>
        <translation>Über Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;A desktop version of the puzzle board game Project L (first edition) for 1-4 players, with computer players and the solo automaton.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Project L %1&lt;/h3&gt;&lt;p&gt;Eine Desktop-Umsetzung des Puzzle-Brettspiels Project L (erste Edition) für 1–4 Personen, mit Computerspielern und dem Meisterpuzzler für das Solospiel.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck editor is starting in a window of its own</source>
        <translation>Der Deck-Editor startet in einem eigenen Fenster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot start the deck editor</source>
        <translation>Der Deck-Editor kann nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck editor could not be started. Start it with the project-l-editor command.</source>
        <translation>Der Deck-Editor konnte nicht gestartet werden. Starte ihn mit dem Befehl project-l-editor.</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Game histor&amp;y…</source>
        <translation>&amp;Verlauf der Spiele…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your stat&amp;istics…</source>
        <translation>Deine Stat&amp;istik…</translation>
    </message>
</context>
<context>
    <name>GeneratorDialog</name>
    <message>
        <location filename="../../editor/generator_dialog.py" line="+145"/>
        <source>Generate puzzles</source>
        <translation>Puzzles generieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Constraints</source>
        <translation>Vorgaben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Squares:</source>
        <translation>F&amp;elder:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fewest pieces:</source>
        <translation>&amp;Mindestzahl an Steinen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 means %1 or more</source>
        <translation>%1 bedeutet %1 oder mehr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;illings:</source>
        <translation>&amp;Lösungen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either</source>
        <translation>Egal</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+329"/>
        <source>Symmetric</source>
        <translation>Symmetrisch</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>Not symmetric</source>
        <translation>Nicht symmetrisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ymmetry:</source>
        <translation>&amp;Symmetrie:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed pieces:</source>
        <translation>Erlaubte Steine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not the same shape as a card of the deck</source>
        <translation>&amp;Nicht dieselbe Form wie ein Puzzle des Decks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotated and mirrored shapes count as the same</source>
        <translation>Gedrehte und gespiegelte Formen gelten als gleich</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Candi&amp;dates:</source>
        <translation>&amp;Vorschläge:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;eed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Generate</source>
        <translation>&amp;Generieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top</source>
        <translation>Anhal&amp;ten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Candidates</source>
        <translation>Vorschläge</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>The generator failed: %1</source>
        <translation>Der Generator ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Add %n generated puzzle(s)</source>
        <translation>
            <numerusform>%n generiertes Puzzle hinzufügen</numerusform>
            <numerusform>%n generierte Puzzles hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>symmetric</source>
        <translation>symmetrisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not symmetric</source>
        <translation>nicht symmetrisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Candidate %1 — squares: %2, fewest pieces: %3, fillings: %4, %5; suggested points: %6, reward: %7</source>
        <translation>Vorschlag %1 – Felder: %2, Mindestzahl an Steinen: %3, Lösungen: %4, %5; empfohlene Punkte: %6, Belohnung: %7</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>&amp;Add %n to the deck</source>
        <translation>
            <numerusform>%n zum Deck &amp;hinzufügen</numerusform>
            <numerusform>%n zum Deck &amp;hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n candidate(s) selected</source>
        <translation>
            <numerusform>%n Vorschlag ausgewählt</numerusform>
            <numerusform>%n Vorschläge ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select one or more cards, then add them to the deck.</source>
        <translation>Wähle eine oder mehrere Karten aus und füge sie dann zum Deck hinzu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Generating… found %1 of %2</source>
        <translation>Generiere… %1 von %2 gefunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the constraints, then generate.</source>
        <translation>Lege die Vorgaben fest und generiere dann.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found %1 of %2.</source>
        <translation>%1 von %2 gefunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The generator&apos;s helper process stopped unexpectedly; Generate starts it again.</source>
        <translation>Der Hilfsprozess des Generators wurde unerwartet beendet; „Generieren“ startet ihn neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The constraints allow no more different shapes.</source>
        <translation>Die Vorgaben lassen keine weiteren verschiedenen Formen zu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the number of tries.</source>
        <translation>Innerhalb der erlaubten Zahl an Versuchen wurden keine weiteren gefunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more were found within the time allowed.</source>
        <translation>Innerhalb der erlaubten Zeit wurden keine weiteren gefunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>&amp;Add to the deck</source>
        <translation>Zum Deck &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fewest pieces: the fewest pieces of the allowed ones in the reserve that fill the card; each takes an action to place.</source>
        <translation>Mindestzahl an Steinen: die wenigsten der erlaubten Steine aus dem allgemeinen Vorrat, die die Karte füllen; jeder kostet eine Aktion zum Einsetzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings: in how many ways they fill it; few ways are harder to see.</source>
        <translation>Lösungen: auf wie viele Arten sie sie füllen; wenige Arten sind schwerer zu sehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points and reward are suggested from the classic card of the same colour nearest in difficulty.</source>
        <translation>Punkte und Belohnung kommen von der klassischen Karte derselben Farbe, die ihr an Schwierigkeit am nächsten ist.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The candidate as a card</source>
        <translation>Der Vorschlag als Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Zu füllende Felder der Vertiefung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Mindestzahl an Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve (the allowed ones) that fill it</source>
        <translation>Die wenigsten Steine aus dem allgemeinen Vorrat (den erlaubten), die sie füllen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it (%1+: %1 or more)</source>
        <translation>Auf wie viele Arten die Steine des allgemeinen Vorrats sie füllen (%1+: %1 oder mehr)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whether it looks the same turned or mirrored</source>
        <translation>Ob sie gedreht oder gespiegelt gleich aussieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested points, from its difficulty</source>
        <translation>Empfohlene Punkte, nach ihrer Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Suggested reward, from its difficulty and the rewards the deck gives</source>
        <translation>Empfohlene Belohnung, nach ihrer Schwierigkeit und den Belohnungen des Decks</translation>
    </message>
</context>
<context>
    <name>HintActions</name>
    <message>
        <location filename="../../app/table/hint_controller.py" line="+886"/>
        <source>&amp;Hint: best next action</source>
        <translation>&amp;Tipp: bester nächster Schritt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+26"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>How to &amp;finish a puzzle…</source>
        <translation>Lösungs&amp;weg für ein Puzzle…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show how your supply can finish one of your puzzles, or why it cannot yet (Shift+H)</source>
        <translation>Zeigt, wie dein Vorrat eines deiner Puzzles lösen kann oder warum noch nicht (Umschalt+H)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hint (coming…)</source>
        <translation>Tipp (kommt…)</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Show what a strong player would do now (H); it acts only when you click a piece it marks, Escape hides it</source>
        <translation>Zeigt, was eine starke Spielerin oder ein starker Spieler jetzt tun würde (H); handelt nur, wenn du einen markierten Stein anklickst, Escape blendet den Tipp aus</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <location line="-731"/>
        <source>an %1</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a %1</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>There is no game on the table</source>
        <translation>Es liegt kein Spiel auf dem Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: there is nothing left to hint</source>
        <translation>Das Spiel ist zu Ende: Es gibt keinen Tipp mehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No hint now: it is %1&apos;s turn (computer player)</source>
        <translation>Gerade kein Tipp: %1 ist am Zug (Computerspieler)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait until the pieces have landed</source>
        <translation>Warte, bis die Steine gelandet sind</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Hint request forgotten</source>
        <translation>Tipp-Anfrage verworfen</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Hint requested: it comes on your turn, %1 (computer player) is playing now. Escape forgets it</source>
        <translation>Tipp angefordert: Er kommt in deinem Zug, gerade spielt %1 (Computerspieler). Escape verwirft ihn</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Hint requested: it comes when the pieces have landed</source>
        <translation>Tipp angefordert: Er kommt, sobald die Steine gelandet sind</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hint: looking for a good next move…</source>
        <translation>Tipp: Suche nach einem guten nächsten Schritt…</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>No hint: the suggestion was against the rules (%1)</source>
        <translation>Kein Tipp: Der Vorschlag verstieß gegen die Regeln (%1)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to finish %1 could not be worked out (%2). Ask again to try once more</source>
        <translation>Der Lösungsweg für %1 konnte nicht ermittelt werden (%2). Frag noch einmal, um es erneut zu versuchen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>the %1 on %2</source>
        <translation>Stein %1 in %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the grid</source>
        <translation>dem Puzzle-Raster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the row</source>
        <translation>der Reihe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: take %1 from %2 (%3, reward %4)</source>
        <translation>Tipp: Nimm %1 aus %2 (%3, Belohnung %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+11"/>
        <source>take</source>
        <translation>nehmen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Hint: take %1 from the reserve</source>
        <translation>Tipp: Nimm %1 aus dem allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint: upgrade your %1 to %2</source>
        <translation>Tipp: Werte deinen Stein %1 zu %2 auf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>upgrade</source>
        <translation>aufwerten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: exchange your %1 for %2</source>
        <translation>Tipp: Tausche deinen Stein %1 gegen %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>exchange</source>
        <translation>tauschen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>for %1</source>
        <translation>für %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hint: place the %1 on %2 as shown</source>
        <translation>Tipp: Setze deinen Stein %1 wie gezeigt in %2 ein</translation>
    </message>
    <message>
        <location line="-70"/>
        <source>place</source>
        <translation>einsetzen</translation>
    </message>
    <message>
        <location line="-182"/>
        <source>How to finish %1: dropped, your planned pieces changed. Ask again</source>
        <translation>Lösungsweg für %1 verworfen: Deine geplanten Steine haben sich geändert. Frag noch einmal</translation>
    </message>
    <message>
        <location line="+258"/>
        <source>Hint: master action: place %1 as shown</source>
        <translation>Tipp: Meisteraktion: Setze %1 wie gezeigt ein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hint: choose the %1 as your reward</source>
        <translation>Tipp: Wähle Stein %1 als Belohnung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>choose</source>
        <translation>wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hint: place nothing more and press Done: every piece would cost a point</source>
        <translation>Tipp: Setze nichts mehr ein und drücke „Fertig“: Jeder Stein würde einen Punkt kosten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: Finishing Touches: place %1 (-%2), then press Done</source>
        <translation>Tipp: Feinschliff: Setze %1 ein (-%2), dann drücke „Fertig“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hint: end your turn now</source>
        <translation>Tipp: Beende jetzt deinen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 is not one of your puzzles</source>
        <translation>%1 ist keines deiner Puzzles</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>How to finish %1: working it out…</source>
        <translation>Lösungsweg für %1: wird ermittelt…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>To finish %1, place %2 as shown</source>
        <translation>Um %1 zu lösen, setze %2 wie gezeigt ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>how to finish</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has too many possibilities: the solver could not work out in time whether your supply can finish it</source>
        <translation>%1 hat zu viele Möglichkeiten: Die Lösungssuche konnte nicht rechtzeitig klären, ob dein Vorrat es lösen kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too hard</source>
        <translation>zu schwer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be finished with your supply. %2</source>
        <translation>%1 lässt sich mit deinem Vorrat nicht lösen. %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Missing piece: %1 (the reserve has one).</source>
        <translation>Fehlender Stein: %1 (im allgemeinen Vorrat liegt einer).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Missing pieces: %1 (the reserve has them).</source>
        <translation>Fehlende Steine: %1 (im allgemeinen Vorrat liegen sie bereit).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You have no puzzle to finish: take one first</source>
        <translation>Du hast kein Puzzle zum Lösen: Nimm zuerst eines</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How to finish which puzzle?</source>
        <translation>Welches Puzzle lösen?</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>How to finish %1</source>
        <translation>Lösungsweg für %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: best next action</source>
        <translation>Tipp: bester nächster Schritt</translation>
    </message>
    <message>
        <location line="-600"/>
        <source>%1. A click on a marked piece puts it where the hint shows.</source>
        <translation>%1. Ein Klick auf einen markierten Stein setzt ihn dort ein, wo der Tipp ihn zeigt.</translation>
    </message>
    <message>
        <location line="+342"/>
        <source>place flipped</source>
        <translation>gewendet einsetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the %1 on %2, flipped</source>
        <translation>Stein %1 gewendet in %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Hint: place the %1 on %2 as shown, flipped (F while you hold it)</source>
        <translation>Tipp: Setze deinen Stein %1 wie gezeigt in %2 ein, gewendet (F, während du ihn hältst)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>To finish %1, place %2 as shown, flipping the %3 (F while you hold it)</source>
        <translation>Um %1 zu lösen, setze %2 wie gezeigt ein und wende dabei %3 (F, während du ihn hältst)</translation>
    </message>
    <message>
        <location line="-215"/>
        <source>The helper process that works out hints had to be restarted; the hint is asked again.</source>
        <translation>Der Hilfsprozess, der die Tipps ausarbeitet, musste neu gestartet werden; der Tipp wird erneut angefragt.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/table/history_dialog.py" line="+49"/>
        <source>standard</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>herausfordernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>unmöglich</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ cannot be read</source>
        <translation>⚠ nicht lesbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (solo, %2)</source>
        <translation>%1 (solo, %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 won</source>
        <translation>%1 gewann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the automaton won</source>
        <translation>der Meisterpuzzler gewann</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (shared)</source>
        <translation>%1 (geteilt)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game history</source>
        <translation>Verlauf der Spiele</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No game has been finished yet. Finished games appear here, and so do unfinished games you left for another.</source>
        <translation>Noch wurde kein Spiel beendet. Beendete Spiele erscheinen hier, ebenso nicht beendete, die du für ein anderes verlassen hast.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Review</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;folder</source>
        <translation>&amp;Ordner zeigen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>⚠ %1 cannot be read: %2</source>
        <translation>⚠ %1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot open the history folder</source>
        <translation>Der Ordner des Verlaufs kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Delete the game?</source>
        <translation>Spiel löschen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the game of %1 from the history? This cannot be undone.</source>
        <translation>Das Spiel von %1 aus dem Verlauf löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot delete the game</source>
        <translation>Das Spiel kann nicht gelöscht werden</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../../app/table/hosting.py" line="+146"/>
        <source>Cannot host the game</source>
        <translation>Das Spiel kann nicht angeboten werden</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cannot start the game on the server</source>
        <translation>Das Spiel kann auf dem Server nicht gestartet werden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Port %1 is in use: another program (or another hosted game) listens on it. Choose another port in the new-game dialog&apos;s Network group.</source>
        <translation>Port %1 ist belegt: Ein anderes Programm (oder ein anderes angebotenes Spiel) nutzt ihn. Wähle im Dialog „Neues Spiel“ unter „Netzwerk“ einen anderen Port.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game could not be offered on port %1:
%2</source>
        <translation>Das Spiel konnte nicht auf Port %1 angeboten werden:
%2</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The hosted game reports a problem: %1</source>
        <translation>Das angebotene Spiel meldet ein Problem: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>A hosted game</source>
        <translation>Ein Netzwerkspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game was played over the network (with %1). Host this game again with the same seats?</source>
        <translation>Dieses Spiel wurde über das Netzwerk gespielt (mit %1). Das Spiel mit denselben Plätzen erneut anbieten?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosting again, the game goes on once every player has joined again under the same name. Playing locally, everyone plays at this computer.</source>
        <translation>Bietest du es erneut an, geht das Spiel weiter, sobald alle Spieler unter demselben Namen wieder beigetreten sind. Spielst du es lokal, spielen alle an diesem Computer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host again</source>
        <translation>Erneut &amp;anbieten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play locally</source>
        <translation>&amp;Lokal spielen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It was played on the server at %1: it is hosted there again.</source>
        <translation>Es wurde auf dem Server unter %1 gespielt: Es wird dort wieder angeboten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It was played on the server at %1, but it is too long to send there: this computer hosts it again.</source>
        <translation>Es wurde auf dem Server unter %1 gespielt, ist aber zu lang, um es dorthin zu senden: Dieser Computer bietet es wieder an.</translation>
    </message>
</context>
<context>
    <name>HowTo</name>
    <message>
        <location filename="../../app/table/howto.py" line="+84"/>
        <source>The guide is missing from this installation (resources/docs/howto.md).</source>
        <translation>Die Spielanleitung fehlt in dieser Installation (resources/docs/howto.md).</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>How to &amp;play</source>
        <translation>&amp;So wird gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A guide to the game for new players, with pictures</source>
        <translation>Eine Anleitung für neue Spieler, mit Bildern</translation>
    </message>
</context>
<context>
    <name>HowToDialog</name>
    <message>
        <location line="-351"/>
        <source>How to play Project L</source>
        <translation>So wird Project L gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guide to the game for new players</source>
        <translation>Eine Anleitung für neue Spieler</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sections of the guide: choose one to go to it</source>
        <translation>Die Abschnitte der Anleitung: Wähle einen, um dorthin zu springen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find in the guide</source>
        <translation>In der Anleitung suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pre&amp;vious</source>
        <translation>&amp;Vorheriger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous match (Shift+Enter)</source>
        <translation>Der vorherige Treffer (Umschalt+Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt</source>
        <translation>&amp;Nächster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next match (Enter)</source>
        <translation>Der nächste Treffer (Eingabe)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save as P&amp;DF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the guide as PDF</source>
        <translation>Die Anleitung als PDF speichern</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How to play Project L.pdf</source>
        <translation>So wird Project L gespielt.pdf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The PDF could not be saved: %1</source>
        <translation>Das PDF konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>InterruptText</name>
    <message>
        <location filename="../../app/core/words.py" line="+124"/>
        <source>stopped by Ctrl+C</source>
        <translation>mit Strg+C abgebrochen</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="+145"/>
        <source>Join a network game</source>
        <translation>An einem Netzwerkspiel teilnehmen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>Games on this network</source>
        <translation>Spiele in diesem Netzwerk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look again</source>
        <translation>Erneut &amp;suchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>192.168.1.20:47470 or ws://…</source>
        <translation>192.168.1.20:47470 oder ws://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host&apos;s address and port, or a ws:// or wss:// address; a game picked above fills it in</source>
        <translation>Adresse und Port des Gastgebers oder eine ws://- oder wss://-Adresse; ein oben gewähltes Spiel trägt sie ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The invite code the host gives you</source>
        <translation>Der Einladungscode, den dir der Gastgeber gibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>only for a server that asks for one</source>
        <translation>nur für einen Server, der eines verlangt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server &amp;password:</source>
        <translation>Server-&amp;Passwort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch only (as a spectator)</source>
        <translation>Nur &amp;zuschauen (als Zuschauer)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Join</source>
        <translation>&amp;Teilnehmen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The local network cannot be searched: %1</source>
        <translation>Das lokale Netzwerk kann nicht durchsucht werden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (host: %2)</source>
        <translation>%1 (Gastgeber: %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+87"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <location line="-83"/>
        <source>another version of Project L</source>
        <translation>eine andere Version von Project L</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n Spiel gefunden</numerusform>
            <numerusform>%n Spiele gefunden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for games on this network…</source>
        <translation>Suche Spiele in diesem Netzwerk…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game found on this network yet. Or type the host&apos;s address below.</source>
        <translation>Noch kein Spiel in diesem Netzwerk gefunden. Oder gib unten die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>List the server&apos;s &amp;games</source>
        <translation>Spiele des Servers auf&amp;listen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the server at this address which games it runs; joining one still needs its invite code</source>
        <translation>Den Server unter dieser Adresse fragen, welche Spiele er ausführt; zum Beitreten braucht es weiterhin den Einladungscode</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games on this server</source>
        <translation>Spiele auf diesem Server</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+56"/>
        <source>Type the host&apos;s address, for example 192.168.1.20:47470.</source>
        <translation>Gib die Adresse des Gastgebers ein, zum Beispiel 192.168.1.20:47470.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Asking %1 for its games…</source>
        <translation>%1 wird nach seinen Spielen gefragt …</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n game(s) on this server: ask its host for the invite code.</source>
        <translation>
            <numerusform>%n Spiel auf diesem Server: Frag den Gastgeber nach dem Einladungscode.</numerusform>
            <numerusform>%n Spiele auf diesem Server: Frag den Gastgeber nach dem Einladungscode.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game on this server yet.</source>
        <translation>Noch kein Spiel auf diesem Server.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The invite code has 8 letters and digits, like ABCD-EFGH.</source>
        <translation>Der Einladungscode hat 8 Buchstaben und Ziffern, etwa ABCD-EFGH.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name: the other players see it.</source>
        <translation>Gib deinen Namen ein: Die anderen Spieler sehen ihn.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot reach %1 yet, trying again… (attempt %2)</source>
        <translation>%1 ist noch nicht erreichbar, neuer Versuch… (Versuch %2)</translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <location filename="../../app/table/keyboard_help.py" line="+58"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use it: take the card or piece, or open your piece&apos;s menu (place, upgrade, exchange)</source>
        <translation>Benutzen: die Karte oder den Stein nehmen oder das Menü deines Steins öffnen (einsetzen, aufwerten, tauschen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On one of your puzzles: open its menu (how to finish it, hint)</source>
        <translation>Auf einem deiner Puzzles: sein Menü öffnen (Lösungsweg, Tipp)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide a hint, leave the item you are on, or cancel a master action or Finishing Touches</source>
        <translation>Einen Tipp ausblenden, das gewählte Element verlassen oder eine Meisteraktion oder den Feinschliff abbrechen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Holding a piece</source>
        <translation>Einen Stein halten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move the piece over the puzzle</source>
        <translation>Den Stein über dem Puzzle verschieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the piece a quarter turn clockwise (the mouse wheel too)</source>
        <translation>Den Stein eine Vierteldrehung im Uhrzeigersinn drehen (auch mit dem Mausrad)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip the piece over, left to right</source>
        <translation>Den Stein von links nach rechts wenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your next or previous puzzle</source>
        <translation>Zu deinem nächsten oder vorigen Puzzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to your first, second… puzzle</source>
        <translation>Zu deinem ersten, zweiten … Puzzle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the piece where it is shown</source>
        <translation>Den Stein dort einsetzen, wo er gezeigt wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the piece back in your supply</source>
        <translation>Den Stein in deinen Vorrat zurücklegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While pieces move</source>
        <translation>Während sich Steine bewegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any key but Tab (or a click) lets the moving pieces land at once</source>
        <translation>Jede Taste außer Tab (oder ein Klick) lässt die Steine sofort landen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After a computer player&apos;s turn</source>
        <translation>Nach dem Zug eines Computerspielers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the table waits (Edit &gt; Preferences: pause after each computer player&apos;s turn): let the next player move</source>
        <translation>Wenn der Tisch wartet (Bearbeiten &gt; Einstellungen: nach jedem Zug eines Computerspielers anhalten): den nächsten Spieler ziehen lassen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the replay review (Game &gt; Review)</source>
        <translation>Beim Nachspielen (Spiel &gt; Nachspielen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One action back or forwards</source>
        <translation>Eine Aktion zurück oder vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start of this turn, or of the next one</source>
        <translation>Zum Anfang dieses Zuges oder des nächsten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To the deal, or to the end of the game</source>
        <translation>Zum Spielbeginn oder zum Ende der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play the game on its own from here, or pause it</source>
        <translation>Die Partie ab hier von selbst ablaufen lassen oder anhalten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analyse the game: the computer marks the turns that lost points</source>
        <translation>Partie analysieren: Der Computer markiert die Züge, die Punkte gekostet haben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a marked turn: show the better turn or the turn played</source>
        <translation>Bei einem markierten Zug: den besseren oder den gespielten Zug zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After an analysis: show the next marked turn, or the previous one</source>
        <translation>Nach einer Analyse: den nächsten oder den vorherigen markierten Zug zeigen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Any key</source>
        <translation>Jede Taste</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>&amp;Keyboard…</source>
        <translation>Tast&amp;atur…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every key of the game and what it does</source>
        <translation>Jede Taste des Spiels und was sie tut</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Go to the next area of the table: your pieces, your puzzles, the rows, the reserve</source>
        <translation>Zum nächsten Bereich des Tisches: dein Vorrat, deine Puzzles, die Reihen, der allgemeine Vorrat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go back to the previous area</source>
        <translation>Zurück zum vorigen Bereich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the next card, pile or piece of the area that way</source>
        <translation>Zur nächsten Karte, zum nächsten Stapel oder Stein des Bereichs in dieser Richtung</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location line="+130"/>
        <location line="+1"/>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key of the game and what it does</source>
        <translation>Jede Taste des Spiels und was sie tut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole game can be played from the keyboard. Tab goes from item to item on the table, Enter uses the one you are on.</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen. Tab geht auf dem Tisch von Element zu Element, Enter benutzt das gewählte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Each row: keys, then what they do</source>
        <translation>Jede Zeile: Tasten, dann was sie tun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Commands (menus and buttons)</source>
        <translation>Befehle (Menüs und Schaltflächen)</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../app/i18n.py" line="-80"/>
        <source>La&amp;nguage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../app/table/preferences.py" line="+233"/>
        <source>&amp;System default</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <location filename="../../app/table/preferences.py" line="+4"/>
        <source>Applies at once. A deck editor or game already open in a window of its own follows when it starts again.</source>
        <translation>Gilt sofort. Ein Deck-Editor oder Spiel, das schon in einem eigenen Fenster offen ist, folgt beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../../app/lessons/first_game.py" line="+42"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Welcome to Project L</source>
        <translation>Willkommen bei Project L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and Ada take turns. Each turn has three actions. You score by completing puzzles: fill every hole of a puzzle card with pieces. The most points at the end wins.</source>
        <translation>Du und Ada seid abwechselnd am Zug. Jeder Zug hat drei Aktionen. Punkte bekommst du für gelöste Puzzles: Fülle die ganze Vertiefung einer Puzzlekarte mit Steinen. Wer am Ende die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a puzzle</source>
        <translation>Ein Puzzle nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first action: click the puzzle W10 in the white row. It moves onto your mat, ready to be filled.</source>
        <translation>Deine erste Aktion: Klicke das Puzzle W10 in der weißen Reihe an. Es liegt jetzt vor dir, bereit zum Füllen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../app/lessons/solo.py" line="+45"/>
        <source>Take a piece</source>
        <translation>Einen Stein nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second action: take a level-1 piece, the single square O1. Click its pile in the reserve.</source>
        <translation>Zweite Aktion: Nimm einen Level-1-Stein, das einzelne Quadrat O1. Klicke seinen Stapel im allgemeinen Vorrat an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Place a piece: rotate and flip</source>
        <translation>Einen Stein einsetzen: drehen und wenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third action: drag your I2 from your supply onto W10. It lies flat; while you hold it, press R (or turn the wheel) to stand it up, and F (or the right button) flips a piece. Drop it on the top two holes.</source>
        <translation>Dritte Aktion: Ziehe deinen Stein I2 aus deinem Vorrat auf W10. Er liegt quer; während du ihn hältst, stellt R (oder das Mausrad) ihn hochkant, und F (oder die rechte Maustaste) wendet einen Stein. Lass ihn auf den oberen zwei Feldern los.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Complete the puzzle</source>
        <translation>Das Puzzle lösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was your third action, so Ada played her turn. Now put your O1 in the last hole of W10. A completed puzzle scores its points, gives back the pieces on it and rewards you with the piece shown on it.</source>
        <translation>Das war deine dritte Aktion, also war Ada am Zug. Setze jetzt deinen O1 in das letzte freie Feld von W10 ein. Ein gelöstes Puzzle bringt seine Punkte, gibt dir die Steine darin zurück und belohnt dich mit dem Stein, der darauf abgebildet ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Upgrade a piece</source>
        <translation>Einen Stein aufwerten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W10 scored 1 point and gave you an I2. Upgrading returns a piece and takes one a level higher. Right-click your I2 (or press Enter on it) and choose Upgrade to L3.</source>
        <translation>W10 brachte dir 1 Punkt und einen I2. Beim Aufwerten gibst du einen Stein zurück und nimmst einen, der ein Level höher ist. Klicke deinen I2 mit der rechten Maustaste an (oder drücke Enter darauf) und wähle unter „I2 aufwerten zu“ den L3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Exchange a piece</source>
        <translation>Einen Stein tauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchanging swaps a piece for another of the same level or lower. Right-click your new L3 and exchange it for an I3.</source>
        <translation>Beim Tauschen gibst du einen Stein gegen einen anderen desselben oder eines niedrigeren Levels. Klicke deinen neuen L3 mit der rechten Maustaste an und tausche ihn gegen einen I3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Two more puzzles</source>
        <translation>Zwei weitere Puzzles</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ada played again. Take the puzzle W29 from the white row...</source>
        <translation>Ada war wieder am Zug. Nimm das Puzzle W29 aus der weißen Reihe …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>...and W30 as well. You may have up to four puzzles on your mat.</source>
        <translation>… und auch W30. Vor dir dürfen bis zu vier Puzzles liegen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The master action</source>
        <translation>Die Meisteraktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once a turn, the master action places one piece on each of your puzzles for a single action. Press Master action (M), drag your I3 (standing) onto the top three holes of W29 and your I2 (standing) onto the top two holes of W30, then press Confirm (Ctrl+Enter).</source>
        <translation>Einmal pro Zug setzt die Meisteraktion für eine einzige Aktion je einen Stein in jedes deiner Puzzles ein. Drücke „Meisteraktion“ (M), ziehe deinen I3 (hochkant) auf die oberen drei Felder von W29 und deinen I2 (hochkant) auf die oberen zwei Felder von W30, dann drücke „Meisteraktion bestätigen“ (Strg+Enter).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fast-forward</source>
        <translation>Vorspulen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lesson now jumps ahead to round 7 of this game, near its end. You have three completed puzzles; only one black card is left in the black deck.</source>
        <translation>Die Lektion springt jetzt zu Runde 7 dieser Partie, kurz vor ihrem Ende. Du hast drei gelöste Puzzles; im schwarzen Puzzlestapel liegt nur noch eine Karte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flip a piece</source>
        <translation>Einen Stein wenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hole of W20 is the mirror image of your L4 as it lies in your supply: turning alone will not do. Drag the L4 onto W20; while you hold it, press F (or the right button) to flip it and R (or the wheel) to turn it until it matches the hole, then drop it. Completing W20 makes room on your mat.</source>
        <translation>Die letzten freien Felder von W20 bilden das Spiegelbild deines Steins L4, so wie er in deinem Vorrat liegt: Drehen allein genügt nicht. Ziehe den L4 auf W20; während du ihn hältst, wendest du ihn mit F (oder der rechten Maustaste) und drehst ihn mit R (oder dem Mausrad), bis er in die Vertiefung passt. Lass ihn dann los, um ihn einzusetzen. Mit dem gelösten W20 ist vor dir wieder Platz.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the black deck runs out, the end is triggered. Take B16: the last black card replaces it.</source>
        <translation>Wenn der schwarze Puzzlestapel leer wird, ist das Spielende eingeläutet. Nimm B16: Die letzte schwarze Karte rückt an seine Stelle.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The final round</source>
        <translation>Die letzte Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This round is finished, then everyone plays one more round: the final round. Play on freely now; hints are on (Help &gt; Hint, H). When nothing useful is left, end your turn (E).</source>
        <translation>Diese Runde wird zu Ende gespielt, dann spielen alle noch eine Runde: die letzte Runde. Spiel jetzt frei weiter; Tipps sind eingeschaltet (Hilfe &gt; Tipp, H). Wenn nichts Sinnvolles mehr bleibt, beende deinen Zug (E).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finishing Touches</source>
        <translation>Der Feinschliff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the final round come the Finishing Touches: you may still put pieces from your supply on your unfinished puzzles to complete them, but each piece costs 1 point and there are no rewards now.</source>
        <translation>Nach der letzten Runde kommt der Feinschliff: Du darfst noch Steine aus deinem Vorrat in deine ungelösten Puzzles einsetzen, um sie zu lösen, aber jeder Stein kostet 1 Punkt, und Belohnungen gibt es jetzt keine.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scoring</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your score is the points of your completed puzzles minus your Finishing Touches; unfinished puzzles count nothing. The highest score wins. Place pieces, or none, and press Done: the results show who won. You know the game now: have fun!</source>
        <translation>Dein Ergebnis sind die Punkte deiner gelösten Puzzles abzüglich der Kosten deines Feinschliffs; ungelöste Puzzles zählen nichts. Das höchste Ergebnis gewinnt. Setze Steine ein (oder keinen) und drücke „Fertig“: Die Ergebnisse zeigen, wer gewonnen hat. Jetzt kennst du das Spiel: Viel Spaß!</translation>
    </message>
    <message>
        <location filename="../../app/lessons/solo.py" line="-29"/>
        <source>Solo lesson</source>
        <translation>Solo-Lektion</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The grid</source>
        <translation>Das Puzzle-Raster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the solo game the puzzles lie in a grid of three columns. You take puzzles from it; so does the automaton, your opponent, at the end of each of your turns.</source>
        <translation>Im Solospiel liegen die Puzzles in einem Puzzle-Raster aus drei Spalten. Du nimmst Puzzles daraus, und am Ende jedes deiner Züge auch der Meisterpuzzler, dein Gegner.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Locks and counters</source>
        <translation>Blockaden und Marken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counters above a column lock it: the automaton cannot take from a locked column. Taking a puzzle from a locked column moves one of its counters to the automaton&apos;s supply.</source>
        <translation>Marken über einer Spalte blockieren sie: Der Meisterpuzzler kann aus einer blockierten Spalte nichts nehmen. Nimmst du ein Puzzle aus einer blockierten Spalte, kommt eine ihrer Marken in den Gegnervorrat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open a column</source>
        <translation>Eine Spalte freigeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take W12 from the left column. Its only counter goes to the automaton: the left column is open now.</source>
        <translation>Nimm W12 aus der linken Spalte. Ihre einzige Marke kommt in den Gegnervorrat: Die linke Spalte ist jetzt frei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Take a level-1 piece from the reserve.</source>
        <translation>Nimm einen Level-1-Stein aus dem allgemeinen Vorrat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the automaton picks</source>
        <translation>Wie der Meisterpuzzler wählt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When your turn ends, the automaton takes the puzzle with the most points from an open column (the first one on a tie). Then it puts all its counters, and one from each other column, above that column. If every column is locked, it takes nothing and one counter leaves each column instead.</source>
        <translation>Wenn dein Zug endet, nimmt der Meisterpuzzler das Puzzle mit den meisten Punkten aus einer freien Spalte (bei Gleichstand das erste). Dann legt er alle Marken aus dem Gegnervorrat und je eine aus jeder anderen Spalte über diese Spalte. Sind alle Spalten blockiert, nimmt er nichts, und stattdessen wird von jeder Spalte eine Marke entfernt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>End your turn</source>
        <translation>Deinen Zug beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last action: place your I2 on W12, anywhere it fits. Then watch the automaton.</source>
        <translation>Deine letzte Aktion: Setze deinen I2 in W12 ein, wo er passt. Dann schau dem Meisterpuzzler zu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Why columns matter</source>
        <translation>Warum die Spalten zählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It took W04 (2 points) from the open left column and locked it with its counters. A column you empty of counters is open to the automaton; keep the puzzles you want in locked columns and leave it only the cheap ones. The right column is open now: watch it.</source>
        <translation>Er nahm W04 (2 Punkte) aus der freien linken Spalte und legte seine Marken darüber. Eine Spalte ohne Marken steht dem Meisterpuzzler offen; halte die Puzzles, die du willst, in blockierten Spalten und lass ihm nur die mit wenigen Punkten. Die rechte Spalte ist jetzt frei: Behalte sie im Auge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rest of the game is yours, with hints on (Help &gt; Hint, H). Beat the automaton&apos;s score!</source>
        <translation>Der Rest der Partie gehört dir, mit Tipps (Hilfe &gt; Tipp, H). Schlag das Ergebnis des Meisterpuzzlers!</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <location filename="../../app/table/lesson.py" line="+597"/>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game against an easy computer player</source>
        <translation>Eine geführte erste Partie gegen einen leichten Computergegner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Solo lesson…</source>
        <translation>S&amp;olo-Lektion…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A short guided solo game: the grid, locks and the automaton</source>
        <translation>Eine kurze geführte Solopartie: das Puzzle-Raster, die Blockaden und der Meisterpuzzler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lea&amp;ve lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the lesson; Learn to play resumes it</source>
        <translation>Die Lektion beenden; Spielen lernen setzt sie fort</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen l&amp;ernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game: the program shows you every rule</source>
        <translation>Eine geführte erste Partie: Das Programm zeigt dir jede Regel</translation>
    </message>
</context>
<context>
    <name>LessonRunner</name>
    <message>
        <location line="-415"/>
        <source>You left this lesson at step %1 of %2. Go on from there, or start it again?</source>
        <translation>Du hast diese Lektion bei Schritt %1 von %2 verlassen. Dort weitermachen oder von vorn beginnen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Resume lesson</source>
        <translation>Lektion &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start again</source>
        <translation>&amp;Von vorn beginnen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Lesson completed</source>
        <translation>Lektion abgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the lesson: Help &gt; Learn to play… resumes it</source>
        <translation>Du hast die Lektion verlassen: Hilfe &gt; Spielen lernen… setzt sie fort</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The lesson first wants you to read its note: press Next (or F6, then Enter)</source>
        <translation>Die Lektion möchte, dass du zuerst ihren Hinweis liest: Drücke „Weiter“ (oder F6, dann Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not now: the lesson asks you to do this first: %1</source>
        <translation>Jetzt nicht: Die Lektion bittet dich zuerst um Folgendes: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Close lesson</source>
        <translation>Lektion &amp;schließen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave lesson</source>
        <translation>Lektion &amp;verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <location filename="../../editor/panels.py" line="-239"/>
        <source>Deck library</source>
        <translation>Deck-Bibliothek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your decks are kept in the deck library folder; the game lists them in its new-game dialog.</source>
        <translation>Deine Decks liegen im Ordner der Deck-Bibliothek; das Spiel bietet sie beim Start eines neuen Spiels an.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>built in · read-only</source>
        <translation>mitgeliefert · nur lesen</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n puzzle(s)</source>
        <translation>
            <numerusform>%n Puzzle</numerusform>
            <numerusform>%n Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot be read</source>
        <translation>nicht lesbar</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../app/table/lobby.py" line="+239"/>
        <source>Network game: lobby</source>
        <translation>Netzwerkspiel: Warteraum</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
</context>
<context>
    <name>LobbyPage</name>
    <message>
        <location filename="../../app/table/host_lobby.py" line="+95"/>
        <source>Tell your friends</source>
        <translation>Das sagst du deinen Freunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invite code:</source>
        <translation>Einladungscode:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the invite code and the addresses</source>
        <translation>Einladungscode und Adressen kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+82"/>
        <source>Addresses:</source>
        <translation>Adressen:</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Remove a player:</source>
        <translation>Spieler &amp;entfernen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove a player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take this player off their seat: the seat waits for another player</source>
        <translation>Diesen Spieler von seinem Platz nehmen: Der Platz wartet auf einen anderen Spieler</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+34"/>
        <source>St&amp;op hosting</source>
        <translation>&amp;Nicht mehr anbieten</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+33"/>
        <source>Stop hosting this game: the players who joined are disconnected</source>
        <translation>Dieses Spiel nicht mehr anbieten: Die beigetretenen Spieler werden getrennt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This game runs on the server at %1. Your friends join with Game &gt; Join a network game: they type this address, then the invite code.</source>
        <translation>Dieses Spiel läuft auf dem Server unter %1. Deine Freunde treten über Spiel &gt; Netzwerkspiel beitreten bei: Sie geben diese Adresse ein, dann den Einladungscode.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Making the room on the server…</source>
        <translation>Der Raum wird auf dem Server angelegt …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leave the r&amp;oom</source>
        <translation>Raum &amp;verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game on the server: the server closes the room once nobody is in it</source>
        <translation>Dieses Spiel auf dem Server verlassen: Der Server schließt den Raum, sobald niemand mehr darin ist</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>This saved game goes on when every player is back in their seat: they join with the address and the code below, under the same name as before.</source>
        <translation>Dieses gespeicherte Spiel geht weiter, wenn alle Spieler wieder auf ihrem Platz sind: Sie treten mit der Adresse und dem Code unten bei, unter demselben Namen wie zuvor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your friends join with Game &gt; Join a network game: they find this game on the local network, or type an address below, then the invite code.</source>
        <translation>Deine Freunde treten über Spiel &gt; Netzwerkspiel beitreten bei: Sie finden dieses Spiel im lokalen Netzwerk oder geben eine Adresse von unten ein, dann den Einladungscode.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This computer has no network address that others can reach: only players on this computer can join (port %1).</source>
        <translation>Dieser Computer hat keine Netzwerkadresse, die andere erreichen können: Nur Spieler an diesem Computer können beitreten (Port %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends outside your home network can join only if your router forwards TCP port %1 to this computer (or use a dedicated server): see “Play over the network” in the README.</source>
        <translation>Freunde außerhalb deines Heimnetzes können nur beitreten, wenn dein Router den TCP-Port %1 an diesen Computer weiterleitet (oder über einen eigenen Server): siehe „Play over the network“ in der README.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the README</source>
        <translation>README öffnen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opening the room…</source>
        <translation>Der Raum wird geöffnet …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game has started.</source>
        <translation>Das Spiel hat begonnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Waiting for %n player(s) to join (seat %1).</source>
        <translation>
            <numerusform>Warte auf %n Spieler, der beitritt (Platz %1).</numerusform>
            <numerusform>Warte auf %n Spieler, die beitreten (Platz %1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Warte, bis %1 bereit ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone is here and ready: start the game when you like.</source>
        <translation>Alle sind da und bereit: Starte das Spiel, wann du willst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invite code: %1</source>
        <translation>Einladungscode: %1</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <location filename="../../app/table/lobby.py" line="-171"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am &amp;ready to start</source>
        <translation>Ich bin &amp;bereit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell the host you are ready to start</source>
        <translation>Sag dem Gastgeber, dass du bereit bist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An AI &amp;plays for a dropped player after:</source>
        <translation>Eine KI s&amp;pielt für einen getrennten Spieler nach:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI plays for a dropped player after</source>
        <translation>Eine KI spielt für einen getrennten Spieler nach</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Start the game</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+55"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Waiting for the room…</source>
        <translation>Warte auf den Raum…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game: %1</source>
        <translation>Spiel: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s seats</source>
        <translation>Die Plätze des Spiels</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (computer player)</source>
        <translation>%1 (Computerspieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (host)</source>
        <translation>%1 (Gastgeber)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI playing</source>
        <translation>KI spielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Free seat</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not ready</source>
        <translation>Nicht bereit</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n spectator(s) watching</source>
        <translation>
            <numerusform>%n Zuschauer schaut zu</numerusform>
            <numerusform>%n Zuschauer schauen zu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game is dealt from a seed the host typed: the deal is no secret, and whoever knows the seed knows every card still face down.</source>
        <translation>Dieses Spiel wird aus einem Startwert verteilt, den der Gastgeber eingegeben hat: Die Verteilung ist kein Geheimnis, und wer den Startwert kennt, kennt jedes noch verdeckte Puzzle.</translation>
    </message>
</context>
<context>
    <name>LogFolding</name>
    <message>
        <location filename="../../app/table/log_strip.py" line="+112"/>
        <source>Game log strip</source>
        <translation>Leiste des Spielprotokolls</translation>
    </message>
</context>
<context>
    <name>LogStripButton</name>
    <message numerus="yes">
        <location line="-54"/>
        <source>Game log (%n new)</source>
        <translation>
            <numerusform>Spielprotokoll (%n neu)</numerusform>
            <numerusform>Spielprotokoll (%n neu)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the game log (Ctrl+L)</source>
        <translation>Das Spielprotokoll zeigen (Strg+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opens the list of everything that happened in the game</source>
        <translation>Öffnet die Liste von allem, was im Spiel geschehen ist</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../../app/table/net_play.py" line="+108"/>
        <source>&amp;Join a network game…</source>
        <translation>An Netzwerkspiel &amp;teilnehmen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play at a game another program hosts, on this network or at an address</source>
        <translation>An einem Spiel teilnehmen, das ein anderes Programm ausrichtet, in diesem Netzwerk oder unter einer Adresse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave the network game…</source>
        <translation>Netzwerkspiel ver&amp;lassen…</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="-75"/>
        <location filename="../../app/table/net_play.py" line="+14"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="+6"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>Leave the network game</source>
        <translation>Netzwerkspiel verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave this game? While it goes on, you can take your seat again: join with the same address, invite code and name.</source>
        <translation>Dieses Spiel verlassen? Solange es läuft, kannst du deinen Platz wieder einnehmen: Tritt mit derselben Adresse, demselben Einladungscode und demselben Namen bei.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../../app/table/join_dialog.py" line="-335"/>
        <source>There is no game with this invite code at %1. Check the code and the address.</source>
        <translation>Unter %1 gibt es kein Spiel mit diesem Einladungscode. Prüfe Code und Adresse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The invite code is not right. Ask the host for it again.</source>
        <translation>Der Einladungscode stimmt nicht. Frag den Gastgeber noch einmal danach.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every seat of this game is taken. You can still watch it: tick Watch only.</source>
        <translation>Alle Plätze dieses Spiels sind besetzt. Du kannst trotzdem zuschauen: Wähle „Nur zuschauen“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot reach %1. Check the address, and that the host&apos;s program is running and can be reached (firewall, port forwarding).</source>
        <translation>%1 ist nicht erreichbar. Prüfe die Adresse und ob das Programm des Gastgebers läuft und erreichbar ist (Firewall, Portweiterleitung).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The host plays another version of Project L, which speaks another version of the network protocol. Use the same version on both computers.</source>
        <translation>Der Gastgeber spielt eine andere Version von Project L, die eine andere Version des Netzwerkprotokolls spricht. Nutzt auf beiden Computern dieselbe Version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 asks for a password: type the one its operator gave you.</source>
        <translation>Der Server unter %1 verlangt ein Passwort: Gib das ein, das dir sein Betreiber gegeben hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server is full. Try again later.</source>
        <translation>Der Server ist voll. Versuch es später noch einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the connection: too many messages.</source>
        <translation>Der Gastgeber hat die Verbindung getrennt: zu viele Nachrichten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game cannot take more spectators.</source>
        <translation>Dieses Spiel nimmt keine weiteren Zuschauer auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server at %1 takes no more connections or games from your network address. Close some (other game windows, bots), then try again.</source>
        <translation>Der Server unter %1 nimmt von deiner Netzwerkadresse keine weiteren Verbindungen oder Spiele an. Schließe einige (andere Spielfenster, Computerspieler) und versuch es dann noch einmal.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The host said no: %1</source>
        <translation>Der Gastgeber hat abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../../app/table/lobby.py" line="+168"/>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the room. The game starts when the host starts it.</source>
        <translation>Im Raum. Das Spiel beginnt, sobald der Gastgeber es startet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../app/table/net_play.py" line="-50"/>
        <source>Connection lost, rejoining… (attempt %1)</source>
        <translation>Verbindung verloren, trete wieder bei… (Versuch %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-85"/>
        <source>The host did not accept the move</source>
        <translation>Der Gastgeber hat den Zug nicht angenommen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 says: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Network game: your moves are checked by the host</source>
        <translation>Netzwerkspiel: Der Gastgeber prüft deine Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are watching this game</source>
        <translation>Du schaust diesem Spiel zu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The network game is over</source>
        <translation>Das Netzwerkspiel ist zu Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back in the game</source>
        <translation>Wieder im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the host is closed</source>
        <translation>Die Verbindung zum Gastgeber ist getrennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You left the game</source>
        <translation>Du hast das Spiel verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection</source>
        <translation>%1 hat die Verbindung verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI is playing for %1</source>
        <translation>Eine KI spielt für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is back in the game</source>
        <translation>%1 ist wieder im Spiel</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You are watching: spectators cannot move pieces</source>
        <translation>Du schaust zu: Zuschauer können keine Steine bewegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the connection is back</source>
        <translation>Warte, bis die Verbindung wieder steht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the host to answer</source>
        <translation>Warte auf die Antwort des Gastgebers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location filename="../../app/table/hosting.py" line="+26"/>
        <source>Cannot reach the server at %1. Check the address, and that the server is running and can be reached from here.</source>
        <translation>Der Server unter %1 ist nicht erreichbar. Prüfe die Adresse und ob der Server läuft und von hier aus erreichbar ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 refused the password: type the one its operator gave you in the new-game dialog.</source>
        <translation>Der Server unter %1 hat das Passwort abgelehnt: Gib im Dialog „Neues Spiel“ das ein, das dir sein Betreiber gegeben hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 is full. Try again later, or host the game on this computer.</source>
        <translation>Der Server unter %1 ist voll. Versuch es später noch einmal oder biete das Spiel auf diesem Computer an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 has as many games as it takes. Try again later, or host the game on this computer.</source>
        <translation>Der Server unter %1 hat so viele Spiele, wie er aufnimmt. Versuch es später noch einmal oder biete das Spiel auf diesem Computer an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/table/join_dialog.py" line="-4"/>
        <source>The server at %1 is busy. Try again in a moment.</source>
        <translation>Der Server unter %1 ist gerade beschäftigt. Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The program at %1 hosts one game of its own: it is not a server games can be started on. Join its game instead.</source>
        <translation>Das Programm unter %1 bietet ein eigenes Spiel an: Auf ihm lassen sich keine Spiele starten. Tritt stattdessen seinem Spiel bei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 runs another version of Project L, which speaks another version of the network protocol. Use the same version as the server.</source>
        <translation>Der Server unter %1 nutzt eine andere Version von Project L, die eine andere Version des Netzwerkprotokolls spricht. Verwende dieselbe Version wie der Server.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server at %1 closed the connection (%2): the game waiting there is gone.</source>
        <translation>Der Server unter %1 hat die Verbindung beendet (%2): Das dort wartende Spiel gibt es nicht mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server at %1 did not accept this game&apos;s setup: %2</source>
        <translation>Der Server unter %1 hat die Einstellungen dieses Spiels nicht angenommen: %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../app/table/newgame.py" line="+77"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One player plays the solo variant against the automaton.</source>
        <translation>Allein spielst du die Solovariante gegen den Meisterpuzzler.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Standard (the automaton starts with 6 counters)</source>
        <translation>Normal (6 Marken im Gegnervorrat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Challenging (3 counters)</source>
        <translation>Herausfordernd (3 Marken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable (no counters)</source>
        <translation>Unmöglich (keine Marken)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Solo &amp;difficulty:</source>
        <translation>Solo-Schwierig&amp;keit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 1, then in the seats&apos; order</source>
        <translation>Spieler 1, dann in der Reihenfolge der Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who takes the first turn; play then goes on in the order of the seats</source>
        <translation>Wer den ersten Zug macht; danach geht es in der Reihenfolge der Plätze weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;First player:</source>
        <translation>Sta&amp;rtspieler:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI level</source>
        <translation>KI-Stärke</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote</source>
        <translation>Übers Netzwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player at another computer joins this game over the network</source>
        <translation>Ein Spieler an einem anderen Computer tritt diesem Spiel über das Netzwerk bei</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Player %1 is played by</source>
        <translation>Spieler %1 wird gespielt von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player %1&apos;s AI level</source>
        <translation>KI-Stärke von Spieler %1</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+239"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>%1 (cannot be read)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>D&amp;eck:</source>
        <translation>D&amp;eck:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>S&amp;tart</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The name players see when they look for games on the local network</source>
        <translation>Der Name, den Spieler sehen, wenn sie im lokalen Netzwerk nach Spielen suchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game name:</source>
        <translation>Spiel&amp;name:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TCP port other players connect to (%1 unless it is taken)</source>
        <translation>Der TCP-Port, mit dem sich die anderen Spieler verbinden (%1, wenn er frei ist)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer on the &amp;local network</source>
        <translation>Im &amp;lokalen Netzwerk anbieten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network find the game with Game &gt; Join a network game; they still need the invite code</source>
        <translation>Spieler im selben Netzwerk finden das Spiel über Spiel &gt; Netzwerkspiel beitreten; den Einladungscode brauchen sie trotzdem</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>30 seconds</source>
        <translation>30 Sekunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 minutes</source>
        <translation>2 Minuten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>5 minutes</source>
        <translation>5 Minuten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When a player&apos;s connection drops, the computer plays their seat after this time, until they come back</source>
        <translation>Bricht die Verbindung eines Spielers ab, spielt der Computer nach dieser Zeit auf seinem Platz, bis er zurückkommt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If a player drops, an &amp;AI takes over after:</source>
        <translation>Fällt jemand aus, übernimmt die K&amp;I nach:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A server</source>
        <translation>Ein Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This computer hosts the game, or a dedicated server (project-l serve) that your friends can reach runs it</source>
        <translation>Dieser Computer bietet das Spiel an, oder ein eigener Server (project-l serve), den deine Freunde erreichen, führt es aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the game r&amp;uns:</source>
        <translation>Wo das Spiel l&amp;äuft:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Server add&amp;ress:</source>
        <translation>Server-&amp;Adresse:</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>server.example.org:47470 or wss://…</source>
        <translation>server.example.org:47470 oder wss://…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server&apos;s address: host:port, or a ws:// or wss:// address</source>
        <translation>Die Adresse des Servers: Host:Port oder eine ws://- oder wss://-Adresse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only if the server asks for one; it is not kept after the program closes</source>
        <translation>Nur wenn der Server eines verlangt; es wird nach dem Schließen des Programms nicht aufbewahrt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Server pass&amp;word:</source>
        <translation>Server-&amp;Passwort:</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1&apos;s game</source>
        <translation>Spiel von %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Type the server&apos;s address, like server.example.org:47470 or wss://server.example.org/</source>
        <translation>Gib die Adresse des Servers ein, etwa server.example.org:47470 oder wss://server.example.org/</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Two players are called %1: give each a different name</source>
        <translation>Zwei Spieler heißen %1: Gib jedem einen anderen Namen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A game with remote players has at most one player at this computer: make the other seats Remote or Computer</source>
        <translation>Ein Spiel mit Spielern übers Netzwerk hat höchstens einen Spieler an diesem Computer: Stelle die anderen Plätze auf „Übers Netzwerk“ oder „Computer“</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck “%1” cannot be played by this number of players: %2</source>
        <translation>Das Deck „%1“ ist mit dieser Spielerzahl nicht spielbar: %2</translation>
    </message>
    <message>
        <location line="-364"/>
        <source>The same seed deals the same game. Left empty, the deal is secret: nobody can know the cards face down</source>
        <translation>Derselbe Startwert verteilt dasselbe Spiel. Leer gelassen ist die Verteilung geheim: Niemand kann die verdeckten Puzzles kennen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A seed is no secret: whoever knows it knows every card still face down. Leave it empty for a secret deal.</source>
        <translation>Ein Startwert ist kein Geheimnis: Wer ihn kennt, kennt jedes noch verdeckte Puzzle. Lass ihn leer für eine geheime Verteilung.</translation>
    </message>
    <message>
        <location line="+341"/>
        <source>Player %1&apos;s name holds characters a name cannot hold (%2): remove them</source>
        <translation>Der Name von Spieler %1 enthält Zeichen, die ein Name nicht enthalten darf (%2): Entferne sie</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game name holds characters a name cannot hold (%1): remove them</source>
        <translation>Der Spielname enthält Zeichen, die ein Name nicht enthalten darf (%1): Entferne sie</translation>
    </message>
</context>
<context>
    <name>PaletteAction</name>
    <message>
        <location filename="../../app/table/palette_action.py" line="+27"/>
        <source>&amp;Colour-blind palette</source>
        <translation>&amp;Farbenblind-Palette</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paint the pieces in colours that people with colour blindness tell apart</source>
        <translation>Die Steine in Farben malen, die auch Menschen mit Farbenblindheit unterscheiden</translation>
    </message>
</context>
<context>
    <name>PieceGridView</name>
    <message>
        <location filename="../../editor/card_view.py" line="+258"/>
        <source>Piece drawing grid</source>
        <translation>Zeichenraster für Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to add or remove squares; arrow keys and Space work too.</source>
        <translation>Klicke oder ziehe, um Felder hinzuzufügen oder zu entfernen; Pfeiltasten und Leertaste gehen auch.</translation>
    </message>
</context>
<context>
    <name>PiecePage</name>
    <message>
        <location filename="../../editor/piece_page.py" line="+103"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+405"/>
        <source>New piece</source>
        <translation>Neuer Stein</translation>
    </message>
    <message>
        <location line="-404"/>
        <source>Add the smallest shape the deck does not have yet</source>
        <translation>Die kleinste Form hinzufügen, die das Deck noch nicht hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Draw 1 to 5 squares that touch side by side. Start on a square of the piece to remove squares.</source>
        <translation>Zeichne 1 bis 5 Felder, die sich an den Seiten berühren. Beginne auf einem Feld des Steins, um Felder zu entfernen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Choose any colour</source>
        <translation>Beliebige Farbe wählen</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Colour %1</source>
        <translation>Farbe %1</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>Pieces in the reserve</source>
        <translation>Steine im allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Rename the piece: the puzzles that give it follow the new id</source>
        <translation>Den Stein umbenennen: die Puzzles, die ihn als Belohnung geben, übernehmen die neue Kennung</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Turn the piece a quarter clockwise</source>
        <translation>Den Stein eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror the piece left to right</source>
        <translation>Den Stein von links nach rechts spiegeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Piece</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In the reserve</source>
        <translation>Im allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>In the deck</source>
        <translation>Im Deck</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>level %1 · %2 in the reserve</source>
        <translation>Level %1 · %2 im allgemeinen Vorrat</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1, %2, %3 in the reserve</source>
        <translation>%1, %2, %3 im allgemeinen Vorrat</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n Form</numerusform>
            <numerusform>%n Formen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 (its number of squares)</source>
        <translation>%1 (die Zahl seiner Felder)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Reward of %n puzzle(s): %1</source>
        <translation>
            <numerusform>Belohnung von %n Puzzle: %1</numerusform>
            <numerusform>Belohnung von %n Puzzles: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No puzzle gives it as a reward.</source>
        <translation>Kein Puzzle gibt ihn als Belohnung.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Each player starts with %n.</source>
        <translation>
            <numerusform>Jeder Spieler beginnt mit %n Stück.</numerusform>
            <numerusform>Jeder Spieler beginnt mit %n Stück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deck already has every shape of 1 to 5 squares.</source>
        <translation>Das Deck hat schon jede Form aus 1 bis 5 Feldern.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Delete piece</source>
        <translation>Stein löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 is the reward of %n puzzle(s). Until they get another reward, the deck is a draft: it can be saved, but not played. Delete it anyway?</source>
        <translation>
            <numerusform>%1 ist die Belohnung von %n Puzzle. Bis es eine andere Belohnung bekommt, ist das Deck ein Entwurf: Es lässt sich speichern, aber nicht spielen. Trotzdem löschen?</numerusform>
            <numerusform>%1 ist die Belohnung von %n Puzzles. Bis sie eine andere Belohnung bekommen, ist das Deck ein Entwurf: Es lässt sich speichern, aber nicht spielen. Trotzdem löschen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PieceStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="+264"/>
        <source>Pieces placed: %1</source>
        <translation>Eingesetzte Steine: %1</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../app/table/preferences.py" line="-141"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+142"/>
        <source>Off (instant)</source>
        <translation>Aus (sofort)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Very fast</source>
        <translation>Sehr schnell</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Wie schnell sich Karten und Steine auf dem Tisch bewegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause after each computer player&apos;s turn</source>
        <translation>Nach jedem Zug eines Computerspielers an&amp;halten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause after each computer player&apos;s turn</source>
        <translation>Nach jedem Zug eines Computerspielers anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table waits for you to continue, so you can follow what was played</source>
        <translation>Der Tisch wartet, bis du weitermachst, damit du verfolgen kannst, was gespielt wurde</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>As&amp;k before ending a turn with actions left</source>
        <translation>&amp;Fragen, bevor ein Zug mit übrigen Aktionen endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before ending a turn with actions left</source>
        <translation>Fragen, bevor ein Zug mit übrigen Aktionen endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn asks first while you still have actions to take</source>
        <translation>„Zug beenden“ fragt erst nach, solange du noch Aktionen hast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show &amp;tips the first time something happens</source>
        <translation>&amp;Erklärungen zeigen, wenn etwas zum ersten Mal geschieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show tips the first time something happens</source>
        <translation>Erklärungen zeigen, wenn etwas zum ersten Mal geschieht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short tips on the table explain a situation the first time it comes up</source>
        <translation>Kurze Erklärungen auf dem Tisch beschreiben eine Lage, wenn sie zum ersten Mal eintritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show all tips a&amp;gain</source>
        <translation>Alle Erklärungen &amp;wieder zeigen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour-blind friendly</source>
        <translation>Für Farbenblinde</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Piece colours</source>
        <translation>Farben der Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colours that people with red-green colour blindness tell apart</source>
        <translation>Farben, die auch Menschen mit Rot-Grün-Sehschwäche unterscheiden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Piece &amp;colours:</source>
        <translation>Fa&amp;rben der Steine:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table zoom</source>
        <translation>Tischgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the whole table in the window, or show it at a fixed size</source>
        <translation>Den ganzen Tisch ins Fenster einpassen oder in fester Größe zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Table &amp;zoom:</source>
        <translation>Tisch&amp;größe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Quick</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deep (slow)</source>
        <translation>Gründlich (langsam)</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Analysis depth</source>
        <translation>Analysetiefe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the computer thinks about each turn when it analyses a game</source>
        <translation>Wie lange der Computer bei der Analyse einer Partie über jeden Zug nachdenkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysis &amp;depth:</source>
        <translation>Analyse&amp;tiefe:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Close the preferences</source>
        <translation>Einstellungen schließen</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Fit to window</source>
        <translation>An Fenster anpassen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>&amp;Hard AI thinks longer in two-player games</source>
        <translation>Die KI „Schwer“ &amp;denkt in Partien zu zweit länger nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard AI thinks longer in two-player games</source>
        <translation>Die KI „Schwer“ denkt in Partien zu zweit länger nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up to 3 seconds per action instead of 1, and it plays stronger. Other games are not changed.</source>
        <translation>Bis zu 3 Sekunden pro Aktion statt 1, und sie spielt stärker. Andere Partien bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Each tip shows once; the tips you have seen come back</source>
        <translation>Jede Erklärung erscheint nur einmal; die schon gesehenen erscheinen wieder</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sound</source>
        <translation>Klang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;sounds</source>
        <translation>&amp;Klänge abspielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play sounds</source>
        <translation>Klänge abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds when a piece snaps into place, a puzzle is completed, your turn comes and the game ends</source>
        <translation>Kurze Klänge, wenn ein Stein einrastet, ein Puzzle gelöst ist, du am Zug bist und das Spiel endet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
</context>
<context>
    <name>PrintCounts</name>
    <message numerus="yes">
        <location filename="../../editor/text.py" line="-36"/>
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <location filename="../../editor/print_dialog.py" line="+248"/>
        <source>Print &amp; play</source>
        <translation>Print &amp; Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print card &amp;backs (two-sided printing)</source>
        <translation>Karten&amp;rückseiten drucken (beidseitiger Druck)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flip on the long edge</source>
        <translation>An der langen Kante wenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip on the short edge</source>
        <translation>An der kurzen Kante wenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Custom shapes only</source>
        <translation>Nur eigene Formen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All shapes</source>
        <translation>Alle Formen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No pieces</source>
        <translation>Keine Steine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paper size:</source>
        <translation>&amp;Papierformat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card backs:</source>
        <translation>Kartenrückseiten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Duplex:</source>
        <translation>&amp;Duplex:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P&amp;ieces to cut out:</source>
        <translation>Aus&amp;zuschneidende Steine:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each page of cards is followed by a page of their backs: print both sides, at actual size. Pieces of the classic shapes come from the game box.</source>
        <translation>Auf jede Seite mit Karten folgt eine Seite mit ihren Rückseiten: beidseitig drucken, in Originalgröße. Die Steine der klassischen Formen kommen aus der Spielschachtel.</translation>
    </message>
    <message>
        <location line="-172"/>
        <source>The picture&apos;s file is too large.</source>
        <translation>Die Bilddatei ist zu groß.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+9"/>
        <source>This file is not a picture (PNG or JPEG) that can be read.</source>
        <translation>Diese Datei ist kein lesbares Bild (PNG oder JPEG).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The picture cannot be made small enough for the deck.</source>
        <translation>Das Bild lässt sich nicht klein genug für das Deck machen.</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>The game&apos;s emblem</source>
        <translation>Das Emblem des Spiels</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The deck&apos;s name</source>
        <translation>Der Name des Decks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck&apos;s name and a picture</source>
        <translation>Der Name des Decks und ein Bild</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>C&amp;hoose a picture…</source>
        <translation>Bild aus&amp;wählen…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Backs &amp;show:</source>
        <translation>Rückseiten zei&amp;gen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picture:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The classic deck&apos;s backs are the game&apos;s own: duplicate the deck to give its backs a design of its own.</source>
        <translation>Die Rückseiten des klassischen Decks sind die des Spiels: dupliziere das Deck, um seinen Rückseiten eine eigene Gestaltung zu geben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The backs&apos; design is saved with the deck.</source>
        <translation>Die Gestaltung der Rückseiten wird mit dem Deck gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A picture of %1 kB</source>
        <translation>Ein Bild mit %1 kB</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No picture chosen</source>
        <translation>Kein Bild gewählt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a picture for the card backs</source>
        <translation>Ein Bild für die Kartenrückseiten wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>PuzzleCardView</name>
    <message>
        <location filename="../../editor/card_view.py" line="-109"/>
        <source>Puzzle card</source>
        <translation>Puzzlekarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click or drag to paint recessed cells; arrow keys and Space work too.</source>
        <translation>Klicke oder ziehe, um vertiefte Felder zu malen; Pfeiltasten und Leertaste gehen auch.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>This deck has no puzzles yet.
Add a white or a black puzzle to start.</source>
        <translation>Dieses Deck hat noch keine Puzzles.
Füge zum Anfangen ein weißes oder schwarzes Puzzle hinzu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No puzzle selected</source>
        <translation>Kein Puzzle ausgewählt</translation>
    </message>
</context>
<context>
    <name>PuzzleInspector</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+161"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reward piece</source>
        <translation>Belohnungsstein</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+118"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="-115"/>
        <source>Id</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rotate</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the cells a quarter clockwise</source>
        <translation>Die Felder eine Vierteldrehung im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mirror the cells left to right</source>
        <translation>Die Felder von links nach rechts spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make every cell solid</source>
        <translation>Alle Felder fest machen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cells</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show a filling</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show on the card one way to fill it with the reserve&apos;s pieces</source>
        <translation>Auf der Karte eine Lösung mit Steinen aus dem allgemeinen Vorrat zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The filling before</source>
        <translation>Die vorige Lösung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The next filling</source>
        <translation>Die nächste Lösung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Solver</source>
        <translation>Lösungssuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Mindestzahl an Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fillings</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>unknown: too hard for the solver</source>
        <translation>unbekannt: zu schwer für die Lösungssuche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot be filled</source>
        <translation>nicht füllbar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No problems: this card can be completed.</source>
        <translation>Keine Probleme: Dieses Puzzle lässt sich lösen.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Rotate %1</source>
        <translation>%1 drehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mirror %1</source>
        <translation>%1 spiegeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Looking for fillings…</source>
        <translation>Lösungen werden gesucht…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many possibilities to show a filling.</source>
        <translation>Zu viele Möglichkeiten, um eine Lösung zu zeigen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The reserve&apos;s pieces cannot fill this card.</source>
        <translation>Die Steine des allgemeinen Vorrats können diese Karte nicht füllen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Filling %1 of %2: %n piece(s)</source>
        <translation>
            <numerusform>Lösung %1 von %2: %n Stein</numerusform>
            <numerusform>Lösung %1 von %2: %n Steine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleModel</name>
    <message>
        <location filename="../../editor/puzzle_model.py" line="+254"/>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The card&apos;s id and points</source>
        <translation>Kennung und Punkte der Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White or black</source>
        <translation>Weiß oder schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Victory points for completing it</source>
        <translation>Siegpunkte, wenn es gelöst ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The piece taken from the reserve on completing it</source>
        <translation>Der Stein aus dem allgemeinen Vorrat, wenn es gelöst ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Recessed squares to fill</source>
        <translation>Zu füllende Felder der Vertiefung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces</source>
        <translation>Mindestzahl an Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fewest pieces of the reserve that fill it: each takes an action to place</source>
        <translation>Die wenigsten Steine aus dem allgemeinen Vorrat, die es füllen: jeder kostet eine Aktion zum Einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fillings</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In how many ways the reserve&apos;s pieces fill it: fewer ways are harder to see</source>
        <translation>Auf wie viele Arten die Steine des allgemeinen Vorrats es füllen: weniger Arten sind schwerer zu sehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>What validation says about the card</source>
        <translation>Was die Prüfung über die Karte sagt</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 · %n pts</source>
        <translation>
            <numerusform>%1 · %n Pkt.</numerusform>
            <numerusform>%1 · %n Pkt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>White</source>
        <comment>the colour of one card</comment>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <comment>the colour of one card</comment>
        <translation>Schwarz</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>white</source>
        <translation>weißes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>black</source>
        <translation>schwarzes</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1: %2 puzzle, %n point(s), reward %3</source>
        <translation>
            <numerusform>%1: %2 Puzzle, %n Punkt, Belohnung %3</numerusform>
            <numerusform>%1: %2 Puzzle, %n Punkte, Belohnung %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzlePage</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="-416"/>
        <source>too many to count</source>
        <translation>zu viele zum Zählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one way only: hard</source>
        <translation>nur ein Weg: schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>few ways: tricky</source>
        <translation>wenige Wege: knifflig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>some ways: moderate</source>
        <translation>einige Wege: mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>many ways: easy</source>
        <translation>viele Wege: leicht</translation>
    </message>
    <message>
        <location filename="../../editor/puzzle_page.py" line="+120"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+63"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+66"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Puzzle cards</source>
        <translation>Puzzlekarten</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add a white puzzle</source>
        <translation>Ein weißes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a black puzzle</source>
        <translation>Ein schwarzes Puzzle hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+67"/>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Click or drag on the card to paint the cells to fill; start on a filled cell to erase.</source>
        <translation>Klicke oder ziehe auf der Karte, um die zu füllenden Felder zu malen; beginne auf einem gemalten Feld, um zu radieren.</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <location line="+294"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n black</source>
        <translation>
            <numerusform>%n schwarzes</numerusform>
            <numerusform>%n schwarze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%n white</source>
        <translation>
            <numerusform>%n weißes</numerusform>
            <numerusform>%n weiße</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <location line="-362"/>
        <source>Sort the cards by</source>
        <translation>Karten sortieren nach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck order</source>
        <translation>Reihenfolge im Deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order the cards are shown in (the deck keeps its own order)</source>
        <translation>Die Reihenfolge, in der die Karten gezeigt werden (das Deck behält seine eigene)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sort:</source>
        <translation>Sortieren:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Puzzle cards as a table</source>
        <translation>Puzzlekarten als Tabelle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add a copy of the selected puzzles</source>
        <translation>Eine Kopie der ausgewählten Puzzles hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the selected puzzles</source>
        <translation>Die ausgewählten Puzzles löschen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message numerus="yes">
        <location line="+275"/>
        <source>Copied %n puzzle card(s)</source>
        <translation>
            <numerusform>%n Puzzlekarte kopiert</numerusform>
            <numerusform>%n Puzzlekarten kopiert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The clipboard holds no puzzle cards to paste.</source>
        <translation>In der Zwischenablage sind keine Puzzlekarten zum Einfügen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No card was pasted: a deck holds at most 500 puzzles.</source>
        <translation>Keine Karte eingefügt: Ein Deck fasst höchstens 500 Puzzles.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Pasted %n puzzle card(s)</source>
        <translation>
            <numerusform>%n Puzzlekarte eingefügt</numerusform>
            <numerusform>%n Puzzlekarten eingefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Left out, as a deck holds at most 500 puzzles: %n card(s).</source>
        <translation>
            <numerusform>Ausgelassen, da ein Deck höchstens 500 Puzzles fasst: %n Karte.</numerusform>
            <numerusform>Ausgelassen, da ein Deck höchstens 500 Puzzles fasst: %n Karten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleStrip</name>
    <message>
        <location filename="../../app/table/results.py" line="-88"/>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Completed puzzles: %1</source>
        <translation>Gelöste Puzzles: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+34"/>
        <source>No completed puzzles</source>
        <translation>Keine gelösten Puzzles</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unfinished puzzles: %1</source>
        <translation>Ungelöste Puzzles: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1: unfinished, %2 less</source>
        <translation>%1: ungelöst, %2 weniger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/qt_words.py" line="+145"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shortcut</source>
        <translation>Symbolischer Link</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location line="-84"/>
        <source>&amp;Select All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Step up</source>
        <translation>&amp;Inkrementieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;down</source>
        <translation>&amp;Dekrementieren</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location line="+84"/>
        <source>Select Color</source>
        <translation>Farbauswahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Basic colors</source>
        <translation>Grundfar&amp;ben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Benutzerdefinierte Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>Zu benutzerdefinierten Farben &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Farbe vom Bildschirm wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cursor at %1, %2
Press ESC to cancel</source>
        <translation>Cursor bei %1, %2
Drücke Esc, um abzubrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hu&amp;e:</source>
        <translation>Farb&amp;ton:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Sättigung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Val:</source>
        <translation>&amp;Helligkeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Red:</source>
        <translation>&amp;Rot:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Green:</source>
        <translation>&amp;Grün:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bl&amp;ue:</source>
        <translation>Bla&amp;u:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lphakanal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <location line="-81"/>
        <source>Float</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Löst das Dock-Widget und verankert es wieder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes the dock widget</source>
        <translation>Schließt das Dock-Widget</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="+5"/>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Das Verzeichnis konnte nicht gefunden werden.
Prüfe, ob der Verzeichnisname richtig ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Die Datei konnte nicht gefunden werden.
Prüfe, ob der Dateiname richtig ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Choose</source>
        <translation>&amp;Auswählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Neues Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rename</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>S&amp;peichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>„%1“ ist schreibgeschützt.
Möchtest du die Datei trotzdem löschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Bist du sicher, dass du „%1“ löschen möchtest?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to detail view mode</source>
        <translation>Wechsle zu Detailansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change to list view mode</source>
        <translation>Wechsle zu Listenansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not delete directory.</source>
        <translation>Das Verzeichnis konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create a New Folder</source>
        <translation>Neuen Ordner erstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail View</source>
        <translation>Details</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directories</source>
        <translation>Verzeichnisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Directory:</source>
        <translation>Verzeichnis:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find Directory</source>
        <translation>Verzeichnis suchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the parent directory</source>
        <translation>Gehe zum übergeordneten Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List View</source>
        <translation>Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List of places and bookmarks</source>
        <translation>Liste der Orte und Lesezeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New Folder</source>
        <translation>Neues Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parent Directory</source>
        <translation>Übergeordnetes Verzeichnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recent Places</source>
        <translation>Zuletzt besucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show </source>
        <translation>Anzeigen </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Versteckte Dateien anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sidebar</source>
        <translation>Seitenleiste</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date Modified</source>
        <translation>Änderungsdatum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location line="-95"/>
        <source>Enter a value:</source>
        <translation>Gib einen Wert ein:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-13"/>
        <source>Show Details...</source>
        <translation>Details einblenden...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Details ausblenden...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-20"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Alles speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Ja, &amp;alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;ein, keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Ignorieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Voreinstellungen</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <location line="+127"/>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Print</source>
        <translation>&amp;Drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Einstellungen &gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Einstellungen &lt;&lt; </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All Pages</source>
        <translation>Alle Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Odd Pages</source>
        <translation>Ungerade Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Even Pages</source>
        <translation>Gerade Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local file</source>
        <translation>Lokale Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write PDF file</source>
        <translation>PDF-Datei schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to File (PDF)</source>
        <translation>In PDF-Datei drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print To File ...</source>
        <translation>In Datei drucken ...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>Die Datei %1 existiert bereits.
Soll sie überschrieben werden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 ist ein Verzeichnis.
Bitte wähle einen anderen Dateinamen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Die Datei %1 ist schreibgeschützt.
Bitte wähle einen anderen Dateinamen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid Pages Definition</source>
        <translation>Ungültige Seitendefinition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 entspricht nicht der richtigen Schreibweise. Trenne Bereiche und Seitenzahlen mit „,“, lege Bereiche mit „-“ fest und achte darauf, dass sich die Bereiche nicht überschneiden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Die Angabe für die erste Seite darf nicht größer sein als die für die letzte Seite.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <location line="+2"/>
        <source>Copies</source>
        <translation>Anzahl Exemplare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print range</source>
        <translation>Bereich drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print all</source>
        <translation>Alles drucken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages from</source>
        <translation>Seiten von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current Page</source>
        <translation>Aktuelle Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page &amp;Set:</source>
        <translation>Seiten-&amp;Satz:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output Settings</source>
        <translation>Ausgabeeinstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copies:</source>
        <translation>Anzahl Exemplare:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collate</source>
        <translation>Sortieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reverse</source>
        <translation>Umgekehrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color Mode</source>
        <translation>Farbmodus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Color</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grayscale</source>
        <translation>Graustufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double Sided Printing</source>
        <translation>Beidseitiger Druck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Long side binding</source>
        <translation>Lange Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short side binding</source>
        <translation>Kurze Seite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Gib die Seiten oder Bereiche durch Kommas getrennt ein. Bereiche werden durch zwei durch einen Bindestrich getrennte Zahlen festgelegt. Beispiel: 3,5-7,9 druckt die Seiten 3, 5, 6, 7 und 9.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <location line="+2"/>
        <source>Printer</source>
        <translation>Drucker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;roperties</source>
        <translation>&amp;Eigenschaften</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location:</source>
        <translation>Standort:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Output &amp;file:</source>
        <translation>Ausgabe&amp;datei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>...</source>
        <translation>...</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <location line="-170"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location line="+25"/>
        <source>Scroll here</source>
        <translation>Hierher scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left edge</source>
        <translation>Linker Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right edge</source>
        <translation>Rechter Rand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottom</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page left</source>
        <translation>Eine Seite nach links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page up</source>
        <translation>Eine Seite nach oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page right</source>
        <translation>Eine Seite nach rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page down</source>
        <translation>Eine Seite nach unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll left</source>
        <translation>Nach links scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll up</source>
        <translation>Nach oben scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll right</source>
        <translation>Nach rechts scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll down</source>
        <translation>Nach unten scrollen</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <location line="+7"/>
        <source>Scroll Left</source>
        <translation>Nach links scrollen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scroll Right</source>
        <translation>Nach rechts scrollen</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location line="-33"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../../app/core/words.py" line="+16"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{row}, {col}</source>
        <translation>{row}, {col}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the top</source>
        <translation>ganz oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the top</source>
        <translation>an zweiter Stelle von oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle row</source>
        <translation>in der mittleren Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the bottom</source>
        <translation>an zweiter Stelle von unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at the bottom</source>
        <translation>ganz unten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the left</source>
        <translation>ganz links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the left</source>
        <translation>an zweiter Stelle von links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in the middle column</source>
        <translation>in der mittleren Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second from the right</source>
        <translation>an zweiter Stelle von rechts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the right</source>
        <translation>ganz rechts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the centre</source>
        <translation>in der Mitte</translation>
    </message>
    <message>
        <location filename="../../app/rules/reasons.py" line="+39"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First choose the reward for {puzzle}: {choices}.</source>
        <translation>Wähle zuerst die Belohnung für {puzzle}: {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only Finishing Touches are left: place pieces (1 point each) or pass.</source>
        <translation>Nur noch der Feinschliff ist übrig: Setze Steine ein (je 1 Punkt) oder passe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finishing Touches come after the final round.</source>
        <translation>Der Feinschliff kommt nach der letzten Runde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already have {limit} unfinished puzzles: complete one before you take another.</source>
        <translation>Du hast schon {limit} ungelöste Puzzles: Löse eines, bevor du ein weiteres nimmst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is not in the grid: take one of the face-up puzzles.</source>
        <translation>{puzzle} liegt nicht im Puzzle-Raster: Nimm eines der offen liegenden Puzzles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{puzzle} is not in a row: take one of the face-up puzzles.</source>
        <translation>{puzzle} liegt in keiner Reihe: Nimm eines der offen liegenden Puzzles.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve is empty: there is no piece to take.</source>
        <translation>Der allgemeine Vorrat ist leer: Es gibt keinen Stein zu nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which piece to take: {choices}.</source>
        <translation>Wähle, welchen Stein du nimmst: {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no piece {piece} in this game.</source>
        <translation>In diesem Spiel gibt es keinen Stein {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take {piece}: the level-1 piece to take is {choices}.</source>
        <translation>Du kannst {piece} nicht nehmen: Der Level-1-Stein ist {choices}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot take {piece}: choose {choices}.</source>
        <translation>Du kannst {piece} nicht nehmen: Wähle {choices}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no other {piece} in your supply.</source>
        <translation>Du hast keinen weiteren Stein {piece} in deinem Vorrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no {piece} in your supply.</source>
        <translation>Du hast keinen Stein {piece} in deinem Vorrat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange {piece} for a different shape, not for another {piece}.</source>
        <translation>Tausche {piece} gegen eine andere Form, nicht gegen einen weiteren Stein {piece}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reserve has no {piece} left: choose another piece.</source>
        <translation>Im allgemeinen Vorrat ist kein Stein {piece} mehr: Wähle einen anderen Stein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece above level {level} is left to upgrade {piece} to: it can only be exchanged.</source>
        <translation>Über Level {level} ist kein Stein mehr übrig, zu dem {piece} aufgewertet werden kann: Er kann nur getauscht werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An upgrade of {piece} goes to level {next_level}, the next level with pieces in the reserve, not to level {level}.</source>
        <translation>Eine Aufwertung von {piece} geht auf Level {next_level}, das nächste Level mit Steinen im allgemeinen Vorrat, nicht auf Level {level}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have already made the master action this turn.</source>
        <translation>Du hast die Meisteraktion in diesem Zug schon ausgeführt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place at least one piece in a master action.</source>
        <translation>Setze bei einer Meisteraktion mindestens einen Stein ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A master action places at most one piece on each puzzle: {puzzle} has two.</source>
        <translation>Eine Meisteraktion setzt höchstens einen Stein in jedes Puzzle ein: In {puzzle} wären es zwei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no reward to choose.</source>
        <translation>Es gibt keine Belohnung zu wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward for {puzzle} must be {choices}.</source>
        <translation>Die Belohnung für {puzzle} muss {choices} sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not an action of the game.</source>
        <translation>Das ist keine Aktion dieses Spiels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is already completed.</source>
        <translation>{puzzle} ist schon gelöst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle} is not one of your puzzles: place pieces on your own puzzles.</source>
        <translation>{puzzle} ist keines deiner Puzzles: Setze Steine in deine eigenen Puzzles ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece reaches outside the card.</source>
        <translation>Der Stein ragt über die Karte hinaus.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>These squares do not form the shape of {piece}: rotate or flip it.</source>
        <translation>Diese Felder bilden nicht die Form von {piece}: Drehe oder wende den Stein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This action is marked for player {marked}, but it is player {current}&apos;s turn.</source>
        <translation>Diese Aktion ist für Spieler {marked} markiert, aber Spieler {current} ist am Zug.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>One more square of pieces is needed.</source>
        <translation>Es fehlt noch ein Feld an Steinen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{amount} more squares of pieces are needed.</source>
        <translation>Es fehlen noch {amount} Felder an Steinen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last empty square needs a 1-square piece.</source>
        <translation>Das letzte leere Feld braucht einen Stein aus 1 Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The {amount} empty squares are an odd number, and every piece covers an even number of squares.</source>
        <translation>Die {amount} leeren Felder sind eine ungerade Zahl, und jeder Stein bedeckt eine gerade Zahl von Feldern.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The piece names the same square twice ({square}).</source>
        <translation>Der Stein nennt dasselbe Feld zweimal ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The piece covers a solid square of {puzzle} ({square}): pieces go on the recessed squares.</source>
        <translation>Der Stein bedeckt ein massives Feld von {puzzle} ({square}): Steine kommen in die Vertiefung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The piece covers a square of {puzzle} that is already filled ({square}).</source>
        <translation>Der Stein bedeckt ein Feld von {puzzle}, das schon belegt ist ({square}).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The lone empty square ({square}) needs a 1-square piece.</source>
        <translation>Das einzelne leere Feld ({square}) braucht einen Stein aus 1 Feld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece fits over one of the empty squares ({square}).</source>
        <translation>Kein Stein passt über eines der leeren Felder ({square}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The separate area of {amount} squares (one of them {square}) cannot be filled with these pieces.</source>
        <translation>Der abgetrennte Bereich aus {amount} Feldern (eines davon {square}) lässt sich mit diesen Steinen nicht füllen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each of the {amount} separate areas can be filled, but not all of them at once.</source>
        <translation>Jeder der {amount} abgetrennten Bereiche kann gefüllt werden, aber nicht alle zugleich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No combination of these pieces fits.</source>
        <translation>Keine Kombination dieser Steine passt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two puzzles have the id {puzzle}.</source>
        <translation>Zwei Puzzles haben die Kennung {puzzle}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle {puzzle} has the same id as a piece.</source>
        <translation>Puzzle {puzzle} hat dieselbe Kennung wie ein Stein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Puzzle id {shown} must be 1 to 16 printable characters.</source>
        <translation>Die Puzzle-Kennung {shown} muss aus 1 bis 16 druckbaren Zeichen bestehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle}: the colour must be white or black.</source>
        <translation>{puzzle}: Die Farbe muss weiß oder schwarz sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: points must be between 0 and 99.</source>
        <translation>{puzzle}: Die Punkte müssen zwischen 0 und 99 liegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{puzzle}: its reward {reward} is not a piece of this deck.</source>
        <translation>{puzzle}: Die Belohnung {reward} ist kein Stein dieses Decks.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has no recessed cell: paint the cells to fill.</source>
        <translation>{puzzle} hat kein vertieftes Feld: Male die zu füllenden Felder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} is a copy of {other}: same shape (up to rotation and reflection), colour, points and reward.</source>
        <translation>{puzzle} ist eine Kopie von {other}: gleiche Form (bis auf Drehen und Spiegeln), Farbe, Punkte und Belohnung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} has the same shape as {other} (up to rotation and reflection), with other points or reward.</source>
        <translation>{puzzle} hat dieselbe Form wie {other} (bis auf Drehen und Spiegeln), mit anderen Punkten oder anderer Belohnung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The deck could not be read back from its file: {reason}.</source>
        <translation>Das Deck ließ sich nicht aus seiner Datei zurücklesen: {reason}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deck has no pieces.</source>
        <translation>Das Deck hat keine Steine.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two pieces have the id {piece}.</source>
        <translation>Zwei Steine haben die Kennung {piece}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piece id {shown} must be 1 to 16 printable characters.</source>
        <translation>Die Stein-Kennung {shown} muss aus 1 bis 16 druckbaren Zeichen bestehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} must have 1 to {max} connected squares.</source>
        <translation>{piece} muss 1 bis {max} zusammenhängende Felder haben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{piece} has the same shape as {other} (up to rotation and reflection).</source>
        <translation>{piece} hat dieselbe Form wie {other} (bis auf Drehen und Spiegeln).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece}: the reserve count must be between 0 and 99.</source>
        <translation>{piece}: Die Anzahl im allgemeinen Vorrat muss zwischen 0 und 99 liegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} has none in the reserve: it never comes into play.</source>
        <translation>Von {piece} liegt keiner im allgemeinen Vorrat: Er kommt nie ins Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with this deck&apos;s pieces. {why}</source>
        <translation>{puzzle} lässt sich mit den Steinen dieses Decks nicht lösen. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} cannot be filled with the pieces in the reserve. {why}</source>
        <translation>{puzzle} lässt sich mit den Steinen im allgemeinen Vorrat nicht lösen. {why}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} has too many possibilities for the solver: it could not tell within its limits whether the reserve can fill it.</source>
        <translation>{puzzle} hat zu viele Möglichkeiten für die Lösungssuche: Sie konnte innerhalb ihrer Grenzen nicht klären, ob der allgemeine Vorrat es lösen kann.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle} can be filled, but it has too many possibilities to count its fillings or find the fewest pieces within the solver&apos;s limits.</source>
        <translation>{puzzle} lässt sich lösen, hat aber zu viele Möglichkeiten, um innerhalb der Grenzen der Lösungssuche die Lösungen zu zählen oder die wenigsten Steine zu finden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{puzzle}: the recessed cells form {parts} separate areas.</source>
        <translation>{puzzle}: Die vertieften Felder bilden {parts} getrennte Bereiche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{puzzle} can be filled in only one way.</source>
        <translation>{puzzle} lässt sich nur auf eine Weise lösen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no white puzzles.</source>
        <translation>Das Deck hat keine weißen Puzzles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deck has no black puzzles.</source>
        <translation>Das Deck hat keine schwarzen Puzzles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The setup table needs a black puzzle count for {players} players.</source>
        <translation>Die Aufbautabelle braucht eine Zahl schwarzer Puzzles für {players} Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{players} players need {need} black puzzles (setup table); the deck has {have}.</source>
        <translation>{players} Spieler brauchen {need} schwarze Puzzles (Aufbautabelle); das Deck hat {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With {players} players all {need} black puzzles go to the row at once: the game ends after one round.</source>
        <translation>Bei {players} Spielern kommen alle {need} schwarzen Puzzles sofort in die Reihe: Das Spiel endet nach einer Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{players} players need {need} white puzzles (setup table); the deck has {have}.</source>
        <translation>{players} Spieler brauchen {need} weiße Puzzles (Aufbautabelle); das Deck hat {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The white row has {row} places but the deck has only {have} white puzzles.</source>
        <translation>Die weiße Reihe hat {row} Plätze, aber das Deck hat nur {have} weiße Puzzles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} white puzzles; the deck has {have}.</source>
        <translation>Das Solospiel braucht {need} weiße Puzzles; das Deck hat {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game needs {need} black puzzles; the deck has {have}.</source>
        <translation>Das Solospiel braucht {need} schwarze Puzzles; das Deck hat {have}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The solo game deals 9 cards: its setup needs at least 9 puzzles (now {have}).</source>
        <translation>Das Solospiel legt 9 Puzzles aus: Sein Aufbau braucht mindestens 9 Puzzles (jetzt {have}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starting supply names {piece}, which is not a piece of this deck.</source>
        <translation>Die Startsteine nennen {piece}, der kein Stein dieses Decks ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Four players start with {need} of {piece}, but the reserve has {have}: some players start with another piece.</source>
        <translation>Vier Spieler beginnen mit {need} × {piece}, aber der allgemeine Vorrat hat {have}: Manche beginnen mit einem anderen Stein.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The deck has no name.</source>
        <translation>Das Deck hat keinen Namen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewards: {rewards}.</source>
        <translation>Belohnungen: {rewards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No puzzle gives {pieces} as a reward.</source>
        <translation>Kein Puzzle gibt {pieces} als Belohnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} white puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} weiße Puzzles mit zusammen {points} Punkten ({low} bis {high} je Puzzle).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{count} black puzzles worth {points} points in all ({low} to {high} each).</source>
        <translation>{count} schwarze Puzzles mit zusammen {points} Punkten ({low} bis {high} je Puzzle).</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>This action was meant for the position after {step} actions, but the game has moved on to {now} actions: look at the table again.</source>
        <translation>Diese Aktion war für die Stellung nach {step} Aktionen gedacht, aber das Spiel ist schon bei {now} Aktionen: Sieh dir den Tisch noch einmal an.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>{piece} has the same colour as {other}: only their shapes tell them apart.</source>
        <translation>{piece} hat dieselbe Farbe wie {other}: Nur ihre Form unterscheidet sie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{piece} is the reward of {puzzles} puzzles, but the reserve holds only {have}: once they are gone, players get another piece instead.</source>
        <translation>{piece} ist die Belohnung von {puzzles} Puzzles, aber der allgemeine Vorrat hat nur {have}: Sind sie weg, bekommen die Spieler stattdessen einen anderen Stein.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the file does not exist (any more)</source>
        <translation>die Datei existiert nicht (mehr)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a folder, not a file</source>
        <translation>das ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a pipe (FIFO), not a file</source>
        <translation>das ist eine Pipe (FIFO), keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a socket, not a file</source>
        <translation>das ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is a device, not a file</source>
        <translation>das ist ein Gerät, keine Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a regular file</source>
        <translation>das ist keine normale Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: permission denied</source>
        <translation>die Datei kann nicht gelesen werden: Zugriff verweigert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is a link that leads in a circle</source>
        <translation>die Datei ist eine Verknüpfung, die im Kreis führt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read: {detail}</source>
        <translation>die Datei kann nicht gelesen werden: {detail}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file name is not valid</source>
        <translation>der Dateiname ist ungültig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read now (it is locked or not ready)</source>
        <translation>die Datei kann gerade nicht gelesen werden (sie ist in Benutzung oder nicht bereit)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is {size}, more than {what} can be (at most {limit})</source>
        <translation>die Datei ist {size} groß, größer als {what} sein darf (höchstens {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than {what} can be (at most {limit})</source>
        <translation>die Datei ist größer, als {what} sein darf (höchstens {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{what} is not valid text</source>
        <translation>{what} ist kein gültiger Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{what} must be text</source>
        <translation>{what} muss Text sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file holds a number too large to read</source>
        <translation>die Datei enthält eine Zahl, die zu groß zum Lesen ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is not text (UTF-8)</source>
        <translation>die Datei ist kein Text (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: missing field &apos;{key}&apos;</source>
        <translation>{where}: Der Eintrag „{key}“ fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;{key}&apos; must be a whole number</source>
        <translation>{where}: Der Eintrag „{key}“ muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; has the wrong type</source>
        <translation>{where}: Der Eintrag „{key}“ hat den falschen Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: bad id {shown}</source>
        <translation>{where}: ungültige Kennung {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must be an object</source>
        <translation>{where} muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} needs a positive number for {players} players</source>
        <translation>{where} braucht eine positive Zahl für {players} Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a deck must be a JSON object</source>
        <translation>ein Deck muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has no version number</source>
        <translation>das Deck hat keine Versionsnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck is version {version}, newer than this game reads ({known})</source>
        <translation>das Deck hat Version {version}, neuer als dieses Spiel liest ({known})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown deck version {version}</source>
        <translation>unbekannte Deck-Version {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has no pieces</source>
        <translation>das Deck hat keine Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck has too many piece shapes ({most} at most)</source>
        <translation>das Deck hat zu viele Steinformen (höchstens {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a cell must be [row, col] with values 0-4</source>
        <translation>Stein {piece}: Ein Feld muss [Zeile, Spalte] mit Werten von 0 bis 4 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: a piece has 1 to {most} different cells</source>
        <translation>Stein {piece}: Ein Stein hat 1 bis {most} verschiedene Felder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: its cells are not connected</source>
        <translation>Stein {piece}: Seine Felder hängen nicht zusammen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>piece {piece}: count must be between 0 and 99</source>
        <translation>Stein {piece}: Die Anzahl muss zwischen 0 und 99 liegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}: its colour must be written #rrggbb</source>
        <translation>Stein {piece}: Seine Farbe muss als #rrggbb geschrieben sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two pieces have the id {piece}</source>
        <translation>zwei Steine haben die Kennung {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pieces {piece} and {other} have the same shape up to rotation and reflection</source>
        <translation>die Steine {piece} und {other} haben bis auf Drehen und Spiegeln dieselbe Form</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck has too many puzzles ({most} at most)</source>
        <translation>das Deck hat zu viele Puzzles (höchstens {most})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two puzzles have the id {puzzle}</source>
        <translation>zwei Puzzles haben die Kennung {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle} has the same id as a piece</source>
        <translation>das Puzzle {puzzle} hat dieselbe Kennung wie ein Stein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>Puzzle {puzzle}: Die Farbe muss „white“ oder „black“ sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: points must be between 0 and 99</source>
        <translation>Puzzle {puzzle}: Die Punkte müssen zwischen 0 und 99 liegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: its reward {shown} is not a piece of this deck</source>
        <translation>Puzzle {puzzle}: Seine Belohnung {shown} ist kein Stein dieses Decks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle}: cells must be 5 rows of 5 characters &apos;.&apos; or &apos;#&apos;</source>
        <translation>Puzzle {puzzle}: Die Felder müssen 5 Zeilen aus je 5 Zeichen „.“ oder „#“ sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>puzzle {puzzle} has no recessed cell</source>
        <translation>das Puzzle {puzzle} hat kein vertieftes Feld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck: &apos;setup&apos; must be an object</source>
        <translation>Deck: „setup“ muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.starting_supply must list piece ids of this deck</source>
        <translation>setup.starting_supply muss Steinkennungen dieses Decks aufzählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.starting_supply: at most {most} pieces</source>
        <translation>setup.starting_supply: höchstens {most} Steine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.row_size must be a number from 1 to 8</source>
        <translation>setup.row_size muss eine Zahl von 1 bis 8 sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>setup.solo: white and black counts must give at least 9 puzzles</source>
        <translation>setup.solo: Weiße und schwarze Anzahl müssen zusammen mindestens 9 Puzzles ergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.locks must be three numbers (pieces above columns 1-3)</source>
        <translation>setup.solo.locks müssen drei Zahlen sein (Blockaden über den Spalten 1–3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>setup.solo.opponent_supply needs a number for standard, challenging, unbeatable</source>
        <translation>setup.solo.opponent_supply braucht eine Zahl für standard, challenging und unbeatable</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is too large to be a deck (over {limit} MB)</source>
        <translation>die Datei ist zu groß für ein Deck (über {limit} MB)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not a JSON deck file</source>
        <translation>die Datei ist keine JSON-Deck-Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a deck</source>
        <translation>die Datei ist zu tief verschachtelt für ein Deck</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&apos;{key}&apos; must be a list of puzzle ids</source>
        <translation>„{key}“ muss eine Liste von Puzzle-Kennungen sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where} must have exactly {size} cards, not {count}</source>
        <translation>{where} muss genau {size} Karten haben, nicht {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: unknown puzzle id {shown}</source>
        <translation>{where}: unbekannte Puzzle-Kennung {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown piece id {shown}</source>
        <translation>{where}: unbekannte Stein-Kennung {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: {puzzle} is a white puzzle, not a black one</source>
        <translation>{where}: {puzzle} ist ein weißes Puzzle, kein schwarzes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} is a black puzzle, not a white one</source>
        <translation>{where}: {puzzle} ist ein schwarzes Puzzle, kein weißes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: {puzzle} appears twice</source>
        <translation>{where}: {puzzle} kommt zweimal vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record must be a JSON object</source>
        <translation>eine Spielaufzeichnung muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the record has no version number</source>
        <translation>die Aufzeichnung hat keine Versionsnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version}</source>
        <translation>Aufzeichnungsversion {version} wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unsupported record version {version} (made by a newer version of the game)</source>
        <translation>Aufzeichnungsversion {version} wird nicht unterstützt (von einer neueren Version des Spiels erstellt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the embedded deck is invalid: {reason}</source>
        <translation>das eingebettete Deck ist ungültig: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the embedded deck is nested too deeply</source>
        <translation>das eingebettete Deck ist zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;players&apos; must be a list of names</source>
        <translation>„players“ muss eine Liste von Namen sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;solo&apos; must be an object whose &apos;difficulty&apos; is standard, challenging or unbeatable</source>
        <translation>„solo“ muss ein Objekt sein, dessen „difficulty“ standard, challenging oder unbeatable ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a solo game has exactly one player</source>
        <translation>ein Solospiel hat genau einen Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game has 2 to 4 players, not {count} (or 1 with &apos;solo&apos;)</source>
        <translation>ein Spiel hat 2 bis 4 Spieler, nicht {count} (oder 1 mit „solo“)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;seed&apos; must be a whole number</source>
        <translation>„seed“ muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;seed&apos; is out of range</source>
        <translation>„seed“ liegt außerhalb des erlaubten Bereichs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the solo deck must have exactly {size} cards, not {count}</source>
        <translation>der Solo-Stapel muss genau {size} Karten haben, nicht {count}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the solo deck does not match the seed</source>
        <translation>der Solo-Stapel passt nicht zum Seed</translation>
    </message>
    <message>
        <location line="-152"/>
        <source>this is not a Project L deck file (format is not &apos;{format}&apos;)</source>
        <translation>das ist keine Deck-Datei von Project L (das Format ist nicht „{format}“)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>the deck is a draft that cannot be played solo (project-l deck validate says what it lacks)</source>
        <translation>das Deck ist ein Entwurf, der sich nicht solo spielen lässt (project-l deck validate sagt, was ihm fehlt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the deck is a draft that cannot be played with {players} players (project-l deck validate says what it lacks)</source>
        <translation>das Deck ist ein Entwurf, der sich nicht mit {players} Spielern spielen lässt (project-l deck validate sagt, was ihm fehlt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the deck&apos;s &apos;back&apos; must be an object</source>
        <translation>das Feld „back“ des Decks muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; design must be one of {designs}</source>
        <translation>die Rückseiten der Karten müssen eines dieser Motive zeigen: {designs}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card backs&apos; picture must be text (a PNG or JPEG file in base64)</source>
        <translation>das Bild der Kartenrückseiten muss Text sein (eine PNG- oder JPEG-Datei in Base64)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is not base64 text</source>
        <translation>das Bild der Kartenrückseiten ist kein Base64-Text</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture is larger than {kb} kB</source>
        <translation>das Bild der Kartenrückseiten ist größer als {kb} kB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the card backs&apos; picture must be a PNG or JPEG image</source>
        <translation>das Bild der Kartenrückseiten muss ein PNG- oder JPEG-Bild sein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the copied cards are too large</source>
        <translation>die kopierten Karten sind zu groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the clipboard holds no copied cards</source>
        <translation>die Zwischenablage enthält keine kopierten Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>copied cards of version {version} cannot be read</source>
        <translation>kopierte Karten der Version {version} können nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the copied cards lack their puzzles or pieces</source>
        <translation>den kopierten Karten fehlen ihre Puzzles oder Steine</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>this is not a Project L game record (format is not &apos;{format}&apos;)</source>
        <translation>das ist keine Spielaufzeichnung von Project L (das Format ist nicht „{format}“)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a solo record gives one &apos;{key}&apos;, not white and black decks</source>
        <translation>eine Solo-Aufzeichnung nennt ein „{key}“, keinen weißen und schwarzen Puzzlestapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the record gives neither &apos;{key}&apos; nor &apos;seed&apos;</source>
        <translation>die Aufzeichnung nennt weder „{key}“ noch „seed“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{key}&apos; is for solo records; give &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>„{key}“ gibt es nur in Solo-Aufzeichnungen; nenne „white_deck“ und „black_deck“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give both &apos;white_deck&apos; and &apos;black_deck&apos;</source>
        <translation>nenne sowohl „white_deck“ als auch „black_deck“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record gives neither decks nor &apos;seed&apos;</source>
        <translation>die Aufzeichnung nennt weder Puzzlestapel noch „seed“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the decks do not match the seed</source>
        <translation>die Puzzlestapel passen nicht zum Seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;actions&apos; must be a list</source>
        <translation>„actions“ muss eine Liste sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the record has more than {most} actions</source>
        <translation>die Aufzeichnung hat mehr als {most} Aktionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;player&apos; must be a player index</source>
        <translation>{where}: „player“ muss die Nummer eines Spielers sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a field the game does not know holds text that is not valid</source>
        <translation>ein Eintrag, den das Spiel nicht kennt, enthält ungültigen Text</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is over {limit} MB: too large for a game record</source>
        <translation>die Datei ist über {limit} MB groß: zu groß für eine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is not JSON (line {line})</source>
        <translation>die Datei ist kein JSON (Zeile {line})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is nested too deeply to be a game record</source>
        <translation>die Datei ist zu tief verschachtelt für eine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: field &apos;{key}&apos; is missing or not text</source>
        <translation>{where}: Der Eintrag „{key}“ fehlt oder ist kein Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;cells&apos; must be a list of [row, col] pairs</source>
        <translation>{where}: „cells“ muss eine Liste von Paaren [Zeile, Spalte] sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: a cell must be [row, col]</source>
        <translation>{where}: Ein Feld muss [Zeile, Spalte] sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: cell [{row}, {col}] is outside the card (0-4)</source>
        <translation>{where}: Das Feld [{row}, {col}] liegt außerhalb der Karte (0–4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{where}: a placement must be an object</source>
        <translation>{where}: Ein Einsetzen muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: &apos;placements&apos; must be a list</source>
        <translation>{where}: „placements“ muss eine Liste sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;piece&apos; must be text</source>
        <translation>{where}: Der Eintrag „piece“ muss Text sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: unknown action type {shown}</source>
        <translation>{where}: unbekannte Art von Aktion {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}: field &apos;type&apos; is missing or not text</source>
        <translation>{where}: Der Eintrag „type“ fehlt oder ist kein Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game has {players} players but {seats} seats were given</source>
        <translation>das Spiel hat {players} Spieler, aber {seats} Plätze wurden angegeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>action {index} of the game cannot be replayed: {reason}</source>
        <translation>Aktion {index} des Spiels lässt sich nicht nachspielen: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is {size}, more than a saved game can be (at most {limit})</source>
        <translation>die Datei ist {size} groß, größer als ein gespeichertes Spiel sein darf (höchstens {limit})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not text (UTF-8)</source>
        <translation>das ist kein gespeichertes Spiel: Die Datei ist kein Text (UTF-8)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is cut short: it ends in the middle of the data (line {line})</source>
        <translation>die Datei ist abgeschnitten: Sie endet mitten in den Daten (Zeile {line})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file is not valid JSON (line {line}, column {column})</source>
        <translation>das ist kein gespeichertes Spiel: Die Datei ist kein gültiges JSON (Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this is not a saved game: the data is nested too deeply</source>
        <translation>das ist kein gespeichertes Spiel: Die Daten sind zu tief verschachtelt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: it holds a number far too long</source>
        <translation>das ist kein gespeichertes Spiel: Es enthält eine viel zu lange Zahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a saved game: the file holds {holds}, not an object</source>
        <translation>das ist kein gespeichertes Spiel: Die Datei enthält {holds}, kein Objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is a Project L deck file, not a saved game</source>
        <translation>das ist eine Deck-Datei von Project L, kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not a Project L saved game: its format is {shown}</source>
        <translation>das ist kein gespeichertes Spiel von Project L: Sein Format ist {shown}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this is not a Project L saved game: it has no &apos;format&apos; field</source>
        <translation>das ist kein gespeichertes Spiel von Project L: Es hat keinen Eintrag „format“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the saved game has no version number</source>
        <translation>das gespeicherte Spiel hat keine Versionsnummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it holds another game now</source>
        <translation>sie enthält jetzt eine andere Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game was saved by a newer version of Project L (file version {version}; this version reads version {known})</source>
        <translation>das Spiel wurde von einer neueren Version von Project L gespeichert (Dateiversion {version}; diese Version liest Version {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported file version {version}</source>
        <translation>Dateiversion {version} wird nicht unterstützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is out of range</source>
        <translation>die Ansichtseinstellung {key} liegt außerhalb des erlaubten Bereichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} is not a finite number</source>
        <translation>die Ansichtseinstellung {key} ist keine endliche Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} must be text, a number, true/false or null</source>
        <translation>die Ansichtseinstellung {key} muss Text, eine Zahl, true/false oder null sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s &apos;view&apos; settings must be an object</source>
        <translation>die Ansichtseinstellungen („view“) des Spielstands müssen ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has more than {most} view settings</source>
        <translation>der Spielstand hat mehr als {most} Ansichtseinstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key} has too many items</source>
        <translation>die Ansichtseinstellung {key} hat zu viele Einträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key} must be a short text</source>
        <translation>{key} des Spielstands muss ein kurzer Text sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;app&apos; section must be an object</source>
        <translation>der Abschnitt „app“ des Spielstands muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s &apos;save_version&apos; must be a whole number</source>
        <translation>„save_version“ des Spielstands muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game was saved by a newer version of Project L (save version {version}; this version reads version {known})</source>
        <translation>das Spiel wurde von einer neueren Version von Project L gespeichert (Speicherversion {version}; diese Version liest Version {known})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the save&apos;s &apos;seats&apos; must be a list</source>
        <translation>„seats“ des Spielstands muss eine Liste sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save has {seats} seats for {players} players</source>
        <translation>der Spielstand hat {seats} Plätze für {players} Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number}: {reason}</source>
        <translation>Platz {number}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seat {number} is {shown}, but the record&apos;s player {number} is {player}</source>
        <translation>Platz {number} ist {shown}, aber Spieler {number} der Aufzeichnung ist {player}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the save&apos;s network settings: {reason}</source>
        <translation>die Netzwerkeinstellungen des Spielstands: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {index}: {reason}</source>
        <translation>Aktion {index}: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat must be an object</source>
        <translation>ein Platz muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a seat needs a name of 1-100 characters</source>
        <translation>ein Platz braucht einen Namen aus 1 bis 100 Zeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the seat&apos;s name is not valid text</source>
        <translation>der Name des Platzes ist kein gültiger Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown seat kind {shown}</source>
        <translation>unbekannte Art von Platz {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown AI level {shown}</source>
        <translation>unbekannte KI-Stärke {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game name has 1-{most} characters a name may hold</source>
        <translation>ein Spielname hat 1 bis {most} Zeichen, die ein Name enthalten darf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no TCP port {shown}: ports go from 1 to 65535</source>
        <translation>kein TCP-Port {shown}: Ports gehen von 1 bis 65535</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an AI takes over after 1 s to 1 hour, not {shown}</source>
        <translation>eine KI übernimmt nach 1 s bis 1 Stunde, nicht nach {shown}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a server&apos;s address is a ws:// or wss:// address</source>
        <translation>die Adresse eines Servers ist eine ws://- oder wss://-Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options must be an object</source>
        <translation>die Netzwerkeinstellungen müssen ein Objekt sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the network options need a game name</source>
        <translation>die Netzwerkeinstellungen brauchen einen Spielnamen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the port must be a whole number</source>
        <translation>der Port muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;offer_lan&apos; must be true or false</source>
        <translation>„offer_lan“ muss true oder false sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;takeover_seconds&apos; must be a whole number or null</source>
        <translation>„takeover_seconds“ muss eine ganze Zahl oder null sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;server&apos; must be an address or null</source>
        <translation>„server“ muss eine Adresse oder null sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s cells must be 5 rows of 5 characters</source>
        <translation>die Felder eines Puzzles müssen 5 Zeilen aus je 5 Zeichen sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle&apos;s colour must be &apos;white&apos; or &apos;black&apos;</source>
        <translation>die Farbe eines Puzzles muss „white“ oder „black“ sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a puzzle has a field of the wrong type</source>
        <translation>ein Puzzle hat einen Eintrag mit falschem Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is too large</source>
        <translation>die automatische Sicherung ist zu groß</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave is not JSON</source>
        <translation>die automatische Sicherung ist kein JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this is not an editor autosave</source>
        <translation>das ist keine automatische Sicherung des Editors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave has no deck</source>
        <translation>die automatische Sicherung enthält kein Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the autosave&apos;s deck cannot be read (field {key})</source>
        <translation>das Deck der automatischen Sicherung kann nicht gelesen werden (Eintrag {key})</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a deck</source>
        <translation>ein Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a saved game</source>
        <translation>ein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a game record</source>
        <translation>eine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hosting setup</source>
        <translation>eine Hosting-Einrichtung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s name</source>
        <translation>der Name des Decks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s id</source>
        <translation>die Kennung des Decks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the deck&apos;s description</source>
        <translation>die Beschreibung des Decks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {number}</source>
        <translation>Stein {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piece {piece}</source>
        <translation>Stein {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of piece {piece}</source>
        <translation>der Name von Stein {piece}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {number}</source>
        <translation>Puzzle {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzle {puzzle}</source>
        <translation>Puzzle {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reward of puzzle {puzzle}</source>
        <translation>die Belohnung von Puzzle {puzzle}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the id of {item}</source>
        <translation>die Kennung von {item}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the white deck</source>
        <translation>der weiße Puzzlestapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the black deck</source>
        <translation>der schwarze Puzzlestapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s white part</source>
        <translation>die weißen Karten des Solo-Stapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the solo deck&apos;s black part</source>
        <translation>die schwarzen Karten des Solo-Stapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of player {number}</source>
        <translation>der Name von Spieler {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>action {number}</source>
        <translation>Aktion {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{where}, placement {number}</source>
        <translation>{where}, Einsetzen {number}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name of a view setting</source>
        <translation>der Name einer Ansichtseinstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the view setting {key}</source>
        <translation>die Ansichtseinstellung {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the save&apos;s {key}</source>
        <translation>{key} des Spielstands</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a text</source>
        <translation>einen Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>true/false</source>
        <translation>true/false</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot save {path}: {reason}</source>
        <translation>{path} kann nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot make the folder {path}: {reason}</source>
        <translation>der Ordner {path} kann nicht angelegt werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the folder {path}: {reason}</source>
        <translation>der Ordner {path} kann nicht benutzt werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>another program keeps the folder {path} busy</source>
        <translation>ein anderes Programm hält den Ordner {path} belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot write the settings file {path}</source>
        <translation>die Einstellungsdatei {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{path} is a file, not a folder</source>
        <translation>{path} ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot use the history folder {path}: {reason}</source>
        <translation>der Verlaufsordner {path} kann nicht benutzt werden: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot use the autosave folder {path}</source>
        <translation>der Ordner der automatischen Sicherungen {path} kann nicht benutzt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot put the game in the history: {reason}</source>
        <translation>das Spiel kann nicht in den Verlauf übernommen werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot move {path} to {folder}: {reason}</source>
        <translation>{path} kann nicht nach {folder} verschoben werden: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a part of the path is a file, not a folder</source>
        <translation>ein Abschnitt des Pfads ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a folder of that name is in the way</source>
        <translation>ein Ordner dieses Namens ist im Weg</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the AI chose an illegal action: {reason}</source>
        <translation>die KI hat eine regelwidrige Aktion gewählt: {reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AI answered {shown}, which is not an action</source>
        <translation>die KI hat {shown} geantwortet, was keine Aktion ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an error in the program: {detail}</source>
        <translation>ein Fehler im Programm: {detail}</translation>
    </message>
</context>
<context>
    <name>ReplayText</name>
    <message>
        <location filename="../../app/commands/replay_text.py" line="+19"/>
        <source>phase: %1, round %2, player %3 to act, %4</source>
        <translation>Phase: %1, Runde %2, Spieler %3 ist am Zug, %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>noch %n Aktion</numerusform>
            <numerusform>noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2: %3, completed %4</source>
        <translation>%1: %2: %3, gelöst: %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton: %1</source>
        <translation>Meisterpuzzler: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>winners: %1</source>
        <translation>Gewinner: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the automaton</source>
        <translation>der Meisterpuzzler</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBars</name>
    <message>
        <location filename="../../app/table/statistics.py" line="+816"/>
        <source>Results by opponent</source>
        <translation>Ergebnisse nach Gegner</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No game to show</source>
        <translation>Kein Spiel anzuzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 won, %3 shared, %4 lost</source>
        <translation>%1: %2 gewonnen, %3 geteilt, %4 verloren</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../../app/table/results.py" line="-183"/>
        <source>%1 beats the automaton!</source>
        <translation>%1 schlägt den Meisterpuzzler!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton wins</source>
        <translation>Der Meisterpuzzler gewinnt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the victory</source>
        <translation>%1 teilen sich den Sieg</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tied on %1: a tie goes to the automaton</source>
        <translation>Gleichstand (%1): Bei Gleichstand gewinnt der Meisterpuzzler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 against the automaton&apos;s %2</source>
        <translation>%1 gegen %2 des Meisterpuzzlers</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has the most points (%2 against %3)</source>
        <translation>%1 hat die meisten Punkte (%2 gegen %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tied on %1: %2 wins with more completed puzzles (%3 against %4)</source>
        <translation>Punktgleich (%1): %2 gewinnt mit mehr gelösten Puzzles (%3 gegen %4)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5th</source>
        <translation>5.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Automaton</source>
        <translation>Meisterpuzzler</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <location line="+190"/>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game is not over yet</source>
        <translation>Das Spiel ist noch nicht zu Ende</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points over the rounds</source>
        <translation>Punkte über die Runden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same players and deck, a new deal</source>
        <translation>Dieselben Spieler und dasselbe Deck, neu gemischt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view this game</source>
        <translation>Dieses Spiel nach&amp;spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game from its first action</source>
        <translation>Das Spiel Zug um Zug von Anfang an durchgehen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Choose the players and deck of a new game</source>
        <translation>Spieler und Deck eines neuen Spiels wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the results and look at the table as the game ended</source>
        <translation>Das Ergebnis schließen und den Tisch so ansehen, wie das Spiel endete</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>★ %1 – winner</source>
        <translation>★ %1 – gewinnt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Finishing Touches: %1%2</source>
        <translation>Feinschliff: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finishing Touches: none</source>
        <translation>Feinschliff: keiner</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzles: %1</source>
        <translation>Puzzles: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished puzzles: %1%2</source>
        <translation>Ungelöste Puzzles: %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters left: %1</source>
        <translation>Übrige Marken: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces left: %1</source>
        <translation>Steine im Vorrat: %1</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Look at the table</source>
        <translation>Den &amp;Tisch ansehen</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Your &amp;statistics</source>
        <translation>Deine Stat&amp;istik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Deine gewonnenen und verlorenen Spiele, deine Wertung gegen den Computer, deine besten Spiele und mehr</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../../app/table/review.py" line="+245"/>
        <source>Review: %1 - Project L</source>
        <translation>Nachspielen: %1 - Project L</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Actions of the game</source>
        <translation>Aktionen der Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>To the deal (Home)</source>
        <translation>Zum Spielbeginn (Pos1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back one turn (Page Up)</source>
        <translation>Einen Zug zurück (Bild auf)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back one action (Left)</source>
        <translation>Eine Aktion zurück (Links)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+334"/>
        <source>Play the game from here (Space)</source>
        <translation>Die Partie ab hier abspielen (Leertaste)</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Forward one action (Right)</source>
        <translation>Eine Aktion vor (Rechts)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forward one turn (Page Down)</source>
        <translation>Einen Zug vor (Bild ab)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Continue playing from here</source>
        <translation>Ab hier &amp;weiterspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game that goes on from the shown position</source>
        <translation>Ein neues Spiel starten, das bei der gezeigten Stellung weitergeht</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Position in the game</source>
        <translation>Stellung in der Partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Review</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&amp;Analyse the game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer looks at every turn and marks the ones that lost points (A)</source>
        <translation>Der Computer prüft jeden Zug und markiert die, die Punkte gekostet haben (A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the &amp;better turn</source>
        <translation>Den &amp;besseren Zug zeigen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On a marked turn: show the better turn (or the turn played) on the table (B)</source>
        <translation>Bei einem markierten Zug: den besseren (oder den gespielten) Zug auf dem Tisch zeigen (B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next marked turn</source>
        <translation>&amp;Nächster markierter Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the next turn the analysis marked (N)</source>
        <translation>Den nächsten markierten Zug der Analyse zeigen (N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>P&amp;revious marked turn</source>
        <translation>&amp;Vorheriger markierter Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show the previous turn the analysis marked (Shift+N)</source>
        <translation>Den vorherigen markierten Zug der Analyse zeigen (Umschalt+N)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A&amp;nalysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Show the analysis &amp;panel</source>
        <translation>Analyse&amp;leiste zeigen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The deal (before the first action)</source>
        <translation>Spielbeginn (vor der ersten Aktion)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(an action)</source>
        <translation>(eine Aktion)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>The deal, %n action(s) in all</source>
        <translation>
            <numerusform>Spielbeginn, insgesamt %n Aktion</numerusform>
            <numerusform>Spielbeginn, insgesamt %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Action %1 of %2</source>
        <translation>Aktion %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 - game over</source>
        <translation>%1 - Spiel zu Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 - round %2, %3 to act</source>
        <translation>%1 - Runde %2, %3 ist am Zug</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>The game cannot be analysed: %1</source>
        <translation>Die Partie kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>The analysis was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>The analysis is done: %n marked turn(s)</source>
        <translation>
            <numerusform>Die Analyse ist fertig: %n markierter Zug</numerusform>
            <numerusform>Die Analyse ist fertig: %n markierte Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analysis not saved</source>
        <translation>Analyse nicht gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The analysis could not be written into %1:
%2

It is shown here; analysing again will redo it.</source>
        <translation>Die Analyse konnte nicht in %1 geschrieben werden:
%2

Sie wird hier angezeigt; eine neue Analyse berechnet sie noch einmal.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+1"/>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
</context>
<context>
    <name>RewardCombo</name>
    <message>
        <location filename="../../editor/puzzle_inspector.py" line="+47"/>
        <source>(mixed)</source>
        <translation>(gemischt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (not a piece of this deck)</source>
        <translation>%1 (kein Stein dieses Decks)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/table/rulesdoc.py" line="+71"/>
        <source>Rules reference</source>
        <translation>Regelreferenz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules document is missing from this installation (docs/rules.md).</source>
        <translation>Die Spielregeln fehlen in dieser Installation (docs/rules.md).</translation>
    </message>
</context>
<context>
    <name>S:</name>
    <message>
        <location filename="../../editor/balance_charts.py" line="+0"/>
        <source></source>
        <comment>a percentage; put the space your language writes before &quot;%&quot;, if any</comment>
        <translation></translation>
    </message>
</context>
<context>
    <name>SaveFeatures</name>
    <message>
        <location filename="../../app/table/save_features.py" line="+72"/>
        <source>Re&amp;view a saved game…</source>
        <translation>Gespeichertes Spiel na&amp;chspielen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Review &amp;this game</source>
        <translation>&amp;Dieses Spiel nachspielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cannot be opened:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Review a game</source>
        <translation>Ein Spiel nachspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved games (*%1);;Game records (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*%1);;Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games won and lost, your rating against the computer, your best games and more</source>
        <translation>Deine gewonnenen und verlorenen Spiele, deine Wertung gegen den Computer, deine besten Spiele und mehr</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <location filename="../../app/table/score_chart.py" line="+175"/>
        <source>Automaton</source>
        <translation>Meisterpuzzler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score over the rounds</source>
        <translation>Punktestand über die Runden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Points at the end of each round:</source>
        <translation>Punkte am Ende jeder Runde:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; final score %1</source>
        <translation>; Endstand %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>ScoreTimeline</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-173"/>
        <source>Score of each game</source>
        <translation>Punkte jedes Spiels</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No game to show</source>
        <translation>Kein Spiel anzuzeigen</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n game(s): scores from %1 to %2, the last %3</source>
        <translation>
            <numerusform>%n Spiel: Punkte von %1 bis %2, zuletzt %3</numerusform>
            <numerusform>%n Spiele: Punkte von %1 bis %2, zuletzt %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 · %2 · score %3
Click to review this game</source>
        <translation>%1 · %2 · Punkte: %3
Klicken, um dieses Spiel nachzuspielen</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Games, oldest first</source>
        <translation>Spiele, das älteste zuerst</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>mean of the last 5 games</source>
        <translation>Mittel der letzten 5 Spiele</translation>
    </message>
</context>
<context>
    <name>ServeText</name>
    <message numerus="yes">
        <location filename="../../app/commands/serve.py" line="+154"/>
        <source>Serving Project L at %1 (protocol %2, at most %n room(s)); stop with Ctrl+C</source>
        <translation>
            <numerusform>Project L läuft unter %1 (Protokoll %2, höchstens %n Raum); beenden mit Ctrl+C</numerusform>
            <numerusform>Project L läuft unter %1 (Protokoll %2, höchstens %n Räume); beenden mit Ctrl+C</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server has stopped.</source>
        <translation>Der Server wurde beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read the password file %1: %2</source>
        <translation>Die Passwortdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The password file %1 holds no password.</source>
        <translation>Die Passwortdatei %1 enthält kein Passwort.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot use the TLS certificate and key: %1</source>
        <translation>TLS-Zertifikat und Schlüssel können nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot listen on %1, port %2: %3</source>
        <translation>Auf %1, Port %2 können keine Verbindungen angenommen werden: %3</translation>
    </message>
</context>
<context>
    <name>SimulateText</name>
    <message>
        <location filename="../../app/commands/simulate.py" line="+212"/>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>sd</source>
        <translation>Stdabw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>mean ms</source>
        <translation>Mittel ms</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>p99 ms</source>
        <translation>p99 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>automaton</source>
        <translation>Meisterpuzzler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>margin</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>solo %1</source>
        <translation>Solo %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2; %3), seeds %4-%5, hard budget %6 s, %7</source>
        <translation>%1 (%2; %3), Seeds %4-%5, Zeitbudget der schweren KI %6 s, %7</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n job(s)</source>
        <translation>
            <numerusform>%n Prozess</numerusform>
            <numerusform>%n Prozesse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>records: %1 written to %2</source>
        <translation>Aufzeichnungen: %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown AI level %1 (choose %2)</source>
        <translation>unbekannte KI-Stärke %1 (wähle %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--players needs at least one AI level</source>
        <translation>--players braucht mindestens eine KI-Stärke</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>a game has 2 to 4 players, not %n (or use --solo)</source>
        <translation>
            <numerusform>ein Spiel hat 2 bis 4 Spieler, nicht %n (oder nutze --solo)</numerusform>
            <numerusform>ein Spiel hat 2 bis 4 Spieler, nicht %n (oder nutze --solo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>--solo plays each of 1 to 4 levels, not %n</source>
        <translation>
            <numerusform>--solo lässt 1 bis 4 KI-Stärken je für sich spielen, nicht %n</numerusform>
            <numerusform>--solo lässt 1 bis 4 KI-Stärken je für sich spielen, nicht %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cannot write a record: %1</source>
        <translation>eine Aufzeichnung kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>deck: %1</source>
        <translation>Deck: %1</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../../app/table/statistics.py" line="-630"/>
        <source>Your statistics</source>
        <translation>Deine Statistik</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;eriod:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Against:</source>
        <translation>&amp;Gegen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>E&amp;xport as CSV…</source>
        <translation>Als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every game of these statistics, one line each, for a spreadsheet</source>
        <translation>Jedes Spiel dieser Statistik, eine Zeile pro Spiel, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+57"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+57"/>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+56"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Margin</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Puzzles</source>
        <translation>Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+295"/>
        <source>Finishing Touches</source>
        <translation>Feinschliff</translation>
    </message>
    <message>
        <location line="-295"/>
        <location line="+267"/>
        <source>Rating</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>&amp;Games</source>
        <translation>Spi&amp;ele</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Score of each game</source>
        <translation>Punkte jedes Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Results by opponent</source>
        <translation>Ergebnisse nach Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+13"/>
        <source>Best games</source>
        <translation>Beste Spiele</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Most-used pieces</source>
        <translation>Meistgenutzte Steine</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>Solo record</source>
        <translation>Bilanz im Solospiel</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Best margin</source>
        <translation>Bester Abstand</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Overview</source>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any number</source>
        <translation>Beliebig viele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 players</source>
        <translation>4 Spieler</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Easy computer</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Medium computer</source>
        <translation>Computer (mittel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard computer</source>
        <translation>Computer (schwer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed table</source>
        <translation>Gemischter Tisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solo</source>
        <translation>Solospiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ Won</source>
        <translation>✓ Gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>= Shared win</source>
        <translation>= Geteilter Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✗ Lost</source>
        <translation>✗ Verloren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Standard</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Challenging</source>
        <translation>Herausfordernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unbeatable</source>
        <translation>Unmöglich</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reading your games…</source>
        <translation>Deine Spiele werden gelesen…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading your games… %1 of %2</source>
        <translation>Deine Spiele werden gelesen… %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>⚠ The history could not be read: %1</source>
        <translation>⚠ Der Verlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>No game in the history yet: every game you finish (or leave for another) is kept there and counts here.</source>
        <translation>Noch kein Spiel im Verlauf: Jedes Spiel, das du beendest (oder für ein anderes verlässt), wird dort aufbewahrt und zählt hier.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n unfinished game(s) left out.</source>
        <translation>
            <numerusform>%n nicht beendetes Spiel nicht gezählt.</numerusform>
            <numerusform>%n nicht beendete Spiele nicht gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n lesson game(s) left out.</source>
        <translation>
            <numerusform>%n Spiel einer Lektion nicht gezählt.</numerusform>
            <numerusform>%n Spiele von Lektionen nicht gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+62"/>
        <location line="+8"/>
        <location line="+25"/>
        <location line="+4"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="-98"/>
        <source>⚠ %n game(s) of the history cannot be read and are left out: %1</source>
        <translation>
            <numerusform>⚠ %n Spiel des Verlaufs ist nicht lesbar und wird nicht gezählt: %1</numerusform>
            <numerusform>⚠ %n Spiele des Verlaufs sind nicht lesbar und werden nicht gezählt: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>after %n game(s) against the computer</source>
        <translation>
            <numerusform>nach %n Spiel gegen den Computer</numerusform>
            <numerusform>nach %n Spielen gegen den Computer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play against the computer to get a rating</source>
        <translation>Spiele gegen den Computer, um eine Wertung zu bekommen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An Elo-style rating (Glicko) on the scale of the computer levels: easy %1, medium %2, hard %3. It moves after each finished game against them; your strength lies within the ± range with 95% confidence.</source>
        <translation>Eine Wertung nach Art von Elo (Glicko) auf der Skala der Computerstärken: leicht %1, mittel %2, schwer %3. Sie ändert sich nach jedem beendeten Spiel gegen sie; deine Spielstärke liegt mit 95 % Sicherheit im ±-Bereich.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won · %2 shared · %3 lost</source>
        <translation>%1 gewonnen · %2 geteilt · %3 verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · %1 solo</source>
        <translation> · %1 solo</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+8"/>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message numerus="yes">
        <location line="-3"/>
        <source>%1 %2/game · mean of the last %n game(s): %3</source>
        <translation>
            <numerusform>%1 %2/Spiel · Mittel über %n Spiel: %3</numerusform>
            <numerusform>%1 %2/Spiel · Mittel der letzten %n Spiele: %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Puzzles completed</source>
        <translation>Gelöste Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 white · %2 black</source>
        <translation>%1 weiße · %2 schwarze</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>points paid in %n game(s)</source>
        <translation>
            <numerusform>Punkte gezahlt in %n Spiel</numerusform>
            <numerusform>Punkte gezahlt in %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1
Click to review this game</source>
        <translation>%1
Klicken, um dieses Spiel nachzuspielen</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: placed %n time(s)</source>
        <translation>
            <numerusform>%1: %n-mal eingesetzt</numerusform>
            <numerusform>%1: %n-mal eingesetzt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export the statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot export the statistics</source>
        <translation>Die Statistik kann nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 could not be written:
%2</source>
        <translation>%1 konnte nicht geschrieben werden:
%2</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Exported %n game(s) to %1</source>
        <translation>
            <numerusform>%n Spiel nach %1 exportiert</numerusform>
            <numerusform>%n Spiele nach %1 exportiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../app/table/status_line.py" line="+29"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Strings</name>
    <message>
        <location filename="../../app/table/strings.py" line="+26"/>
        <source>the left column</source>
        <translation>der linken Spalte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the middle column</source>
        <translation>der mittleren Spalte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the right column</source>
        <translation>der rechten Spalte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <location filename="../../app/table/controller.py" line="+249"/>
        <source>Taken back</source>
        <translation>Zurückgenommen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>The AI could not move: %1</source>
        <translation>Die KI konnte nicht ziehen: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over: %1</source>
        <translation>Spiel zu Ende: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn is over: press Continue (Space) to let %2 play</source>
        <translation>%1 hat den Zug beendet: „Weiter“ (Leertaste) drücken, dann ist %2 dran</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1&apos;s turn is over: %2 plays next</source>
        <translation>%1 hat den Zug beendet: %2 ist als Nächstes dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue (Space)</source>
        <translation>Weiter (Leertaste)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the reward for %1: click one of the glowing pieces in the reserve (%2)</source>
        <translation>Wähle die Belohnung für %1: Klicke einen der leuchtenden Steine im allgemeinen Vorrat an (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: Finishing Touches. Place pieces on your puzzles (each costs 1 point), then press Done</source>
        <translation>%1: Feinschliff. Setze Steine in deine Puzzles ein (jeder kostet 1 Punkt), dann drücke „Fertig“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Master action: drop one piece on each puzzle you like, then Confirm</source>
        <translation>Meisteraktion: Setze in beliebige deiner Puzzles je einen Stein ein, dann drücke „Meisteraktion bestätigen“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: take a puzzle, take a level-1 piece, drag a piece onto a puzzle, or click a piece of your supply to upgrade it</source>
        <translation>%1: Nimm ein Puzzle oder einen Level-1-Stein, ziehe einen Stein auf ein Puzzle oder klicke einen Stein deines Vorrats an, um ihn aufzuwerten</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>There is no game on the table</source>
        <translation>Es liegt kein Spiel auf dem Tisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is over: start a new one from the Game menu</source>
        <translation>Das Spiel ist zu Ende: Starte ein neues im Menü „Spiel“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until the pieces have landed</source>
        <translation>Warte, bis die Steine gelandet sind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is %1&apos;s turn (computer player)</source>
        <translation>%1 ist am Zug (Computerspieler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait: the computer is thinking</source>
        <translation>Warte: Der Computer denkt nach</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>A master action needs a puzzle to place on</source>
        <translation>Eine Meisteraktion braucht ein Puzzle, in das du einsetzen kannst</translation>
    </message>
    <message numerus="yes">
        <location line="+108"/>
        <source>Finishing Touches: %n placed, cost -%n point(s). Done applies them</source>
        <translation>
            <numerusform>Feinschliff: %n Stein eingesetzt, kostet -%n Punkt; „Fertig“ übernimmt ihn</numerusform>
            <numerusform>Feinschliff: %n Steine eingesetzt, kosten -%n Punkte; „Fertig“ übernimmt sie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned. Confirm applies them</source>
        <translation>
            <numerusform>Meisteraktion: %n Stein geplant; „Meisteraktion bestätigen“ führt sie aus</numerusform>
            <numerusform>Meisteraktion: %n Steine geplant; „Meisteraktion bestätigen“ führt sie aus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Place %1 on a puzzle (keyboard)</source>
        <translation>%1 in ein Puzzle einsetzen (Tastatur)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Upgrade %1 to</source>
        <translation>%1 aufwerten zu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange %1 for</source>
        <translation>%1 tauschen gegen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No piece in the reserve to upgrade or exchange to</source>
        <translation>Im allgemeinen Vorrat ist kein Stein zum Aufwerten oder Tauschen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (level %2, %3 left)</source>
        <translation>%1 (Level %2, noch %3)</translation>
    </message>
    <message>
        <location line="-470"/>
        <source>The computer players&apos; helper process had to be restarted. The game goes on.</source>
        <translation>Der Hilfsprozess der Computerspieler musste neu gestartet werden. Das Spiel geht weiter.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../app/table/scene.py" line="+88"/>
        <source>AI, easy</source>
        <translation>KI, leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, medium</source>
        <translation>KI, mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI, hard</source>
        <translation>KI, schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Reserve</source>
        <translation>Allgemeiner Vorrat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over</source>
        <translation>Spiel zu Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RESULTS</source>
        <translation>ERGEBNIS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s Finishing Touches</source>
        <translation>Feinschliff: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pieces placed: %1, cost -%1</source>
        <translation>Eingesetzte Steine: %1, kostet -%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each piece placed costs 1 point</source>
        <translation>Jeder eingesetzte Stein kostet 1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FINISHING TOUCHES</source>
        <translation>FEINSCHLIFF</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: choose a reward</source>
        <translation>%1: Wähle eine Belohnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Actions left:</source>
        <translation>Aktionen übrig:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: used</source>
        <translation>Meisteraktion: genutzt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Master action: %n piece(s) planned</source>
        <translation>
            <numerusform>Meisteraktion: %n Stein geplant</numerusform>
            <numerusform>Meisteraktion: %n Steine geplant</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Master action: available</source>
        <translation>Meisteraktion: verfügbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FINAL ROUND</source>
        <translation>LETZTE RUNDE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>LAST ROUND NEXT</source>
        <translation>LETZTE RUNDE FOLGT</translation>
    </message>
    <message>
        <location line="+54"/>
        <location line="+13"/>
        <source>Remote</source>
        <translation>Übers Netzwerk</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 plays at another computer</source>
        <translation>%1 spielt an einem anderen Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Disconnected</source>
        <translation>Verbindung getrennt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: they can join again with the same invite code and name</source>
        <translation>%1 hat die Verbindung verloren: Mit demselben Einladungscode und Namen kann %1 wieder beitreten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI playing for now</source>
        <translation>KI spielt vorerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the connection: an AI plays for them until they join again</source>
        <translation>%1 hat die Verbindung verloren: Eine KI spielt für %1, bis %1 wieder beitritt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>Winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finishing</source>
        <translation>Feinschliff</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+84"/>
        <location line="+99"/>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location line="-427"/>
        <source>Completed: %1</source>
        <translation>Gelöst: %1</translation>
    </message>
    <message>
        <location line="+252"/>
        <location line="+73"/>
        <source>pile</source>
        <translation>Siegpunktstapel</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+34"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Deck</source>
        <translation>Puzzlestapel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>locked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>challenging</source>
        <translation>herausfordernd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unbeatable</source>
        <translation>unmöglich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Automaton (%1)</source>
        <translation>Meisterpuzzler (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Puzzles taken: %1</source>
        <translation>Genommene Puzzles: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its supply: %1</source>
        <translation>Gegnervorrat: %1</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>Touches: -%1</source>
        <translation>Feinschliff: -%1</translation>
    </message>
</context>
<context>
    <name>TableTooltips</name>
    <message>
        <location filename="../../app/table/tooltips.py" line="+47"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Fewest pieces that fill it: %n</source>
        <translation>
            <numerusform>Mindestens %n Stein nötig</numerusform>
            <numerusform>Mindestens %n Steine nötig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pieces of this deck cannot fill it</source>
        <translation>Die Steine dieses Decks können es nicht lösen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fewest pieces that fill it: too hard to work out</source>
        <translation>Mindestzahl an Steinen: zu schwer zu berechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest pieces that fill it: working it out…</source>
        <translation>Mindestzahl an Steinen: wird berechnet…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Puzzle %1: %n point(s)</source>
        <translation>
            <numerusform>Puzzle %1: %n Punkt</numerusform>
            <numerusform>Puzzle %1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reward: piece %1</source>
        <translation>Belohnung: Stein %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n square(s) to fill</source>
        <translation>
            <numerusform>%n Feld zu füllen</numerusform>
            <numerusform>%n Felder zu füllen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n square(s) still empty</source>
        <translation>
            <numerusform>%n Feld noch frei</numerusform>
            <numerusform>%n Felder noch frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Reserve: piece %1, %n left</source>
        <translation>
            <numerusform>Allgemeiner Vorrat: Stein %1, noch %n</numerusform>
            <numerusform>Allgemeiner Vorrat: Stein %1, noch %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1&apos;s supply: piece %2, %n piece(s)</source>
        <translation>
            <numerusform>Vorrat von %1: Stein %2, %n Stück</numerusform>
            <numerusform>Vorrat von %1: Stein %2, %n Stück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>White deck: %n card(s) left</source>
        <translation>
            <numerusform>Weißer Puzzlestapel: noch %n Puzzle</numerusform>
            <numerusform>Weißer Puzzlestapel: noch %n Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Black deck: %n card(s) left</source>
        <translation>
            <numerusform>Schwarzer Puzzlestapel: noch %n Puzzle</numerusform>
            <numerusform>Schwarzer Puzzlestapel: noch %n Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Deck: %n card(s) left</source>
        <translation>
            <numerusform>Puzzlestapel: noch %n Puzzle</numerusform>
            <numerusform>Puzzlestapel: noch %n Puzzles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Column %1 is locked by %n counter(s)</source>
        <translation>
            <numerusform>Spalte %1 ist blockiert (%n Marke)</numerusform>
            <numerusform>Spalte %1 ist blockiert (%n Marken)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is open</source>
        <translation>Spalte %1 ist frei</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1 has completed %n puzzle(s)</source>
        <translation>
            <numerusform>%1 hat %n Puzzle gelöst</numerusform>
            <numerusform>%1 hat %n Puzzles gelöst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Completed puzzles: %n</source>
        <translation>
            <numerusform>Gelöste Puzzles: %n</numerusform>
            <numerusform>Gelöste Puzzles: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Finishing Touches: %n piece(s), %n point(s) taken off</source>
        <translation>
            <numerusform>Feinschliff: %n Stein, %n Punkt abgezogen</numerusform>
            <numerusform>Feinschliff: %n Steine, %n Punkte abgezogen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The automaton has taken %n puzzle(s)</source>
        <translation>
            <numerusform>Der Meisterpuzzler hat %n Puzzle genommen</numerusform>
            <numerusform>Der Meisterpuzzler hat %n Puzzles genommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Its score: %n point(s)</source>
        <translation>
            <numerusform>Seine Punkte: %n</numerusform>
            <numerusform>Seine Punkte: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The automaton&apos;s supply: %n counter(s)</source>
        <translation>
            <numerusform>Gegnervorrat: %n Marke</numerusform>
            <numerusform>Gegnervorrat: %n Marken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/table/view.py" line="+88"/>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Tab goes from card to card and piece to piece, Enter uses the one you are on; Help &gt; Keyboard lists every key</source>
        <translation>Tab geht von Karte zu Karte und von Stein zu Stein, Enter benutzt das gewählte Element; Hilfe &gt; Tastatur zeigt jede Taste</translation>
    </message>
</context>
<context>
    <name>TimeLeftWords</name>
    <message>
        <location filename="../../app/model/time_left.py" line="+78"/>
        <source>estimating the time left…</source>
        <translation>die verbleibende Zeit wird geschätzt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>less than a minute left</source>
        <translation>noch weniger als eine Minute</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>noch etwa %n Minute</numerusform>
            <numerusform>noch etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>about %n hour(s) left</source>
        <translation>
            <numerusform>noch etwa %n Stunde</numerusform>
            <numerusform>noch etwa %n Stunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tips</name>
    <message>
        <location filename="../../app/model/tips.py" line="+202"/>
        <source>Choose your reward</source>
        <translation>Wähle deine Belohnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The reward piece of your puzzle is out, so you choose another: click one of the glowing piles in the reserve.</source>
        <translation>Der Belohnungsstein deines Puzzles ist vergriffen, also wählst du einen anderen: Klicke auf einen der leuchtenden Stapel im allgemeinen Vorrat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The black deck is empty</source>
        <translation>Der schwarze Puzzlestapel ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: the round in which the black deck ran out is played to its end, then one more full round (Final round). After it come Finishing Touches and the scoring.</source>
        <translation>Das Spielende naht: Die Runde, in der der schwarze Puzzlestapel leer wurde, wird zu Ende gespielt, danach noch eine volle Runde (Letzte Runde). Dann folgen der Feinschliff und die Abschlusswertung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deck is empty</source>
        <translation>Der Puzzlestapel ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game is near: after the turn in which the deck ran out, you play one more turn and the automaton one more, then come Finishing Touches. Each puzzle you leave unfinished costs its points.</source>
        <translation>Das Spielende naht: Nach dem Zug, in dem der Puzzlestapel leer wurde, spielst du noch einen Zug und der Meisterpuzzler noch einen, dann folgt der Feinschliff. Jedes Puzzle, das du ungelöst lässt, kostet dich seine Punkte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing Touches</source>
        <translation>Der Feinschliff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last chance to complete puzzles: place any pieces of your supply on your puzzles, one point each, then press Done. A puzzle completed now scores, but gives no reward.</source>
        <translation>Die letzte Gelegenheit, Puzzles zu lösen: Setze beliebig viele Steine aus deinem Vorrat in deine Puzzles ein (jeder kostet einen Punkt), dann drücke „Fertig“. Ein jetzt gelöstes Puzzle zählt, gibt aber keine Belohnung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Complete this puzzle</source>
        <translation>Löse dieses Puzzle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One piece of your supply fills the rest of this puzzle. A completed puzzle scores its points, gives back its pieces and gives you its reward piece.</source>
        <translation>Ein Stein aus deinem Vorrat füllt den Rest dieses Puzzles. Ein gelöstes Puzzle bringt seine Punkte, gibt dir seine Steine zurück und dazu seinen Belohnungsstein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A pile is empty</source>
        <translation>Ein Stapel ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When you must take a piece that is out, you take another of the same level. If that level is empty too, you choose from the nearest higher level or any lower one.</source>
        <translation>Musst du einen Stein nehmen, der vergriffen ist, nimmst du einen anderen desselben Levels. Ist auch dieses Level leer, wählst du aus dem nächsthöheren Level oder aus einem niedrigeren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A column is locked</source>
        <translation>Eine Spalte ist blockiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The automaton took the best puzzle of the columns without counters, and its counters now lock that column. Each puzzle you take moves a counter off its column: keep the valuable puzzles locked, or take them first.</source>
        <translation>Der Meisterpuzzler nahm das beste Puzzle aus den Spalten ohne Marken, und seine Marken blockieren jetzt diese Spalte. Jedes Puzzle, das du nimmst, schickt eine Marke seiner Spalte in den Gegnervorrat: Lass die wertvollen Puzzles blockiert oder nimm sie zuerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The master action</source>
        <translation>Die Meisteraktion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pieces of your supply fit on more than one puzzle. Once a turn, the master action (M) places one piece on each of your puzzles for a single action.</source>
        <translation>Steine aus deinem Vorrat passen in mehr als ein Puzzle. Einmal pro Zug setzt die Meisteraktion (M) für nur eine Aktion je einen Stein in jedes deiner Puzzles ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Upgrade a piece</source>
        <translation>Werte einen Stein auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a piece of your supply to give it back for a piece of the next level: bigger pieces fill puzzles faster.</source>
        <translation>Klicke auf einen Stein deines Vorrats, um ihn gegen einen Stein des nächsten Levels zurückzugeben: Größere Steine füllen Puzzles schneller.</translation>
    </message>
    <message>
        <location filename="../../app/table/tips.py" line="+54"/>
        <source>&amp;Got it</source>
        <translation>&amp;Verstanden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No more tips</source>
        <translation>&amp;Keine Erklärungen mehr</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <location filename="../../app/table/tools.py" line="+197"/>
        <source>Only the player to move can use pieces, from their own supply</source>
        <translation>Nur wer am Zug ist, kann Steine benutzen, und zwar aus dem eigenen Vorrat</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>That is another player&apos;s supply</source>
        <translation>Das ist der Vorrat eines anderen Spielers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No piece of that shape is left in the supply</source>
        <translation>Von dieser Form ist kein Stein mehr im Vorrat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Confirm or cancel the placements first</source>
        <translation>Bestätige oder verwirf zuerst die eingesetzten Steine</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Only a level-1 piece (%1) can be taken from the reserve; bigger pieces come by upgrading</source>
        <translation>Aus dem allgemeinen Vorrat lässt sich nur ein Level-1-Stein (%1) nehmen; größere Steine gibt es durch Aufwerten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Drag a piece from your supply onto this puzzle, or choose a supply piece and press Enter</source>
        <translation>Ziehe einen Stein aus deinem Vorrat auf dieses Puzzle oder wähle einen Stein deines Vorrats und drücke Enter</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is %1&apos;s puzzle: pieces go on your own puzzles</source>
        <translation>Das ist ein Puzzle von %1: Steine kommen in deine eigenen Puzzles</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The deck is face down: take a card from the row</source>
        <translation>Der Puzzlestapel liegt verdeckt: Nimm ein Puzzle aus der Reihe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: %2, reward %3. Enter takes it.</source>
        <translation>%1: %2, Belohnung %3. Enter nimmt es.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2. Enter takes it if you may.</source>
        <translation>Allgemeiner Vorrat: %1 × %2. Enter nimmt einen, falls erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %1. Enter: place it, upgrade or exchange it.</source>
        <translation>Dein Stein %1. Enter: einsetzen, aufwerten oder tauschen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your puzzle %1 (%2).</source>
        <translation>Dein Puzzle %1 (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+14"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>%1&apos;s completed puzzles: %2</source>
        <translation>Gelöste Puzzles von %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Counters above %1: %2. The automaton takes no card from a column with a counter above it</source>
        <translation>Marken über %1: %2. Aus einer Spalte mit einer Marke darüber nimmt der Meisterpuzzler kein Puzzle</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The automaton&apos;s puzzles: %1</source>
        <translation>Puzzles des Meisterpuzzlers: %1</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>You have no puzzle to place a piece on</source>
        <translation>Du hast kein Puzzle, in das du einen Stein einsetzen kannst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Arrows move the piece, R rotates, F flips, Tab or 1-4 picks the puzzle, Enter places it, Escape cancels</source>
        <translation>Pfeiltasten bewegen den Stein, R dreht, F wendet, Tab oder 1–4 wählt das Puzzle, Enter setzt ihn ein, Escape bricht ab</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Drop the piece on one of your puzzles: R or the wheel rotates, F or the right button flips, Escape cancels</source>
        <translation>Lege den Stein auf eines deiner Puzzles: R oder das Mausrad dreht, F oder die rechte Maustaste wendet, Escape bricht ab</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>The piece went back: drop it on one of your puzzles</source>
        <translation>Der Stein ist zurück: Lege ihn auf eines deiner Puzzles</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Put back</source>
        <translation>Zurückgelegt</translation>
    </message>
    <message>
        <location line="-269"/>
        <source>%1: %2, reward %3.</source>
        <translation>%1: %2, Belohnung %3.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reserve: %1 × %2.</source>
        <translation>Allgemeiner Vorrat: %1 × %2.</translation>
    </message>
</context>
<context>
    <name>TtsText</name>
    <message numerus="yes">
        <location filename="../../editor/tts.py" line="+75"/>
        <source>%n point(s), reward %1</source>
        <translation>
            <numerusform>%n Punkt, Belohnung %1</numerusform>
            <numerusform>%n Punkte, Belohnung %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: white puzzles</source>
        <translation>%1: weiße Puzzles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: black puzzles</source>
        <translation>%1: schwarze Puzzles</translation>
    </message>
</context>
<context>
    <name>TurnMarks</name>
    <message>
        <location filename="../../app/table/marks.py" line="+56"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed</source>
        <translation>Eingesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../app/table/welcome.py" line="+469"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+268"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="-268"/>
        <location line="+270"/>
        <source>Looking for an unfinished game…</source>
        <translation>Suche nach einem nicht beendeten Spiel…</translation>
    </message>
    <message>
        <location line="-267"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four players, people or computer players</source>
        <translation>Zwei bis vier Spieler, Menschen oder Computerspieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Solo</source>
        <translation>S&amp;olo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play alone against the automaton</source>
        <translation>Allein gegen den Meisterpuzzler spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Deck editor</source>
        <translation>&amp;Deck-Editor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design puzzles, pieces and whole decks</source>
        <translation>Puzzles, Steine und ganze Decks gestalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A saved game or a game record</source>
        <translation>Ein gespeichertes Spiel oder eine Spielaufzeichnung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Recent games</source>
        <translation>&amp;Letzte Spiele</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recent games</source>
        <translation>Letzte Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Enter or double-click to open a game</source>
        <translation>Mit der Eingabetaste oder einem Doppelklick ein Spiel öffnen</translation>
    </message>
    <message>
        <location line="+155"/>
        <source>Reading your recent games…</source>
        <translation>Deine letzten Spiele werden gelesen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The recent games could not be read: %1</source>
        <translation>Die letzten Spiele konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (solo)</source>
        <translation>%1 (solo)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ Cannot be read</source>
        <translation>⚠ Nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>✓ Finished</source>
        <translation>✓ Beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>▶ Unfinished, round %1</source>
        <translation>▶ Nicht beendet, Runde %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+34"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Press Enter or double-click to open a game.</source>
        <translation>Mit der Eingabetaste oder einem Doppelklick öffnest du ein Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No recent games yet: the games you save or open are listed here.</source>
        <translation>Noch keine Spiele: Hier stehen die Spiele, die du speicherst oder öffnest.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No unfinished game to continue: start a new one or open a saved game</source>
        <translation>Kein nicht beendetes Spiel zum Weiterspielen: Beginne ein neues oder öffne ein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · round %2 · left without saving %3</source>
        <translation>%1 · Runde %2 · ohne Speichern verlassen %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · round %2 · %3</source>
        <translation>%1 · Runde %2 · %3</translation>
    </message>
    <message>
        <location filename="../../app/table/net_play.py" line="-242"/>
        <source>&amp;Join a network game…</source>
        <translation>An Netzwerkspiel &amp;teilnehmen…</translation>
    </message>
    <message>
        <location filename="../../app/table/welcome.py" line="-306"/>
        <source>Take puzzles, place your pieces, and upgrade them to bigger ones.</source>
        <translation>Nimm Puzzles, setze deine Steine ein und werte sie zu größeren auf.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../app/table/window_menus.py" line="+76"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck &amp;editor…</source>
        <translation>Deck-&amp;Editor…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Design puzzles, pieces and whole decks (the deck editor opens in a window of its own)</source>
        <translation>Puzzles, Steine und ganze Decks gestalten (der Deck-Editor öffnet sich in einem eigenen Fenster)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Master action</source>
        <translation>&amp;Meisteraktion</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place up to one piece on each of your puzzles as one action (M)</source>
        <translation>Als eine Aktion höchstens einen Stein in jedes deiner Puzzles einsetzen (M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;ancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+129"/>
        <source>&amp;End turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>End the turn now, with actions left (E)</source>
        <translation>Den Zug jetzt beenden, obwohl noch Aktionen übrig sind (E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole table</source>
        <translation>&amp;Ganzer Tisch</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Game &amp;log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;About Project L</source>
        <translation>&amp;Über Project L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Off (instant)</source>
        <translation>&amp;Aus (sofort)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Very fast</source>
        <translation>Sehr s&amp;chnell</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Done (Finishing Touches)</source>
        <translation>&amp;Fertig (Feinschliff)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm master action</source>
        <translation>Meisteraktion &amp;bestätigen</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelreferenz</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>End the turn?</source>
        <translation>Zug beenden?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You have %n action(s) left. End your turn anyway?</source>
        <translation>
            <numerusform>Du hast noch %n Aktion. Zug trotzdem beenden?</numerusform>
            <numerusform>Du hast noch %n Aktionen. Zug trotzdem beenden?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t ask again</source>
        <translation>&amp;Nicht mehr fragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You can turn the question on again in Edit &gt; Preferences</source>
        <translation>Unter Bearbeiten &gt; Einstellungen kannst du die Frage wieder einschalten</translation>
    </message>
</context>
<context>
    <name>commands</name>
    <message>
        <location filename="../../editor/commands.py" line="+76"/>
        <source>Paint cells of %1</source>
        <translation>Felder von %1 malen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase cells of %1</source>
        <translation>Felder von %1 radieren</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Make %1 white</source>
        <translation>%1 weiß machen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make %1 black</source>
        <translation>%1 schwarz machen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Set points of %1</source>
        <translation>Punkte von %1 setzen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Set reward of %1</source>
        <translation>Belohnung von %1 setzen</translation>
    </message>
    <message>
        <location line="+61"/>
        <location line="+121"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Add puzzle %1</source>
        <translation>Puzzle %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete puzzle %1</source>
        <translation>Puzzle %1 löschen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Reshape piece %1</source>
        <translation>Form von Stein %1 ändern</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Rename piece %1</source>
        <translation>Stein %1 umbenennen</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Recolour piece %1</source>
        <translation>Stein %1 umfärben</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Set reserve count of %1</source>
        <translation>Anzahl von %1 im allgemeinen Vorrat setzen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Add piece %1</source>
        <translation>Stein %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Delete piece %1</source>
        <translation>Stein %1 löschen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rename deck</source>
        <translation>Deck umbenennen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Edit description</source>
        <translation>Beschreibung bearbeiten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Change the card backs</source>
        <translation>Kartenrückseiten ändern</translation>
    </message>
</context>
<context>
    <name>pdf</name>
    <message>
        <location filename="../../editor/pdf.py" line="+268"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+63"/>
        <location line="+80"/>
        <source>Untitled deck</source>
        <translation>Unbenanntes Deck</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>%1 · page %2 of %3</source>
        <translation>%1 · Seite %2 von %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>This bar is 5 cm long when printed at 100% (actual size).</source>
        <translation>Dieser Balken ist 5 cm lang, wenn er mit 100 % (Originalgröße) gedruckt wird.</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Puzzle cards</source>
        <translation>Puzzlekarten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Card backs</source>
        <translation>Kartenrückseiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pieces</source>
        <translation>Steine</translation>
    </message>
</context>
<context>
    <name>render</name>
    <message>
        <location filename="../../app/render/cards.py" line="+330"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+30"/>
        <source>Project L</source>
        <translation>Project L</translation>
    </message>
    <message>
        <location filename="../../app/render/pieces.py" line="+294"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>tools</name>
    <message>
        <location filename="../../editor/tools.py" line="+110"/>
        <source>A piece needs at least one square. Draw its squares on the grid.</source>
        <translation>Ein Stein braucht mindestens ein Feld. Zeichne seine Felder in das Raster.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A piece has at most 5 squares. Remove one to use this drawing.</source>
        <translation>Ein Stein hat höchstens 5 Felder. Entferne eines, um diese Zeichnung zu verwenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The squares of a piece must touch side by side. Join them up.</source>
        <translation>Die Felder eines Steins müssen sich an den Seiten berühren. Verbinde sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the same shape as %1 (up to rotation and reflection): refused. Keep drawing to make another shape.</source>
        <translation>Das ist dieselbe Form wie %1 (bis auf Drehen und Spiegeln): abgelehnt. Zeichne weiter, um eine andere Form zu erhalten.</translation>
    </message>
</context>
</TS>
